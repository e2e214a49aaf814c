/// A JSON text as read: its values on a tape, nine bytes each, decoded only when asked for.
///
/// Each value has its kind, the offset of its first byte and the tape position after its last
/// descendant (an array's items and an object's names and values follow it on the tape). A
/// string's value and a number's are read again from the text when asked for, so the tape holds
/// no `String`, and peak memory stays a few times the text's size whatever the shape (issue 25:
/// 30 MB of `[1,1,…]` as a tree of enum values took 1.2 GB).
final class JSONDocument: Sendable {
    /// What a value on the tape is.
    enum Kind: UInt8, Sendable {
        case null, `true`, `false`, number, string, array, object
    }

    /// The text, whose UTF-8 bytes the offsets count; contiguous, so that they are read in place.
    let text: String
    /// The file named in diagnostics.
    let file: String
    let kinds: [Kind]
    let offsets: [UInt32]
    /// The tape position after each value and its descendants.
    let ends: [UInt32]
    /// The offset of each line's first byte, the first line's at 0.
    private let lineStarts: [UInt32]

    init(text: String, file: String, kinds: [Kind], offsets: [UInt32], ends: [UInt32], lineStarts: [UInt32]) {
        self.text = text
        self.file = file
        self.kinds = kinds
        self.offsets = offsets
        self.ends = ends
        self.lineStarts = lineStarts
    }

    /// The first value: the document itself.
    var root: JSONNode { JSONNode(document: self, index: 0) }

    /// Where the value at `index` starts. O(log lines).
    func location(of index: Int) -> SourceLocation {
        let offset = offsets[index]
        // The last line starting at or before the offset.
        var low = 0
        var high = lineStarts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle }
        }
        return SourceLocation(file: file, line: low + 1, column: Int(offset - lineStarts[low]) + 1)
    }

    /// The decoded value of the string at `index`, read again from the text (it was checked
    /// when the document was parsed).
    func string(at index: Int) -> String {
        withBytes { bytes in
            // Most strings have no escape: their value is their bytes.
            let start = Int(offsets[index]) + 1
            var end = start
            while bytes[end] != UInt8(ascii: "\"") && bytes[end] != UInt8(ascii: "\\") { end += 1 }
            if bytes[end] == UInt8(ascii: "\"") { return String(decoding: bytes[start..<end], as: UTF8.self) }
            var parser = JSONParser(bytes: bytes, file: file, at: Int(offsets[index]))
            return (try? parser.parseString()) ?? ""
        }
    }

    /// The value of the number at `index`, read again from the text.
    func number(at index: Int) -> Double {
        withBytes { bytes in
            var parser = JSONParser(bytes: bytes, file: file, at: Int(offsets[index]))
            return (try? parser.parseNumber()) ?? 0
        }
    }

    /// Calls `body` with the text's UTF-8 bytes.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        Self.withBytes(of: text, body)
    }

    /// Calls `body` with the UTF-8 bytes of `text`: in place when the string keeps them
    /// contiguous, as a document's text is (``JSONParser/parse(_:file:)`` makes it so), else
    /// copied to a contiguous string first.
    static func withBytes<Result>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var text = text
        return text.withUTF8(body)
    }
}
