import CourseFixtures
import Foundation
import Publishing
import Testing

/// A package of its own that depends on this one by path and imports only `TriggerGraph` compiles
/// the README's library example, word for word, and runs it: it publishes a lesson page's figures
/// into a folder. The build compiles this package again in a folder of its own (a minute or two).
@Suite("A package that imports TriggerGraph")
struct LibraryPackageTests {
    /// The `swift` on `PATH`.
    static let swift: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("swift") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// The Swift code blocks of the README's section "As a library", but the Package.swift excerpt.
    static func readmeExample() throws -> String {
        let readme = try String(contentsOf: Course.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let section =
            try #require(readme.components(separatedBy: "\n## As a library\n").dropFirst().first)
            .components(separatedBy: "\n## ").first ?? ""
        let blocks = section.components(separatedBy: "```swift\n").dropFirst()
            .compactMap { $0.components(separatedBy: "\n```").first }
        return blocks.filter { !$0.hasPrefix("// Package.swift") }.joined(separator: "\n")
    }

    /// The README's manifest lines for a package that uses this one, as written, with the path
    /// `../TriggerGraph` replaced by where this package is: its folder has any name.
    static func readmeDependencyLines() throws -> String {
        let readme = try String(contentsOf: Course.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let manifest = try #require(
            readme.components(separatedBy: "```swift\n// Package.swift\n").dropFirst().first?
                .components(separatedBy: "\n```").first)
        #expect(manifest.contains(#"path: "../TriggerGraph""#))
        return manifest.replacingOccurrences(of: #""../TriggerGraph""#, with: "\"\(Course.repository.path)\"")
    }

    /// Runs `executable` with `arguments` in `folder`; its exit status and what it printed.
    static func run(_ executable: URL, _ arguments: [String], in folder: URL) throws -> (Int32, String) {
        try Subprocess.run(executable, arguments, logIn: folder, inFolder: true)
    }

    @Test func aPackageThatImportsTriggerGraphPublishesALessonPageWithTheReadmesExample() throws {
        let swift = try #require(Self.swift)
        let example = try Self.readmeExample()
        #expect(example.contains("import TriggerGraph") && example.contains("func publishFigures"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("triggergraph-package-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = folder.appendingPathComponent("Sources/Figures")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let manifest = """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "Figures",
            \(try Self.readmeDependencyLines())
            )
            """
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("Package.swift"))
        let driver = """

            let arguments = CommandLine.arguments
            let written = try publishFigures(of: arguments[1], into: URL(fileURLWithPath: arguments[2]))
            print("published \\(written.allFiles.count) files of \\(written.blocks.count) blocks")
            let (svg, png) = try renderCounterTap()
            print("rendered \\(svg.count) and \\(png.count) bytes")
            """
        try Data((example + "\n" + driver).utf8).write(to: sources.appendingPathComponent("main.swift"))

        let (built, log) = try Self.run(swift, ["build", "--package-path", folder.path], in: folder)
        try #require(built == 0, "\(log)")
        let output = folder.appendingPathComponent("figures")
        let binary = folder.appendingPathComponent(".build/debug/Figures")
        let (status, printed) = try Self.run(binary, [Course.page("09-local-state.md").path, output.path], in: folder)
        #expect(status == 0, "\(printed)")
        #expect(printed.contains("published "), "\(printed)")
        let written = try #require(Manifest(json: try Data(contentsOf: output.appendingPathComponent("manifest.json"))))
        #expect(written.command == "render")
        #expect(written.blocks.count >= 1)
        for file in written.allFiles {
            #expect(
                FileManager.default.fileExists(atPath: output.appendingPathComponent(file.path).path), "\(file.path)")
        }
        #expect(written.allFiles.contains { $0.path.hasSuffix("~dark.svg") })
        #expect(written.pages.first?.files.first?.path == "09-local-state/index.html")
    }
}
