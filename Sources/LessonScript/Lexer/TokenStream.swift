/// A block's tokens, lexed as the parser comes to them and let go once it is past them: the
/// parser sees a window of tokens, never the block's millions at once (a block of 500k views
/// has 7.5M tokens, 150 MB of them, which the parser reads once).
///
/// Tokens are numbered from 0 in the block, the last `endOfFile`. The stream checks brackets
/// as it lexes and ends at the first lex or bracket error: from there it gives `endOfFile`, and
/// ``finish()`` throws the error, which comes before any the parser found (a lex error anywhere
/// before a bracket error anywhere, as if the whole block had been lexed and checked first).
struct TokenStream {
    /// The block's bytes and file name, which the tokens' text is read from.
    let source: BlockText
    private(set) var lexer: Lexer
    /// The tokens from `base` on, up to the last one lexed.
    private(set) var window: [Token] = []
    /// The number of `window`'s first token.
    private var base = 0
    /// The brackets open after the last token lexed.
    private var brackets = BracketCheck()
    /// Whether the last token lexed is `endOfFile`, real or after an error.
    private var atEnd = false
    /// The error that ended the tokens: the first lex error, else the first bracket error.
    private var error: Diagnostic?

    /// The number of the block's first line.
    private let firstLine: Int

    init(source: String, file: String, firstLine: Int = 1) {
        lexer = Lexer(source: source, file: file, firstLine: firstLine)
        self.source = BlockText(bytes: lexer.bytes, file: file)
        self.firstLine = firstLine
    }

    /// The number after the last token lexed.
    var endIndex: Int { base + window.count }

    /// The token numbered `index`: lexed, and not let go.
    subscript(index: Int) -> Token {
        precondition(index >= base, "a token is read after it was let go")
        return window[index - base]
    }

    /// The value the lexer decoded for a string token marked `isDecoded`.
    func decodedValue(_ token: Token) -> String {
        lexer.decodedStrings[token.start]!
    }

    /// Lexes up to the token numbered `index`, or to the end if it comes first.
    @inline(__always) mutating func lex(through index: Int) {
        if endIndex <= index { lexBatch(through: index) }
    }

    /// Lexes up to a batch of tokens past the token numbered `index`, or to the end: the lexer
    /// runs in one loop, not once a token from the parser.
    private mutating func lexBatch(through index: Int) {
        let last = index + 256
        while endIndex <= last, !atEnd { append(nextToken()) }
    }

    /// Lets go of the tokens before `index`, which will not be read again.
    mutating func release(before index: Int) {
        let count = index - base
        // In batches, so that the few tokens kept are moved once per thousands let go.
        guard count >= 4096, count * 2 >= window.count else { return }
        // A decoded string goes with its token: a block of millions of `"\n"` keeps a window of them.
        for token in window[..<count] where token.isDecoded { lexer.decodedStrings[token.start] = nil }
        window.removeFirst(count)
        base = index
    }

    /// Lexes the rest of the block, checking it, if the tokens have not reached its end.
    /// - Throws: The lex or bracket error that ended the tokens, if one did.
    mutating func finish() throws(Diagnostic) {
        while !atEnd { append(nextToken()) }
        if let error { throw error }
    }

    /// Adds a token to the window, noting whether it is the last.
    private mutating func append(_ token: Token) {
        window.append(token)
        atEnd = token.kind == .endOfFile
    }

    /// The next token from the lexer, brackets checked; `endOfFile` at the first error.
    private mutating func nextToken() -> Token {
        do {
            let token = try lexer.next()
            if let problem = brackets.check(token, in: source.bytes) {
                error = diagnostic(problem)
                try lexToEnd()
                return endOfFile(at: token)
            }
            return token
        } catch {
            self.error = error
            return endOfFile(at: window.last)
        }
    }

    /// Lexes what is left of the block for a lex error, which comes before a bracket error.
    private mutating func lexToEnd() throws(Diagnostic) {
        while try lexer.next().kind != .endOfFile {}
    }

    /// The error a bracket problem is reported as.
    private func diagnostic(_ problem: BracketCheck.Problem) -> Diagnostic {
        switch problem {
        case .unexpected(let token, let expected):
            let expected = expected.map { String(decoding: [$0], as: UTF8.self) }
            return .error(
                .unexpectedClosingBracket(close: source.text(token), expected: expected), at: source.location(token))
        case .unclosed(let offset):
            let bytes = source.bytes[..<Int(offset)]
            let lineStart = (bytes.lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1
            let line = firstLine + bytes.count { $0 == UInt8(ascii: "\n") }
            let text = String(decoding: [source.bytes[Int(offset)]], as: UTF8.self)
            return .error(
                .unclosedBracket(open: text),
                at: SourceLocation(file: source.file, line: line, column: Int(offset) - lineStart + 1))
        }
    }

    /// The `endOfFile` that stands in for the rest of the block after an error.
    private func endOfFile(at token: Token?) -> Token {
        Token(
            kind: .endOfFile, newlineBefore: false, spaceBefore: false, isDecoded: false, start: token?.end ?? 0,
            end: token?.end ?? 0, line: token?.line ?? 1, column: token?.column ?? 1)
    }
}
