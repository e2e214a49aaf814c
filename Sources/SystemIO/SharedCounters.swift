import CSystem
import Foundation

/// Counters every drawing process adds to and reads: memory mapped shared before the processes
/// are forked, so that each one's progress line tells the whole run's.
public final class SharedCounters: @unchecked Sendable {
    private let counters: UnsafeMutablePointer<Int64>?
    private let count: Int

    /// `count` counters at zero; without shared memory, counters of this process alone.
    /// The corresponding C function is `mmap` with `MAP_SHARED | MAP_ANONYMOUS`.
    public init(count: Int) {
        self.count = count
        counters =
            tg_shared_counters(Int32(count))
            ?? {
                let local = UnsafeMutablePointer<Int64>.allocate(capacity: count)
                local.initialize(repeating: 0, count: count)
                return local
            }()
    }

    /// Adds `value` to counter `index`; the new value.
    /// The corresponding C function is `__atomic_add_fetch`.
    @discardableResult public func add(_ value: Int64, to index: Int) -> Int64 {
        guard let counters, index < count else { return 0 }
        return tg_counter_add(counters, Int32(index), value)
    }

    /// Counter `index`'s value. The corresponding C function is `__atomic_load_n`.
    public subscript(index: Int) -> Int64 {
        guard let counters, index < count else { return 0 }
        return tg_counter_get(counters, Int32(index))
    }
}
