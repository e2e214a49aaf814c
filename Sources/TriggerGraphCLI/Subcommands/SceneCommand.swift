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
      --block K      for a lesson page, the measurement block, from 1 (default 1)
      --max-nodes N  allow trees of up to N nodes (default 2000)
      --max-bytes N  refuse an input (a file or standard input) over N bytes (default 32 MB)
      -h, --help     show this help
    """

    static func run(_ arguments: inout ArgumentScanner, console: Console) throws(CLIError) -> ExitCode {
        let blockText = try arguments.option("--block") ?? "1"
        guard let block = Int(blockText), block >= 1 else {
            throw .usage("--block takes a whole number from 1", command: name)
        }
        let limits = try InputOptions.limits(&arguments, command: name)
        let paths = try arguments.positionals()
        guard paths.count <= 1 else { throw .usage("scene takes one input", command: name) }
        let scenes = try Inputs.load(paths, command: name, console: console, limits: limits)[0].document.scenes
        guard block <= scenes.count else {
            throw .usage("no block \(block); \(paths[0]) has \(scenes.count) block(s) with a tree", command: name)
        }
        console.print(scenes[block - 1].jsonText(), terminator: "")
        return .success
    }
}
