/// A hash of an ASCII name's bytes, for ``NameIndex``: eight bytes at a time, multiplied and
/// folded, from a seed drawn once per process so that no input can count on where its names land.
enum NameHash {
    private static let seed = UInt64.random(in: .min ... .max)

    /// The hash of `name`'s bytes, or nil if one is not ASCII.
    static func ofASCII(_ name: String) -> UInt64? {
        var name = name
        return name.withUTF8 { bytes in
            var hash = seed ^ UInt64(bytes.count)
            var high: UInt64 = 0
            var offset = 0
            while offset < bytes.count {
                var word: UInt64 = 0
                for index in offset..<min(offset + 8, bytes.count) {
                    word |= UInt64(bytes[index]) << (8 * UInt64(index - offset))
                }
                high |= word
                hash = mix(hash ^ word)
                offset += 8
            }
            return high & 0x8080_8080_8080_8080 == 0 ? mix(hash) : nil
        }
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
