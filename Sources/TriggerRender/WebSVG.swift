import Graphviz
import TextEscapes
import TriggerDiagram

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Turns libgvc's SVG into SVG a web page can hold: no prolog, its natural size in pixels beside a
/// scalable viewBox, an id, an accessible name and description, ids unique to the frame, and a style that follows
/// the reader's colour scheme (see ``SVGStyle``).
///
/// The package's SVG renderer writes that document in its own pass, given ``settings(title:description:idPrefix:theme:marks:)``;
/// these passes over libgvc's document make it where libgvc's own renderer draws (a test's
/// comparison of both), and say what the renderer's pass must write.
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
        var startTag = StartTag(svg[start..<tagEnd])
        startTag.remove(.attribute("width"))
        startTag.remove(.attribute("height"))
        var tag = String(decoding: startTag.bytes, as: UTF8.self)
        // The natural size in CSS pixels (one SVG unit each), so that <img>, DocC and Markdown
        // viewers show the frame as drawn; pages scale it down with `max-width: 100%`.
        if let size = naturalSize(of: startTag) {
            tag += " width=\"\(size.width)\" height=\"\(size.height)\""
        }
        let head =
            tag + root(title: title, description: description, idPrefix: idPrefix, theme: theme)
            + SVGStyle.element(drawnIn: theme)
        let rest = prefixingIDs(svg[(tagEnd + 1)...], with: idPrefix)
        var document = Data(capacity: head.utf8.count + rest.count)
        document.append(contentsOf: head.utf8)
        document.append(contentsOf: rest)
        return document
    }

    /// What the root's start tag holds after its natural size, its `>`, and the accessible name
    /// and description; the style element follows.
    static func root(title: String, description: String, idPrefix: String, theme: Theme) -> String {
        let classes = SVGStyle.rootClasses(theme).joined(separator: " ")
        return """
             id="\(idPrefix)" class="\(classes)" role="img" aria-labelledby="\(idPrefix)-title \(idPrefix)-desc">
            <title id="\(idPrefix)-title">\(HTMLText.escaped(title))</title>
            <desc id="\(idPrefix)-desc">\(HTMLText.escaped(description))</desc>

            """
    }

    /// What makes this package's SVG renderer write the frame as ``make(_:title:description:idPrefix:theme:)``
    /// and the passes before it (``removingKeyLabelComments(_:)``, ``settingLegendTextLengths(_:)``,
    /// ``settingNodeText(_:marks:)``) make it of libgvc's document, in its one pass.
    static func settings(
        title: String, description: String, idPrefix: String, theme: Theme, marks: [String: Int]
    ) -> WebSVGSettings {
        WebSVGSettings(
            idPrefix: idPrefix + "-",
            root: root(title: title, description: description, idPrefix: idPrefix, theme: theme),
            style: SVGStyle.element(drawnIn: theme), fontFamily: fontFamily, dropsKeyLabelComments: true,
            legendTextGap: legendTextGap,
            viewPrefix: viewPrefix, sourcePrefix: sourcePrefix, keyFontSize: keyFontSize, marks: marks,
            markedKeyAttributes: markedKeyAttributes)
    }

    /// The width and height of a document's `<svg>` start tag's `viewBox`, rounded up to whole pixels.
    static func naturalSize(ofDocument svg: Data) -> (width: Int, height: Int)? {
        let tag = svg.withUnsafeBytes { raw -> StartTag? in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard let start = ByteString("<svg").find(in: bytes, from: 0, to: bytes.count),
                let end = bytes[start...].firstIndex(of: UInt8(ascii: ">"))
            else { return nil }
            return StartTag(bytes[start..<end])
        }
        return tag.flatMap(naturalSize(of:))
    }

    /// The width and height of the start tag's `viewBox`, rounded up to whole pixels.
    static func naturalSize(of tag: StartTag) -> (width: Int, height: Int)? {
        guard let value = tag.value(of: .attribute("viewBox")) else { return nil }
        let numbers = value.split(separator: UInt8(ascii: " ")).compactMap(SVGNumber.read)
        guard numbers.count == 4, numbers[2] > 0, numbers[3] > 0, numbers[2] < 1e7, numbers[3] < 1e7 else { return nil }
        return (Int(numbers[2].rounded(.up)), Int(numbers[3].rounded(.up)))
    }
}
