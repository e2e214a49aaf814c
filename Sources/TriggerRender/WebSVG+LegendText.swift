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
                output.append(contentsOf: settingLengths(String(decoding: bytes[bodyStart..<end], as: UTF8.self)).utf8)
                copied = end
                from = end
            }
            guard copied > 0 else { return svg }
            output.append(contentsOf: bytes[copied...])
            return output
        }
    }

    /// One legend group's content with the lengths set.
    private static func settingLengths(_ group: String) -> String {
        let text = /<text text-anchor="start" x="(-?[0-9.]+)" y="(-?[0-9.]+)"/
        // Each swatch's fill, the first of its polygons: its cell's left edge.
        let polygon =
            /<polygon fill="[^"]+" stroke="transparent"[^>]* points="(-?[0-9.]+),(-?[0-9.]+) (-?[0-9.]+),(-?[0-9.]+)/
        let polygons = group.matches(of: polygon).compactMap {
            match -> (start: String.Index, x: Double, top: Double, bottom: Double)? in
            guard let x = Double(match.output.1), let y1 = Double(match.output.2), let y2 = Double(match.output.4)
            else { return nil }
            return (match.range.lowerBound, x, min(y1, y2), max(y1, y2))
        }
        var result = ""
        var copied = group.startIndex
        for match in group.matches(of: text) {
            guard let x = Double(match.output.1), let y = Double(match.output.2),
                let next = polygons.first(where: { $0.start > match.range.upperBound }),
                // The next swatch is in the text's row: the text's baseline is within its height.
                next.top - legendTextGap <= y, y <= next.bottom + legendTextGap
            else { continue }
            let width = next.x - x - legendTextGap
            guard width > 0 else { continue }
            result += group[copied..<match.range.upperBound]
            result += " textLength=\"\(String(decoding: SVGNumber.twoDecimals(width), as: UTF8.self))\""
            result += " lengthAdjust=\"spacing\""
            copied = match.range.upperBound
        }
        result += group[copied...]
        return result
    }
}
