/// A small strict JSON parser (RFC 8259) that records each value's line and column.
///
/// Arrays and objects may nest ``maxDepth`` deep: a scene needs five levels, and the limit keeps
/// the parser's recursion (and the values' own) far from the end of the stack.
struct JSONParser {
    /// The deepest nesting of arrays and objects read.
    static let maxDepth = 64

    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0

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
        if bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
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
        if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
            guard depth < Self.maxDepth else {
                throw failure("arrays and objects nest deeper than \(Self.maxDepth) levels")
            }
            depth += 1
            defer { depth -= 1 }
            return JSONNode(byte == UInt8(ascii: "{") ? try parseObject() : try parseArray(), at: start)
        }
        switch byte {
        case UInt8(ascii: "\""): return JSONNode(.string(try parseString()), at: start)
        case UInt8(ascii: "t"):
            try parseWord("true")
            return JSONNode(.bool(true), at: start)
        case UInt8(ascii: "f"):
            try parseWord("false")
            return JSONNode(.bool(false), at: start)
        case UInt8(ascii: "n"):
            try parseWord("null")
            return JSONNode(.null, at: start)
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

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, within the range of a `Double`.
    private mutating func parseNumber() throws(Diagnostic) -> JSONValue {
        let start = location
        let first = index
        if current == UInt8(ascii: "-") { advance() }
        guard let lead = current, Self.isDigit(lead) else {
            throw .error(.json("invalid JSON: expected a digit in a number"), at: start)
        }
        advance()
        if lead == UInt8(ascii: "0"), let next = current, Self.isDigit(next) {
            throw .error(.json("invalid JSON: a number may not have a leading zero"), at: start)
        }
        var significant = lead != UInt8(ascii: "0")
        while let byte = current, Self.isDigit(byte) { advance() }
        if current == UInt8(ascii: ".") {
            advance()
            guard let digit = current, Self.isDigit(digit) else {
                throw .error(.json("invalid JSON: expected a digit after '.' in a number"), at: start)
            }
            while let byte = current, Self.isDigit(byte) {
                if byte != UInt8(ascii: "0") { significant = true }
                advance()
            }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            advance()
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
            guard let digit = current, Self.isDigit(digit) else {
                throw .error(.json("invalid JSON: expected a digit in a number's exponent"), at: start)
            }
            while let byte = current, Self.isDigit(byte) { advance() }
        }
        let text = String(decoding: bytes[first..<index], as: UTF8.self)
        // Out of range: too large for a Double, or so small that it reads as zero though it is not.
        guard let value = Double(text), value.isFinite, value != 0 || !significant else {
            throw .error(.json("invalid JSON: number \(text.prefix(40)) is out of range"), at: start)
        }
        return .number(value)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private mutating func parseArray() throws(Diagnostic) -> JSONValue {
        advance()
        var items: [JSONNode] = []
        skipSpace()
        if current == UInt8(ascii: "]") {
            advance()
            return .array(items)
        }
        repeat {
            items.append(try parseValue())
            skipSpace()
        } while try separator(closing: UInt8(ascii: "]"))
        return .array(items)
    }

    private mutating func parseObject() throws(Diagnostic) -> JSONValue {
        advance()
        var members: [(key: String, node: JSONNode)] = []
        // The names seen, hashed once each: a member costs the same whatever the object's size.
        var keys = Set<String>()
        skipSpace()
        if current == UInt8(ascii: "}") {
            advance()
            return .object(members)
        }
        repeat {
            skipSpace()
            guard current == UInt8(ascii: "\"") else { throw failure("expected a member name string") }
            let key = try parseString()
            guard keys.insert(key).inserted else { throw failure("member '\(key)' appears twice") }
            try expect(UInt8(ascii: ":"), "':' after a member name")
            members.append((key, try parseValue()))
            skipSpace()
        } while try separator(closing: UInt8(ascii: "}"))
        return .object(members)
    }

    /// Consumes `,` (true: another item follows) or the closing bracket (false).
    private mutating func separator(closing: UInt8) throws(Diagnostic) -> Bool {
        if current == UInt8(ascii: ",") {
            advance()
            return true
        }
        if current == closing {
            advance()
            return false
        }
        throw failure("expected ',' or '\(Character(Unicode.Scalar(closing)))'")
    }
}
