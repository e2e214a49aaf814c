import Foundation
import Testing
import TriggerRender

@testable import Graphviz

/// Graphviz prepared ahead: its plugins always, its fonts only when asked for, Pango only for pixels.
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
                // Asked once the plugins are open: the text layout is installed.
                #expect(TextLayoutCache.statistics.installed)
                return false
            })
            #expect(asked == 1)
            #expect(TextLayoutCache.statistics.shaped == 0)
            #expect(TextLayoutCache.statistics.remembered == 0)
            guard !PangoPlugin.isOpen else { exit(1) }
        }
    }

    @Test func warmingUpMeasuresTheDiagramsFontsWithoutPango() async {
        await #expect(processExitsWith: .success) {
            try DiagramRenderer.prepare()
            let warm = TextLayoutCache.statistics
            // A view's name, in the bold face.
            guard warm.shaped > 0, warm.measured == 0, !PangoPlugin.isOpen,
                TextLayoutCache.holds("View", font: "DejaVu Sans", size: 14, flags: 1)
            else { exit(1) }
        }
    }

    @Test func preparingForPixelsOpensPangoAndDrawsTheFonts() async {
        await #expect(processExitsWith: .success) {
            try DiagramRenderer.prepare(drawingPixels: true)
            let warm = TextLayoutCache.statistics
            guard PangoPlugin.isOpen, warm.pango, warm.layoutsAtDraw > 0 else { exit(1) }
        }
    }
}
