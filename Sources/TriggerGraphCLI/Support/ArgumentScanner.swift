import TriggerGraph

/// A command's arguments taken apart, in one pass, by the options it declares (``Option``): each
/// option that gives one of the library's settings into ``settings``, which the library reads as
/// it reads any front end's; the command line's own (`--json`, `--quiet`) for ``flag(_:)`` and
/// ``value(_:)``; everything else into ``paths``, its inputs.
///
/// `--name=value` and `--name value` both work; `--` ends the options; `-` alone is a path
/// (standard input). An option given twice is an error, not a silent choice (a flag may be
/// repeated); an argument that looks like an option the command does not declare is an error
/// rather than a file name, and so is a path holding a NUL byte.
struct ArgumentScanner: Sendable {
    /// The library's settings given, each option's text (a flag's empty).
    private(set) var settings = Settings()
    /// The inputs' paths, in order.
    private(set) var paths: [String] = []
    /// The command line's own options given, by their last name, each with its text.
    private var own: [String: String] = [:]
    private let declared: [Option]

    /// Takes `arguments` apart by `options`.
    /// - Throws: `PublishingError.usage`, or `.request` for a path holding a NUL byte (which a
    ///   program running the tool in its own process can pass).
    init(_ arguments: [String], options: [Option]) throws(PublishingError) {
        declared = options
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            guard argument != "--" else {
                paths += rest
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                paths.append(argument)
                continue
            }
            let name = String(argument.prefix { $0 != "=" })
            guard let option = options.first(where: { $0.names.contains(name) }),
                option.value != nil || name == argument
            else { throw .usage("unknown option '\(argument)'") }
            var text = ""
            if option.value != nil {
                if name != argument {
                    text = String(argument.dropFirst(name.count + 1))
                } else if let next = rest.popFirst(), next != "--" {
                    text = next
                } else {
                    throw .usage("option '\(name)' needs a value")
                }
                let given = option.setting.map { settings[$0] != nil } ?? (own[option.names.last!] != nil)
                if given { throw .usage("option '\(name)' is given twice") }
            }
            if let setting = option.setting { settings[setting] = text } else { own[option.names.last!] = text }
        }
        for path in paths where path.utf8.contains(0) { throw .request(.pathHoldsNUL(path: path, setting: nil)) }
    }

    /// The text of the command line's own option `name`, if it was given.
    func value(_ name: String) -> String? {
        let option = declared.first { $0.setting == nil && $0.names.contains(name) }
        precondition(option != nil, "undeclared option \(name)")  // its help would not list it
        return own[option!.names.last!]
    }

    /// Whether the command line's own flag `name` was given.
    func flag(_ name: String) -> Bool { value(name) != nil }

    /// `--quiet` or `--verbose`, never both.
    func verbosity() throws(PublishingError) -> Verbosity {
        let (quiet, verbose) = (flag("--quiet"), flag("--verbose"))
        if quiet, verbose { throw .usage("--quiet and --verbose do not go together") }
        return quiet ? .quiet : verbose ? .verbose : .normal
    }
}
