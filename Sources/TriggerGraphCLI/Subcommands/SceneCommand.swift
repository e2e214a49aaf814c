import TriggerGraph

enum SceneCommand: Command {
    static let name = "scene"
    static let summary = "print a block as a JSON scene (version 1)"
    static let synopsis = "INPUT [options]"
    static let about = """
        Prints the block's trees, changes and counts as a JSON scene, which every command reads back
        as a .json input with the same output.
        """
    static let options: [Option] = [.oneBlock] + Option.limits + Option.verbosity

    static func run(_ arguments: ArgumentScanner, console: Console) throws(PublishingError) -> ExitCode {
        let block = try arguments.settings.wholeNumber(.block)
        console.print(try loadOne(arguments, console: console).block(block).jsonText(), terminator: "")
        return .success
    }
}
