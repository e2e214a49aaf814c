import TriggerGraph

/// An option a command takes, declared once: the scanner takes it by these names and the help
/// lists it with this text, so the two cannot drift. Its help is worded only when help is shown.
struct Option: Sendable {
    /// Its names, the short one first: `-o`, `--output`.
    let names: [String]
    /// What its value is called in the help (`DIR`, `LIST`, `N`); nil for a flag.
    let value: String?
    /// The library's setting it gives (``Settings``); nil for one of the command line's own
    /// (`--json`, `--quiet`), which its command reads by name.
    let setting: Setting?
    private let words: @Sendable () -> String

    init(_ names: String..., value: String? = nil, help: @escaping @autoclosure @Sendable () -> String) {
        (self.names, self.value, setting, words) = (names, value, nil, help)
    }

    /// The option that gives a setting, worded as the library words it for the writer or run that reads it.
    init(_ use: SettingUse) {
        (names, value, setting, words) = (Option.names(use.setting), use.value, use.setting, { use.help })
    }

    /// Its help, one or more lines.
    var help: String { words() }

    /// The names of the option that gives `setting`: `--max-nodes` for ``Setting/maxNodes``, `-o`
    /// and `--output` for ``Setting/output``.
    static func names(_ setting: Setting) -> [String] {
        let long = "--" + setting.rawValue.map { $0.isUppercase ? "-" + $0.lowercased() : String($0) }.joined()
        return setting == .output ? ["-o", long] : [long]
    }

    /// What a message calls `setting`: its option's first name, `-o` or `--max-nodes`.
    static func flag(_ setting: Setting) -> String { names(setting)[0] }

    /// `-o, --output DIR`.
    var label: String { names.joined(separator: ", ") + (value.map { " \($0)" } ?? "") }
}

/// The options more than one command takes.
extension Option {
    /// `--block K` of a command that prints one block.
    static let oneBlock = Option(
        SettingUse(.block, "K", help: "for a lesson page, the measurement block, from 1 (needed when it has several)"))
    static let help = Option("-h", "--help", help: "show this help")
    static let verbosity = [
        Option("-q", "--quiet", help: "print errors only"),
        Option("-v", "--verbose", help: "print every warning, not only how many there are"),
    ]
    /// What every command that reads input takes.
    static let limits = InputLimits.settings(drawing: false).map(Option.init)
}
