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

/// The public path taken when libgvc's attribute globals cannot all be found: a graph laid out
/// before another is laid out again before it renders, and renders what it renders otherwise.
@Suite("Attribute globals' public path")
struct AttributeSymbolsPublicPathTests {
    @Test func graphsLaidOutAgainRenderAsGraphsWhoseGlobalsArePutBack() async {
        await #expect(processExitsWith: .success) {
            // Named graphs: an anonymous one takes its name from a count of graphs made.
            func render() throws -> (filled: [Data], dashed: [Data]) {
                let filled = try LaidOutGraph(dot: ##"digraph F { node [style=filled fillcolor="#EEEEEE"]; A -> B }"##)
                try filled.update(.node("A"), "fillcolor", to: "#E69F00")
                let dashed = try LaidOutGraph(
                    dot: ##"digraph D { edge [style=dashed color="#D55E00"]; node [penwidth=3]; X -> Y }"##)
                try dashed.update(.node("Y"), "penwidth", to: "1")
                var renders: (filled: [Data], dashed: [Data]) = ([], [])
                for _ in 0..<2 {
                    renders.filled.append(try filled.render(format: "svg"))
                    renders.dashed.append(try dashed.render(format: "svg"))
                }
                return renders
            }
            let restored = try render()
            guard AttributeSymbols.restorable,
                GraphvizRuntime.shared.locked({ GraphvizRuntime.shared.layoutsAgain }) == 0
            else { exit(1) }
            AttributeSymbols.forcePublicPath = true
            let laidOutAgain = try render()
            // Each render follows the other graph's layout (the first, dashed's): all four lay out again.
            guard GraphvizRuntime.shared.locked({ GraphvizRuntime.shared.layoutsAgain }) == 4 else { exit(2) }
            guard laidOutAgain.filled == restored.filled, laidOutAgain.dashed == restored.dashed else { exit(3) }
            exit(0)
        }
    }
}
