import Foundation
import LessonScript
import Publishing
import TextEscapes
import TriggerModel

/// `triggergraph text`: what each block prints through `change` and `countCauses`.
enum TextCommand: Command {
    static let name = "text"
    static let summary = "print the lines each block prints, exactly as the course core prints them"
    static let help = """
        Usage: triggergraph text [--json] [--max-nodes N] [--max-bytes N] INPUT…

        Prints, for every block, the lines it prints through change and countCauses, in statement order,
        byte for byte as the course's Invalidation.swift prints them. For a lesson page, a line
        '== PAGE block K: caption' comes before each block's lines. Warnings go to standard error.

        Options:
          --json         print the outcomes (views, causes, skipped views, counts) as JSON instead
          --max-nodes N  allow trees of up to N nodes (default 2000)
          --max-bytes N  refuse an input (a file or standard input) over N bytes (default 32 MB, 256 MB at most)
          -h, --help     show this help
        """

    static func run(_ arguments: inout ArgumentScanner, console: Console) throws(CLIError) -> ExitCode {
        let json = arguments.flag("--json")
        let limits = try InputOptions.limits(&arguments, command: name)
        let inputs = try Inputs.load(try arguments.positionals(), command: name, console: console, limits: limits)
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
