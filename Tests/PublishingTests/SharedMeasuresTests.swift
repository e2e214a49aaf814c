import Animation
import Publishing
import Testing

/// The processes of a run share what Pango measured only when nothing is drawn with cairo: a
/// span measured by another process has no `PangoLayout` to draw PNG, PDF or GIF text from.
/// (That a run shared, and wrote what one process writes: `ParallelDrawingTests`.)
@Suite("Which runs share text measures")
struct SharedMeasuresTests {
    @Test func framesShareOnlyWithoutCairo() {
        #expect(!FrameWriter(formats: [.svg]).drawsWithCairo)
        #expect(!FrameWriter(formats: [.svg, .dot], themes: [.light, .dark]).drawsWithCairo)
        #expect(FrameWriter(formats: [.svg, .png]).drawsWithCairo)
        #expect(FrameWriter(formats: [.pdf]).drawsWithCairo)
        var animated = FrameWriter(formats: [.svg])
        animated.animations = [.svg, .html]
        #expect(!animated.drawsWithCairo)
        animated.animations = [.gif]
        #expect(animated.drawsWithCairo)
    }

    @Test func animationsAndCatalogsShareOnlyWithoutCairo() {
        #expect(!AnimationWriter(formats: [.svg, .html]).drawsWithCairo)
        #expect(AnimationWriter(formats: [.svg, .gif]).drawsWithCairo)
        #expect(!CatalogWriter(root: "Course", title: "Course").drawsWithCairo)
        #expect(CatalogWriter(root: "Course", title: "Course", format: .png).drawsWithCairo)
    }
}
