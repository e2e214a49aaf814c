import TextEscapes

/// An HTML-like Graphviz label, built only from XML-escaped text and elements.
///
/// There is no way to put unescaped user text into one: text goes through
/// ``text(_:)``, element names are fixed by the code that builds them, and
/// attribute values are escaped too.
public struct HTMLLabel: Hashable, Sendable {
    /// The markup between the label's `<` and `>`.
    public private(set) var markup: String

    private init(markup: String) { self.markup = markup }

    /// Text, XML-escaped, each word holding a bidirectional control isolated
    /// (`HTMLText.isolatingBidi(_:)`, as a quoted label's text is).
    public static func text(_ text: String) -> HTMLLabel {
        HTMLLabel(markup: escape(DOTValue.shown(text)))
    }

    /// An element with attributes (values escaped) around children.
    /// - Parameters:
    ///   - name: The element name, e.g. `TABLE`, `TD`, `B`, `FONT`.
    ///   - attributes: Attribute names and values, written in this order.
    ///   - children: The content. Graphviz's grammar allows the self-closing form only for
    ///     `BR`, `HR`, `VR` and `IMG`; every other element is written with an end tag, even empty.
    ///     A text style (`B`, `FONT`, …) around no text is a syntax error there, which loses the
    ///     whole label, so it is left out: an empty name makes an empty cell.
    public static func element(
        _ name: StaticString, _ attributes: KeyValuePairs<String, String> = [:], _ children: [HTMLLabel] = []
    ) -> HTMLLabel {
        let tag = name.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
        if textStyles.contains(tag), children.allSatisfy({ $0.markup.isEmpty }) { return HTMLLabel(markup: "") }
        // Written as bytes and made a String once: a label is many small elements, each of many
        // pieces, each appended as its UTF-8 buffer (a String's UTF8View appends a byte at a time).
        var markup: [UInt8] = []
        markup.reserveCapacity(children.reduce(64) { $0 + $1.markup.utf8.count })
        markup.append(UInt8(ascii: "<"))
        appendUTF8(tag, to: &markup)
        for (key, value) in attributes {
            markup.append(UInt8(ascii: " "))
            appendUTF8(key, to: &markup)
            markup.append(UInt8(ascii: "="))
            markup.append(UInt8(ascii: "\""))
            appendUTF8(escape(value), to: &markup)
            markup.append(UInt8(ascii: "\""))
        }
        if children.isEmpty, voidElements.contains(tag) {
            markup.append(UInt8(ascii: "/"))
            markup.append(UInt8(ascii: ">"))
            return HTMLLabel(markup: String(decoding: markup, as: UTF8.self))
        }
        markup.append(UInt8(ascii: ">"))
        for child in children { appendUTF8(child.markup, to: &markup) }
        markup.append(UInt8(ascii: "<"))
        markup.append(UInt8(ascii: "/"))
        appendUTF8(tag, to: &markup)
        markup.append(UInt8(ascii: ">"))
        return HTMLLabel(markup: String(decoding: markup, as: UTF8.self))
    }

    /// Appends `text`'s UTF-8 bytes as one buffer.
    private static func appendUTF8(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// The printable ASCII characters ``escape(_:)`` writes otherwise: `&`, `<`, `>`, `"`, `'`, `]`, `\`.
    private static let escapedASCII: [UInt8] = Array("&<>\"']\\".utf8)

    private static let voidElements: Set<String> = ["BR", "HR", "VR", "IMG"]
    private static let textStyles: Set<String> = ["B", "I", "U", "O", "S", "SUB", "SUP", "FONT"]

    /// Escapes text for XML: `&`, `<`, `>`, `"`, `'` (and `]`, see below) become entities; control characters
    /// (which XML cannot hold, and Graphviz would draw as nothing or a space) become spaces.
    /// A backslash is doubled: Graphviz expands `\N`, `\G`, `\E`, `\T`, `\H` in HTML-like text
    /// too (even written `&#92;N`), and draws `\\` as one backslash. U+FFFE and U+FFFF, which
    /// XML cannot hold (Graphviz's label parser refuses them, and the SVG would not be XML),
    /// become U+FFFD.
    public static func escape(_ text: String) -> String {
        // Most text is printable ASCII with nothing to escape: it is its own escape.
        if text.isPrintableASCII(escaping: escapedASCII) { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            // Graphviz refuses a text of just "]" ("]]" too) in an HTML-like label; the
            // character reference is read as the same character, wherever it stands.
            case "]": out += "&#93;"
            case "\\": out += "\\\\"
            case _ where scalar.isControlCharacter: out += " "
            case "\u{FFFE}", "\u{FFFF}": out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
