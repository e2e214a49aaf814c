import TextEscapes
import TriggerModel

/// What is wrong with an input, with the data needed to say so; `message` turns it into text.
public enum Problem: Hashable, Sendable, Codable {
    // Reading
    /// The file at `path` could not be read, for `reason`.
    case cannotRead(path: String, reason: String)
    /// The input at `path` is none of a `.swift` block, a `.md` page, a `.json` scene or `-`.
    case unsupportedInput(path: String)
    /// The input is not valid UTF-8.
    case invalidUTF8
    /// The input is larger than `limit` bytes.
    case inputTooLarge(limit: Int)
    // Lexing
    /// A string literal has no closing quote.
    case unterminatedString
    /// A `/*` comment has no closing `*/`.
    case unterminatedComment
    /// A string literal holds an escape sequence Swift does not have.
    case invalidEscape(String)
    /// A string literal interpolates a value, which the model cannot know.
    case interpolationNotModelled
    // Structure
    /// An opening bracket (`open`) is never closed.
    case unclosedBracket(open: String)
    /// A closing bracket that closes nothing, or the wrong bracket (`expected` is the one that would close it).
    case unexpectedClosingBracket(close: String, expected: String?)
    /// The block needs one thing here and holds another.
    case expected(String, found: String)
    // Meaning
    /// A `ViewNode` has no view name string as its first argument.
    case missingViewName
    /// A storage entry is of a kind other than `.state(owner:)`, `.model(object:)` or `.environment`.
    case unknownStorageKind(String)
    /// A key appears twice in one storage table.
    case duplicateStorageKey(String)
    /// A name is used, in the given role, but never declared.
    case undefinedName(String, role: String)
    /// A name is declared, but not as what its use needs (`role`).
    case notA(name: String, role: String)
    /// A name is declared twice.
    case redeclaration(String)
    /// The tree cannot be built: a duplicate view, a parent that names no view, or a cycle.
    case tree(TreeError)
    // Not modelled
    /// A statement the model does not run, summarised.
    case notModelled(summary: String)
    /// More statements the model does not run, counted once the block has named its first ones.
    case moreNotModelled(count: Int)
    /// The block builds no view tree, so no scene is made from it.
    case noTree
    /// A statement of an Observation block outside the subset the tool runs, and why.
    case observationNotRun(reason: String)
    /// A measurement block inside a blockquote, a list item or indented, which is not read.
    case measurementBlockNotRead(container: String)
    /// Text after `// main.swift` that is not written as a caption (`// main.swift — caption`).
    case captionNotRead
    /// The owner of a state key names no view of any tree of the block.
    case ownerNamesNoView(owner: String, key: String)
    // JSON scenes
    /// A JSON scene is not what a scene must be; the text says where and why.
    case json(String)
    // Limits
    /// A name is longer, in UTF-8 bytes, than its field allows.
    case nameTooLong(field: NameField, bytes: Int, limit: Int)
    /// A name holds a control character: its code point.
    case controlCharacter(field: NameField, name: String, scalar: UInt32)
    /// A name holds a Unicode noncharacter, which XML cannot hold: its code point.
    case noncharacter(field: NameField, name: String, scalar: UInt32)
    /// A tree has more nodes than the limit.
    case tooManyNodes(count: Int, limit: Int)
    /// The block's trees together have more distinct views than the limit.
    case tooManyViewsInBlock(count: Int, limit: Int)
    /// The block's diagram would cost more to lay out than the limit.
    case layoutTooCostly(InputLimits.LayoutCost, limit: Int)
    /// A page has more measurement blocks than the limit.
    case tooManyPageBlocks(limit: Int)
    /// The block has more changes than the limit.
    case tooManyChanges(block: String, count: Int, limit: Int)
    /// The block's frames would draw more views together (views × changes) than its output budget.
    case outputTooLarge(block: String, views: Int, changes: Int, limit: Int)

    /// The problem as a message: lowercase, no final period, and one printable line.
    ///
    /// Messages quote the input (a token, a name, a JSON field path), which may hold any
    /// character; control characters (C0, DEL, C1) and the Unicode line and paragraph
    /// separators are written as `\u{…}` escapes (``TerminalText``), so a message never breaks or styles the line.
    public var message: String {
        TerminalText.escaped(rawMessage)
    }

    private var rawMessage: String {
        switch self {
        case .cannotRead(_, let reason): "cannot read this file: \(reason)"
        case .unsupportedInput(let path):
            "unsupported input '\(path)'; expected a .swift block, a .md page, a .json scene or '-'"
        case .invalidUTF8: "input is not valid UTF-8"
        case .inputTooLarge(let limit): "input is larger than \(limit) bytes, the limit"
        case .unterminatedString: "unterminated string literal"
        case .unterminatedComment: "unterminated '/*' comment"
        case .invalidEscape(let text): "invalid escape sequence '\(text)' in string literal"
        case .interpolationNotModelled: "string interpolation is not supported here"
        case .unclosedBracket(let open): "'\(open)' is never closed"
        case .unexpectedClosingBracket(let close, nil): "unexpected '\(close)' with nothing to close"
        case .unexpectedClosingBracket(let close, let expected?): "unexpected '\(close)'; expected '\(expected)'"
        case .expected(let what, let found): "expected \(what), found \(found)"
        case .missingViewName: "'ViewNode' needs a view name string as its first argument"
        case .unknownStorageKind(let kind):
            "unknown storage kind '.\(kind)'; expected .state(owner:), .model(object:) or .environment"
        case .duplicateStorageKey(let key): "storage key '\(key)' appears twice"
        case .undefinedName(let name, let role): "cannot find \(role) '\(name)'"
        case .notA(let name, let role): "'\(name)' is not \(role)"
        case .redeclaration(let name): "invalid redeclaration of '\(name)'"
        case .tree(let error): error.description
        case .notModelled(let summary): "statement not modelled: \(summary)"
        case .moreNotModelled(let count):
            "\(count) more statement\(count == 1 ? "" : "s") not modelled, from here on (each block names its first 100)"
        case .noTree: "block has no view tree; no scene is made from it"
        case .observationNotRun(let reason):
            "Observation block not run from here: \(reason); its printed lines are not checked"
        case .measurementBlockNotRead(let container):
            "a measurement block \(container) is not read, checked or drawn; move it to the page's top level, unindented"
        case .captionNotRead: "text after '// main.swift' is not read as a caption; write '// main.swift — caption'"
        case .ownerNamesNoView(let owner, let key):
            "owner '\(owner)' of state key '\(key)' names no view of any tree of the block; every reader of '\(key)' is off-rule"
        case .json(let text): text
        case .nameTooLong(let field, let bytes, let limit): "\(field.rawValue) is \(bytes) bytes; the limit is \(limit)"
        case .controlCharacter(let field, let name, let scalar):
            "\(field.rawValue) \(Self.quotedName(name)) contains a control character \(Self.codePoint(scalar))"
        case .noncharacter(let field, let name, let scalar):
            "\(field.rawValue) \(Self.quotedName(name)) contains the noncharacter \(Self.codePoint(scalar)), which XML cannot hold"
        case .tooManyNodes(let count, let limit): "tree has \(count) nodes; the limit is \(limit)"
        case .tooManyViewsInBlock(let count, let limit):
            "the block's trees have \(count) distinct views together, laid out as one diagram; the limit is \(limit)"
        case .tooManyPageBlocks(let limit):
            "the page has more than \(limit) measurement blocks; the limit is \(limit) (split the page)"
        case .tooManyChanges(let block, let count, let limit):
            "block \(Self.quotedName(block)) has \(count) changes; the limit is \(limit)"
        case .outputTooLarge(let block, let views, let changes, let limit):
            "block \(Self.quotedName(block)) would draw \(views) views in each of its \(changes) frames, "
                + "\(Self.product(views, changes)) in all (views × changes); the output budget is \(limit)"
        case .layoutTooCostly(let cost, let limit):
            "the block's diagram is \(cost.views) views in \(cost.rows) rows, the widest of \(cost.widest), a layout cost of \(cost.value) (views × (rows + widest row)); the limit is \(limit)"
        }
    }
}
