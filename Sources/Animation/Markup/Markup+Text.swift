import TextEscapes

extension Markup {
    /// The element as XML text. The root of an SVG document gets its namespace declarations,
    /// which the parser keeps apart from the attributes.
    /// - Parameter namespaces: Whether to declare the SVG and XLink namespaces on this element.
    func text(declaringNamespaces namespaces: Bool = false) -> String {
        var out = ""
        write(to: &out, namespaces: namespaces)
        return out
    }

    private func write(to out: inout String, namespaces: Bool) {
        out += "<" + name
        var attributes = self.attributes.filter { !$0.name.hasPrefix("xmlns") }
        if namespaces {
            attributes.insert(Attribute(name: "xmlns", value: "http://www.w3.org/2000/svg"), at: 0)
            if text(contains: "xlink:") {
                attributes.insert(Attribute(name: "xmlns:xlink", value: "http://www.w3.org/1999/xlink"), at: 1)
            }
        }
        for attribute in attributes {
            out += " \(attribute.name)=\"\(Self.escape(attribute.value, quoting: true))\""
        }
        guard !children.isEmpty else {
            out += "/>"
            return
        }
        out += ">"
        for child in children {
            switch child {
            case .element(let element): element.write(to: &out, namespaces: false)
            case .text(let text): out += Self.escape(text, quoting: false)
            case .comment(let text): out += "<!--" + text.replacingEvery("--", with: "- -") + "-->"
            }
        }
        out += "</\(name)>"
    }

    /// Whether any attribute name of the element or its descendants contains `fragment`.
    private func text(contains fragment: String) -> Bool {
        attributes.contains { $0.name.contains(fragment) } || elements.contains { $0.text(contains: fragment) }
    }

    /// Escapes text for XML: `&`, `<`, `>` always; `"` and line breaks too inside an attribute.
    static func escape(_ text: String, quoting: Bool) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where quoting: out += "&quot;"
            case "\n" where quoting: out += "&#10;"
            case "\t" where quoting: out += "&#9;"
            case "\r": out += "&#13;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
