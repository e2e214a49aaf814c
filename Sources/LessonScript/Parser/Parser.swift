import TriggerModel

/// A recursive-descent parser for the lesson block subset, over the lexer's tokens as they come.
///
/// Modelled statements (storage tables, node lists, trees, changes, counts) become trees and
/// steps; every other statement is skipped whole and named in a warning.
struct Parser {
    /// The tokens, lexed up to `lookahead` past the current one.
    var tokens: TokenStream
    /// The block's bytes and file name, which the tokens' text is read from.
    let source: BlockText
    /// The current token's number.
    var position = 0
    var bindings: [String: Binding] = [:]
    var trees: [SceneTree] = []
    /// The views of every tree so far, for the block's limit on them together.
    var viewUnion = InputLimits.ViewUnion()
    var steps: [Step] = []
    var changeCount = 0
    var warnings: [Diagnostic] = []
    /// The statements skipped so far, and where the first not named in a warning of its own is.
    var notModelledCount = 0
    var firstUnlisted: SourceLocation?
    /// Where each state key's owner was written, in every storage table read, in order.
    var ownerLiterals: [(key: String, owner: String, location: SourceLocation)] = []
    /// The sizes names and trees may have; each name is checked as it is read.
    let limits: InputLimits

    init(tokens: TokenStream, limits: InputLimits = .standard) {
        self.tokens = tokens
        self.source = tokens.source
        self.limits = limits
        self.tokens.lex(through: Self.lookahead)
    }

    /// How many tokens past the current one the parser looks at (`peek(3)`).
    static var lookahead: Int { 3 }

    /// How many tokens before the current one the parser looks back at (`tokens[position - 2]`).
    static var lookbehind: Int { 2 }

    /// What a top-level name is bound to.
    enum Binding {
        case storage([String: Storage])
        case nodes([ViewNode], locations: [SourceLocation])
        case tree(Int)
        /// The changes a `change` call or a flattened change list ran, as indices of the scene's changes.
        case changes([Int])
        /// Bound by a statement the tool does not model.
        case unmodelled
    }

    /// The current token.
    ///
    /// This and the other small accessors are inlined: a mutating method that calls a
    /// non-mutating one copies the whole parser (some 300 bytes) to pass it, once per token.
    @inline(__always) var current: Token { tokens[position] }

    /// Where a token starts.
    func location(_ token: Token) -> SourceLocation { source.location(token) }

    /// A token's text as written.
    func text(_ token: Token) -> String { source.text(token) }

    /// A string token's value, escapes decoded.
    func stringValue(_ token: Token) -> String {
        token.isDecoded ? tokens.decodedValue(token) : source.plainValue(token)
    }

    /// A short description of a token for messages: `'('`, `string "x"`, `end of block`.
    func quoted(_ token: Token) -> String {
        switch token.kind {
        case .endOfFile: "end of block"
        case .string: "string \"\(stringValue(token))\""
        case .interpolatedString: "interpolated string"
        default: "'\(text(token))'"
        }
    }

    /// Whether a token is the symbol `symbol`.
    @inline(__always) func isSymbol(_ token: Token, _ symbol: StaticString) -> Bool { source.isSymbol(token, symbol) }

    /// Whether a token is the identifier `name`.
    @inline(__always) func isIdentifier(_ token: Token, _ name: StaticString) -> Bool {
        source.isIdentifier(token, name)
    }

    /// The token `offset` (at most `lookahead`) places ahead, or the end-of-file token.
    @inline(__always) func peek(_ offset: Int = 1) -> Token { tokens[min(position + offset, tokens.endIndex - 1)] }

    @inline(__always) var atEnd: Bool { current.kind == .endOfFile }

    /// Whether the current token is the symbol `symbol`.
    @inline(__always) func at(_ symbol: StaticString) -> Bool { isSymbol(current, symbol) }

    /// Whether the current token is the identifier `name`.
    @inline(__always) func at(identifier name: StaticString) -> Bool { isIdentifier(current, name) }

    /// Moves past the current token (never past the end) and returns it.
    @discardableResult
    mutating func consume() -> Token {
        let token = current
        if token.kind != .endOfFile {
            position += 1
            tokens.lex(through: position + Self.lookahead)
        }
        return token
    }

    /// Consumes the symbol if it is current; returns whether it was.
    mutating func consume(if symbol: StaticString) -> Bool {
        guard at(symbol) else { return false }
        consume()
        return true
    }

    /// Consumes `symbol` or throws an "expected" error at the current token.
    @discardableResult
    mutating func expect(_ symbol: StaticString) throws(Diagnostic) -> Token {
        guard at(symbol) else { throw .error(.expected("'\(symbol)'", found: quoted(current)), at: location(current)) }
        return consume()
    }

    /// Consumes the identifier `name` (a label or a known name) or throws.
    mutating func expect(identifier name: StaticString) throws(Diagnostic) {
        guard at(identifier: name) else {
            throw .error(.expected("'\(name)'", found: quoted(current)), at: location(current))
        }
        consume()
    }

    /// Consumes `label:` or throws.
    mutating func expect(label: StaticString) throws(Diagnostic) {
        try expect(identifier: label)
        try expect(":")
    }

    /// Consumes a string literal and returns its decoded value, or throws naming `what` was expected.
    /// - Throws: Also when the value breaks the name limits for `field`, at the literal.
    mutating func expectString(_ what: String, as field: NameField) throws(Diagnostic) -> String {
        switch current.kind {
        case .string:
            let value = stringValue(current)
            try limits.check(value, field, at: location(current))
            consume()
            return value
        case .interpolatedString:
            throw .error(.interpolationNotModelled, at: location(current))
        default:
            throw .error(.expected(what, found: quoted(current)), at: location(current))
        }
    }

    /// Consumes a name and returns it with its token, or throws.
    mutating func expectName(_ what: String) throws(Diagnostic) -> Token {
        guard current.kind == .identifier else {
            throw .error(.expected(what, found: quoted(current)), at: location(current))
        }
        return consume()
    }

    /// Consumes an optional trailing `,` before `closer`, or a `,` between items; false at `closer`.
    mutating func continueList(until closer: StaticString) throws(Diagnostic) -> Bool {
        if at(closer) { return false }
        try expect(",")
        return !at(closer)
    }
}
