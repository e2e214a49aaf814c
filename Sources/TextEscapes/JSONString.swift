/// JSON string literals, in the form Foundation's `JSONEncoder` writes them with
/// `.withoutEscapingSlashes`: `"` and `\` escaped; backspace, tab, line feed, form feed and carriage
/// return by name; other control characters as `\u00xx`; everything else (`/` too) as its UTF-8.
/// The one JSON string escape of the package: scenes (`JSONWriter`), `manifest.json`, the commit
/// journal and the preview's events write their strings with it.
package enum JSONString {
    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Appends `text` as a JSON string literal, quotes included. Text with nothing to escape, as
    /// most is, goes in as its bytes whole.
    package static func append(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            if !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
                bytes.append(contentsOf: utf8)
                return
            }
            for byte in utf8 {
                switch byte {
                case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
                case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
                case 0x08: bytes.append(contentsOf: #"\b"#.utf8)
                case 0x09: bytes.append(contentsOf: #"\t"#.utf8)
                case 0x0A: bytes.append(contentsOf: #"\n"#.utf8)
                case 0x0C: bytes.append(contentsOf: #"\f"#.utf8)
                case 0x0D: bytes.append(contentsOf: #"\r"#.utf8)
                case 0..<0x20:
                    bytes.append(contentsOf: #"\u00"#.utf8)
                    bytes.append(hexDigits[Int(byte >> 4)])
                    bytes.append(hexDigits[Int(byte & 0xF)])
                default: bytes.append(byte)
                }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// `text` as a JSON string literal, quotes included.
    package static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 2)
        append(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
