extension Unicode.Scalar {
    /// A C0 control, DEL or a C1 control: what no name may hold and every escape replaces.
    public var isControlCharacter: Bool {
        value < 0x20 || (0x7F...0x9F).contains(value)
    }

    /// One of Unicode's 66 noncharacters (U+FDD0–U+FDEF, and the last two code points of every
    /// plane: U+FFFE, U+FFFF, U+1FFFE, …), which XML cannot hold.
    public var isNoncharacter: Bool {
        (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE
    }
}

extension String {
    /// Whether every byte is printable ASCII (space to `~`) or one of `allowed`, and none is one
    /// of `escaped`: text an escape leaves as it is, which most text is.
    ///
    /// The bytes that pass are a set of 128 bits, made once, so a byte costs a shift, not a search
    /// of both lists. They are read borrowed, as a buffer: a small string's `UTF8View`, iterated,
    /// is several times slower, and names and labels are mostly small strings.
    public func isPrintableASCII(escaping escaped: [UInt8] = [], allowing allowed: [UInt8] = []) -> Bool {
        let (low, high, allowsBeyondASCII) = Self.passing(escaping: escaped, allowing: allowed)
        func passes(_ byte: UInt8) -> Bool {
            if byte < 64 { return low >> byte & 1 == 1 }
            if byte < 128 { return high >> (byte - 64) & 1 == 1 }
            return allowsBeyondASCII && allowed.contains(byte) && !escaped.contains(byte)
        }
        if let result = utf8.withContiguousStorageIfAvailable({ $0.allSatisfy(passes) }) { return result }
        return utf8.allSatisfy(passes)
    }

    /// The ASCII bytes that pass: 0 to 63 in `low`, 64 to 127 in `high` (at first space to `?`,
    /// then `@` to `~`); and whether any byte beyond ASCII is allowed.
    private static func passing(escaping escaped: [UInt8], allowing allowed: [UInt8])
        -> (low: UInt64, high: UInt64, allowsBeyondASCII: Bool)
    {
        var low: UInt64 = ~0 << 32
        var high: UInt64 = ~0 >> 1
        var allowsBeyondASCII = false
        for byte in allowed {
            if byte < 64 {
                low |= 1 << byte
            } else if byte < 128 {
                high |= 1 << (byte - 64)
            } else {
                allowsBeyondASCII = true
            }
        }
        for byte in escaped {
            if byte < 64 {
                low &= ~(1 << byte)
            } else if byte < 128 {
                high &= ~(1 << (byte - 64))
            }
        }
        return (low, high, allowsBeyondASCII)
    }
}
