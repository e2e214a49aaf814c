import DOT

/// A diagram drawn frame by frame from one layout: a body laid out once, and per frame the
/// attribute updates and the header that show one change.
public protocol Diagram: Sendable {
    /// The union of everything any frame may show, every per-frame attribute declared as a default.
    var body: DOTGraph { get }
    var theme: Theme { get }
    /// How many frames there are: one per change.
    var frameCount: Int { get }
    /// One frame, made when asked for: a renderer holds one frame at a time, not all of them.
    /// - Precondition: `index` is in `0..<frameCount`.
    func frame(_ index: Int) -> Frame
    /// Every frame, in order.
    var frames: [Frame] { get }
    /// One complete graph for a frame, body and header together, for Graphviz's own tools.
    func standaloneDOT(frame index: Int) -> DOTGraph
}
