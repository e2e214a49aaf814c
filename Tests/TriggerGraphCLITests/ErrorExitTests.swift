import CourseFixtures
import Foundation
import TemporaryFolders
import Testing

struct BadRun: Sendable, CustomTestStringConvertible {
    let name: String
    let arguments: [String]
    let status: Int32
    let message: String
    var testDescription: String { name }
}

private let block = Course.block("09-local-state-1").path
private let page = Course.page("09-local-state.md").path

@Test(arguments: [
    BadRun(name: "no command", arguments: [], status: 64, message: "no command given"),
    BadRun(name: "unknown command", arguments: ["draw"], status: 64, message: "unknown command 'draw'"),
    BadRun(name: "no input", arguments: ["text"], status: 64, message: "no input given"),
    BadRun(
        name: "unknown option", arguments: ["text", "--fast", block], status: 64, message: "unknown option '--fast'"),
    BadRun(name: "render without -o", arguments: ["render", block], status: 64, message: "missing -o DIR"),
    BadRun(
        name: "unknown format", arguments: ["render", block, "-o", "/tmp/x", "--format", "gif"], status: 64,
        message: "unknown format 'gif'"),
    BadRun(
        name: "unknown theme", arguments: ["dot", block, "--theme", "sepia"], status: 64,
        message: "unknown theme 'sepia'"),
    BadRun(
        name: "change out of range", arguments: ["dot", block, "--change", "9"], status: 64, message: "no change 9"),
    BadRun(
        name: "missing file", arguments: ["text", "/nonexistent/lesson.swift"], status: 66,
        message: "/nonexistent/lesson.swift"),
    BadRun(
        name: "docc in two formats", arguments: ["docc", page, "-o", "/tmp/x.docc", "--format", "svg,png"],
        status: 64, message: "use --format svg or --format png"),
    BadRun(
        name: "docc scale without png", arguments: ["docc", page, "-o", "/tmp/x.docc", "--scale", "2"], status: 64,
        message: "--scale draws PNG figures; add --format png"),
    BadRun(
        name: "render scale without png", arguments: ["render", block, "-o", "/tmp/x", "--scale", "2"], status: 64,
        message: "--scale draws PNG figures; add --format png"),
    BadRun(
        name: "docc unknown layout", arguments: ["docc", page, "-o", "/tmp/x.docc", "--layout", "grid"], status: 64,
        message: "unknown layout 'grid'; use tabs or stacked"),
    BadRun(
        name: "docc delay without animation", arguments: ["docc", page, "-o", "/tmp/x.docc", "--delay", "900"],
        status: 64, message: "--delay times the animation; add --animate"),
])
func badArgumentsExitWithTheirCode(_ example: BadRun) {
    let run = triggergraph(example.arguments)
    #expect(run.status == example.status)
    #expect(run.err.contains(example.message))
    #expect(run.err.split(separator: "\n").count == 1, "one line on standard error")
    #expect(run.out.isEmpty)
}

@Test func badInputIsADataErrorWithItsPosition() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("broken.swift")
    try """
    let storage: [String: Storage] = [:]
    let screen = ViewTree(nodes: [
        ViewNode("A", parent: nil, reads: ["k"]),
    ], storage: storage
    """.write(to: file, atomically: true, encoding: .utf8)
    let run = triggergraph("text", file.path)
    #expect(run.status == 65)
    #expect(run.err.hasPrefix("\(file.path):2:"))
    #expect(run.err.contains(": error: "))
}

@Test(arguments: ["text", "render", "dot"])
func everyCommandHasHelpAndVersion(_ command: String) {
    let help = triggergraph(command, "--help")
    #expect(help.status == 0)
    #expect(help.out.hasPrefix("Usage: triggergraph \(command)"))
    let version = triggergraph(command, "--version")
    #expect(version.status == 0)
    #expect(version.out.hasPrefix("triggergraph "))
}

@Test func toolHelpListsEveryCommand() {
    let run = triggergraph("--help")
    #expect(run.status == 0)
    for command in ["text", "render", "dot"] { #expect(run.out.contains("  \(command) ")) }
}
