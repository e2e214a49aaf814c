import Foundation
import TriggerDiagram

extension WebSVG {
    /// The fonts an SVG frame's text names, in the order a browser tries them: the font it was laid
    /// out in, then Verdana, whose widths are close to it and which macOS, iOS and Windows ship
    /// (DejaVu Sans comes from Bitstream Vera, drawn to Verdana's proportions), then the reader's
    /// own sans-serif face.
    static let fontFamily = "'DejaVu Sans', Verdana, 'Bitstream Vera Sans', sans-serif"

    /// Sets the text of views and sources so that it stays centred in any font, and marks the
    /// matched key inside each recomputed view. Node text is fixed at layout, so this is done on
    /// the SVG, after rendering.
    ///
    /// - Every text of a view or source node is anchored at its middle, at the centre of the
    ///   node's shape (libgvc anchors each at its start, at an x worked out for DejaVu Sans, so
    ///   another font's text lands off-centre).
    /// - A view's keys are laid out bold (``fontFamily``'s widths, measured bold); the key on the
    ///   `line`-th key line of a marked view stays bold and is underlined, with class
    ///   `matched-key`; every other key is drawn in the regular weight.
    /// - Every text names ``fontFamily``, ending in a generic `sans-serif`.
    ///
    /// One pass over the bytes, searching with `memchr`.
    /// - Parameters:
    ///   - svg: libgvc's SVG output.
    ///   - marks: The key line to mark, from 0, by node id (the text of the node's `<title>`).
    /// - Returns: The SVG with its node text set; anything else unchanged.
    static func settingNodeText(_ svg: [UInt8], marks: [String: Int]) -> [UInt8] {
        let groupStart = ByteString("<g id=\"")
        let nodeStart = ByteString("<g id=\"node")
        let titleStart = ByteString("<title>")
        let titleEnd = ByteString("</title>")
        let textStart = ByteString("<text ")
        var output: [UInt8] = []
        output.reserveCapacity(svg.count + svg.count / 8)
        svg.withUnsafeBufferPointer { bytes in
            var copied = 0
            var group = groupStart.find(in: bytes, from: 0, to: bytes.count)
            while let start = group {
                // A group's part runs to the next group's start, as if the text were split there.
                let next = groupStart.find(in: bytes, from: start + groupStart.bytes.count, to: bytes.count)
                let end = next ?? bytes.count
                defer { group = next }
                var node: NodeText?
                if nodeStart.find(in: bytes, from: start, to: start + nodeStart.bytes.count) != nil,
                    let title = titleStart.find(in: bytes, from: start, to: end),
                    let titleClose = titleEnd.find(in: bytes, from: title + titleStart.bytes.count, to: end)
                {
                    let id = String(decoding: bytes[(title + titleStart.bytes.count)..<titleClose], as: UTF8.self)
                    node = NodeText(id: id, marked: marks[id], shape: bytes[titleClose..<end])
                }
                var from = start
                while let text = textStart.find(in: bytes, from: from, to: end),
                    let close = bytes[text..<end].firstIndex(of: UInt8(ascii: ">"))
                {
                    output.append(contentsOf: bytes[copied..<text])
                    var tag = String(decoding: bytes[text..<close], as: UTF8.self)
                    tag = replacing("font-family", in: tag, with: fontFamily)
                    if node != nil { tag = node!.set(tag) }
                    output.append(contentsOf: tag.utf8)
                    copied = close
                    from = close
                }
            }
            output.append(contentsOf: bytes[copied...])
        }
        return output
    }

    /// What the text of one view or source node is set by.
    private struct NodeText {
        /// The x of the node shape's centre; nil for a node that is neither a view nor a source.
        let centre: Double?
        let isView: Bool
        let marked: Int?
        /// The key lines seen so far.
        var keys = 0

        init(id: String, marked: Int?, shape: Slice<UnsafeBufferPointer<UInt8>>) {
            isView = Self.isNumbered(id, prefix: "v")
            self.marked = marked
            centre = isView || Self.isNumbered(id, prefix: "src") ? Self.centre(of: shape) : nil
        }

        /// The text tag anchored at the node's centre, and a key line marked or set regular.
        mutating func set(_ tag: String) -> String {
            guard let centre else { return tag }
            var tag = replacing("text-anchor", in: tag, with: "middle")
            tag = replacing("x", in: tag, with: String(format: "%.2f", centre))
            guard isView, tag.contains(" font-size=\"\(Labels.lineSize).00\""),
                tag.contains(" font-weight=\"bold\"")
            else { return tag }
            defer { keys += 1 }
            if keys == marked { return tag + " text-decoration=\"underline\" class=\"matched-key\"" }
            return replacing("font-weight", in: tag, with: "normal")
        }

        static func isNumbered(_ id: String, prefix: String) -> Bool {
            id.hasPrefix(prefix) && id.count > prefix.count && id.dropFirst(prefix.count).allSatisfy(\.isASCII)
                && id.dropFirst(prefix.count).allSatisfy(\.isNumber)
        }

        /// The middle of the x extent of the first shape after the node's title: the node's outline
        /// (an ellipse's `cx`; a polygon's or path's points, which alternate x and y).
        static func centre(of part: Slice<UnsafeBufferPointer<UInt8>>) -> Double? {
            let text = String(decoding: part.prefix(4_096), as: UTF8.self)
            guard let shape = text.firstRange(of: /<(path|polygon|ellipse) [^>]*>/).map({ text[$0] }) else {
                return nil
            }
            if shape.hasPrefix("<ellipse") { return attribute("cx", of: shape).flatMap { Double($0) } }
            guard let points = attribute(shape.hasPrefix("<path") ? "d" : "points", of: shape) else { return nil }
            let numbers = points.split { !"-.0123456789".contains($0) }.compactMap { Double($0) }
            let xs = stride(from: 0, to: numbers.count - 1, by: 2).map { numbers[$0] }
            guard let low = xs.min(), let high = xs.max() else { return nil }
            return (low + high) / 2
        }

        static func attribute(_ name: String, of tag: Substring) -> Substring? {
            guard let start = tag.range(of: " \(name)=\""), let end = tag[start.upperBound...].firstIndex(of: "\"")
            else { return nil }
            return tag[start.upperBound..<end]
        }
    }

    /// The tag with ` name="…"` set to `value` (libgvc writes each attribute once, double-quoted);
    /// the tag as it is when it has no such attribute.
    private static func replacing(_ name: String, in tag: String, with value: String) -> String {
        guard let start = tag.range(of: " \(name)=\""), let end = tag[start.upperBound...].firstIndex(of: "\"")
        else { return tag }
        return tag.replacingCharacters(in: start.upperBound..<end, with: value)
    }
}
