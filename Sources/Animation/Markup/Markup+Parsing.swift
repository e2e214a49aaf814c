import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

extension Markup {
    /// Why a document could not be read.
    struct ParseError: Error, CustomStringConvertible {
        let description: String
    }

    /// Reads an XML document's root element.
    /// - Throws: `ParseError` when the bytes are not well-formed XML.
    static func parse(_ data: Data) throws(ParseError) -> Markup {
        let document: XMLDocument
        do {
            document = try XMLDocument(data: data, options: [.nodePreserveWhitespace])
        } catch {
            throw ParseError(description: "not well-formed XML: \(error)")
        }
        guard let root = document.rootElement() else { throw ParseError(description: "no root element") }
        return Markup(root)
    }

    private init(_ element: XMLElement) {
        var name = element.name ?? ""
        if let colon = name.firstIndex(of: ":"), element.uri == "http://www.w3.org/2000/svg" {
            name = String(name[name.index(after: colon)...])
        }
        // `attribute(forName:)` finds nothing in SVG's default namespace on Linux, so read them all.
        let attributes = (element.attributes ?? []).compactMap { node -> Attribute? in
            guard let name = node.name else { return nil }
            return Attribute(name: name, value: node.stringValue ?? "")
        }
        let children = (element.children ?? []).compactMap { node -> Node? in
            switch node.kind {
            case .element: (node as? XMLElement).map { .element(Markup($0)) }
            case .text: .text(node.stringValue ?? "")
            case .comment: .comment(node.stringValue ?? "")
            default: nil
            }
        }
        self.init(name, attributes, children)
    }
}
