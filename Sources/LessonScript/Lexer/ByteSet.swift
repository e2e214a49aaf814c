/// A set of ASCII bytes as a 128-bit mask: `contains` is a shift and a test, with no hashing
/// and nothing on the heap.
struct ByteSet: Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    init(_ bytes: String.UTF8View) {
        for byte in bytes {
            precondition(byte < 0x80, "a ByteSet holds ASCII bytes")
            if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
        }
    }

    func contains(_ byte: UInt8) -> Bool {
        byte < 64 ? low >> UInt64(byte) & 1 != 0 : byte < 128 && high >> UInt64(byte - 64) & 1 != 0
    }
}
