/// Every bracket of a block closes, and in order: followed token by token as the block is lexed.
///
/// A bracket is a one-byte symbol, told by its byte: no string is made or hashed.
struct BracketCheck {
    /// What is wrong with a block's brackets.
    enum Problem {
        /// A closer that matches nothing (`expected` nil) or closes another bracket than `expected`.
        case unexpected(Token, expected: UInt8?)
        /// The innermost opener still open at the end of the block, by its byte offset.
        case unclosed(offset: UInt32)
    }

    /// The byte offsets of the brackets open so far, innermost last. Four bytes each, the
    /// bracket's byte telling its closer: a block of 31 MB of `(` keeps 124 MB here, not the
    /// 24 bytes a token would take each (and twice that while the list grows).
    private var open: [UInt32] = []

    /// Follows one more token of the block, whose bytes are `bytes`.
    /// - Returns: The problem this token shows (at the end of the block, one left open), or nil.
    mutating func check(_ token: Token, in bytes: [UInt8]) -> Problem? {
        switch token.kind {
        case .symbol:
            guard let byte = Self.bracketByte(token, in: bytes) else { return nil }
            return check(bracket: byte, token, in: bytes)
        case .endOfFile:
            return open.last.map { .unclosed(offset: $0) }
        default:
            return nil
        }
    }

    /// Follows one bracket token, whose byte is `byte`, in `bytes`.
    private mutating func check(bracket byte: UInt8, _ token: Token, in bytes: [UInt8]) -> Problem? {
        if Self.closer(of: byte) != nil {
            open.append(token.start)
            return nil
        }
        guard let last = open.popLast() else { return .unexpected(token, expected: nil) }
        let closer = Self.closer(of: bytes[Int(last)])
        return closer == byte ? nil : .unexpected(token, expected: closer)
    }

    /// The byte of a bracket symbol token, or nil for any other token.
    static func bracketByte(_ token: Token, in bytes: [UInt8]) -> UInt8? {
        guard token.kind == .symbol, token.end - token.start == 1 else { return nil }
        let byte = bytes[Int(token.start)]
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"),
            UInt8(ascii: "}"):
            return byte
        default:
            return nil
        }
    }

    /// The closing bracket of an opening one; nil for a closing bracket.
    static func closer(of byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "("): UInt8(ascii: ")")
        case UInt8(ascii: "["): UInt8(ascii: "]")
        case UInt8(ascii: "{"): UInt8(ascii: "}")
        default: nil
        }
    }
}
