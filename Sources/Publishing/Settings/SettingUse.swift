import Animation
import LessonScript
import TriggerRender

/// A setting as a writer or a run reads it, for a front end's help: what its text is called
/// (`N`, `LIST`, `DIR`; nil for a setting that takes none, on when given) and what it does
/// there. The help is worded only when asked for, so a run that prints none words none.
public struct SettingUse: Sendable {
    /// The setting read.
    public let setting: Setting
    /// What its text is called in help; nil for a setting that takes none.
    public let value: String?
    private let words: @Sendable () -> String

    /// A setting read as `value`, doing what `help` says (``Setting/help`` unless given).
    public init(_ setting: Setting, _ value: String? = "N", help: @escaping @autoclosure @Sendable () -> String? = nil)
    {
        (self.setting, self.value, words) = (setting, value, { help() ?? setting.help ?? "" })
    }

    /// What the setting does here, one or more lines.
    public var help: String { words() }

    /// A list of formats among `Format`'s cases, svg unless given.
    static func formats<Format: CaseIterable & RawRepresentable<String> & Sendable>(_: Format.Type) -> SettingUse {
        SettingUse(
            .format, "LIST",
            help:
                "comma-separated formats among \(Format.allCases.map(\.rawValue).joined(separator: ", ")) (default: svg)"
        )
    }
}

/// A ``BlockWriter`` a front end makes from its settings given as text, which says what it reads.
public protocol SettingsWriter: BlockWriter {
    /// The settings a run with this writer takes beyond ``PublishingRun/settings``, in the order
    /// a help lists them: the writer's own, and the run's output and selection as they are for it.
    static var settings: [SettingUse] { get }
    /// The writer a front end's settings ask for.
    /// - Throws: `PublishingError.request` naming the first setting whose text does not fit.
    init(settings: Settings) throws(PublishingError)
}

extension PublishingRun {
    /// The settings ``init(settings:)`` reads with every writer: ``Setting/noSync``,
    /// ``Setting/force``, ``Setting/jobs`` and the drawing limits.
    public static var settings: [SettingUse] {
        [SettingUse(.noSync, nil), SettingUse(.force, nil), SettingUse(.jobs)] + InputLimits.settings(drawing: true)
    }
}

extension InputLimits {
    /// The settings ``init(settings:drawing:)`` reads: the node, change and byte limits, and for
    /// inputs that are drawn the layout and output budgets.
    public static func settings(drawing: Bool) -> [SettingUse] {
        [.maxNodes, .maxChanges, .maxBytes].map { SettingUse($0) }
            + (drawing ? [SettingUse(.maxLayout), SettingUse(.maxOutput)] : [])
    }
}

extension FrameWriter: SettingsWriter {
    /// The output, the formats, themes, scale and animations of ``init(settings:)``, the selection and the name.
    public static var settings: [SettingUse] {
        [
            SettingUse(.output, "DIR"), .formats(OutputFormat.self),
            SettingUse(.theme, "NAME", help: "light (default), dark, or both"), SettingUse(.scale),
            SettingUse(.animate, "LIST", help: "also write <block>/animation.<ext>: svg, gif, html (as animate)"),
            SettingUse(.delay, "MS"),
            SettingUse(.block, "K", help: "only the K-th measurement block of the (one) page"),
            SettingUse(.change, "LIST", help: "only these changes (2,4-6), into the block's folder; no preview"),
            SettingUse(.name, "NAME"),
        ]
    }
}

extension AnimationWriter: SettingsWriter {
    /// The output, the formats, delay, themes and scale of ``init(settings:)``, the selection and the name.
    public static var settings: [SettingUse] {
        [
            SettingUse(.output, "DIR"), .formats(AnimationFormat.self), SettingUse(.delay, "MS"),
            SettingUse(.theme, "NAME", help: "light (default), dark, or both"), SettingUse(.scale),
            SettingUse(.block, "K", help: "only the K-th measurement block of the (one) page"),
            SettingUse(.change, "LIST", help: "only these changes of each block, in this order, such as 2,4-6"),
            SettingUse(.name, "NAME"),
        ]
    }
}

extension CatalogWriter: SettingsWriter {
    /// What ``init(settings:)`` reads: the catalog, its figures' format, scale and layout, its
    /// animations and their delay, its themes and its title.
    public static var settings: [SettingUse] {
        [
            SettingUse(.output, "DIR", help: "the catalog folder (made if missing), usually NAME.docc"),
            SettingUse(.format, "FORMAT", help: "svg (default) or png, not both: DocC shows either at random"),
            SettingUse(.scale),
            SettingUse(.layout, "NAME", help: "tabs (default: a tab per change) or stacked (one under another)"),
            SettingUse(
                .animate, nil, help: "add each block's animation, Resources/<block>-animation.<ext>, as a last tab"),
            SettingUse(.delay, "MS"),
            SettingUse(.theme, "NAME", help: "both (default: resources and their ~dark variants), light or dark"),
            SettingUse(.title, "TITLE", help: "the root article's title (default: NAME)"),
        ]
    }
}
