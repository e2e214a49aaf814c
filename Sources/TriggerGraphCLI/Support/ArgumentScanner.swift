/// Takes a command's arguments apart: flags, options with values, and positionals.
///
/// Options are asked for by name; whatever is left must be positional, so an
/// unknown option is an error rather than a file name. `--name=value` and
/// `--name value` both work; `--` ends the options; `-` alone is a positional
/// (standard input).
public struct ArgumentScanner: Sendable {
    private var remaining: [String]
    private let command: String

    public init(_ arguments: [String], command: String) {
        self.remaining = arguments
        self.command = command
    }

    /// Removes every occurrence of a flag and says whether there was one.
    public mutating func flag(_ names: String...) -> Bool {
        var found = false
        remaining = remaining.enumerated().compactMap { index, argument in
            guard isBeforeTerminator(index), names.contains(argument) else { return argument }
            found = true
            return nil
        }
        return found
    }

    /// Removes an option and its value; the last occurrence wins.
    /// - Throws: `CLIError.usage` when the option has no value.
    public mutating func option(_ names: String...) throws(CLIError) -> String? {
        try option(names)
    }

    /// Removes the first occurrence of any of `names` with its value.
    private mutating func firstOption(_ names: [String]) throws(CLIError) -> String? {
        var index = 0
        while index < remaining.count, isBeforeTerminator(index) {
            let argument = remaining[index]
            if let name = names.first(where: { argument.hasPrefix($0 + "=") }) {
                remaining.remove(at: index)
                return String(argument.dropFirst(name.count + 1))
            }
            if names.contains(argument) {
                guard index + 1 < remaining.count, isBeforeTerminator(index + 1) else {
                    throw .usage("option '\(argument)' needs a value", command: command)
                }
                let value = remaining[index + 1]
                remaining.removeSubrange(index...(index + 1))
                return value
            }
            index += 1
        }
        return nil
    }

    /// Removes every occurrence of any of `names` with its value; the last wins.
    private mutating func option(_ names: [String]) throws(CLIError) -> String? {
        var value: String?
        var index = 0
        while index < remaining.count, isBeforeTerminator(index) {
            let argument = remaining[index]
            if let name = names.first(where: { argument.hasPrefix($0 + "=") }) {
                value = String(argument.dropFirst(name.count + 1))
                remaining.remove(at: index)
            } else if names.contains(argument) {
                guard index + 1 < remaining.count, isBeforeTerminator(index + 1) else {
                    throw .usage("option '\(argument)' needs a value", command: command)
                }
                value = remaining[index + 1]
                remaining.removeSubrange(index...(index + 1))
            } else {
                index += 1
            }
        }
        return value
    }

    /// Removes an option and its value, which may be given once.
    ///
    /// For options where a repeat is more likely a mistake than an override: `-o x1 -o x2`
    /// would otherwise write into `x2` alone, and `x2` may be a folder the user meant to keep.
    /// - Throws: `CLIError.usage` when the option has no value or is given twice.
    public mutating func uniqueOption(_ names: String...) throws(CLIError) -> String? {
        guard let value = try firstOption(names) else { return nil }
        guard try firstOption(names) == nil else {
            throw .usage("\(names.joined(separator: " or ")) is given more than once", command: command)
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
