/// A hash of an ASCII name's bytes, for ``NameIndex``: eight bytes at a time, multiplied and
/// folded, from a seed drawn once per process so that no input can count on where its names land.
enum NameHash {
    private static let seed = UInt64.random(in: .min ... .max)

    /// The hash of `name`'s bytes, or nil if one is not ASCII.
    static func ofASCII(_ name: String) -> UInt64? {
        // Borrowed, not copied into a `var` for withUTF8: no retain and release per name.
        if let hash = name.utf8.withContiguousStorageIfAvailable(ofASCII) { return hash }
        var name = name
        return name.withUTF8(ofASCII)
    }

    private static func ofASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        let bytes = UnsafeRawBufferPointer(bytes)
        var hash = seed ^ UInt64(bytes.count)
        var high: UInt64 = 0  // every byte's high bit, to tell ASCII
        var offset = 0
        while offset < bytes.count {
            var word: UInt64 = 0
            if offset + 8 <= bytes.count {
                word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            } else {
                withUnsafeMutableBytes(of: &word) {
                    $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[offset...]))
                }
            }
            high |= word
            hash = mix(hash ^ word)
            offset += 8
        }
        return high & 0x8080_8080_8080_8080 == 0 ? mix(hash) : nil
    }

    /// Spreads every bit of `value` over the others (the finaliser of MurmurHash3).
    private static func mix(_ value: UInt64) -> UInt64 {
        var value = value
        value ^= value >> 33
        value &*= 0xFF51_AFD7_ED55_8CCD
        value ^= value >> 33
        value &*= 0xC4CE_B9FE_1A85_EC53
        value ^= value >> 33
        return value
    }
}
