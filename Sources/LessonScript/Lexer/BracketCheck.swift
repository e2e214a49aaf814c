/// Every bracket of a block closes, and in order: followed token by token as the block is lexed.
///
/// A bracket is a one-byte symbol, told by its byte: no string is made or hashed.
struct BracketCheck {
    /// What is wrong with a block's brackets.
    enum Problem {
        /// A closer that matches nothing (`expected` nil) or closes another bracket than `expected`.
        case unexpected(Token, expected: UInt8?)
        /// The innermost opener still open at the end of the block.
        case unclosed(Token)
    }

    /// The brackets open so far, innermost last: their closers and tokens.
    private var open: [(closer: UInt8, token: Token)] = []

    /// Follows one more token of the block, whose bytes are `bytes`.
    /// - Returns: The problem this token shows (at the end of the block, one left open), or nil.
    mutating func check(_ token: Token, in bytes: [UInt8]) -> Problem? {
        switch token.kind {
        case .symbol:
            guard let byte = Self.bracketByte(token, in: bytes) else { return nil }
            return check(bracket: byte, token)
        case .endOfFile:
            return open.last.map { .unclosed($0.token) }
        default:
            return nil
        }
    }

    /// Follows one bracket token, whose byte is `byte`.
    private mutating func check(bracket byte: UInt8, _ token: Token) -> Problem? {
        if let closer = Self.closer(of: byte) {
            open.append((closer, token))
            return nil
        }
        guard let last = open.popLast() else { return .unexpected(token, expected: nil) }
        return last.closer == byte ? nil : .unexpected(token, expected: last.closer)
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
