import CourseFixtures
import Foundation
import Publishing
import Testing

/// A course kept as a Swift package of its own, which depends on this one by path, runs the tool
/// through the command plugin: `swift package triggergraph …`, with its own paths, and no binary of
/// its own. The build compiles this package again in a folder of its own (a minute or two).
@Suite("A course package that uses the plugin")
struct PluginPackageTests {
    static let pages = ["01-declarative-syntax.md", "09-local-state.md", "README.md"]

    /// A course package: a manifest, lesson pages copied from `Graphs/` (and its README) into
    /// `Lessons/`, and a target whose catalog is empty.
    static func coursePackage(in folder: URL) throws {
        let manifest = """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "Course",
                dependencies: [.package(name: "TriggerGraph", path: "\(Course.repository.path)")],
                targets: [.target(name: "Course")]
            )
            """
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("Package.swift"))
        let sources = folder.appendingPathComponent("Sources/Course")
        try FileManager.default.createDirectory(
            at: sources.appendingPathComponent("Course.docc"), withIntermediateDirectories: true)
        try Data("/// The course's documentation is its catalog.\npublic enum Course {}\n".utf8)
            .write(to: sources.appendingPathComponent("Course.swift"))
        let lessons = folder.appendingPathComponent("Lessons")
        try FileManager.default.createDirectory(at: lessons, withIntermediateDirectories: true)
        for page in pages {
            try FileManager.default.copyItem(at: Course.page(page), to: lessons.appendingPathComponent(page))
        }
    }

    @Test func thePluginIsListedAndWritesTheCatalogWithThePackagesPaths() throws {
        let swift = try #require(LibraryPackageTests.swift)
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("triggergraph-plugin-\(UUID())")
        defer { try? FileManager.default.removeItem(at: outside) }
        let folder = outside.appendingPathComponent("course")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Self.coursePackage(in: folder)

        let (listed, list) = try LibraryPackageTests.run(swift, ["package", "plugin", "--list"], in: folder)
        #expect(listed == 0, "\(list)")
        #expect(list.contains("‘triggergraph’ (plugin ‘TriggerGraphPlugin’ in package ‘TriggerGraph’)"), "\(list)")

        // Run from outside the package: the paths are still the package's.
        let lessons = Self.pages.map { "Lessons/\($0)" }
        let arguments =
            ["package", "--package-path", folder.path, "--allow-writing-to-package-directory", "triggergraph", "docc"]
            + lessons + ["-o", "Sources/Course/Course.docc", "--title", "The Course"]
        let (status, printed) = try LibraryPackageTests.run(swift, arguments, in: outside)
        try #require(status == 0, "\(printed)")
        #expect(printed.contains("Lessons/README.md: note: skipped"), "\(printed)")
        let catalog = folder.appendingPathComponent("Sources/Course/Course.docc")
        let written = try #require(
            Manifest(json: try Data(contentsOf: catalog.appendingPathComponent("manifest.json"))))
        #expect(written.command == "docc")
        #expect(written.pages.map(\.name) == ["01-declarative-syntax", "09-local-state"])
        #expect(written.blocks.count == 5)
        for file in written.allFiles {
            #expect(
                FileManager.default.fileExists(atPath: catalog.appendingPathComponent(file.path).path), "\(file.path)")
        }
        #expect(
            written.allFiles.filter { $0.path.hasPrefix("Resources/") && $0.path.hasSuffix("~dark.svg") }.count == 12)
        let root = try String(contentsOf: catalog.appendingPathComponent("Course.md"), encoding: .utf8)
        #expect(root.hasPrefix("# The Course\n") && root.contains("- <doc:09-local-state>"))
        #expect(!FileManager.default.fileExists(atPath: outside.appendingPathComponent("Sources").path))

        // Any command goes through; the tool's failure is the plugin's.
        let (checked, report) = try LibraryPackageTests.run(
            swift, ["package", "--allow-writing-to-package-directory", "triggergraph", "check"] + lessons.dropLast(),
            in: folder)
        #expect(checked == 0, "\(report)")
        // SwiftPM 6.3.1's swift-package now and then crashes in libdispatch while it relays a failed
        // plugin's output (about one run in eight here), losing the tool's message: a crash of
        // SwiftPM's own is run again, once.
        let failing = ["package", "--allow-writing-to-package-directory", "triggergraph", "text", "Lessons/missing.md"]
        var (failed, error) = try LibraryPackageTests.run(swift, failing, in: folder)
        if error.contains("*** Program crashed"), !error.contains("Lessons/missing.md: error") {
            (failed, error) = try LibraryPackageTests.run(swift, failing, in: folder)
        }
        #expect(failed != 0)
        #expect(error.contains("Lessons/missing.md: error: cannot read input"), "\(error)")
        #expect(error.contains("triggergraph exited with status 66 (input missing)"), "\(error)")
        // SwiftPM makes any failing plugin's status 1; `swift run` runs the same tool and ends with its own.
        let (direct, said) = try LibraryPackageTests.run(
            swift, ["run", "triggergraph", "text", "Lessons/missing.md"], in: folder)
        #expect(direct == 66, "\(said)")
        #expect(said.contains("Lessons/missing.md: error: cannot read input"), "\(said)")
    }
}
