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
    public func isPrintableASCII(escaping escaped: [UInt8], allowing allowed: [UInt8] = []) -> Bool {
        utf8.allSatisfy { byte in
            ((0x20...0x7E).contains(byte) || allowed.contains(byte)) && !escaped.contains(byte)
        }
    }
}
