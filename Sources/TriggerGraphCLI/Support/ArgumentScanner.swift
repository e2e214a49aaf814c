import TriggerGraph

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Takes a command's arguments apart: flags, options with values, and positionals.
///
/// Options are asked for by name; whatever is left must be positional, so an
/// unknown option is an error rather than a file name. `--name=value` and
/// `--name value` both work; `--` ends the options; `-` alone is a positional
/// (standard input). An option given twice is an error, not a silent choice.
/// A command's scanner takes only the options it declares (``Option``), which its help lists.
struct ArgumentScanner: Sendable {
    private var remaining: [String]
    /// The names the command declares; nil for a scanner that takes any.
    private let declared: Set<String>?

    init(_ arguments: [String], options: [Option]? = nil) {
        (remaining, declared) = (arguments, options.map { Set($0.flatMap(\.names)) })
    }

    /// How many arguments come before `--`: those that may be options.
    private var optionCount: Int { remaining.firstIndex(of: "--") ?? remaining.count }

    /// Removes every occurrence of a flag and says whether there was one.
    mutating func flag(_ names: String...) -> Bool {
        checkDeclared(names)
        let options = remaining[..<optionCount]
        let kept = options.filter { !names.contains($0) }
        remaining = kept + remaining[options.endIndex...]
        return kept.count < options.count
    }

    /// Removes an option and its value.
    /// - Throws: `PublishingError.usage` when the option has no value, or is given twice.
    mutating func option(_ names: String...) throws(PublishingError) -> String? {
        checkDeclared(names)
        var value: String?
        var index = 0
        while index < optionCount {
            guard let name = names.first(where: { remaining[index] == $0 || remaining[index].hasPrefix($0 + "=") })
            else {
                index += 1
                continue
            }
            let found: String
            if remaining[index] == name {
                guard index + 1 < optionCount else { throw .usage("option '\(name)' needs a value") }
                found = remaining[index + 1]
                remaining.removeSubrange(index...(index + 1))
            } else {
                found = String(remaining.remove(at: index).dropFirst(name.count + 1))
            }
            if value != nil { throw .usage("option '\(name)' is given twice") }
            value = found
        }
        return value
    }

    /// Stops on a name the command does not declare: its help would not list it.
    private func checkDeclared(_ names: [String]) {
        precondition(declared == nil || names.allSatisfy { declared!.contains($0) }, "undeclared option \(names)")
    }

    /// Everything left, once every known flag and option has been taken: every command's
    /// positionals are its inputs' paths.
    /// - Throws: `PublishingError.usage` for an argument that looks like an unknown option, or
    ///   a path holding a NUL byte.
    mutating func positionals() throws(PublishingError) -> [String] {
        let options = remaining[..<optionCount]
        if let unknown = options.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
            throw .usage("unknown option '\(unknown)'")
        }
        defer { remaining = [] }
        let paths = Array(options + remaining.dropFirst(options.count + 1))
        for path in paths { try Self.checkPath(path, of: "input") }
        return paths
    }

    /// Refuses a path holding a NUL byte. No command line can hold one, but a front end that runs
    /// the tool in its own process (a test, a program) can; the system would read the path only
    /// up to it, so `a.md\0x` would be read, or written, as `a.md`.
    /// - Parameters:
    ///   - path: The path given.
    ///   - role: What it names, for the message: `input`, `-o`.
    /// - Throws: `PublishingError.usage` when it holds one.
    static func checkPath(_ path: String, of role: String) throws(PublishingError) {
        guard path.utf8.contains(0) else { return }
        throw .usage("the \(role) path '\(path)' holds a NUL byte, which no file name can hold")
    }
}

/// Options taken by name, their texts read by the library's parsers (``OptionValue``).
extension ArgumentScanner {
    /// Removes an option whose value is a whole number from 1, as `--block` and `--jobs` take.
    mutating func wholeNumber(_ setting: Setting) throws(PublishingError) -> Int? {
        try option(Option.flag(setting)).map { text throws(PublishingError) in
            try OptionValue.wholeNumber(text, option: setting)
        }
    }

    /// `--format LIST`, or another list of formats; `fallback` when it is not given.
    mutating func formats<Format: RawRepresentable & CaseIterable & Equatable>(
        _ name: String = "--format", fallback: String? = "svg"
    ) throws(PublishingError) -> [Format] where Format.RawValue == String {
        guard let list = try option(name) ?? fallback else { return [] }
        return try OptionValue.formats(list)
    }

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

    /// A publishing run from the options of a command that writes a folder (``Option/writing``)
    /// and draws (``Option/drawing``).
    /// - Throws: `PublishingError.usage` when `-o` is missing, empty or holds a NUL byte, or a
    ///   number is not one.
    mutating func publishingRun(console: Console) throws(PublishingError) -> PublishingRun {
        guard let output = try option("-o", "--output") else { throw .usage("missing -o DIR") }
        guard !output.isEmpty else { throw .usage("-o needs a folder") }
        try ArgumentScanner.checkPath(output, of: "-o")
        var run = PublishingRun(output: URL(fileURLWithPath: output))
        run.sync = !flag("--no-sync")
        run.force = flag("--force")
        run.jobs = try wholeNumber(.jobs) ?? console.drawingProcesses
        run.limits = try limits(drawing: true)
        return run
    }

    /// `--block K` and `--change LIST` (what of the blocks `run` draws), then `--name NAME` (the
    /// name of the one input's block, or page, whose blocks are `NAME-K`).
    mutating func select(_ run: inout PublishingRun) throws(PublishingError) {
        try run.selection.set(block: try option("--block"))
        try run.selection.set(changes: try option("--change"))
        run.name = try option("--name")
        if run.name?.isEmpty == true { throw .usage("--name needs a name") }
    }
}
