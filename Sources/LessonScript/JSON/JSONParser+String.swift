extension JSONParser {
    /// A JSON string literal with its escapes (including surrogate pairs) decoded.
    mutating func parseString() throws(Diagnostic) -> String {
        advance()
        var scalars = String.UnicodeScalarView()
        var raw: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
            raw.removeAll()
        }
        while true {
            guard let byte = current, byte >= 0x20 else {
                throw failure("unterminated string or control character in string")
            }
            advance()
            if byte == UInt8(ascii: "\"") { break }
            guard byte == UInt8(ascii: "\\") else {
                raw.append(byte)
                continue
            }
            guard let escape = current else { throw failure("unterminated string") }
            advance()
            let simple: [UInt8: UInt8] = [
                0x22: 0x22, 0x5C: 0x5C, 0x2F: 0x2F, 0x62: 0x08, 0x66: 0x0C, 0x6E: 0x0A, 0x72: 0x0D, 0x74: 0x09,
            ]
            if let decoded = simple[escape] {
                raw.append(decoded)
                continue
            }
            guard escape == UInt8(ascii: "u") else { throw failure("invalid escape in string") }
            flush()
            var code = try parseHex4()
            if (0xD800..<0xDC00).contains(code) {
                let lone = failure(
                    "lone surrogate \\u\(Self.hex(code)) in string; a high surrogate must be followed by a low one")
                guard current == UInt8(ascii: "\\") else { throw lone }
                advance()
                guard current == UInt8(ascii: "u") else { throw lone }
                advance()
                let low = try parseHex4()
                guard (0xDC00..<0xE000).contains(low) else { throw lone }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(code) else {
                throw failure("lone surrogate \\u\(Self.hex(code)) in string; a low surrogate must follow a high one")
            }
            scalars.append(scalar)
        }
        flush()
        return String(scalars)
    }

    /// Four uppercase hex digits.
    private static func hex(_ code: UInt32) -> String {
        let digits = String(code, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private mutating func parseHex4() throws(Diagnostic) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = UInt32(String(Character(Unicode.Scalar(byte))), radix: 16) else {
                throw failure("expected four hex digits after \\u")
            }
            value = value * 16 + digit
            advance()
        }
        return value
    }
}
