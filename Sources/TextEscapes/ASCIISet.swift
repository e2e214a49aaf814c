/// A set of ASCII bytes as 128 bits, bytes 0 to 63 then 64 to 127: a byte is tested with a shift,
/// where a list would be searched. A byte beyond ASCII is never in it.
struct ASCIISet {
    private var low: UInt64
    private var high: UInt64

    private init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    /// The ASCII bytes among `bytes`.
    init(_ bytes: some Sequence<UInt8>) {
        self.init(low: 0, high: 0)
        for byte in bytes { insert(byte) }
    }

    /// Printable ASCII: space to `~`.
    static let printable = ASCIISet(low: ~0 << 32, high: ~0 >> 1)

    @inline(__always) func contains(_ byte: UInt8) -> Bool {
        byte < 64 ? low >> byte & 1 == 1 : byte < 128 && high >> (byte - 64) & 1 == 1
    }

    /// The set with the ASCII bytes among `bytes` too.
    func adding(_ bytes: some Sequence<UInt8>) -> ASCIISet {
        var set = self
        for byte in bytes { set.insert(byte) }
        return set
    }

    /// The set without `bytes`.
    func removing(_ bytes: some Sequence<UInt8>) -> ASCIISet {
        var set = self
        for byte in bytes where byte < 128 {
            if byte < 64 { set.low &= ~(1 << byte) } else { set.high &= ~(1 << (byte - 64)) }
        }
        return set
    }

    /// Adds `byte`, if it is ASCII.
    private mutating func insert(_ byte: UInt8) {
        if byte < 64 {
            low |= 1 << byte
        } else if byte < 128 {
            high |= 1 << (byte - 64)
        }
    }
}
