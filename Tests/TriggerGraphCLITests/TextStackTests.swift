import CourseFixtures
import Foundation
import TemporaryFolders
import Testing

/// A run that draws no pixels loads no Pango, cairo or fontconfig: its text is measured with
/// HarfBuzz. A run that draws PNG loads them. Seen in the libraries the dynamic loader reports
/// loading (`LD_DEBUG=files`) in every process of the built tool's run, the drawing processes too.
@Suite("Pango, cairo and fontconfig only for pixels")
struct TextStackTests {
    /// The libraries of the text and pixel stack.
    static let textStack = ["libpango", "libcairo", "libfontconfig", "libgvplugin_pango"]

    /// Runs the built tool over two course blocks and a page, in two processes, and answers the
    /// libraries of `textStack` any of its processes loaded.
    static func textStackLoaded(formats: String) throws -> Set<String> {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let traces = folder.appendingPathComponent("loader")
        let process = Process()
        process.executableURL = ParallelDrawingTests.tool
        process.arguments = [
            "render", Course.block("04-the-layout-system-1").path,
            Course.block("13-the-navigation-stack-and-path-1").path,
            Course.page("02-views-and-modifiers.md").path, "--format", formats, "--theme", "both", "--jobs", "2",
            "-o", folder.appendingPathComponent("out").path,
        ]
        var environment = ProcessInfo.processInfo.environment
        environment["LD_DEBUG"] = "files"
        environment["LD_DEBUG_OUTPUT"] = traces.path
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        // One trace a process, `loader.<pid>`.
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("loader.") }
        #expect(!names.isEmpty)
        var loaded: Set<String> = []
        for name in names {
            let trace = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for line in trace.split(separator: "\n") where line.contains("file=") {
                for library in textStack where line.contains("file=\(library)") || line.contains("/\(library)") {
                    loaded.insert(library)
                }
            }
        }
        return loaded
    }

    @Test(arguments: ["svg", "dot", "svg,dot"])
    func aRunWithoutPixelsLoadsNoTextStack(_ formats: String) throws {
        #expect(try Self.textStackLoaded(formats: formats).isEmpty)
    }

    @Test func aRunThatDrawsPNGLoadsIt() throws {
        #expect(try Self.textStackLoaded(formats: "svg,png") == Set(Self.textStack))
    }
}
