/// A small strict JSON parser (RFC 8259) that writes each value on the tape of a
/// ``JSONDocument``, with where it starts.
///
/// Arrays and objects may nest ``maxDepth`` deep: a scene needs five levels, and the limit keeps
/// the parser's recursion far from the end of the stack.
struct JSONParser {
    /// The deepest nesting of arrays and objects read.
    static let maxDepth = 64

    private let bytes: UnsafeBufferPointer<UInt8>
    private let file: String
    private var index: Int
    private var line = 1
    private var lineStart = 0
    private var depth = 0
    private var kinds: [JSONDocument.Kind] = []
    private var offsets: [UInt32] = []
    private var ends: [UInt32] = []
    /// The offset of each line's first byte, when the parser writes a tape; empty otherwise.
    private var lineStarts: [UInt32] = []

    /// Parses one JSON document.
    /// - Throws: A `Diagnostic` at the first byte that is not valid JSON.
    static func parse(_ text: String, file: String) throws(Diagnostic) -> JSONNode {
        guard text.utf8.count <= InputLimits.largestInputBytes else {
            throw .error(
                .inputTooLarge(limit: InputLimits.largestInputBytes), at: SourceLocation(file: file, line: 1, column: 1)
            )
        }
        // Made contiguous once, here: the document keeps this text, and every value read from it
        // later reads its bytes in place.
        var text = text
        text.makeContiguousUTF8()
        let parsed: Result<JSONDocument, Diagnostic> = JSONDocument.withBytes(of: text) { bytes in
            var parser = JSONParser(bytes: bytes, file: file, at: 0)
            // A value takes at least two bytes (`1,`) but the last: room for every value the
            // text can hold, of which only the pages written are ever resident. The tape then
            // never grows by copying.
            let capacity = bytes.count / 2 + 1
            parser.kinds.reserveCapacity(capacity)
            parser.offsets.reserveCapacity(capacity)
            parser.ends.reserveCapacity(capacity)
            parser.lineStarts.append(0)
            do throws(Diagnostic) {
                try parser.parseValue()
                parser.skipSpace()
                guard parser.index == bytes.count else { throw parser.failure("unexpected text after the JSON value") }
            } catch {
                return .failure(error)
            }
            return .success(
                JSONDocument(
                    text: text, file: file, kinds: parser.kinds, offsets: parser.offsets, ends: parser.ends,
                    lineStarts: parser.lineStarts))
        }
        return try parsed.get().root
    }

    /// A parser at byte `offset` of `bytes`, counting lines from there (a document's value is
    /// read again from its offset, its line known from the document).
    init(bytes: UnsafeBufferPointer<UInt8>, file: String, at offset: Int) {
        self.bytes = bytes
        self.file = file
        self.index = offset
        self.lineStart = offset
    }

    private var location: SourceLocation { SourceLocation(file: file, line: line, column: index - lineStart + 1) }

    func failure(_ message: String) -> Diagnostic { .error(.json("invalid JSON: \(message)"), at: location) }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
            if !lineStarts.isEmpty { lineStarts.append(UInt32(lineStart)) }
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

    /// Writes a value on the tape, its end to be set once its descendants are written.
    /// - Returns: Its position on the tape.
    private mutating func begin(_ kind: JSONDocument.Kind, at offset: Int) -> Int {
        kinds.append(kind)
        offsets.append(UInt32(offset))
        ends.append(UInt32(kinds.count))
        return kinds.count - 1
    }

    /// Reads one value onto the tape, with its descendants.
    private mutating func parseValue() throws(Diagnostic) {
        skipSpace()
        guard let byte = current else { throw failure("expected a value, found the end of the input") }
        let offset = index
        if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
            guard depth < Self.maxDepth else {
                throw failure("arrays and objects nest deeper than \(Self.maxDepth) levels")
            }
            depth += 1
            defer { depth -= 1 }
            let slot = begin(byte == UInt8(ascii: "{") ? .object : .array, at: offset)
            if byte == UInt8(ascii: "{") { try parseObject() } else { try parseArray() }
            ends[slot] = UInt32(kinds.count)
            return
        }
        switch byte {
        case UInt8(ascii: "\""):
            try skipString()
            _ = begin(.string, at: offset)
        case UInt8(ascii: "t"):
            try parseWord("true")
            _ = begin(.true, at: offset)
        case UInt8(ascii: "f"):
            try parseWord("false")
            _ = begin(.false, at: offset)
        case UInt8(ascii: "n"):
            try parseWord("null")
            _ = begin(.null, at: offset)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            _ = try parseNumber()
            _ = begin(.number, at: offset)
        default: throw failure("unexpected character '\(Character(Unicode.Scalar(byte)))'")
        }
    }

    /// Moves past a string value, checked as ``parseString()`` checks it; its value is decoded
    /// when asked for. A string without escapes is only scanned, not copied.
    private mutating func skipString() throws(Diagnostic) {
        var end = index + 1
        while end < bytes.count, bytes[end] >= 0x20, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\")
        {
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else {
            _ = try parseString()  // an escape, a control character or no end: read it whole
            return
        }
        // No line feed inside (it is a control character): the line count is unchanged.
        index = end + 1
    }

    private mutating func parseWord(_ word: String) throws(Diagnostic) {
        for expected in word.utf8 {
            guard current == expected else { throw failure("expected '\(word)'") }
            advance()
        }
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, within the range of a `Double`.
    mutating func parseNumber() throws(Diagnostic) -> Double {
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
        return value
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private mutating func parseArray() throws(Diagnostic) {
        advance()
        skipSpace()
        if current == UInt8(ascii: "]") {
            advance()
            return
        }
        repeat {
            try parseValue()
            skipSpace()
        } while try separator(closing: UInt8(ascii: "]"))
    }

    private mutating func parseObject() throws(Diagnostic) {
        advance()
        // The names seen, hashed once each: a member costs the same whatever the object's size.
        var keys = Set<String>()
        skipSpace()
        if current == UInt8(ascii: "}") {
            advance()
            return
        }
        repeat {
            skipSpace()
            guard current == UInt8(ascii: "\"") else { throw failure("expected a member name string") }
            let offset = index
            let key = try parseString()
            guard keys.insert(key).inserted else { throw failure("member '\(key)' appears twice") }
            _ = begin(.string, at: offset)
            try expect(UInt8(ascii: ":"), "':' after a member name")
            try parseValue()
            skipSpace()
        } while try separator(closing: UInt8(ascii: "}"))
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
