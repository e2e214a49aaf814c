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
            reason == .exit
                ? "triggergraph exited with status \(status)" : "triggergraph was killed by signal \(status)"
        }
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
