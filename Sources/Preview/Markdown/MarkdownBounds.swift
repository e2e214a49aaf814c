/// What a page's Markdown may cost cmark-gfm, checked before cmark sees it: how deep a line
/// nests blocks, and about how many elements the whole page makes.
///
/// cmark-gfm builds the page's tree whole before it writes any HTML, some 200 to 270 bytes a
/// node, and a node may cost a byte of text: a line of 16 million `>` is 16 million nested
/// quotes, 4 GB, and its HTML 27 bytes a level; a million `- a` lines 650 MB. The page is read
/// again and converted on every save. So before cmark sees a page, a scan follows the quote and
/// list markers that begin its lines: the quotes a line opens, and the list items it opens within
/// the items earlier lines opened (a list marker indented into an earlier item's content nests in
/// it); and it counts, over the whole page, the elements cmark may make: one a line, one a
/// marker, one a character that may begin an inline element (emphasis, a link or image, code,
/// HTML, an entity, an escape). A page past either bound is shown without its text, saying why;
/// its diagrams still show.
enum MarkdownBounds {
    /// The most quote and list markers one line may open.
    static let maxNesting = 32
    /// The most elements a page's Markdown may make, as counted here: cmark then takes at most
    /// some 70 MB, and its HTML a few MB.
    static let maxElements = 250_000

    /// Why a page's Markdown is not given to cmark.
    enum Refusal: Equatable, Sendable {
        /// Line `line` opens `depth` quotes or list items.
        case nesting(line: Int, depth: Int)
        /// The page would make about `count` elements.
        case elements(count: Int)

        /// The reader's words for it.
        var message: String {
            switch self {
            case .nesting(let line, let depth):
                "This page's text is not shown: line \(line) nests \(depth) quotes or list items, and the preview "
                    + "shows at most \(MarkdownBounds.maxNesting). Its diagrams are."
            case .elements(let count):
                "This page's text is not shown: its Markdown would make about \(count) elements, and the preview "
                    + "shows at most \(MarkdownBounds.maxElements). Its diagrams are."
            }
        }
    }

    /// Why `markdown` is not to be given to cmark; nil when it is within both bounds. Linear in its bytes.
    static func refusal(of markdown: String) -> Refusal? {
        var text = markdown
        return text.withUTF8 { refusal(of: $0) }
    }

    /// The characters that may begin or end an inline element: emphasis (`*`, `_`), a link or an
    /// image (`[`, `]`, `!`), code (`` ` ``), HTML or an autolink (`<`), an entity (`&`), an
    /// escape or a hard break (`\`).
    private static let inline: [Bool] = (0...255).map { Array("*_[]!`<&\\".utf8).contains(UInt8($0)) }

    private static func refusal(of bytes: UnsafeBufferPointer<UInt8>) -> Refusal? {
        var elements = 0
        var lineNumber = 1
        var start = 0
        // The content columns of the list items lines before opened, innermost last: a list
        // marker at a column within the last one's content nests in it. A line's first marker
        // closes the items it is not within; other lines close none (they may be lazy
        // continuations, which keep them open), so the count may be high, never low.
        var openItems: [Int] = []
        while start <= bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            let line = markers(bytes, from: start, to: end)
            if let first = line.items.first {
                while let last = openItems.last, last > first.column { openItems.removeLast() }
            }
            let depth = line.quotes + openItems.count + line.items.count
            if depth > maxNesting { return .nesting(line: lineNumber, depth: depth) }
            openItems += line.items.map(\.content)
            elements += 1 + line.quotes + line.items.count
            for index in line.rest..<end where inline[Int(bytes[index])] { elements += 1 }
            lineNumber += 1
            start = end + 1
        }
        return elements > maxElements ? .elements(count: elements) : nil
    }

    /// The quote and list markers that begin the line from `start` to `end` (`>`; `-`, `+` or `*`
    /// then a space, a tab or the line's end; one to nine digits, `.` or `)`, then the same), with
    /// any spaces and tabs between them: how many quotes, each list marker's column and its
    /// content's (a tab stops at a multiple of 4), and where the rest of the line begins.
    private static func markers(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int)
        -> (quotes: Int, items: [(column: Int, content: Int)], rest: Int)
    {
        func endsMarker(_ index: Int) -> Bool {
            index == end || bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t")
        }
        var quotes = 0
        var items: [(column: Int, content: Int)] = []
        var index = start
        var column = 0
        while true {
            while index < end, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
                column = bytes[index] == UInt8(ascii: "\t") ? (column / 4 + 1) * 4 : column + 1
                index += 1
            }
            guard index < end else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                quotes += 1
                index += 1
                column += 1
                continue
            }
            var marker = index
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "*") {
                marker += 1
            } else {
                while marker < end, marker - index < 9, bytes[marker] >= UInt8(ascii: "0"),
                    bytes[marker] <= UInt8(ascii: "9")
                {
                    marker += 1
                }
                guard marker > index, marker < end,
                    bytes[marker] == UInt8(ascii: ".") || bytes[marker] == UInt8(ascii: ")")
                else { break }
                marker += 1
            }
            guard endsMarker(marker) else { break }
            let width = marker - index
            items.append((column, column + width + 1))
            column += width
            index = marker
        }
        return (quotes, items, index)
    }
}
