import CSystem

/// A table of byte keys to byte values that every process forked after it is made shares: what
/// one process adds, the others find. Nothing is removed, and an addition that does not fit is
/// refused, so the table is for answers that never change, each worth more than looking it up.
/// Lock-free: any process may add while others look up. Unmapped when the object goes, in the
/// process it goes in; a forked process keeps its own mapping until it ends.
public final class SharedTable: @unchecked Sendable {
    private let table: OpaquePointer

    /// A table of up to `slots` keys (rounded up to a power of two), whose keys and values fit in
    /// `bytes` (each entry takes 16 bytes more, rounded up to 8). Nil when the memory cannot be
    /// mapped. Pages are given to the table as it fills, not when it is made.
    /// The corresponding C function is `mmap` with `MAP_SHARED | MAP_ANONYMOUS`.
    public init?(slots: Int, bytes: Int) {
        guard slots > 0, bytes > 0, let table = tg_shared_table_create(UInt32(clamping: slots), bytes) else {
            return nil
        }
        self.table = table
    }

    /// The corresponding C function is `munmap`.
    deinit {
        tg_shared_table_free(table)
    }

    /// Copies the value some process added for `key` into `value` and returns its length (which
    /// may be more than `value` holds: then only its start is copied), or nil if none was added.
    public func find(_ key: UnsafeRawBufferPointer, into value: UnsafeMutableRawBufferPointer) -> Int? {
        let length = tg_shared_table_find(table, key.baseAddress, key.count, value.baseAddress, value.count)
        return length < 0 ? nil : length
    }

    /// Adds `value` for `key`; false when the table has no room left. When some process added the
    /// key already, its value stays.
    @discardableResult public func add(_ key: UnsafeRawBufferPointer, value: UnsafeRawBufferPointer) -> Bool {
        tg_shared_table_add(table, key.baseAddress, key.count, value.baseAddress, value.count) == 1
    }
}
