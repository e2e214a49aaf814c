import Foundation
import LessonScript
import Publishing
import TextEscapes
import TriggerModel

/// `triggergraph text`: what each block prints through `change` and `countCauses`.
enum TextCommand: Command {
    static let name = "text"
    static let summary = "print the lines each block prints, exactly as the course core prints them"
    static let synopsis = "[options] INPUT…"
    static let about = """
        Prints, for every block, the lines it prints through change and countCauses, in statement order,
        byte for byte as the course's Invalidation.swift prints them. For a lesson page, a line
        '== PAGE block K: caption' comes before each block's lines. Warnings go to standard error.
        """
    static let options: [Option] =
        [
            Option("--json", help: "print the outcomes (views, causes, skipped views, counts) as JSON instead")
        ] + Option.limits + Verbosity.options

    static func run(_ arguments: inout ArgumentScanner, console: Console) throws(CLIError) -> ExitCode {
        let json = arguments.flag("--json")
        let limits = try InputOptions.limits(&arguments, command: name)
        let verbosity = try Verbosity.scan(&arguments, command: name)
        let inputs = try InputOptions.load(
            try arguments.positionals(), command: name, console: console, limits: limits, verbosity: verbosity)
        if json {
            console.print(OutcomeReport(inputs.map { ($0.path, $0.document) }).jsonText())
            return .success
        }
        for input in inputs {
            for (position, scene) in input.document.scenes.enumerated() {
                if input.document.kind == .page {
                    console.print(pageHeader(input: input, scene: scene, position: position))
                }
                for line in scene.textLines() { console.print(line) }
            }
        }
        return .success
    }

    private static func pageHeader(input: LoadedInput, scene: Scene, position: Int) -> String {
        let block = input.document.pageBlocks.first { $0.scene?.name == scene.name }
        let number = block?.index ?? position + 1
        let caption = scene.caption.map { ": \($0)" } ?? ""
        return TerminalText.escaped("== \(input.path) block \(number)\(caption)")
    }
}
