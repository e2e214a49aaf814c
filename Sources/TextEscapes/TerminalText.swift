/// Input text made safe to print on a terminal: the one escape every printed piece of input
/// goes through (diagnostics, warnings, `check`'s excerpts, file names).
public enum TerminalText {
    /// `text` with every control character (C0, DEL, C1), the Unicode line and paragraph
    /// separators and the bidirectional controls written as a Swift escape, `\u{1B}`, so that no
    /// input can move the cursor, change colours, ring the bell, break the line or reorder what a
    /// message shows (U+202E would print the rest of the line right to left).
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnprintable) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if let byte = FileSystemPath.rawByte(scalar) {
                result += "\\x\(String(byte, radix: 16, uppercase: true))"
            } else if isUnprintable(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    static func isUnprintable(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isControlCharacter || scalar == "\u{2028}" || scalar == "\u{2029}" || scalar.isBidiControl
            || FileSystemPath.rawByte(scalar) != nil
    }
}
