import TextEscapes

/// What libgvc should draw for a text, line by line, and the same normal form for what it drew.
///
/// The normal form forgives what is not the text's to decide: libgvc writes the second of two
/// spaces as U+00A0, an XML reader may drop blank text, and a label's lines are centred.
/// Spaces at either end of a line and empty lines are dropped; everything else must match.
enum LabelText {
    /// Lines as drawn: U+00A0 read as a space, trimmed of spaces, empty lines dropped.
    static func normalised(_ lines: [String]) -> [String] {
        lines.map { line in
            let spaced = String(String.UnicodeScalarView(line.unicodeScalars.map { $0 == "\u{A0}" ? " " : $0 }))
            return String(spaced.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
        }.filter { !$0.isEmpty }
    }

    /// A plain (quoted) label: a line break at each LF, CR LF or CR; other control characters
    /// become spaces, as `DOT.quote` writes them; words with a bidirectional control isolated.
    static func plainLines(_ text: String) -> [String] {
        var lines: [String] = [""]
        var previous: Unicode.Scalar?
        // A word holding a bidirectional control is drawn isolated, as DOT writes it.
        for scalar in HTMLText.isolatingBidi(text).unicodeScalars {
            defer { previous = scalar }
            if scalar == "\n", previous == "\r" { continue }
            if scalar == "\n" || scalar == "\r" {
                lines.append("")
                continue
            }
            lines[lines.count - 1].unicodeScalars.append(isControl(scalar) ? " " : shown(scalar))
        }
        return normalised(lines)
    }

    /// An HTML-like label's text: one line, control characters (C0, DEL, C1) as spaces, words
    /// with a bidirectional control isolated.
    static func htmlLines(_ text: String) -> [String] {
        let scalars = HTMLText.isolatingBidi(text).unicodeScalars
        return normalised([String(String.UnicodeScalarView(scalars.map { isControl($0) ? " " : shown($0) }))])
    }

    /// U+FFFE and U+FFFF, which XML cannot hold, are drawn as U+FFFD.
    static func shown(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        scalar == "\u{FFFE}" || scalar == "\u{FFFF}" ? "\u{FFFD}" : scalar
    }

    /// The name cgraph keeps for a quoted DOT string: the text between the quotes with each
    /// `\"` read as `"` (cgraph keeps every other backslash); a bare id as it is.
    static func cgraphName(ofQuoted quoted: String) -> String {
        // Scalars, not characters: a quote and a combining mark after it are one Character.
        let scalars = quoted.unicodeScalars
        guard scalars.count >= 2, scalars.first == "\"", scalars.last == "\"" else { return quoted }
        let inner = Array(quoted.unicodeScalars.dropFirst().dropLast())
        var name = String.UnicodeScalarView()
        var index = 0
        while index < inner.count {
            if inner[index] == "\\", index + 1 < inner.count, inner[index + 1] == "\"" {
                name.append("\"")
                index += 2
            } else {
                name.append(inner[index])
                index += 1
            }
        }
        return String(name)
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isControlCharacter
    }
}
