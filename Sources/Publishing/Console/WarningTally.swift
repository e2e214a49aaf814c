import LessonScript

/// The inputs' warnings, counted for one summary line, or printed as they come with `--verbose`.
final class WarningTally {
    let verbosity: Verbosity
    private let console: Console
    private var counts: [String: Int] = [:]
    private var blocks: Set<String> = []

    init(_ verbosity: Verbosity, console: Console) {
        self.verbosity = verbosity
        self.console = console
    }

    func add(_ warning: InputWarning) {
        // A skipped input is said at once, unless only errors are to be.
        guard let diagnostic = warning.diagnostic else {
            if verbosity != .quiet { console.warn(warning.description) }
            return
        }
        switch verbosity {
        case .verbose: console.warn(warning.description)
        case .quiet: break
        case .normal:
            counts[Self.kind(of: diagnostic), default: 0] += 1
            blocks.insert(warning.block)
        }
    }

    /// The kinds of warning, in the summary's order: how one and how several are called.
    private static let kinds = [
        ("statement not modelled", "statements not modelled"), ("block with no view tree", "blocks with no view tree"),
        ("other warning", "other warnings"),
    ]

    private static func kind(of diagnostic: Diagnostic) -> String {
        switch diagnostic.problem {
        case .notModelled: return kinds[0].0
        case .noTree: return kinds[1].0
        default: return kinds[2].0
        }
    }

    /// `29 statements not modelled and 2 blocks with no view tree in 8 blocks (--verbose lists them)`.
    var summary: String? {
        guard !counts.isEmpty else { return nil }
        let parts = Self.kinds.compactMap { one, several in counts[one].map { "\($0) \($0 == 1 ? one : several)" } }
        let list = parts.count > 1 ? parts.dropLast().joined(separator: ", ") + " and " + parts.last! : parts[0]
        return
            "triggergraph: warning: \(list) in \(blocks.count) block\(blocks.count == 1 ? "" : "s") (--verbose lists them)"
    }
}
