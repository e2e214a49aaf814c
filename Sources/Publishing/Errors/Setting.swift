import Animation
import LessonScript
import TriggerRender

/// A setting of a run that a front end takes as text (the command line as an option, a program as
/// a value): what an error about a setting names, each front end in its own words
/// (``PublishingError/message(naming:)``).
public enum Setting: String, CaseIterable, Sendable, Codable {
    /// The folder a run writes into (``PublishingRun/output``).
    case output
    /// The one measurement block of a page to draw (``Selection/block``).
    case block
    /// The changes of a block to draw (``Selection/changes``), or the one change `dot` prints.
    case change
    /// How many processes draw (``PublishingRun/jobs``).
    case jobs
    /// The most nodes a tree may have (``InputLimits/maxNodes``).
    case maxNodes
    /// The most changes a block may have (``InputLimits/maxChanges``).
    case maxChanges
    /// The most bytes an input may have (``InputLimits/maxInputBytes``).
    case maxBytes
    /// A block's layout budget (``InputLimits/maxLayoutCost``).
    case maxLayout
    /// A block's output budget (``InputLimits/maxOutput``).
    case maxOutput
    /// How long each change of an animation shows (``AnimationWriter/delay``).
    case delay
    /// The scale bitmaps are also drawn at (``FrameWriter/scale``).
    case scale
    /// The formats drawn (``FrameWriter/formats``).
    case format
    /// The theme or themes drawn in (``FrameWriter/themes``): light, dark, or both.
    case theme
    /// The animations written beside the frames (``FrameWriter/animations``), or whether a catalog
    /// has them (``CatalogWriter/animates``).
    case animate
    /// How a catalog lays out a block's figures (``CatalogWriter/figureLayout``).
    case layout
    /// A catalog's root article's title (``CatalogWriter/title``).
    case title
    /// Whether the run leaves out waiting for its files to reach the disk (``PublishingRun/sync``).
    case noSync
    /// The name of the one input's block (``PublishingRun/name``).
    case name
    /// Whether the run takes over what in the output folder the tool did not write (``PublishingRun/force``).
    case force

    /// What the setting does, for a front end's help, `N` (or `MS`, `NAME`, `DIR`) standing for its
    /// value and the output folder; nil for a setting whose wording differs between commands.
    /// Computed when asked for: a front end words its help only when help is wanted.
    public var help: String? {
        let most = InputLimits.maxInputBytesCap >> 20
        return switch self {
        case .maxNodes: "allow trees of up to N nodes (default \(InputLimits.standard.maxNodes))"
        case .maxChanges: "allow blocks of up to N changes (default \(InputLimits.defaultMaxChanges))"
        case .maxBytes:
            "refuse an input over N bytes (default \(InputLimits.defaultMaxInputBytes >> 20) MB, \(most) MB at most)"
        case .maxLayout:
            "refuse a block costing over N to lay out: views × (rows + widest row) (default \(InputLimits.defaultMaxLayoutCost))"
        case .maxOutput:
            "refuse a block whose frames draw over N views in all: views × changes (default \(InputLimits.defaultMaxOutput))"
        case .delay:
            "how long each change of an animation shows: \(AnimationFormat.delaysWording) (default \(AnimationFormat.defaultDelay))"
        case .name: "name the one input's block (a page's blocks become NAME-1, NAME-2, …)"
        case .jobs: "draw in up to N processes (default: one per core); the files are the same"
        case .force: "take over what in DIR triggergraph did not write (else the run stops, naming it)"
        case .output: "the folder to write into (made if missing)"
        case .noSync: "do not wait for the files to reach the disk (scratch output)"
        case .scale:
            """
            also draw each PNG and GIF at N times its pixels each way, as <name>@<N>x.png or .gif, from
            the same layout, for high-density screens: \(DiagramRenderer.scalesWording) (default 1: no other)
            """
        case .block, .change, .format, .theme, .animate, .layout, .title: nil
        }
    }

    /// The limit of ``InputLimits`` a problem says was broken, which this setting raises.
    init?(raising problem: Problem) {
        switch problem {
        case .inputTooLarge: self = .maxBytes
        case .tooManyViewsInBlock: self = .maxNodes
        case .tooManyChanges: self = .maxChanges
        case .outputTooLarge: self = .maxOutput
        case .layoutTooCostly: self = .maxLayout
        default: return nil
        }
    }
}
