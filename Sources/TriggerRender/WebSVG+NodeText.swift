import TriggerDiagram

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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
    /// One pass over the bytes, searching with `memchr`; each `<text>` start tag is rewritten as
    /// bytes, in place in the output.
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
                    let id = bytes[(title + titleStart.bytes.count)..<titleClose]
                    node = NodeText(
                        id: id, marked: marks[String(decoding: id, as: UTF8.self)], shape: bytes[titleClose..<end])
                }
                var from = start
                while let text = textStart.find(in: bytes, from: from, to: end),
                    let close = bytes[text..<end].firstIndex(of: UInt8(ascii: ">"))
                {
                    output.append(contentsOf: bytes[copied..<text])
                    var tag = StartTag(bytes[text..<close])
                    tag.set(fontFamilyName, to: fontFamilyBytes)
                    node?.set(&tag)
                    output.append(contentsOf: tag.bytes)
                    copied = close
                    from = close
                }
            }
            output.append(contentsOf: bytes[copied...])
        }
        return output
    }

    /// A view's node name is this and digits, a source's ``sourcePrefix`` and digits.
    static let viewPrefix = "v"
    static let sourcePrefix = "src"
    /// The font size of a view's key lines, as libgvc writes it.
    static let keyFontSize = "\(Labels.lineSize).00"
    /// What a marked key line's text start tag gets at its end.
    static let markedKeyAttributes = " text-decoration=\"underline\" class=\"matched-key\""

    private static let fontFamilyName = ByteString.attribute("font-family")
    private static let fontFamilyBytes = Array(fontFamily.utf8)

    /// What the text of one view or source node is set by.
    private struct NodeText {
        /// The x of the node shape's centre, as the SVG writes it (two decimals); nil for a node
        /// that is neither a view nor a source.
        let centre: [UInt8]?
        let isView: Bool
        let marked: Int?
        /// The key lines seen so far.
        var keys = 0

        static let textAnchor = ByteString.attribute("text-anchor")
        static let middle = Array("middle".utf8)
        static let x = ByteString.attribute("x")
        static let fontWeight = ByteString.attribute("font-weight")
        static let normal = Array("normal".utf8)
        static let keySize = ByteString(" font-size=\"\(keyFontSize)\"")
        static let bold = ByteString(" font-weight=\"bold\"")
        static let matched = Array(markedKeyAttributes.utf8)

        init(id: Slice<UnsafeBufferPointer<UInt8>>, marked: Int?, shape: Slice<UnsafeBufferPointer<UInt8>>) {
            isView = Self.isNumbered(id, prefix: viewPrefix)
            self.marked = marked
            centre =
                isView || Self.isNumbered(id, prefix: sourcePrefix)
                ? Self.centre(of: shape).map(SVGNumber.twoDecimals) : nil
        }

        /// Anchors the text tag at the node's centre, and marks a key line or sets it regular.
        mutating func set(_ tag: inout StartTag) {
            guard let centre else { return }
            tag.set(Self.textAnchor, to: Self.middle)
            tag.set(Self.x, to: centre)
            guard isView, tag.contains(Self.keySize), tag.contains(Self.bold) else { return }
            defer { keys += 1 }
            if keys == marked {
                tag.bytes += Self.matched
            } else {
                tag.set(Self.fontWeight, to: Self.normal)
            }
        }

        /// Whether the id is `prefix` followed by one or more ASCII digits.
        static func isNumbered(_ id: Slice<UnsafeBufferPointer<UInt8>>, prefix: String) -> Bool {
            let count = prefix.utf8.count
            guard id.count > count, id.starts(with: prefix.utf8) else { return false }
            return id.dropFirst(count).allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        }

        /// The middle of the x extent of the first shape after the node's title, within its first
        /// 4,096 bytes: the node's outline (an ellipse's `cx`; a polygon's or path's points, which
        /// alternate x and y).
        static func centre(of part: Slice<UnsafeBufferPointer<UInt8>>) -> Double? {
            let part = part.prefix(4_096)
            var from = part.startIndex
            while let open = part[from...].firstIndex(of: UInt8(ascii: "<")) {
                from = open + 1
                guard let outline = outlines.first(where: { part[from...].starts(with: $0.name.bytes) }) else {
                    continue
                }
                guard let close = part[from...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
                let shape = StartTag(part[open..<close])
                guard let value = shape.value(of: outline.place) else { return nil }
                if outline.isCentre { return SVGNumber.read(value) }
                // The numbers in turn, x first; an x without its y is left out.
                var x: Double?
                var extent: (low: Double, high: Double)?
                var start = value.startIndex
                while start < value.endIndex {
                    guard isNumberByte(value[start]) else {
                        start += 1
                        continue
                    }
                    let end = value[start...].firstIndex { !isNumberByte($0) } ?? value.endIndex
                    defer { start = end }
                    guard let found = SVGNumber.read(value[start..<end]) else { continue }
                    if let pending = x {
                        extent = extent.map { (min($0.low, pending), max($0.high, pending)) } ?? (pending, pending)
                        x = nil
                    } else {
                        x = found
                    }
                }
                return extent.map { ($0.low + $0.high) / 2 }
            }
            return nil
        }

        /// The shapes libgvc draws a node's outline with: each element's name and the space after
        /// it, and the attribute that places it, an ellipse's centre or a path's or polygon's points.
        static let outlines: [(name: ByteString, place: ByteString, isCentre: Bool)] = [
            (ByteString("path "), ByteString.attribute("d"), false),
            (ByteString("polygon "), ByteString.attribute("points"), false),
            (ByteString("ellipse "), ByteString.attribute("cx"), true),
        ]

        static func isNumberByte(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }
    }
}
