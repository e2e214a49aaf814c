import CourseFixtures
import Foundation
import TemporaryFolders
import Testing

/// The library's public API as one symbol graph: `swift-symbolgraph-extract` reads the
/// `TriggerGraph` module this test build compiled, with the symbols of every module it re-exports,
/// as a program that imports it sees them. `make docs` extracts it the same way.
enum LibrarySymbols {
    /// The modules `import TriggerGraph` re-exports (Sources/TriggerGraph/TriggerGraph.swift).
    static let modules = [
        "TriggerModel", "LessonScript", "DOT", "TriggerDiagram", "Graphviz", "TriggerRender", "Animation", "Pages",
        "Publishing", "SystemIO", "TextEscapes",
    ]

    /// The toolchain's extractor: on `PATH`, or beside `swift`.
    static let extractor: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent("swift-symbolgraph-extract") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// The build's products folder: beside this test binary, with `Modules/TriggerGraph.swiftmodule`.
    static let products: URL? = {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let candidates = [
            executable.deletingLastPathComponent(),
            executable.deletingLastPathComponent().deletingLastPathComponent(),
            Course.repository.appendingPathComponent(".build/debug"),
        ]
        return candidates.first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("Modules/TriggerGraph.swiftmodule").path)
        }
    }()

    /// The compiler beside the extractor.
    static var compiler: URL? {
        extractor.map { $0.deletingLastPathComponent().appendingPathComponent("swiftc") }
            .flatMap { FileManager.default.isExecutableFile(atPath: $0.path) ? $0 : nil }
    }

    static var isAvailable: Bool { extractor != nil && compiler != nil && products != nil }

    /// The compiler's options that find the built modules: the Swift modules, the system libraries'
    /// module maps in Sources/, and those SwiftPM wrote for the C targets.
    static func moduleSearchPaths() throws -> [String] {
        guard let products else { throw Failure("no built TriggerGraph module") }
        let sources = Course.repository.appendingPathComponent("Sources")
        let systemLibraries = try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted()
            .filter { FileManager.default.fileExists(atPath: "\(sources.path)/\($0)/module.modulemap") }
            .flatMap { ["-I", sources.appendingPathComponent($0).path] }
        let generated = try FileManager.default.contentsOfDirectory(atPath: products.path).sorted()
            .filter { $0.hasSuffix(".build") && !$0.hasSuffix("-tool.build") }
            .map { "\(products.path)/\($0)/module.modulemap" }
            .filter { FileManager.default.fileExists(atPath: $0) }
            .flatMap { ["-Xcc", "-fmodule-map-file=\($0)"] }
        return ["-I", products.appendingPathComponent("Modules").path] + systemLibraries + generated
    }

    /// Runs `executable` with `arguments`, writing what it prints into a log in `folder`.
    /// - Returns: Its exit status and what it printed.
    static func run(_ executable: URL, _ arguments: [String], logIn folder: URL) throws -> (Int32, String) {
        try Subprocess.run(executable, arguments, logIn: folder)
    }

    /// Writes `TriggerGraph.symbols.json` (and the graph of its extensions to Swift's types) into `folder`.
    static func extract(into folder: URL) throws {
        guard let extractor else { throw Failure("no swift-symbolgraph-extract") }
        let arguments =
            [
                "-module-name", "TriggerGraph", "-minimum-access-level", "public", "-skip-synthesized-members",
                "-skip-inherited-docs",
                "-experimental-allowed-reexported-modules=" + modules.joined(separator: ","),
                "-output-dir", folder.path,
            ] + (try moduleSearchPaths())
        let (status, printed) = try run(extractor, arguments, logIn: folder)
        guard status == 0 else { throw Failure("swift-symbolgraph-extract exited \(status): \(printed)") }
    }

    /// A public symbol of the graph: its path (`ViewTree.render(_:format:theme:)`), kind, where it is
    /// declared, and whether it has a doc comment of its own (the graph leaves out what a protocol
    /// requirement's comment would give it).
    struct Symbol {
        let path: String
        let kind: String
        let location: String?
        let isDocumented: Bool
        /// The parameters left out of a doc comment that documents others, which DocC warns about.
        let undocumentedParameters: [String]
    }

    /// Every symbol of the graphs in `folder`: the module's, and its extensions to other modules' types.
    static func symbols(in folder: URL) throws -> [Symbol] {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".symbols.json")
        }
        #expect(files.contains("TriggerGraph.symbols.json"), "\(files)")
        return try files.sorted().flatMap { try symbols(inGraph: folder.appendingPathComponent($0)) }
    }

    /// Every symbol of one symbol graph file.
    static func symbols(inGraph file: URL) throws -> [Symbol] {
        let data = try Data(contentsOf: file)
        let graph = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let symbols = try #require(graph["symbols"] as? [[String: Any]])
        return symbols.map { symbol in
            let path = (symbol["pathComponents"] as? [String] ?? []).joined(separator: ".")
            let kind = (symbol["kind"] as? [String: Any])?["identifier"] as? String ?? "?"
            let location = (symbol["location"] as? [String: Any]).map { location in
                let uri = (location["uri"] as? String ?? "").replacingOccurrences(
                    of: "file://\(Course.repository.path)/", with: "")
                let line = ((location["position"] as? [String: Any])?["line"] as? Int ?? -1) + 1
                return "\(uri):\(line)"
            }
            let lines = ((symbol["docComment"] as? [String: Any])?["lines"] as? [[String: Any]]) ?? []
            let texts = lines.compactMap { $0["text"] as? String }
            // `- Parameter name:`, or `- name:` under `- Parameters:`.
            let documented = Set(
                texts.compactMap { line -> String? in
                    var words = line.split(separator: " ")
                    guard words.first == "-" else { return nil }
                    words.removeFirst()
                    if words.first == "Parameter" { words.removeFirst() }
                    guard let word = words.first, word.hasSuffix(":") else { return nil }
                    return String(word.dropLast())
                })
            // A parameter is documented under its own name, or its argument label.
            let parameters =
                ((symbol["functionSignature"] as? [String: Any])?["parameters"] as? [[String: Any]] ?? [])
                .filter { parameter in
                    [parameter["name"], parameter["internalName"]].allSatisfy { name in
                        (name as? String).map { !documented.contains($0) } ?? true
                    }
                }
                .compactMap { ($0["internalName"] ?? $0["name"]) as? String }
            let documentsParameters = texts.contains { $0.contains("- Parameter") }
            return Symbol(
                path: path, kind: kind, location: location,
                isDocumented: !texts.joined().trimmingCharacters(in: .whitespaces).isEmpty,
                undocumentedParameters: documentsParameters ? parameters : [])
        }
    }
}

/// The library's reference: every public symbol documented, and its DocC catalog built by the
/// toolchain's `docc` from the symbol graph with no warning.
@Suite(
    .enabled(if: DocC.isAvailable, "docc is not on PATH: it ships with the Swift toolchain"),
    .enabled(if: LibrarySymbols.isAvailable, "swift-symbolgraph-extract or the built TriggerGraph module is missing")
)
struct LibraryDocumentationTests {
    @Test func everyPublicSymbolHasADocComment() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try LibrarySymbols.extract(into: folder)
        let symbols = try LibrarySymbols.symbols(in: folder)
        // Every module's symbols are there, under the one module a program imports.
        for name in ["ViewTree", "PublishingRun", "DOTGraph", "LaidOutGraph", "HTMLText", "StagedOutput"] {
            #expect(symbols.contains { $0.path == name }, "\(name)")
        }
        // What the compiler makes (a raw value's or a decoder's initializer, a task-local's
        // projection) has no declaration to carry a comment.
        let undocumented = symbols.filter { !$0.isDocumented && $0.location != nil }
            .map { "\($0.location ?? "?"): \($0.kind) \($0.path)" }.sorted()
        #expect(
            undocumented.isEmpty,
            "\(undocumented.count) public symbols have no doc comment:\n\(undocumented.joined(separator: "\n"))")
        // DocC warns when a comment documents some parameters and not others (in the graph of
        // the module that declares them).
        let partial = symbols.filter { !$0.undocumentedParameters.isEmpty }
            .map { "\($0.location ?? "?"): \($0.path): \($0.undocumentedParameters.joined(separator: ", "))" }.sorted()
        #expect(partial.isEmpty, "parameters missing from a doc comment:\n\(partial.joined(separator: "\n"))")
    }

    @Test func theRootPageGroupsEveryTopLevelSymbolUnderATopic() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try LibrarySymbols.extract(into: folder)
        let topLevel = Set(
            try LibrarySymbols.symbols(inGraph: folder.appendingPathComponent("TriggerGraph.symbols.json"))
                .map(\.path).filter { !$0.contains(".") })
        #expect(topLevel.count > 100)
        let root = try String(
            contentsOf: Course.repository.appendingPathComponent(
                "Sources/TriggerGraph/TriggerGraph.docc/TriggerGraph.md"),
            encoding: .utf8)
        let topics = try #require(root.components(separatedBy: "\n## Topics\n").last)
        let listed = Set(
            topics.split(separator: "\n").filter { $0.hasPrefix("- ``") && $0.hasSuffix("``") }
                .map { String($0.dropFirst(4).dropLast(2)) })
        #expect(topLevel.subtracting(listed).sorted() == [], "in no topic group")
        #expect(listed.subtracting(topLevel).sorted() == [], "listed, but no top-level symbol")
    }

    @Test func theLibraryCatalogBuildsFromTheSymbolGraphWithNoWarning() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let symbolGraphs = folder.appendingPathComponent("symbol-graphs")
        try FileManager.default.createDirectory(at: symbolGraphs, withIntermediateDirectories: true)
        try LibrarySymbols.extract(into: symbolGraphs)
        let catalog = Course.repository.appendingPathComponent("Sources/TriggerGraph/TriggerGraph.docc")
        let site = folder.appendingPathComponent("library")
        let printed = try DocC.convert(
            catalog, into: site,
            options: [
                "--additional-symbol-graph-dir", symbolGraphs.path, "--fallback-display-name", "TriggerGraph",
                "--fallback-bundle-identifier", "triggergraph.TriggerGraph",
            ])
        #expect(DocC.problems(printed).isEmpty, "\(printed)")
        // The module's page, the getting-started article, and a page for symbols of re-exported modules.
        let data = site.appendingPathComponent("data/documentation/triggergraph")
        for page in ["../triggergraph.json", "gettingstarted.json", "viewtree.json", "publishingrun.json"] {
            #expect(
                FileManager.default.fileExists(atPath: data.appendingPathComponent(page).standardizedFileURL.path),
                "\(page)")
        }
    }

    @Test func theGettingStartedArticlesCodeCompilesAgainstTheLibrary() throws {
        let article = try String(
            contentsOf: Course.repository.appendingPathComponent(
                "Sources/TriggerGraph/TriggerGraph.docc/GettingStarted.md"),
            encoding: .utf8)
        let blocks = article.components(separatedBy: "```swift\n").dropFirst()
            .compactMap { $0.components(separatedBy: "\n```").first }
            .filter { !$0.hasPrefix("// Package.swift") }
        #expect(blocks.count >= 5)
        let code = blocks.joined(separator: "\n")
        for used in ["import TriggerGraph", "ViewTree(", ".render(", "PublishingRun(", "FrameWriter("] {
            #expect(code.contains(used), "\(used)")
        }
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // One program, its blocks in article order, as `main.swift` so that statements may stand at the top.
        let main = folder.appendingPathComponent("main.swift")
        try Data(code.utf8).write(to: main)
        let compiler = try #require(LibrarySymbols.compiler)
        let (status, printed) = try LibrarySymbols.run(
            compiler, ["-typecheck", main.path] + (try LibrarySymbols.moduleSearchPaths()), logIn: folder)
        #expect(status == 0, "\(printed)")
    }
}
