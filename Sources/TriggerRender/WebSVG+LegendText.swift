#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension WebSVG {
    /// How far a legend text's cell ends before the next swatch's cell starts, and where the text
    /// starts in its cell, in points: the legend's cell spacing (4) and cell padding (1).
    static let legendTextGap = 5.0

    /// Sets the length of each legend text that a swatch follows in its row, to the width its
    /// layout gave it (DejaVu Sans's): in any other font the browser draws it that wide, so the
    /// gap before the next swatch stays what it is in every entry. (libgvc anchors each text at
    /// its start, at the x its layout worked out; a narrower font would end it early, a wider one
    /// late, and the gaps after long texts would differ most.)
    ///
    /// A legend row is a table of its own (see `Legend`): a text's cell is as wide as the text and
    /// its padding, so its width is the next swatch's left edge less the text's x and
    /// ``legendTextGap``.
    /// - Parameter svg: libgvc's SVG output.
    /// - Returns: The SVG with `textLength` and `lengthAdjust` on those texts of each header's
    ///   legend groups (`header<N>&#45;legend<row>`); anything else unchanged.
    static func settingLegendTextLengths(_ svg: [UInt8]) -> [UInt8] {
        let legendStart = ByteString("&#45;legend")
        let tagEnd = Array("\" class=\"node header\">".utf8)
        let groupEnd = ByteString("</g>")
        return svg.withUnsafeBufferPointer { bytes in
            var output: [UInt8] = []
            var copied = 0
            var from = 0
            while let start = legendStart.find(in: bytes, from: from, to: bytes.count) {
                // `legend<row>`, then the end of the group's start tag.
                var bodyStart = start + legendStart.bytes.count
                while bodyStart < bytes.count, bytes[bodyStart] >= UInt8(ascii: "0"),
                    bytes[bodyStart] <= UInt8(ascii: "9")
                {
                    bodyStart += 1
                }
                from = bodyStart
                guard bytes.count - bodyStart >= tagEnd.count,
                    bytes[bodyStart..<(bodyStart + tagEnd.count)].elementsEqual(tagEnd)
                else { continue }
                bodyStart += tagEnd.count
                guard let end = groupEnd.find(in: bytes, from: bodyStart, to: bytes.count) else { break }
                if output.isEmpty { output.reserveCapacity(bytes.count + 1_024) }
                output.append(contentsOf: bytes[copied..<bodyStart])
                appendSettingLengths(bytes, from: bodyStart, to: end, to: &output)
                copied = end
                from = end
            }
            guard copied > 0 else { return svg }
            output.append(contentsOf: bytes[copied...])
            return output
        }
    }

    /// Appends one legend group's content, `bytes[start..<end]`, with the lengths set. Read byte by
    /// byte, as the rest of ``WebSVG``: each legend of each frame goes through it.
    private static func appendSettingLengths(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, to output: inout [UInt8]
    ) {
        // Each swatch's fill, the first of its polygons: its cell's left edge, and its height.
        let polygonStart = ByteString("<polygon fill=\"")
        let transparent = Array("\" stroke=\"transparent\"".utf8)
        let points = ByteString(" points=\"")
        var swatches: [(start: Int, x: Double, top: Double, bottom: Double)] = []
        var from = start
        while let found = polygonStart.find(in: bytes, from: from, to: end) {
            from = found + polygonStart.bytes.count
            guard let fillEnd = index(of: UInt8(ascii: "\""), in: bytes, from: from, to: end),
                end - fillEnd >= transparent.count,
                bytes[fillEnd..<(fillEnd + transparent.count)].elementsEqual(transparent),
                let tagEnd = index(of: UInt8(ascii: ">"), in: bytes, from: fillEnd, to: end),
                let pointsAt = points.find(in: bytes, from: fillEnd, to: tagEnd)
            else { continue }
            var cursor = pointsAt + points.bytes.count
            guard let x = number(bytes, &cursor, then: UInt8(ascii: ",")),
                let y1 = number(bytes, &cursor, then: UInt8(ascii: " ")),
                number(bytes, &cursor, then: UInt8(ascii: ",")) != nil,
                let y2 = number(bytes, &cursor, then: nil)
            else { continue }
            swatches.append((found, x, min(y1, y2), max(y1, y2)))
        }
        let textStart = ByteString("<text text-anchor=\"start\" x=\"")
        let yStart = Array("\" y=\"".utf8)
        var copied = start
        from = start
        while let found = textStart.find(in: bytes, from: from, to: end) {
            var cursor = found + textStart.bytes.count
            from = cursor
            guard let x = number(bytes, &cursor, then: nil), end - cursor >= yStart.count,
                bytes[cursor..<(cursor + yStart.count)].elementsEqual(yStart)
            else { continue }
            cursor += yStart.count
            guard let y = number(bytes, &cursor, then: nil), cursor < end, bytes[cursor] == UInt8(ascii: "\""),
                let next = swatches.first(where: { $0.start > cursor }),
                // The next swatch is in the text's row: the text's baseline is within its height.
                next.top - legendTextGap <= y, y <= next.bottom + legendTextGap
            else { continue }
            let width = next.x - x - legendTextGap
            guard width > 0 else { continue }
            let tagEnd = cursor + 1
            output.append(contentsOf: bytes[copied..<tagEnd])
            output.append(contentsOf: Array(" textLength=\"".utf8) + SVGNumber.twoDecimals(width))
            output.append(contentsOf: Array("\" lengthAdjust=\"spacing\"".utf8))
            copied = tagEnd
            from = tagEnd
        }
        output.append(contentsOf: bytes[copied..<end])
    }

    /// The first `byte` in `bytes[from..<to]`.
    private static func index(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int? {
        var position = from
        while position < to {
            if bytes[position] == byte { return position }
            position += 1
        }
        return nil
    }

    /// The number `-?[0-9.]+` at `cursor`, which moves past it, and past `then` when given (which
    /// must follow it).
    private static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ cursor: inout Int, then: UInt8?) -> Double? {
        let start = cursor
        if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "-") { cursor += 1 }
        while cursor < bytes.count,
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[cursor]) || bytes[cursor] == UInt8(ascii: ".")
        {
            cursor += 1
        }
        guard cursor > start, let value = SVGNumber.read(ArraySlice(bytes[start..<cursor])) else { return nil }
        if let then {
            guard cursor < bytes.count, bytes[cursor] == then else { return nil }
            cursor += 1
        }
        return value
    }
}
