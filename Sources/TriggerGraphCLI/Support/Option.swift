import TriggerGraph

/// An option a command takes, declared once: the scanner takes it by these names and the help
/// lists it with this text, so the two cannot drift.
struct Option: Sendable {
    /// Its names, the short one first: `-o`, `--output`.
    let names: [String]
    /// What its value is called in the help (`DIR`, `LIST`, `N`); nil for a flag.
    let value: String?
    /// Its help, one or more lines.
    let help: String

    init(_ names: String..., value: String? = nil, help: String) {
        (self.names, self.value, self.help) = (names, value, help)
    }

    /// The option that gives `setting`, with the library's help for it.
    init(_ setting: Setting, value: String? = "N") {
        self.init(Option.flag(setting), value: value, help: setting.help ?? "")
    }

    /// The option that gives `setting`: `--max-nodes` for ``Setting/maxNodes``.
    static func flag(_ setting: Setting) -> String {
        "--" + setting.rawValue.map { $0.isUppercase ? "-" + $0.lowercased() : String($0) }.joined()
    }

    /// `-o, --output DIR`.
    var label: String { names.joined(separator: ", ") + (value.map { " \($0)" } ?? "") }
}

/// The options more than one command takes.
extension Option {
    static let output = Option("-o", "--output", value: "DIR", help: "the folder to write into (made if missing)")
    /// `--format LIST` among `Format`'s cases, named from them.
    static func formats<Format: CaseIterable & RawRepresentable<String>>(_: Format.Type) -> Option {
        let names = Format.allCases.map(\.rawValue).joined(separator: ", ")
        return Option("--format", value: "LIST", help: "comma-separated formats among \(names) (default: svg)")
    }
    /// `--theme NAME` of a command that draws in both themes at once.
    static let themes = Option("--theme", value: "NAME", help: "light (default), dark, or both")
    static let scale = Option(
        "--scale", value: "N",
        help: """
            also draw each PNG and GIF at N times its pixels each way, as <name>@<N>x.png or .gif, from
            the same layout, for high-density screens: \(DiagramRenderer.scalesWording) (default 1: no other)
            """)
    static let block = Option("--block", value: "K", help: "only the K-th measurement block of the (one) page")
    /// `--block K` of a command that prints one block.
    static let oneBlock = Option(
        "--block", value: "K", help: "for a lesson page, the measurement block, from 1 (needed when it has several)")
    static let delay = Option(.delay, value: "MS")
    static let name = Option(.name, value: "NAME")
    static let help = Option("-h", "--help", help: "show this help")
    static let verbosity = [
        Option("-q", "--quiet", help: "print errors only"),
        Option("-v", "--verbose", help: "print every warning, not only how many there are"),
    ]
    /// What every command that reads input takes.
    static let limits = [Option(.maxNodes), Option(.maxChanges), Option(.maxBytes)]
    /// What every command that draws takes: the limits, the layout budget and the output budget.
    static let drawing = limits + [Option(.maxLayout), Option(.maxOutput)]
    /// What every command that writes a folder takes (the output aside, which each describes).
    static let writing = [
        Option("--no-sync", help: "do not wait for the files to reach the disk (scratch output)"),
        Option(.force, value: nil), Option(.jobs),
    ]
}
