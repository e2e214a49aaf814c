extension Lexer {
    /// Skips whitespace and comments (`/* */` nests, as in Swift).
    /// - Returns: Whether anything was skipped, and whether a line break was among it.
    /// - Throws: A `Diagnostic` at a `/*` that never closes.
    mutating func skipTrivia() throws(Diagnostic) -> (space: Bool, newline: Bool) {
        var space = false
        var newline = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                index += 1
            } else if byte == UInt8(ascii: "\n") {
                newline = true
                advance()
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                while let next = peek(), next != UInt8(ascii: "\n") { advance() }
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                if try skipBlockComment() { newline = true }
            } else {
                break
            }
            space = true
        }
        return (space, newline)
    }

    /// Skips one block comment, nested ones included; returns whether it spans a line break.
    private mutating func skipBlockComment() throws(Diagnostic) -> Bool {
        let start = location
        var depth = 0
        var newline = false
        repeat {
            guard let byte = peek() else { throw .error(.unterminatedComment, at: start) }
            if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                advance()
                advance()
            } else if byte == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                advance()
                advance()
            } else {
                if byte == UInt8(ascii: "\n") { newline = true }
                advance()
            }
        } while depth > 0
        return newline
    }
}
