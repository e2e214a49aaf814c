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

/// A lock that one thread holds at a time (`pthread_mutex_t`): what the tool took from
/// Foundation's `NSLock`, without Foundation.
public final class Lock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    /// A lock no thread holds. The corresponding C function is `pthread_mutex_init`.
    public init() {
        pthread_mutex_init(mutex, nil)
    }

    /// The corresponding C function is `pthread_mutex_destroy`.
    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Takes the lock, waiting for it. The corresponding C function is `pthread_mutex_lock`.
    public func lock() {
        pthread_mutex_lock(mutex)
    }

    /// Lets the lock go. The corresponding C function is `pthread_mutex_unlock`.
    public func unlock() {
        pthread_mutex_unlock(mutex)
    }

    /// Runs `body` holding the lock, and lets it go however `body` ends.
    public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}

/// A lock and a condition its holder waits on until another thread announces a change
/// (`pthread_cond_t`): what the tool took from Foundation's `NSCondition`, without Foundation.
public final class Condition: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    /// A lock no thread holds, and its condition. The corresponding C functions are
    /// `pthread_mutex_init` and `pthread_cond_init`.
    public init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    /// The corresponding C functions are `pthread_cond_destroy` and `pthread_mutex_destroy`.
    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Takes the lock, waiting for it. The corresponding C function is `pthread_mutex_lock`.
    public func lock() {
        pthread_mutex_lock(mutex)
    }

    /// Lets the lock go. The corresponding C function is `pthread_mutex_unlock`.
    public func unlock() {
        pthread_mutex_unlock(mutex)
    }

    /// Runs `body` holding the lock, and lets it go however `body` ends.
    public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }

    /// Wakes every thread waiting. The corresponding C function is `pthread_cond_broadcast`.
    public func broadcast() {
        pthread_cond_broadcast(condition)
    }

    /// Lets the lock go until the condition is announced or `deadline` has passed, then holds it
    /// again; false once the deadline has passed. Call it holding the lock, and check what it
    /// waited for again: it may return with nothing announced. The corresponding C function is
    /// `pthread_cond_timedwait`, on the real-time clock that `Date` counts from 1970 on.
    public func wait(until deadline: Date) -> Bool {
        let seconds = deadline.timeIntervalSince1970
        let whole = seconds.rounded(.down)
        var time = timespec(tv_sec: Int(whole), tv_nsec: Int((seconds - whole) * 1e9))
        return pthread_cond_timedwait(condition, mutex, &time) == 0
    }
}
