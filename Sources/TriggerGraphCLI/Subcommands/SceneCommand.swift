import LessonScript

/// `triggergraph scene`: a block as a JSON scene, the format `.json` inputs take.
enum SceneCommand: Command {
    static let name = "scene"
    static let summary = "print a block as a JSON scene (version 1)"
    static let help = """
        Usage: triggergraph scene INPUT [--block K] [--max-nodes N] [--max-bytes N]

        Prints the block's trees, changes and counts as a JSON scene, which every command reads back
        as a .json input with the same output.

        Options:
          --block K      for a lesson page, the measurement block, from 1 (needed when it has several)
          --max-nodes N  allow trees of up to N nodes (default 2000)
          --max-bytes N  refuse an input (a file or standard input) over N bytes (default 32 MB, 256 MB at most)
          -h, --help     show this help
        """

    static func run(_ arguments: inout ArgumentScanner, console: Console) throws(CLIError) -> ExitCode {
        let block = try arguments.wholeNumber("--block")
        let limits = try InputOptions.limits(&arguments, command: name)
        let paths = try arguments.positionals()
        guard paths.count <= 1 else { throw .usage("scene takes one input", command: name) }
        let scene = try Inputs.load(paths, command: name, console: console, limits: limits)[0].block(
            block, command: name)
        console.print(scene.jsonText(), terminator: "")
        return .success
    }
}
