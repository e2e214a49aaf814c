import Foundation
import Testing
import TriggerModel
import TriggerRender

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Names that try to break out of DOT, HTML-like labels or SVG still render, and render literally.
struct HostileNameTests {
    /// Views named `names` (the first the root, the rest its children), each reading a key of its own name.
    struct Case: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let names: [String]

        func tree() throws -> ViewTree {
            let nodes = names.enumerated().map { position, name in
                ViewNode(name, parent: position == 0 ? nil : names[0], reads: [name])
            }
            let storage = Dictionary(uniqueKeysWithValues: names.map { ($0, Storage.state(owner: $0)) })
            return try ViewTree(nodes: nodes, storage: storage)
        }

        /// A change of the first name's key, labelled with the last name.
        var change: Change { Change(names[names.count - 1], key: names[0]) }
    }

    static let cases: [Case] = [
        Case(testDescription: "quotes", names: [#"say "hi""#, "it's", #"""#]),
        Case(testDescription: "backslashes", names: [#"back\slash"#, #"trailing\"#, #"\\"#]),
        Case(
            testDescription: "Graphviz escapes",
            names: [#"\N"#, #"\G"#, #"\L"#, #"\E"#, #"\T"#, #"\H"#, #"a\nb"#, #"\l"#]),
        Case(testDescription: "script element", names: ["<script>alert(1)</script>", "</text><script>x</script>"]),
        Case(testDescription: "comment markers", names: ["-->", "<!--", "]]>"]),
        // Graphviz 2.43 refuses an HTML-like text of just "]" or "]]".
        Case(testDescription: "closing brackets", names: ["]", "]]", "[", "a]"]),
        Case(testDescription: "entities", names: ["&amp;", "&lt;", "&#92;N", "&"]),
        Case(
            testDescription: "URL attribute",
            names: [#"URL="javascript:alert(1)""#, #"a" href="javascript:alert(1)"#, #"x" onload="alert(1)"#]),
        Case(testDescription: "DOT keywords", names: ["node", "Graph", "subgraph", "edge", "strict", "digraph"]),
        Case(testDescription: "ports", names: ["a:b", "a:n", "a:b:c", "a:sw"]),
        Case(testDescription: "right-to-left text", names: ["مرحبا", "שלום", "abc\u{202E}fed"]),
        // U+FEFF sits inside the word: Foundation's XML reader drops it at the start of a text node
        // (the SVG itself keeps it), so a leading one could not be compared after decoding.
        Case(testDescription: "zero-width joiner and space", names: ["a\u{200D}b", "a\u{200B}b", "zero\u{FEFF}width"]),
        Case(testDescription: "emoji", names: ["🙂", "👍🏽", "🇫🇷", "👨\u{200D}👩\u{200D}👧"]),
        Case(
            testDescription: "NFC and NFD forms in one tree", names: ["caf\u{E9}", "cafe\u{301}-nfd", "caf\u{E9}-nfc"]),
        Case(testDescription: "NFD alone", names: ["cafe\u{301}"]),
    ]

    @Test(arguments: cases)
    func svgParsesAndShowsEveryNameLiterally(_ testCase: Case) throws {
        let svg = try testCase.tree().render(testCase.change)
        // Strictly: XMLDocument recovers from some errors a browser would stop at.
        #expect(Self.isWellFormed(svg), "not well-formed XML")
        let document = try XMLDocument(data: svg)
        let root = try #require(document.rootElement())
        let elements = Self.elements(in: root)
        #expect(!elements.contains { $0.localName?.lowercased() == "script" || $0.name?.lowercased() == "script" })
        for element in elements {
            for attribute in element.attributes ?? [] {
                let name = (attribute.name ?? "").lowercased()
                #expect(name != "href" && !name.hasSuffix(":href"), "\(element.name ?? "") has \(name)")
                #expect(!name.hasPrefix("on"), "\(element.name ?? "") has \(name)")
            }
        }
        let text = elements.filter { $0.name == "text" }.map { $0.stringValue ?? "" }.joined(separator: "\n")
        for name in testCase.names {
            // Byte for byte, so an NFD name is not found through an NFC one.
            #expect(Self.bytes(of: text, contain: name), "\(name.debugDescription) not in \(text.debugDescription)")
        }
    }

    @Test(arguments: cases)
    func pngRenders(_ testCase: Case) throws {
        let png = try testCase.tree().render(testCase.change, format: .png)
        #expect(PNGHeader(png) != nil)
    }

    @Test func canonicallyEquivalentNamesAreOneView() {
        // The model, like the course core, compares names as Swift strings: NFC and NFD are equal.
        #expect(throws: TreeError.duplicateName("cafe\u{301}")) {
            try ViewTree(
                nodes: [
                    ViewNode("caf\u{E9}", parent: nil, reads: []), ViewNode("cafe\u{301}", parent: nil, reads: []),
                ],
                storage: [:])
        }
    }

    @Test(arguments: ["&amp;", "&lt;b&gt;", "&#92;N", "a & b", #"\N"#, "<i>"])
    func edgeLabelsShowTheKeyLiterally(_ key: String) throws {
        // The changed key is written inside each reader's box (an HTML-like label, escaped) and
        // marked there; no edge carries it.
        let tree = try ViewTree(
            nodes: [ViewNode("Owner", parent: nil, reads: [key]), ViewNode("Reader", parent: "Owner", reads: [key])],
            storage: [key: .state(owner: "Owner")]
        )
        let root = try #require(try XMLDocument(data: tree.render(Change("changed", key: key))).rootElement())
        let texts = Self.elements(in: root).filter { $0.name == "text" }
        let marked = texts.filter { text in
            (text.attributes ?? []).contains { $0.name == "class" && $0.stringValue == "matched-key" }
        }
        #expect(marked.count == 2)
        #expect(marked.allSatisfy { $0.stringValue == key }, "\(marked.map(\.stringValue))")
        let edgeTexts = Self.elements(in: root).filter { group in
            group.name == "g"
                && (group.attributes ?? []).contains { $0.name == "class" && ($0.stringValue ?? "").contains("edge") }
        }.flatMap { Self.elements(in: $0).filter { $0.name == "text" } }
        #expect(edgeTexts.isEmpty)
    }

    @Test func charactersXMLCannotHoldAreDrawnAsReplacementCharacters() throws {
        let tree = try ViewTree(
            nodes: [
                ViewNode("a\u{FFFE}b", parent: nil, reads: ["k\u{FFFF}"]),
                ViewNode("c", parent: "a\u{FFFE}b", reads: []),
            ],
            storage: ["k\u{FFFF}": .state(owner: "a\u{FFFE}b")]
        )
        let svg = try tree.render(Change("l\u{FFFE}", key: "k\u{FFFF}"))
        #expect(Self.isWellFormed(svg), "not well-formed XML")
        let root = try #require(try XMLDocument(data: svg).rootElement())
        let text = Self.elements(in: root).filter { $0.name == "text" }.map { $0.stringValue ?? "" }
        #expect(text.contains("a\u{FFFD}b") && text.contains("k\u{FFFD}"), "\(text)")
        // The header's title and legend are there, not the id of a node whose label failed.
        #expect(text.contains("l\u{FFFD}: k\u{FFFD} changed"), "\(text)")
        #expect(!text.contains { $0.hasPrefix("header") || $0 == "v0" }, "\(text)")
    }

    /// A U+202E in a name reverses that name alone: every drawn text holding it isolates the
    /// word between FSI and PDI, the override closed, so the tool's own words after it read in
    /// order (issue 25: `tap‮ped: tapCount changed` read "tapdegnahc tnuoCpat :dep").
    @Test func aBidiOverrideInANameStaysInsideItsWord() throws {
        let name = "tap\u{202E}ped"
        let tree = try ViewTree(
            nodes: [ViewNode(name, parent: nil, reads: ["tapCount"]), ViewNode("Child", parent: name, reads: [])],
            storage: ["tapCount": .state(owner: name)]
        )
        let svg = try tree.render(Change(name, key: "tapCount"))
        let root = try #require(try XMLDocument(data: svg).rootElement())
        let text = Self.elements(in: root).filter { $0.name == "text" }.map { $0.stringValue ?? "" }
        // The word is isolated, its override closed: in the header's title (the colon is the word's)…
        #expect(text.contains("\u{2068}tap\u{202E}ped:\u{202C}\u{2069} tapCount changed"), "\(text)")
        // …and in the view's own box and the source line.
        #expect(text.contains("\u{2068}tap\u{202E}ped\u{202C}\u{2069}"), "\(text)")
        #expect(text.contains("source: state of \u{2068}tap\u{202E}ped\u{202C}\u{2069} (thick border)"), "\(text)")
        #expect(!text.contains { $0.contains("\u{202E}") && !$0.contains("\u{202C}\u{2069}") }, "\(text)")
        #expect(PNGHeader(try tree.render(Change(name, key: "tapCount"), format: .png)) != nil)
    }

    @Test func emptyNamesAndKeysKeepEveryLabel() throws {
        let tree = try ViewTree(
            nodes: [ViewNode("Screen", parent: nil, reads: [""]), ViewNode("", parent: "Screen", reads: ["", "k"])],
            storage: ["": .state(owner: "Screen")]
        )
        let root = try #require(try XMLDocument(data: tree.render(Change("", key: ""))).rootElement())
        let text = Self.elements(in: root).filter { $0.name == "text" }.map { $0.stringValue ?? "" }
        // A label Graphviz cannot read is drawn as the node's id: v0, v1.
        #expect(text.contains("Screen") && text.contains("k"), "\(text)")
        #expect(!text.contains("v0") && !text.contains("v1"), "\(text)")
    }

    /// Whether a strict XML parser reads the document without an error (`parse()` alone goes on
    /// after some errors and returns true).
    static func isWellFormed(_ data: Data) -> Bool {
        let parser = XMLParser(data: data)
        return parser.parse() && parser.parserError == nil
    }

    /// The element and all its descendant elements.
    static func elements(in element: XMLElement) -> [XMLElement] {
        [element] + (element.children ?? []).compactMap { $0 as? XMLElement }.flatMap(elements(in:))
    }

    static func bytes(of text: String, contain name: String) -> Bool {
        let haystack = Array(text.utf8)
        let needle = Array(name.utf8)
        guard needle.count <= haystack.count else { return false }
        return (0...(haystack.count - needle.count)).contains {
            haystack[$0..<($0 + needle.count)].elementsEqual(needle)
        }
    }
}
