extension Unicode.Scalar {
    /// A C0 control, DEL or a C1 control: what no name may hold and every escape replaces.
    public var isControlCharacter: Bool {
        value < 0x20 || (0x7F...0x9F).contains(value)
    }

    /// One of Unicode's bidirectional formatting controls, which reorder the text around them
    /// where it is shown: the marks U+200E, U+200F and U+061C, the embeddings and overrides
    /// U+202A–U+202E, and the isolates U+2066–U+2069.
    public var isBidiControl: Bool {
        (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) || value == 0x200E
            || value == 0x200F || value == 0x061C
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
        let passing = ASCIISet.printable.adding(allowed).removing(escaped)
        let allowsBeyondASCII = allowed.contains { $0 >= 128 }
        func passes(_ byte: UInt8) -> Bool {
            if byte < 128 { return passing.contains(byte) }
            return allowsBeyondASCII && allowed.contains(byte) && !escaped.contains(byte)
        }
        if let result = utf8.withContiguousStorageIfAvailable({ $0.allSatisfy(passes) }) { return result }
        return utf8.allSatisfy(passes)
    }
}
