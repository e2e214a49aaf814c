import CourseFixtures
import Foundation
import Testing

/// Graphviz is reached only through its public API and plugin interfaces: the built tool and
/// this test process define no symbol that Graphviz's libraries define (which the dynamic
/// linker would bind libgvc's own calls to), and no source reaches a next definition with
/// `RTLD_NEXT`.
@Suite("No libgvc function replaced")
struct LibgvcSymbolTests {
    /// Graphviz's libraries a program links or its plugins load.
    static let libraries = ["libgvc", "libcgraph", "libcdt", "libpathplan", "libxdot"]

    /// The names a file's dynamic symbol table defines (`nm -D --defined-only`), version suffixes dropped.
    static func definedSymbols(of path: String) throws -> Set<String> {
        let listing = try output(of: ["nm", "-D", "--defined-only", path])
        return Set(
            listing.split(separator: "\n").compactMap { line in
                line.split(separator: " ").last.map { String($0.split(separator: "@").first ?? $0) }
            })
    }

    /// Where the dynamic linker finds `library` (`ldconfig -p`).
    static func path(of library: String) throws -> String {
        let listing = try output(of: ["ldconfig", "-p"])
        let line = try #require(
            listing.split(separator: "\n").first {
                $0.trimmingCharacters(in: .whitespaces).hasPrefix("\(library).so.")
            },
            "\(library) is not installed")
        return String(try #require(line.components(separatedBy: " => ").last))
    }

    static func output(of arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(arguments)")
        return text
    }

    @Test func noBinaryDefinesASymbolOfGraphvizsLibraries() throws {
        var graphviz: Set<String> = []
        for library in Self.libraries {
            let symbols = try Self.definedSymbols(of: try Self.path(of: library))
            #expect(!symbols.isEmpty, "\(library)")
            graphviz.formUnion(symbols)
        }
        #expect(graphviz.contains("gvRenderData") && graphviz.contains("agmemread"))
        let binaries = [
            ParallelDrawingTests.tool.path,
            URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path,
        ]
        for binary in binaries {
            let defined = try Self.definedSymbols(of: binary)
            // A build exports at least the linker's own symbols (`_end`, …), and, were it to define
            // a function a linked library defines, that function too, for the library to bind to.
            #expect(!defined.isEmpty, "\(binary)")
            #expect(defined.intersection(graphviz).isEmpty, "\(binary): \(defined.intersection(graphviz).sorted())")
        }
    }

    @Test func noSourceReachesANextDefinition() throws {
        let sources = Course.repository.appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var checked = 0
        var offenders: [String] = []
        for case let file as URL in files where ["swift", "c", "h"].contains(file.pathExtension) {
            let text = try String(contentsOf: file, encoding: .utf8)
            checked += 1
            if text.contains("RTLD_NEXT") { offenders.append(file.lastPathComponent) }
        }
        #expect(checked > 100)
        #expect(offenders.isEmpty, "\(offenders)")
    }
}
