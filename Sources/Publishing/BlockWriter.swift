#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a publishing run writes, plugged into ``PublishingRun``: each block's files (frames,
/// animations, resources), then what belongs to pages or to the run (previews, articles).
///
/// A block may be drawn in another process (``PublishingRun/jobs``): what ``draw(_:into:output:)``
/// changes in the writer stays in that process, and what the run needs of it travels in the
/// block's manifest entry.
public protocol BlockWriter {
    /// The command whose output this is, as the manifest names it: `render`, `animate`, `docc`.
    var command: String { get }
    /// How the plan names what is written.
    var layout: PublishPlan.Layout { get }
    /// Whether drawing lays blocks out, so that Graphviz and the fonts are loaded ahead, on a
    /// thread of their own, while the inputs are read.
    var laysOut: Bool { get }
    /// Whether drawing draws text with cairo (PNG, PDF, GIF), from the `PangoLayout` that measured
    /// it. When it does not, the processes of a run share what Pango measured
    /// (`TextMeasureSharing`), whose spans have no layout.
    var drawsWithCairo: Bool { get }
    /// Whether it writes lesson pages only (a catalog's articles), so that ``PublishingRun``
    /// refuses any other input before it reads one.
    var writesPagesOnly: Bool { get }
    /// What a front end should say once before the run, beside the inputs' warnings: a setting
    /// the writer cannot take as given, such as a `SOURCE_DATE_EPOCH` no PDF date can hold.
    var warnings: [String] { get }
    /// The blocks this process must draw itself: those whose frames ``finish(_:manifest:output:)`` uses.
    func blocksDrawnHere(of plan: PublishPlan) -> Set<String>
    /// Called before any block is drawn.
    mutating func start(_ plan: PublishPlan, output: RunOutput) throws(PublishingError)
    /// Draws a block's files, listing each in its manifest entry.
    mutating func draw(_ block: PublishPlan.Block, into entry: inout Manifest.Block, output: RunOutput)
        throws(PublishingError)
    /// Called once every block is drawn, with the manifest of every block.
    mutating func finish(_ plan: PublishPlan, manifest: inout Manifest, output: RunOutput) throws(PublishingError)
}

extension BlockWriter {
    /// By default, drawing lays blocks out.
    public var laysOut: Bool { true }
    /// By default, drawing may draw with cairo, so measures are not shared.
    public var drawsWithCairo: Bool { true }
    /// By default, every kind of input is written.
    public var writesPagesOnly: Bool { false }
    /// By default, nothing to say.
    public var warnings: [String] { [] }
    /// By default, no block must be drawn in this process.
    /// - Parameter plan: The run's plan.
    /// - Returns: No block name.
    public func blocksDrawnHere(of plan: PublishPlan) -> Set<String> { [] }
    /// By default, nothing is done before the blocks are drawn.
    /// - Parameters:
    ///   - plan: The run's plan.
    ///   - output: The run's output folder.
    public mutating func start(_ plan: PublishPlan, output: RunOutput) throws(PublishingError) {}
    /// By default, nothing is written once every block is drawn.
    /// - Parameters:
    ///   - plan: The run's plan.
    ///   - manifest: The manifest of every block.
    ///   - output: The run's output folder.
    public mutating func finish(_ plan: PublishPlan, manifest: inout Manifest, output: RunOutput)
        throws(PublishingError)
    {}
}
