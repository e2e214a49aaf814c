import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An SVG document read with a strict XML parser: what a web page would run, and the text of each group.
///
/// `XMLParser`, not `XMLDocument`: the document reader recovers from errors a browser stops at
/// (a character XML forbids), and on Linux it keeps about 20 KB per document it parses.
struct SVGInspection {
    /// Scripts, links and event handlers found: `<script>`, `href`, `xlink:href`, `on…=`.
    private(set) var active: [String] = []
    /// The lines of text (`<text>` children) of each `<g>` that has a `<title>`, by that title.
    private(set) var textByTitle: [String: [String]] = [:]
    /// Every `<text>` in the document, in order.
    private(set) var allText: [String] = []

    /// - Throws: When the bytes are not well-formed XML.
    init(_ svg: Data) throws {
        let reader = Reader()
        let parser = XMLParser(data: svg)
        parser.delegate = reader
        // parse() goes on after some errors (a tag closed by another's end tag, a second root)
        // and still returns true; the error is reported all the same.
        let finished = parser.parse()
        if let error = parser.parserError ?? reader.errors.first {
            throw InspectionError.notWellFormed("\(error)")
        }
        guard finished else { throw InspectionError.notWellFormed("parsing stopped") }
        active = reader.active
        textByTitle = reader.textByTitle
        allText = reader.allText
    }

    enum InspectionError: Error {
        case notWellFormed(String)
    }

    /// The parser's delegate: a stack of open elements, each collecting what the inspection keeps.
    private final class Reader: NSObject, XMLParserDelegate {
        struct Open {
            var name: String
            var text = ""
            var title: String?
            var texts: [String] = []
        }

        var stack: [Open] = []
        var active: [String] = []
        var textByTitle: [String: [String]] = [:]
        var allText: [String] = []
        var errors: [any Error] = []

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            errors.append(parseError)
        }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            let name = elementName.lowercased()
            if name == "script" || name.hasSuffix(":script") { active.append("<script>") }
            for (attribute, value) in attributes {
                let lowered = attribute.lowercased()
                if lowered == "href" || lowered.hasSuffix(":href") || lowered.hasPrefix("on") {
                    active.append("\(name) \(lowered)=\(value)")
                }
            }
            stack.append(Open(name: name))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard !stack.isEmpty else { return }
            stack[stack.count - 1].text += string
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
        ) {
            guard let closed = stack.popLast() else { return }
            let parentIsGroup = stack.last?.name == "g"
            switch closed.name {
            case "text":
                allText.append(closed.text)
                if parentIsGroup { stack[stack.count - 1].texts.append(closed.text) }
            case "title":
                if parentIsGroup { stack[stack.count - 1].title = closed.text }
            case "g":
                if let title = closed.title { textByTitle[title] = closed.texts }
            default:
                break
            }
        }
    }
}
