import Foundation
import PackagePlugin

/// `swift package triggergraph COMMAND …`: runs the `triggergraph` this package builds, with the
/// arguments as they are given, in the folder of the package the command runs on, so that a
/// course package names its own paths and needs no binary of its own:
///
/// ```sh
/// swift package --allow-writing-to-package-directory triggergraph docc Lessons/*.md -o Sources/Course/Course.docc
/// swift package triggergraph check Lessons/*.md
/// ```
///
/// Every command of the tool goes through; its output and its messages are the tool's own.
@main
struct TriggerGraphPlugin: CommandPlugin {
    /// The tool ended other than with status 0: it has said why on standard error.
    struct Failure: Error, CustomStringConvertible {
        let reason: Process.TerminationReason
        let status: Int32

        var description: String {
            guard reason == .exit else { return "triggergraph was killed by signal \(status)" }
            let meaning = Self.meanings[status].map { " (\($0))" } ?? ""
            // SwiftPM ends `swift package` with 1 whatever status a plugin ends with
            // (swiftlang/swift-package-manager#7380): the status is said here, and `swift run`
            // runs the same tool and ends with it.
            return "triggergraph exited with status \(status)\(meaning); "
                + "`swift package` reports it as 1, `swift run triggergraph …` ends with the status itself"
        }

        /// The tool's exit statuses, as its README lists them (sysexits).
        static let meanings: [Int32: String] = [
            1: "a printed line differs from the model", 64: "usage", 65: "bad input data", 66: "input missing",
            70: "internal error", 73: "output not creatable", 74: "write error", 75: "a page changed while it ran",
            130: "interrupted", 143: "terminated",
        ]
    }

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "triggergraph")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw Failure(reason: process.terminationReason, status: process.terminationStatus)
        }
    }
}
