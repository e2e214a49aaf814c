import Foundation
import Testing

@testable import TriggerGraphCLI

/// Each command's help is made from the options it declares, which are the options its scanner
/// takes: every option a command accepts is in its help.
@Suite("Help")
struct HelpTests {
    /// Each command's declared options, by its name.
    static let declared: [String: [Option]] = {
        var options: [String: [Option]] = [:]
        for command in TriggerGraphCLI.commands { options[command.name] = command.options }
        return options
    }()

    static let commands = declared.keys.sorted()

    @Test(arguments: commands)
    func everyOptionACommandAcceptsIsInItsHelp(_ name: String) throws {
        let options = Self.declared[name] ?? []
        #expect(!options.isEmpty)
        let help = triggergraph(name, "--help")
        #expect(help.status == 0)
        #expect(help.out.hasPrefix("Usage: triggergraph \(name) "))
        for option in options {
            #expect(help.out.contains("  \(option.label)  "), "\(option.label) missing from \(name)'s help")
            // Accepted: never refused as an unknown option, whatever else the run finds wrong.
            for spelling in option.names {
                let arguments = [name, spelling] + (option.value == nil ? [] : ["1"]) + ["missing.swift"]
                let run = triggergraph(arguments)
                #expect(!run.err.contains("unknown option"), "\(name) \(spelling): \(run.err)")
            }
        }
        // And nothing else is: an option no command declares is refused.
        let unknown = triggergraph(name, "--no-such-option", "-o", "/nonexistent/out", "missing.swift")
        #expect(unknown.err.contains("unknown option '--no-such-option'"), "\(unknown.err)")
    }

    /// The scanner stops on a name its command does not declare, so a command cannot take an
    /// option its help does not list: every name each command's run asks for is declared.
    @Test func everyNameTheCommandsAskForIsDeclared() throws {
        let sources = repositoryRoot.appendingPathComponent("Sources/TriggerGraphCLI")
        let files = try #require(FileManager.default.subpaths(atPath: sources.path)).filter { $0.hasSuffix(".swift") }
        var asked: Set<String> = []
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for call in ["flag(", "option(", "wholeNumber(", "value(", "formats("] {
                for piece in text.components(separatedBy: "\(call)\"").dropFirst() {
                    asked.insert("-" + (piece.split(separator: "\"").first.map(String.init) ?? "").drop { $0 == "-" })
                }
            }
        }
        #expect(asked.count > 15, "\(asked)")
        // Every command takes -h and --help besides what it declares.
        let declared = Set(Self.declared.values.flatMap { $0.flatMap(\.names) } + Option.help.names)
        for name in asked { #expect(declared.contains(name) || declared.contains("-" + name), "\(name)") }
    }
}
