import Foundation
import TriggerRender

/// Graphviz and the fonts, loaded on a thread of their own while a command reads its inputs and
/// plans its files; ``BlockWorkers/run(_:after:output:_:)`` waits for it before drawing. Its
/// thread has ended when ``wait()`` returns, so that drawing processes may be forked after it.
final class Preparation {
    private var thread = pthread_t()
    private var running = false

    /// Starts loading, unless `needed` is false (a run that lays nothing out).
    init(needed: Bool = true) {
        guard needed else { return }
        // A failure here is thrown again by the first diagram drawn.
        running =
            pthread_create(
                &thread, nil,
                { _ in
                    try? DiagramRenderer.prepare()
                    return nil
                }, nil) == 0
    }

    /// Returns once everything is loaded.
    func wait() {
        guard running else { return }
        pthread_join(thread, nil)
        running = false
    }

    deinit { wait() }
}
