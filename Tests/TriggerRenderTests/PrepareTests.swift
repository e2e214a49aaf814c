import Testing
import TriggerRender

@testable import Graphviz

/// Graphviz prepared ahead: its plugins always, its fonts only when asked for.
///
/// Each test runs in a process of its own (an exit test), where nothing has been laid out or
/// measured before it.
@Suite("Preparing Graphviz ahead")
struct PrepareTests {
    @Test func withoutWarmingUpThePluginsAreOpenAndNothingIsMeasured() async {
        await #expect(processExitsWith: .success) {
            var asked = 0
            try DiagramRenderer.prepare(warmingUp: {
                asked += 1
                // Asked once the plugins are open: the text layout above Pango's is installed.
                #expect(TextLayoutCache.statistics.installed)
                return false
            })
            #expect(asked == 1)
            #expect(TextLayoutCache.statistics.measured == 0)
            #expect(TextLayoutCache.statistics.remembered == 0)
        }
    }

    @Test func warmingUpMeasuresTheDiagramsFonts() async {
        await #expect(processExitsWith: .success) {
            try DiagramRenderer.prepare()
            let warm = TextLayoutCache.statistics
            #expect(warm.measured > 0)
            // A view's name, in the bold face.
            #expect(TextLayoutCache.holds("View", font: "DejaVu Sans", size: 14, flags: 1))
        }
    }
}
