import LessonScript
import TriggerDiagram

/// `triggergraph dot`: one frame's complete DOT on standard output.
enum DotCommand: Command {
    static let name = "dot"
    static let summary = "print one change's diagram as DOT"
    static let help = """
        Usage: triggergraph dot INPUT [--change N] [--block K] [--theme light|dark] [--max-nodes N] [--max-bytes N]

        Prints the DOT of one change: the views coloured for that change, the source, the title and
        the legend, ready for Graphviz's own tools.

        Options:
          --change N     the change's position in the block, from 1 (default 1)
          --block K      for a lesson page, the measurement block, from 1 (needed when it has several)
          --theme NAME   light (default) or dark
          --max-nodes N  allow trees of up to N nodes (default 2000)
          --max-bytes N  refuse an input (a file or standard input) over N bytes (default 32 MB, 256 MB at most)
          -h, --help     show this help
        """

    static func run(_ arguments: inout ArgumentScanner, console: Console) throws(CLIError) -> ExitCode {
        let change = try arguments.wholeNumber("--change") ?? 1
        let block = try arguments.wholeNumber("--block")
        let theme = try parseTheme(try arguments.option("--theme"), command: name)
        let limits = try InputOptions.limits(&arguments, command: name)
        let paths = try arguments.positionals()
        guard paths.count <= 1 else { throw .usage("dot takes one input", command: name) }
        let scene = try Inputs.load(paths, command: name, console: console, limits: limits)[0].block(
            block, command: name)
        let frames = try SceneFrames(scene: scene, theme: theme, layout: false)
        guard change <= frames.count else {
            throw .usage(
                "no change \(change) in block \(scene.name): valid changes are \(frames.count == 1 ? "1" : "1-\(frames.count)")",
                command: name)
        }
        console.print(frames.standaloneDOT(change - 1), terminator: "")
        return .success
    }
}
