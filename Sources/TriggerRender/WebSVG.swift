import Foundation
import TextEscapes
import TriggerDiagram

/// Turns libgvc's SVG into SVG a web page can hold: no prolog, its natural size in pixels beside a
/// scalable viewBox, an id, an accessible name and description, ids unique to the frame, and a style that follows
/// the reader's colour scheme (see ``SVGStyle``).
enum WebSVG {
    /// Rewrites one SVG document.
    /// - Parameters:
    ///   - svg: libgvc's SVG output.
    ///   - title: The accessible name: the change's text line.
    ///   - description: The longer description: the causes.
    ///   - idPrefix: Prefix for every id, unique per frame on a page.
    ///   - theme: The theme the frame was drawn in; it picks the style.
    /// - Returns: The SVG, starting at `<svg`.
    /// - Throws: `RenderError.malformedOutput` when there is no `<svg …>` start tag.
    static func make(
        _ svg: [UInt8], title: String, description: String, idPrefix: String,
        theme: Theme
    ) throws(RenderError) -> Data {
        let (start, tagEnd) = svg.withUnsafeBufferPointer { bytes -> (Int?, Int?) in
            guard let start = ByteString("<svg").find(in: bytes, from: 0, to: bytes.count) else { return (nil, nil) }
            return (start, bytes[(start + 4)...].firstIndex(of: UInt8(ascii: ">")))
        }
        guard let start, let tagEnd else { throw .malformedOutput("no <svg> element") }
        var tag = String(decoding: svg[start..<tagEnd], as: UTF8.self)
        tag = removingAttribute("width", from: tag)
        tag = removingAttribute("height", from: tag)
        let titleID = "\(idPrefix)-title"
        let descID = "\(idPrefix)-desc"
        // The natural size in CSS pixels (one SVG unit each), so that <img>, DocC and Markdown
        // viewers show the frame as drawn; pages scale it down with `max-width: 100%`.
        if let size = naturalSize(of: tag) {
            tag += " width=\"\(size.width)\" height=\"\(size.height)\""
        }
        tag += " id=\"\(idPrefix)\""
        tag += " class=\"\(SVGStyle.rootClasses(theme).joined(separator: " "))\""
        tag += " role=\"img\" aria-labelledby=\"\(titleID) \(descID)\""
        let head =
            tag + ">\n"
            + "<title id=\"\(titleID)\">\(HTMLText.escaped(title))</title>\n"
            + "<desc id=\"\(descID)\">\(HTMLText.escaped(description))</desc>\n"
            + SVGStyle.element(drawnIn: theme)
        let rest = prefixingIDs(svg[(tagEnd + 1)...], with: idPrefix)
        var document = Data(capacity: head.utf8.count + rest.count)
        document.append(contentsOf: head.utf8)
        document.append(contentsOf: rest)
        return document
    }

    /// The width and height of a document's `<svg>` start tag's `viewBox`, rounded up to whole pixels.
    static func naturalSize(ofDocument svg: String) -> (width: Int, height: Int)? {
        guard let start = svg.range(of: "<svg"),
            let tagEnd = svg[start.upperBound...].firstIndex(of: ">")
        else { return nil }
        return naturalSize(of: String(svg[start.lowerBound..<tagEnd]))
    }

    /// The width and height of the start tag's `viewBox`, rounded up to whole pixels.
    static func naturalSize(of tag: String) -> (width: Int, height: Int)? {
        guard let value = attribute("viewBox", of: tag) else { return nil }
        let numbers = value.split(separator: " ").compactMap { Double($0) }
        guard numbers.count == 4, numbers[2] > 0, numbers[3] > 0, numbers[2] < 1e7, numbers[3] < 1e7 else { return nil }
        return (Int(numbers[2].rounded(.up)), Int(numbers[3].rounded(.up)))
    }

    /// The value of ` name="…"` in a start tag (libgvc writes each attribute once, double-quoted).
    private static func attribute(_ name: String, of tag: String) -> Substring? {
        guard let (start, end) = attributeRange(name, in: tag) else { return nil }
        return Substring(tag.utf8[tag.utf8.index(start, offsetBy: name.utf8.count + 3)..<end])
    }

    /// Removes ` name="…"` from a start tag (libgvc writes each attribute once, double-quoted).
    private static func removingAttribute(_ name: String, from tag: String) -> String {
        guard let (start, end) = attributeRange(name, in: tag) else { return tag }
        return String(tag.utf8[..<start])! + String(tag.utf8[tag.utf8.index(after: end)...])!
    }

    /// Where ` name="` starts in the tag, and where the `"` that closes its value is: found in the
    /// tag's bytes (libgvc's start tag is ASCII; a name and its quotes are matched byte for byte).
    private static func attributeRange(_ name: String, in tag: String) -> (String.Index, String.Index)? {
        let needle = Array(" \(name)=\"".utf8)
        let bytes = tag.utf8
        var index = bytes.startIndex
        while let first = bytes[index...].firstIndex(of: needle[0]) {
            let valueStart = bytes.index(first, offsetBy: needle.count, limitedBy: bytes.endIndex)
            if let valueStart, bytes[first..<valueStart].elementsEqual(needle) {
                guard let end = bytes[valueStart...].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
                return (first, end)
            }
            index = bytes.index(after: first)
        }
        return nil
    }
}
