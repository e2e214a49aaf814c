import Foundation

/// Turns libgvc's SVG into SVG a web page can hold: no prolog, a scalable viewBox,
/// and an accessible name and description.
enum WebSVG {
    /// Rewrites one SVG document.
    /// - Parameters:
    ///   - svg: libgvc's SVG output.
    ///   - title: The accessible name: the change's text line.
    ///   - description: The longer description: the causes.
    ///   - idPrefix: Prefix for the ids this function adds, unique per frame on a page.
    /// - Returns: The SVG, starting at `<svg`.
    /// - Throws: `RenderError.malformedOutput` when there is no `<svg …>` start tag.
    static func make(_ svg: String, title: String, description: String, idPrefix: String) throws(RenderError) -> String {
        guard let start = svg.range(of: "<svg"),
              let tagEnd = svg[start.upperBound...].firstIndex(of: ">")
        else { throw .malformedOutput("no <svg> element") }
        var tag = String(svg[start.lowerBound..<tagEnd])
        tag = removingAttribute("width", from: tag)
        tag = removingAttribute("height", from: tag)
        let titleID = "\(idPrefix)-title"
        let descID = "\(idPrefix)-desc"
        tag += " role=\"img\" aria-labelledby=\"\(titleID) \(descID)\""
        let rest = svg[svg.index(after: tagEnd)...]
        return tag + ">\n"
            + "<title id=\"\(titleID)\">\(escaped(title))</title>\n"
            + "<desc id=\"\(descID)\">\(escaped(description))</desc>"
            + rest
    }

    /// Escapes text for an XML element or attribute.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default:
                // XML 1.0 forbids most control characters, U+FFFE and U+FFFF, even as references.
                if (scalar.value < 0x20 && scalar != "\n" && scalar != "\t" && scalar != "\r")
                    || scalar == "\u{FFFE}" || scalar == "\u{FFFF}" {
                    result += "\u{FFFD}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Removes ` name="…"` from a start tag (libgvc writes each attribute once, double-quoted).
    private static func removingAttribute(_ name: String, from tag: String) -> String {
        guard let range = tag.range(of: #"\s\#(name)="[^"]*""#, options: .regularExpression) else { return tag }
        var result = tag
        result.removeSubrange(range)
        return result
    }
}
