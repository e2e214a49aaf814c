import TextEscapes

/// Quoting and escaping for DOT text: the one place any identifier or label becomes DOT.
public enum DOT {
    /// The DOT keywords, which are never written bare (matched case-insensitively).
    public static let keywords: Set<String> = ["node", "edge", "graph", "digraph", "subgraph", "strict"]

    /// Writes a string as a DOT identifier or label value.
    ///
    /// Bare when it is `[A-Za-z_][A-Za-z0-9_]*` and not a keyword (any case), or a DOT numeral;
    /// otherwise double-quoted with `"` → `\"` and `\` → `\\` (so a trailing backslash cannot
    /// swallow the closing quote, and `\N`, `\G`, `\l` … in user text stay literal).
    /// A line feed (or CR LF, or a lone CR) becomes the `\n` line-break escape, the one escape
    /// written on purpose; every other control character (C0, DEL, C1) becomes a space, and U+FFFE and
    /// U+FFFF, which no XML (so no SVG libgvc writes) can hold, become U+FFFD.
    /// - Parameter text: Any string.
    /// - Returns: DOT text for it.
    public static func quote(_ text: String) -> String {
        if isBareIdentifier(text) || isNumeral(text) { return text }
        if text.isPrintableASCII(escaping: [UInt8(ascii: "\""), UInt8(ascii: "\\")]) { return "\"" + text + "\"" }
        var out = "\""
        var scalars = text.unicodeScalars.makeIterator()
        var pending = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r":
                out += "\\n"
                if pending == "\n" { pending = scalars.next() }
            case _ where scalar.isControlCharacter: out += " "
            case "\u{FFFE}", "\u{FFFF}": out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// Whether `text` is an ASCII identifier that is not a keyword.
    static func isBareIdentifier(_ text: String) -> Bool {
        guard let first = text.utf8.first, isLetter(first) else { return false }
        guard text.utf8.allSatisfy({ isLetter($0) || isDigit($0) }) else { return false }
        // Keywords are 4 to 8 letters long: other lengths need no lowercased copy.
        return !(4...8).contains(text.utf8.count) || !keywords.contains(text.lowercased())
    }

    /// Whether `text` is a DOT numeral: `-?(\.[0-9]+|[0-9]+(\.[0-9]*)?)`.
    static func isNumeral(_ text: String) -> Bool {
        var bytes = Substring(text).utf8[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let integer = bytes.prefix(while: isDigit)
        bytes = bytes.dropFirst(integer.count)
        if bytes.isEmpty { return !integer.isEmpty }
        guard bytes.first == UInt8(ascii: ".") else { return false }
        let fraction = bytes.dropFirst()
        guard fraction.allSatisfy(isDigit) else { return false }
        return !integer.isEmpty || !fraction.isEmpty
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "_")
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}

extension DOT {
    /// The string cgraph's parser reads from an identifier or value ``quote(_:)`` wrote: the
    /// text itself when bare; else what is between the quotes, `\"` read as `"` and `\\` kept as
    /// it is (cgraph keeps every other backslash pair for libgvc's own escapes, such as `\n`).
    ///
    /// What a graph built through cgraph's calls rather than from text must set, so that it is
    /// the graph the text would give.
    /// - Parameter text: Any string.
    /// - Returns: The string cgraph holds for `quote(text)`.
    public static func parsed(_ text: String) -> String {
        // Quoted with nothing escaped, or bare: the text itself. (Most text is printable ASCII:
        // checked first, it is scanned once.)
        if text.isPrintableASCII(escaping: [UInt8(ascii: "\""), UInt8(ascii: "\\")]) || isBareIdentifier(text)
            || isNumeral(text)
        {
            return text
        }
        let quoted = quote(text)
        guard quoted.utf8.first == UInt8(ascii: "\"") else { return quoted }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(quoted.utf8.count)
        var utf8 = quoted.utf8.dropFirst().dropLast().makeIterator()
        while let byte = utf8.next() {
            guard byte == UInt8(ascii: "\\"), let escaped = utf8.next() else {
                bytes.append(byte)
                continue
            }
            if escaped != UInt8(ascii: "\"") { bytes.append(byte) }
            bytes.append(escaped)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension DOTValue {
    /// The string cgraph's parser reads from this value's ``dotText``, and whether it is an
    /// HTML-like string (written between `<` and `>`, read as the markup between them).
    public var parsed: (text: String, isHTML: Bool) {
        switch self {
        case .string(let text): (DOT.parsed(text), false)
        case .text(let text): (DOT.parsed(Self.shown(text).replacingAmpersandsForDOT()), false)
        case .html(let label): (label.markup, true)
        }
    }
}
