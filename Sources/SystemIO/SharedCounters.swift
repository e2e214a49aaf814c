import CSystem

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Counters every drawing process adds to and reads: memory mapped shared before the processes
/// are forked, so that each one's progress line tells the whole run's. Unmapped when the object
/// goes, in the process it goes in: a forked process has a mapping of its own, which unmapping
/// leaves alone (and it ends with `_exit`, running no `deinit`).
public final class SharedCounters: @unchecked Sendable {
    private let counters: UnsafeMutablePointer<Int64>
    private let count: Int
    /// Whether `counters` is the shared mapping, else memory of this process alone.
    private let shared: Bool

    /// `count` counters at zero; without shared memory, counters of this process alone.
    /// The corresponding C function is `mmap` with `MAP_SHARED | MAP_ANONYMOUS`.
    public init(count: Int) {
        self.count = count
        if let mapped = tg_shared_counters(Int32(count)) {
            counters = mapped
            shared = true
        } else {
            counters = UnsafeMutablePointer<Int64>.allocate(capacity: count)
            counters.initialize(repeating: 0, count: count)
            shared = false
        }
    }

    /// The corresponding C function is `munmap`.
    deinit {
        if shared {
            tg_shared_counters_free(counters, Int32(count))
        } else {
            counters.deallocate()
        }
    }

    /// Adds `value` to counter `index`; the new value.
    /// The corresponding C function is `__atomic_add_fetch`.
    @discardableResult public func add(_ value: Int64, to index: Int) -> Int64 {
        guard index < count else { return 0 }
        return tg_counter_add(counters, Int32(index), value)
    }

    /// Counter `index`'s value. The corresponding C function is `__atomic_load_n`.
    public subscript(index: Int) -> Int64 {
        guard index < count else { return 0 }
        return tg_counter_get(counters, Int32(index))
    }
}
