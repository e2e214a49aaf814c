import TriggerGraph

/// Options taken by name, their texts read by the library's parsers (``OptionValue``).
extension ArgumentScanner {
    /// Removes an option whose value is a whole number from 1, as `--block` and `--jobs` take.
    mutating func wholeNumber(_ setting: Setting) throws(PublishingError) -> Int? {
        guard let text = try option(Option.flag(setting)) else { return nil }
        return try OptionValue.wholeNumber(text, option: setting)
    }

    /// `--format LIST`, or another list of formats; `fallback` when it is not given.
    mutating func formats<Format: RawRepresentable & CaseIterable & Equatable>(
        _ name: String = "--format", fallback: String? = "svg"
    ) throws(PublishingError) -> [Format] where Format.RawValue == String {
        guard let list = try option(name) ?? fallback else { return [] }
        return try OptionValue.formats(list)
    }

    /// `--theme NAME`: light (when none is given) or dark.
    mutating func theme() throws(PublishingError) -> Theme { try option("--theme").map(Theme.init(named:)) ?? .light }

    /// `--theme NAME`: light, dark, or both; `fallback` when none is given.
    mutating func themes(fallback: [Theme] = [.light]) throws(PublishingError) -> [Theme] {
        try option("--theme").map(Theme.themes(named:)) ?? fallback
    }

    /// `--quiet` or `--verbose`, never both.
    mutating func verbosity() throws(PublishingError) -> Verbosity {
        let quiet = flag("-q", "--quiet")
        let verbose = flag("-v", "--verbose")
        if quiet, verbose { throw .usage("--quiet and --verbose do not go together") }
        return quiet ? .quiet : verbose ? .verbose : .normal
    }

    /// `--name NAME`: the name of the one input's block (or page, whose blocks are `NAME-K`).
    mutating func name() throws(PublishingError) -> String? {
        let name = try option("--name")
        if name?.isEmpty == true { throw .usage("--name needs a name") }
        return name
    }

    /// `--block K` and `--change LIST`.
    mutating func selection() throws(PublishingError) -> Selection {
        var selection = Selection.everything
        try selection.set(block: try option("--block"))
        try selection.set(changes: try option("--change"))
        return selection
    }

    /// `--max-nodes`, `--max-changes`, `--max-bytes` and, on a command that draws, `--max-layout`
    /// and `--max-output`, over the limits of inputs that are drawn (``InputLimits/drawing``) or not.
    mutating func limits(drawing: Bool = false) throws(PublishingError) -> InputLimits {
        var limits = drawing ? InputLimits.drawing : InputLimits.standard
        try limits.set(maxNodes: try option("--max-nodes"))
        try limits.set(maxChanges: try option("--max-changes"))
        try limits.set(maxBytes: try option("--max-bytes"))
        if drawing {
            try limits.set(maxLayout: try option("--max-layout"))
            try limits.set(maxOutput: try option("--max-output"))
        }
        return limits
    }
}
