/// Takes a command's arguments apart: flags, options with values, and positionals.
///
/// Options are asked for by name; whatever is left must be positional, so an
/// unknown option is an error rather than a file name. `--name=value` and
/// `--name value` both work; `--` ends the options; `-` alone is a positional
/// (standard input). An option given twice is an error, not a silent choice.
/// A command's scanner takes only the options it declares (``Option``), which its help lists.
public struct ArgumentScanner: Sendable {
    private var remaining: [String]
    private let command: String
    /// The names the command declares; nil for a scanner that takes any.
    private let declared: Set<String>?

    public init(_ arguments: [String], command: String) {
        self.remaining = arguments
        self.command = command
        self.declared = nil
    }

    init(_ arguments: [String], command: String, options: [Option]) {
        self.remaining = arguments
        self.command = command
        self.declared = Set(options.flatMap(\.names))
    }

    /// Stops on a name the command does not declare: its help would not list it.
    private func checkDeclared(_ names: [String]) {
        precondition(declared == nil || names.allSatisfy { declared!.contains($0) }, "undeclared option \(names)")
    }

    /// Removes every occurrence of a flag and says whether there was one.
    public mutating func flag(_ names: String...) -> Bool {
        checkDeclared(names)
        var found = false
        remaining = remaining.enumerated().compactMap { index, argument in
            guard isBeforeTerminator(index), names.contains(argument) else { return argument }
            found = true
            return nil
        }
        return found
    }

    /// Removes an option and its value.
    /// - Throws: `CLIError.usage` when the option has no value, or is given twice.
    public mutating func option(_ names: String...) throws(CLIError) -> String? {
        checkDeclared(names)
        var value: String?
        func take(_ found: String, as argument: String) throws(CLIError) {
            if value != nil { throw .usage("option '\(argument)' is given twice", command: command) }
            value = found
        }
        var index = 0
        while index < remaining.count, isBeforeTerminator(index) {
            let argument = remaining[index]
            if let name = names.first(where: { argument.hasPrefix($0 + "=") }) {
                try take(String(argument.dropFirst(name.count + 1)), as: name)
                remaining.remove(at: index)
            } else if names.contains(argument) {
                guard index + 1 < remaining.count, isBeforeTerminator(index + 1) else {
                    throw .usage("option '\(argument)' needs a value", command: command)
                }
                try take(remaining[index + 1], as: argument)
                remaining.removeSubrange(index...(index + 1))
            } else {
                index += 1
            }
        }
        return value
    }

    /// Everything left, once every known flag and option has been taken.
    /// - Throws: `CLIError.usage` for an argument that looks like an unknown option.
    public mutating func positionals() throws(CLIError) -> [String] {
        var result: [String] = []
        var afterTerminator = false
        for argument in remaining {
            if afterTerminator {
                result.append(argument)
                continue
            }
            if argument == "--" {
                afterTerminator = true
                continue
            }
            if argument.hasPrefix("-"), argument != "-" {
                throw .usage("unknown option '\(argument)'", command: command)
            }
            result.append(argument)
        }
        remaining = []
        return result
    }

    private func isBeforeTerminator(_ index: Int) -> Bool {
        guard let terminator = remaining.firstIndex(of: "--") else { return true }
        return index < terminator
    }
}

extension ArgumentScanner {
    /// Removes an option whose value is a whole number from 1, as `--block`, `--max-nodes` and
    /// `--max-bytes` take.
    /// - Throws: `CLIError.usage` when the value is anything else.
    mutating func wholeNumber(_ name: String) throws(CLIError) -> Int? {
        guard let text = try option(name) else { return nil }
        guard let value = Int(text), value >= 1 else {
            throw .usage("\(name) takes a whole number from 1", command: command)
        }
        return value
    }
}
