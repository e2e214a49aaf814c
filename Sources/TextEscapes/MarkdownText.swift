/// Text made safe for a Markdown line.
public enum MarkdownText {
    /// The characters CommonMark (with GitHub's tables and strikethrough) may read as markup
    /// inside a line; the rest (`#`, `-`, `+`, `.`) are markup only where a line starts.
    static let special: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "!", "|", "~", "&"]
    private static let specialASCII = special.compactMap(\.asciiValue)
    /// ``specialASCII`` as a set of bits: a byte a shift.
    private static let specialSet = ASCIISet(specialASCII)

    /// Escapes text so a Markdown renderer shows it literally, on one line.
    ///
    /// Every character that could be read as markup inside a line gets a backslash (CommonMark
    /// shows any escaped punctuation literally); line breaks and other control characters become
    /// spaces. A word holding a bidirectional formatting character is isolated between FSI and
    /// PDI (``HTMLText/isolatingBidi(_:)``). The text must not start a line: the snippets put
    /// `![` or `*` before it.
    public static func escaped(_ text: String) -> String {
        if text.isPrintableASCII(escaping: specialASCII) { return text }
        if text.unicodeScalars.allSatisfy({ $0.isASCII || isPlain($0) }) { return escapedASCII(text) }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for character in HTMLText.isolatingBidi(text) {
            if character.isNewline || character.unicodeScalars.allSatisfy(\.isControlCharacter) {
                result.append(" ")
            } else {
                // `special` holds ASCII characters of one scalar each: the one Character equal to
                // one of them is that scalar alone (with a combining mark after it, it is another).
                if let ascii = character.asciiValue, specialASCII.contains(ascii) { result.append("\\") }
                result.append(character)
            }
        }
        return result
    }

    /// Whether a scalar beyond ASCII is a `Character` of its own whatever is around it, and one
    /// the escape leaves as it is: no grapheme extender, joiner, spacing mark, prefix, regional
    /// indicator or Hangul jamo (which join their neighbours into one `Character`), no line
    /// break, control or bidirectional formatting character. Latin letters with their accents
    /// precomposed, Latin-1's signs but its soft hyphen, the dashes, quotes and bullets of
    /// general punctuation, and arrows and mathematical operators: what course text holds.
    static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xA0...0xAC, 0xAE...0x24F, 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x22FF: true
        default: false
        }
    }

    /// ``escaped(_:)`` for text of ASCII and ``isPlain(_:)`` scalars, a byte at a time: CR LF
    /// is one line break, as it is one `Character`; every other `Character` is one scalar, an
    /// ASCII one escaped by its byte, a plain one copied as its bytes are.
    private static func escapedASCII(_ text: String) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count + 16)
        var afterCR = false
        let specialSet = Self.specialSet
        for byte in text.utf8 {
            defer { afterCR = byte == UInt8(ascii: "\r") }
            if byte == UInt8(ascii: "\n"), afterCR { continue }
            if byte < 0x20 || byte == 0x7F {
                result.append(UInt8(ascii: " "))
            } else {
                if specialSet.contains(byte) { result.append(UInt8(ascii: "\\")) }
                result.append(byte)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
