import LessonScript

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PublishingRun {
    /// A run as a front end's settings ask for it: into ``Setting/output``, with ``Setting/noSync``,
    /// ``Setting/force``, ``Setting/jobs`` (one process per core unless given: nil), the drawing limits
    /// (``InputLimits/init(settings:drawing:)``), the selection (``Selection/init(settings:)``) and
    /// ``Setting/name``.
    /// - Parameter settings: The settings as the front end was given them.
    /// - Throws: `PublishingError.request` naming the first setting whose text does not fit: no
    ///   output, an empty one or one holding a NUL byte, a number out of its range, an empty name.
    public init(settings: Settings) throws(PublishingError) {
        self.init(output: try settings.output())
        sync = !settings.isOn(.noSync)
        force = settings.isOn(.force)
        jobs = try settings.wholeNumber(.jobs)
        limits = try InputLimits(settings: settings, drawing: true)
        selection = try Selection(settings: settings)
        name = settings[.name]
        if name?.isEmpty == true { throw .request(.empty(.name)) }
    }
}

extension InputLimits {
    /// The limits a front end's settings ask for (``Setting/maxNodes``, ``Setting/maxChanges``,
    /// ``Setting/maxBytes``, ``Setting/maxLayout``, ``Setting/maxOutput``), each other limit at its
    /// default (``set(maxNodes:maxChanges:maxBytes:maxLayout:maxOutput:)``).
    /// - Parameters:
    ///   - settings: The settings as the front end was given them.
    ///   - drawing: Whether the inputs are drawn: the defaults are then ``drawing``'s, with the
    ///     layout and output budgets, else ``standard``'s.
    /// - Throws: `PublishingError.request` naming the first limit whose text does not fit.
    public init(settings: Settings, drawing: Bool = false) throws(PublishingError) {
        self = drawing ? .drawing : .standard
        try set(
            maxNodes: settings[.maxNodes], maxChanges: settings[.maxChanges], maxBytes: settings[.maxBytes],
            maxLayout: settings[.maxLayout], maxOutput: settings[.maxOutput])
    }
}

extension Selection {
    /// The blocks and changes a front end's settings ask for (``Setting/block``, ``Setting/change``;
    /// ``set(block:changes:)``), everything when neither is given.
    /// - Throws: `PublishingError.request` naming the setting whose text does not fit.
    public init(settings: Settings) throws(PublishingError) {
        self = .everything
        try set(block: settings[.block], changes: settings[.change])
    }
}
