import Foundation
import Testing

@testable import Graphviz

/// The attribute-symbol globals each graph saves and restores (``AttributeSymbols``) are every
/// one this libgvc has: a Graphviz with a global the list lacks would render one graph through
/// another's symbols, or through freed ones.
@Suite("libgvc's attribute symbols")
struct AttributeSymbolTests {
    /// The libgvc this process loaded, from /proc/self/maps.
    static func loadedLibgvc() throws -> String {
        _ = try LaidOutGraph(dot: "digraph { a }")
        // Read to its end: /proc files give a page a read, and declare no size.
        let handle = try #require(FileHandle(forReadingAtPath: "/proc/self/maps"))
        let maps = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
        let line = try #require(maps.split(separator: "\n").first { $0.contains("/libgvc.so") })
        return String(try #require(line.split(separator: " ").last))
    }

    @Test func theListHoldsEveryGraphNodeAndEdgeGlobalOfThisLibgvc() throws {
        let nm = Process()
        nm.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        nm.arguments = ["nm", "-D", "--defined-only", try Self.loadedLibgvc()]
        let pipe = Pipe()
        nm.standardOutput = pipe
        try nm.run()
        let listing = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        nm.waitUntilExit()
        #expect(nm.terminationStatus == 0)
        // Data symbols (B or D) named G_, N_ or E_ and a lower-case letter: `N_fillcolor`, `E_color`, ….
        let globals = Set(
            listing.split(separator: "\n").compactMap { line -> String? in
                let fields = line.split(separator: " ")
                guard fields.count == 3, ["B", "D"].contains(fields[1]) else { return nil }
                let name = String(fields[2])
                let isAttribute =
                    ["G_", "N_", "E_"].contains { name.hasPrefix($0) } && name.dropFirst(2).first?.isLowercase == true
                return isAttribute ? name : nil
            })
        #expect(globals.count > 50, "\(listing.prefix(500))")
        #expect(
            globals.subtracting(AttributeSymbols.names).isEmpty,
            "missing: \(globals.subtracting(AttributeSymbols.names).sorted())")
        #expect(AttributeSymbols.count == AttributeSymbols.names.count, "every listed global is found with dlsym")
    }
}
