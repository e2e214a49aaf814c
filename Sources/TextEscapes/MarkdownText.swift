/// Text made safe for a Markdown line.
public enum MarkdownText {
    /// The characters CommonMark (with GitHub's tables and strikethrough) may read as markup
    /// inside a line; the rest (`#`, `-`, `+`, `.`) are markup only where a line starts.
    static let special: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "!", "|", "~", "&"]

    /// Escapes text so a Markdown renderer shows it literally, on one line.
    ///
    /// Every character that could be read as markup inside a line gets a backslash (CommonMark
    /// shows any escaped punctuation literally); line breaks and other control characters become
    /// spaces. A word holding a bidirectional formatting character is isolated between FSI and
    /// PDI (``HTMLText/isolatingBidi(_:)``). The text must not start a line: the snippets put
    /// `![` or `*` before it.
    public static func escaped(_ text: String) -> String {
        var result = ""
        for character in HTMLText.isolatingBidi(text) {
            if character.isNewline || character.unicodeScalars.allSatisfy(\.isControlCharacter) {
                result.append(" ")
            } else {
                if special.contains(character) { result.append("\\") }
                result.append(character)
            }
        }
        return result
    }
}
