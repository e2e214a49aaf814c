#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Work run on a POSIX thread of its own, and joined: once ``wait()`` has returned, the thread
/// has ended, so that the process may fork again (``BlockWorkers`` forks only a process down to
/// its one thread).
public final class BackgroundThread {
    private var thread = pthread_t()
    private var running = false

    /// The work, handed to the thread.
    private final class Work {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    /// Starts `body` on a new thread; nil when no thread could be made (the caller does without).
    /// The corresponding C function is `pthread_create`.
    public init?(_ body: @escaping () -> Void) {
        let work = Unmanaged.passRetained(Work(body)).toOpaque()
        running =
            pthread_create(
                &thread, nil,
                { context in
                    Unmanaged<Work>.fromOpaque(context!).takeRetainedValue().body()
                    return nil
                }, work) == 0
        guard running else {
            Unmanaged<Work>.fromOpaque(work).release()
            return nil
        }
    }

    /// Returns once the work is done; what it stored is then safe to read.
    /// The corresponding C function is `pthread_join`.
    public func wait() {
        guard running else { return }
        pthread_join(thread, nil)
        running = false
    }

    deinit { wait() }
}
