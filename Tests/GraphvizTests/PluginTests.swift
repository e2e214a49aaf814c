import Foundation
import Testing

@testable import Graphviz

@Suite("The context's built-in plugins")
struct PluginTests {
    @Test func contextIsBuiltFromThreePluginsAndPangoWhenOpened() {
        // Empty would mean the libraries were not found and libgvc read config6a instead.
        let plugins = GraphvizLibrary.builtInPlugins
        #expect(Array(plugins.prefix(3)) == ["core", "dot_layout", "neato_layout"])
        #expect(plugins.count == 3 || plugins.dropFirst(3) == ["pango"], "\(plugins)")
    }

    /// What `core` writes needs no Pango; PNG and PDF, cairo's, do.
    @Test func coreFormatsAreKnown() {
        _ = GraphvizLibrary.version
        let formats = GraphvizPlugins.coreFormats
        #expect(["svg", "dot", "xdot", "plain", "json"].allSatisfy(formats.contains), "\(formats.sorted())")
        #expect(!formats.contains("png") && !formats.contains("pdf"))
    }

    struct Use: Sendable, CustomStringConvertible {
        var engine: String
        var format: String
        var description: String { "\(engine) → \(format)" }
    }

    /// Every engine and format the package uses comes from one of the built-in plugins.
    @Test(arguments: [
        Use(engine: "dot", format: "svg"), Use(engine: "dot", format: "png"), Use(engine: "dot", format: "pdf"),
        Use(engine: "dot", format: "dot"), Use(engine: "neato", format: "svg"), Use(engine: "nop2", format: "svg"),
    ])
    func engineAndFormatAreAvailable(_ use: Use) throws {
        let dot =
            use.engine == "nop2"
            ? #"digraph { a [pos="0,0!"]; b [pos="0,-72!"]; a -> b }"#
            : SampleGraphs.sixNodes
        let data = try LaidOutGraph(dot: dot, engine: use.engine).render(format: use.format)
        #expect(data.count > 100)
    }

    /// `neato_layout` is added to the context after it is made (it is still being opened then):
    /// in a fresh process, a first layout by one of its engines finds it.
    @Test(arguments: ["nop2", "neato", "circo"])
    func anEngineOfTheLibraryOpenedLastWorksFirst(_ engine: String) async {
        await #expect(processExitsWith: .success) { [engine] in
            let dot = #"digraph { a [pos="0,0!"]; b [pos="0,-72!"]; a -> b }"#
            guard let graph = try? LaidOutGraph(dot: dot, engine: engine),
                let svg = try? graph.render(format: "svg")
            else { exit(1) }
            exit(svg.count > 100 ? 0 : 2)
        }
    }

    /// A library opened later that cannot be opened adds nothing, and says why, for the error of
    /// the layout that needed it: the loader's own words for a missing file, the table's name
    /// for a library without it.
    @Test func aLibraryThatDoesNotOpenSaysWhy() throws {
        let context = GraphvizRuntime.shared.context
        let missing = LaterPlugin(path: "/nonexistent/libgvplugin_gone.so.6", symbol: "gvplugin_gone_LTX_library")
        let missingWhy = try #require(GraphvizRuntime.shared.locked { missing.add(to: context) })
        #expect(missingWhy.contains("/nonexistent/libgvplugin_gone.so.6"), "\(missingWhy)")

        let libc = LaterPlugin(path: "libc.so.6", symbol: "gvplugin_gone_LTX_library")
        let libcWhy = try #require(GraphvizRuntime.shared.locked { libc.add(to: context) })
        #expect(libcWhy == "libc.so.6 has no gvplugin_gone_LTX_library")
        // Asked again, the answer stays; nothing is opened or added twice.
        #expect(GraphvizRuntime.shared.locked { libc.add(to: context) } == libcWhy)
    }

    /// Text is measured as Pango measures it (HarfBuzz gives its numbers), not by the estimate
    /// libgvc falls back to without a text layout plugin: Pango puts "WWWWWWWWWW" in DejaVu Sans at
    /// 14 pt at 136 pt (1.8889 in, as `dot -Tplain` says), the estimate at 132 pt (Times' 0.944 em per W).
    @Test func labelsAreMeasuredAsPangoMeasuresThem() throws {
        let graph = try LaidOutGraph(
            dot:
                #"digraph { node [shape=plaintext fontname="DejaVu Sans" fontsize=14 margin=0]; a [label="WWWWWWWWWW"] }"#
        )
        let plain = String(decoding: try graph.render(format: "plain"), as: UTF8.self)
        let fields = plain.split(separator: "\n").first { $0.hasPrefix("node a ") }?.split(separator: " ")
        let inches = try #require(fields.flatMap { Double($0[4]) })
        #expect(abs(inches * 72 - 136) < 1.5, "width \(inches * 72) pt")
    }
}
