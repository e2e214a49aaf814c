/// A small strict JSON parser (RFC 8259) that records each value's line and column.
struct JSONParser {
    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var line = 1
    private var lineStart = 0

    /// Parses one JSON document.
    /// - Throws: A `Diagnostic` at the first byte that is not valid JSON.
    static func parse(_ text: String, file: String) throws(Diagnostic) -> JSONNode {
        var parser = JSONParser(bytes: Array(text.utf8), file: file)
        let node = try parser.parseValue()
        parser.skipSpace()
        guard parser.index == parser.bytes.count else { throw parser.failure("unexpected text after the JSON value") }
        return node
    }

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    private var location: SourceLocation { SourceLocation(file: file, line: line, column: index - lineStart + 1) }

    func failure(_ message: String) -> Diagnostic { .error(.json("invalid JSON: \(message)"), at: location) }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") { line += 1; lineStart = index + 1 }
        index += 1
    }

    private mutating func skipSpace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { advance() }
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(Diagnostic) {
        skipSpace()
        guard current == byte else { throw failure("expected \(what)") }
        advance()
    }

    private mutating func parseValue() throws(Diagnostic) -> JSONNode {
        skipSpace()
        let start = location
        guard let byte = current else { throw failure("expected a value, found the end of the input") }
        switch byte {
        case UInt8(ascii: "{"): return JSONNode(try parseObject(), at: start)
        case UInt8(ascii: "["): return JSONNode(try parseArray(), at: start)
        case UInt8(ascii: "\""): return JSONNode(.string(try parseString()), at: start)
        case UInt8(ascii: "t"): try parseWord("true"); return JSONNode(.bool(true), at: start)
        case UInt8(ascii: "f"): try parseWord("false"); return JSONNode(.bool(false), at: start)
        case UInt8(ascii: "n"): try parseWord("null"); return JSONNode(.null, at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return JSONNode(try parseNumber(), at: start)
        default: throw failure("unexpected character '\(Character(Unicode.Scalar(byte)))'")
        }
    }

    private mutating func parseWord(_ word: String) throws(Diagnostic) {
        for expected in word.utf8 {
            guard current == expected else { throw failure("expected '\(word)'") }
            advance()
        }
    }

    private mutating func parseNumber() throws(Diagnostic) -> JSONValue {
        let start = index
        while let byte = current, byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || (byte >= 0x30 && byte <= 0x39) {
            advance()
        }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
            throw failure("malformed number")
        }
        return .number(value)
    }

    private mutating func parseArray() throws(Diagnostic) -> JSONValue {
        advance()
        var items: [JSONNode] = []
        skipSpace()
        if current == UInt8(ascii: "]") { advance(); return .array(items) }
        repeat {
            items.append(try parseValue())
            skipSpace()
        } while try separator(closing: UInt8(ascii: "]"))
        return .array(items)
    }

    private mutating func parseObject() throws(Diagnostic) -> JSONValue {
        advance()
        var members: [(key: String, node: JSONNode)] = []
        skipSpace()
        if current == UInt8(ascii: "}") { advance(); return .object(members) }
        repeat {
            skipSpace()
            guard current == UInt8(ascii: "\"") else { throw failure("expected a member name string") }
            let key = try parseString()
            guard !members.contains(where: { $0.key == key }) else { throw failure("member '\(key)' appears twice") }
            try expect(UInt8(ascii: ":"), "':' after a member name")
            members.append((key, try parseValue()))
            skipSpace()
        } while try separator(closing: UInt8(ascii: "}"))
        return .object(members)
    }

    /// Consumes `,` (true: another item follows) or the closing bracket (false).
    private mutating func separator(closing: UInt8) throws(Diagnostic) -> Bool {
        if current == UInt8(ascii: ",") { advance(); return true }
        if current == closing { advance(); return false }
        throw failure("expected ',' or '\(Character(Unicode.Scalar(closing)))'")
    }
}
