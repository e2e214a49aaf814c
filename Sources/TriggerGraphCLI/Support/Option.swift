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
        self.names = names
        self.value = value
        self.help = help
    }

    /// `-o, --output DIR`.
    var label: String { names.joined(separator: ", ") + (value.map { " \($0)" } ?? "") }
}

extension Option {
    static let output = Option("-o", "--output", value: "DIR", help: "the folder to write into (made if missing)")
    static let noSync = Option("--no-sync", help: "do not wait for the files to reach the disk (scratch output)")
    static let force = Option(
        "--force",
        help: """
            take over folders and files in DIR that triggergraph did not write (by default the
            run stops before anything is written, naming the first)
            """)
    static let jobs = Option(
        "--jobs", value: "N",
        help: """
            draw blocks in up to N processes, at most one per core (the default); the files
            are the same whatever N
            """)
    static let block = Option("--block", value: "K", help: "only the K-th measurement block of the (one) page")
    static let name = Option(
        "--name", value: "NAME", help: "name the one input's block (a page's blocks become NAME-1, NAME-2, …)")
    static let maxNodes = Option("--max-nodes", value: "N", help: "allow trees of up to N nodes (default 2000)")
    static let maxBytes = Option(
        "--max-bytes", value: "N",
        help: "refuse an input (a file or standard input) over N bytes (default 32 MB, 256 MB at most)")
    static let maxLayout = Option(
        "--max-layout", value: "N",
        help: """
            refuse, before layout, a block whose diagram costs more than N to lay out:
            views × (rows + widest row) (default 4002000, a 2,000-view chain or fan)
            """)
    static let help = Option("-h", "--help", help: "show this help")
    static let verbosity = [
        Option("-q", "--quiet", help: "print errors only"),
        Option("-v", "--verbose", help: "print every warning, not only how many there are"),
    ]

    /// What every command that reads input takes.
    static let limits = [maxNodes, maxBytes]
    /// What every command that writes a folder takes (the output aside, which each describes).
    static let writing = [noSync, force, jobs]
    /// What every command that draws takes: the limits and the layout budget.
    static let drawing = [maxNodes, maxBytes, maxLayout]
}

extension Command {
    /// The command's help: usage, what it does, and every option it takes.
    static var help: String {
        let all = options + [.help]
        let width = all.map(\.label.count).max() ?? 0
        let lines = all.flatMap { option in
            option.help.split(separator: "\n").enumerated().map { index, line in
                let label = index == 0 ? option.label : ""
                return "  " + label.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + line
            }
        }
        return """
            Usage: triggergraph \(name) \(synopsis)

            \(about)

            Options:
            \(lines.joined(separator: "\n"))
            """
    }
}
