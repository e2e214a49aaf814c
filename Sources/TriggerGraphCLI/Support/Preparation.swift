import Foundation
import TriggerRender

/// Graphviz and the fonts, loaded on a thread of their own while a command reads its inputs and
/// plans its files; ``BlockWorkers/run(_:after:output:_:)`` waits for it before drawing. Its
/// thread has ended when ``wait()`` returns, so that drawing processes may be forked after it.
final class Preparation {
    private let thread: BackgroundThread?

    /// Starts loading, unless `needed` is false (a run that lays nothing out). Without a thread,
    /// the first diagram drawn loads everything.
    init(needed: Bool = true) {
        // A failure here is thrown again by the first diagram drawn.
        thread = needed ? BackgroundThread { try? DiagramRenderer.prepare() } : nil
    }

    /// Returns once everything is loaded.
    func wait() { thread?.wait() }
}
