import Foundation
import SystemIO
import Testing

@testable import Graphviz

/// What one drawing process's Pango measured, another takes instead of measuring it again, and
/// lays out and draws (SVG) the same. Pango measures what HarfBuzz leaves to it: each text here
/// holds a glyph DejaVu Sans lacks.
///
/// Each test runs in a process of its own (an exit test): a span taken from another process has
/// no `PangoLayout`, which a PNG drawn by another test at the same time would need.
@Suite("Text measures shared between processes")
struct TextMeasureSharingTests {
    static func graph(_ text: String) -> String { TextLayoutCacheTests.graph([text, "<B>\(text)</B>"]) }

    @Test func aSpanAForkedProcessMeasuredIsNotMeasuredAgain() async {
        await #expect(processExitsWith: .success) {
            alarm(60)
            let text = "中 Shared \(UUID().uuidString.prefix(8))"
            #expect(TextMeasureSharing.begin())
            // Beginning made Graphviz's runtime, whose later plugin is still being opened on a
            // thread of its own: fork only once it has been (the tool forks only once its threads
            // have ended), or the child may inherit the dynamic loader's lock held, and wait on it
            // for ever.
            #expect(GraphvizRuntime.shared.locked { GraphvizRuntime.shared.prepareEngine("nop2") } == nil)
            // Measured by a process forked before this one has laid anything out.
            let pid = SystemCall.fork()
            if pid == 0 { _exit((try? LaidOutGraph(dot: Self.graph(text))) == nil ? 1 : 0) }
            try #require(pid > 0)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
            #expect(status == 0)
            _ = try LaidOutGraph(dot: TextLayoutCacheTests.graph(["warm"]))
            let before = TextLayoutCache.statistics
            let shared = try LaidOutGraph(dot: Self.graph(text))
            let after = TextLayoutCache.statistics
            #expect(after.measured == before.measured)
            #expect(after.shared == before.shared + 2)  // the plain span and the bold one
            // Not remembered here: a span of this process's own keeps its layout.
            #expect(!TextLayoutCache.holds(text, font: TextLayoutCacheTests.font, size: 14))
            let svg = try shared.render(format: "svg")

            // Measured here, by Pango, once sharing has ended: the same sizes, the same SVG.
            TextMeasureSharing.end()
            let own = try LaidOutGraph(dot: Self.graph(text))
            #expect(TextLayoutCache.statistics.measured == after.measured + 2)
            #expect(TextLayoutCache.statistics.shared == after.shared)
            #expect(own.nodeSizes == shared.nodeSizes)
            #expect(try own.render(format: "svg") == svg)
            #expect(try !own.render(format: "png").isEmpty)
        }
    }

    @Test func whatThisProcessMeasuresIsSharedAndKeepsItsLayout() async {
        await #expect(processExitsWith: .success) {
            alarm(60)
            let text = "中 Kept \(UUID().uuidString.prefix(8))"
            #expect(TextMeasureSharing.begin())
            let first = try LaidOutGraph(dot: Self.graph(text))
            let measured = TextLayoutCache.statistics.measured
            // Remembered here, with its layout: a PNG may be drawn from it.
            #expect(try !first.render(format: "png").isEmpty)
            let again = try LaidOutGraph(dot: Self.graph(text))
            #expect(TextLayoutCache.statistics.measured == measured)
            #expect(try again.render(format: "png") == first.render(format: "png"))
            // Forgotten here, found in what the processes share.
            TextLayoutCache.forget()
            let shared = TextLayoutCache.statistics.shared
            let third = try LaidOutGraph(dot: Self.graph(text))
            #expect(TextLayoutCache.statistics.shared == shared + 2)
            #expect(third.nodeSizes == first.nodeSizes)
            #expect(try third.render(format: "svg") == first.render(format: "svg"))
            TextMeasureSharing.end()
        }
    }

    @Test func onlyTheThreadThatBeganSharingTakesSharedMeasures() async {
        await #expect(processExitsWith: .success) {
            alarm(60)
            let text = "中 Threaded \(UUID().uuidString.prefix(8))"
            #expect(TextMeasureSharing.begin())
            let first = try LaidOutGraph(dot: Self.graph(text))
            TextLayoutCache.forget()
            // Another thread, which might draw a PNG, measures with Pango: its spans keep layouts.
            nonisolated(unsafe) var other: (measured: Int, shared: Int, png: Data)?
            let before = TextLayoutCache.statistics
            let thread = try #require(
                BackgroundThread {
                    guard let graph = try? LaidOutGraph(dot: Self.graph(text)) else { return }
                    let after = TextLayoutCache.statistics
                    other = (
                        after.measured - before.measured, after.shared - before.shared,
                        (try? graph.render(format: "png")) ?? Data()
                    )
                })
            thread.wait()
            let measured = try #require(other)
            #expect(measured.measured == 2 && measured.shared == 0)
            #expect(try measured.png == first.render(format: "png"))
            // This thread takes them from the table.
            TextLayoutCache.forget()
            let shared = TextLayoutCache.statistics.shared
            _ = try LaidOutGraph(dot: Self.graph(text))
            #expect(TextLayoutCache.statistics.shared == shared + 2)
            TextMeasureSharing.end()
        }
    }
}
