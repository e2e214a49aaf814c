import TriggerGraph

/// Takes a command's arguments apart: flags, options with values, and positionals.
///
/// Options are asked for by name; whatever is left must be positional, so an
/// unknown option is an error rather than a file name. `--name=value` and
/// `--name value` both work; `--` ends the options; `-` alone is a positional
/// (standard input). An option given twice is an error, not a silent choice.
/// A command's scanner takes only the options it declares (``Option``), which its help lists.
struct ArgumentScanner: Sendable {
    private var remaining: [String]
    /// The command whose usage an error refers to.
    let command: String
    /// The names the command declares; nil for a scanner that takes any.
    private let declared: Set<String>?

    init(_ arguments: [String], command: String, options: [Option]? = nil) {
        self.remaining = arguments
        self.command = command
        self.declared = options.map { Set($0.flatMap(\.names)) }
    }

    /// How many arguments come before `--`: those that may be options.
    private var optionCount: Int { remaining.firstIndex(of: "--") ?? remaining.count }

    /// Stops on a name the command does not declare: its help would not list it.
    private func checkDeclared(_ names: [String]) {
        precondition(declared == nil || names.allSatisfy { declared!.contains($0) }, "undeclared option \(names)")
    }

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
            let argument = remaining[index]
            guard let name = names.first(where: { argument == $0 || argument.hasPrefix($0 + "=") }) else {
                index += 1
                continue
            }
            let found: String
            if argument == name {
                guard index + 1 < optionCount else { throw .usage("option '\(name)' needs a value") }
                found = remaining[index + 1]
                remaining.removeSubrange(index...(index + 1))
            } else {
                found = String(argument.dropFirst(name.count + 1))
                remaining.remove(at: index)
            }
            if value != nil { throw .usage("option '\(name)' is given twice") }
            value = found
        }
        return value
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
