import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An SVG document read with an XML parser: what a web page would run, and the text of each group.
struct SVGInspection {
    /// Scripts, links and event handlers found: `<script>`, `href`, `xlink:href`, `on…=`.
    private(set) var active: [String] = []
    /// The lines of text (`<text>` elements) of each `<g>` that has a `<title>`, by that title.
    private(set) var textByTitle: [String: [String]] = [:]
    /// Every `<text>` in the document, in order.
    private(set) var allText: [String] = []

    /// - Throws: When the bytes are not well-formed XML.
    init(_ svg: Data) throws {
        // XMLDocument recovers from some errors (a character XML forbids); a browser would not.
        let strict = XMLParser(data: svg)
        guard strict.parse() else { throw InspectionError.notWellFormed(strict.parserError.map { "\($0)" } ?? "") }
        let document = try XMLDocument(data: svg)
        guard let root = document.rootElement() else { throw InspectionError.noRoot }
        visit(root)
    }

    private mutating func visit(_ element: XMLElement) {
        let name = (element.localName ?? element.name ?? "").lowercased()
        if name == "script" { active.append("<script>") }
        for attribute in element.attributes ?? [] {
            let attributeName = (attribute.name ?? "").lowercased()
            if attributeName == "href" || attributeName.hasSuffix(":href") || attributeName.hasPrefix("on") {
                active.append("\(name) \(attributeName)=\(attribute.stringValue ?? "")")
            }
        }
        let children = element.children?.compactMap { $0 as? XMLElement } ?? []
        if name == "text" { allText.append(element.stringValue ?? "") }
        if name == "g", let title = children.first(where: { $0.name == "title" })?.stringValue {
            textByTitle[title] = children.filter { $0.name == "text" }.map { $0.stringValue ?? "" }
        }
        for child in children { visit(child) }
    }

    enum InspectionError: Error {
        case noRoot
        case notWellFormed(String)
    }
}
