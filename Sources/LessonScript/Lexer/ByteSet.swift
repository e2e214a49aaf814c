/// A set of bytes as a 256-bit mask: `contains` is a shift and a test, with no hashing.
struct ByteSet: Sendable {
    private var words: [UInt64] = [0, 0, 0, 0]

    init(_ bytes: String.UTF8View) {
        for byte in bytes { words[Int(byte >> 6)] |= 1 << UInt64(byte & 63) }
    }

    func contains(_ byte: UInt8) -> Bool {
        words[Int(byte >> 6)] & (1 << UInt64(byte & 63)) != 0
    }
}
