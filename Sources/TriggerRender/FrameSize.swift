import Graphviz

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The size every frame of a diagram is drawn at: the same canvas for every frame.
public struct FrameSize: Hashable, Sendable {
    /// The laid-out canvas's width in points (its bounding box, without the pad around it).
    public let widthInPoints: Double
    /// The laid-out canvas's height in points.
    public let heightInPoints: Double
    /// An SVG frame's width in CSS pixels: its `viewBox` width (one SVG unit a pixel), rounded up.
    /// The width SVG output declares, and the size a page shows a frame at.
    public let width: Int
    /// An SVG frame's height in CSS pixels, rounded up.
    public let height: Int

    /// Creates a size from the canvas in points and the SVG frame in pixels.
    /// - Parameters:
    ///   - widthInPoints: The laid-out canvas's width in points.
    ///   - heightInPoints: The laid-out canvas's height in points.
    ///   - width: An SVG frame's width in CSS pixels.
    ///   - height: An SVG frame's height in CSS pixels.
    public init(widthInPoints: Double, heightInPoints: Double, width: Int, height: Int) {
        self.widthInPoints = widthInPoints
        self.heightInPoints = heightInPoints
        self.width = width
        self.height = height
    }

    /// The size of a canvas, in pixels as libgvc draws it in SVG (its pad included).
    /// - Parameters:
    ///   - canvas: The laid-out graph's bounding box.
    ///   - svg: libgvc's SVG of that graph.
    /// - Throws: `RenderError.malformedOutput` when the SVG declares no size.
    init(canvas: LayoutBox, svg: Data) throws(RenderError) {
        guard let size = WebSVG.naturalSize(ofDocument: svg) else {
            throw .malformedOutput("no <svg> element with a viewBox")
        }
        self.init(widthInPoints: canvas.width, heightInPoints: canvas.height, width: size.width, height: size.height)
    }
}
