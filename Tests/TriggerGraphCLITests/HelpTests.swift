import Animation
import Foundation
import Publishing
import Testing
import TriggerRender

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

    /// A command reads the library's settings as `Settings`, which its scanner fills from the
    /// options it declares and no other, and the command line's own options by name; the scanner
    /// stops on a name its command does not declare, so a command cannot take an option its help
    /// does not list: every name each command's run asks for is declared, and none of them gives
    /// a setting (a setting asked for by name would bypass the library's reading of it).
    @Test func everyNameTheCommandsAskForIsDeclared() throws {
        let sources = repositoryRoot.appendingPathComponent("Sources/TriggerGraphCLI")
        let files = try #require(FileManager.default.subpaths(atPath: sources.path)).filter { $0.hasSuffix(".swift") }
        var asked: Set<String> = []
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for call in ["flag(", "value("] {
                for piece in text.components(separatedBy: "\(call)\"").dropFirst() {
                    asked.insert("--" + (piece.split(separator: "\"").first.map(String.init) ?? "").drop { $0 == "-" })
                }
            }
        }
        #expect(asked == ["--json", "--fix", "--verbose", "--quiet", "--port"], "\(asked)")
        let options = Self.declared.values.flatMap { $0 }
        let own = Set(options.filter { $0.setting == nil }.flatMap(\.names))
        for name in asked { #expect(own.contains(name), "\(name)") }
        // Each option that gives a setting is named as every message names its setting.
        for option in options { if let setting = option.setting { #expect(option.names == Option.names(setting)) } }
    }
}

/// An option's range is worded once, from its declaration: the help of every command that takes
/// it, the error that refuses a number outside it, and the README say the same.
@Suite("Option ranges")
struct OptionRangeTests {
    struct Range: Sendable, CustomTestStringConvertible {
        let option: String
        let wording: String
        let outside: String
        var testDescription: String { option }
    }

    static let ranges = [
        Range(
            option: "--scale", wording: DiagramRenderer.scalesWording, outside: "\(DiagramRenderer.maximumScale + 1)"),
        Range(option: "--delay", wording: AnimationFormat.delaysWording, outside: "0"),
    ]

    @Test(arguments: ranges)
    func helpErrorAndReadmeWordTheRangeAlike(_ range: Range) throws {
        #expect(range.wording.hasPrefix("a whole number "))
        var takers = 0
        for command in TriggerGraphCLI.commands where command.options.contains(where: { $0.names == [range.option] }) {
            takers += 1
            let help = triggergraph(command.name, "--help")
            #expect(help.out.contains(range.wording), "\(command.name)'s help: \(help.out)")
            let refused = triggergraph(
                [command.name, range.option, range.outside, "-o", "/nonexistent/out", "x.md"]
                    + (command.name == "docc" ? ["--animate", "--format", "png"] : []))
            #expect(refused.status == 64)
            #expect(refused.err.contains("\(range.option) takes \(range.wording)"), "\(command.name): \(refused.err)")
        }
        #expect(takers >= 2, "render and animate take \(range.option)")
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains(range.wording))
    }
}
