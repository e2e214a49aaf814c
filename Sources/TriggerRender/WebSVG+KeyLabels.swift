extension WebSVG {
    /// The SVG without the comment libgvc writes for each hidden key label node (`<!-- k3_1 -->`):
    /// an SVG frame never shows them (it marks keys on its own text), so its bytes are what they
    /// would be without them.
    /// - Parameter svg: libgvc's SVG output.
    /// - Returns: The SVG with every `<!-- k<digits>[_<digits>] -->` line removed.
    static func removingKeyLabelComments(_ svg: [UInt8]) -> [UInt8] {
        let open = ByteString("<!-- k")
        let close = Array(" -->\n".utf8)
        return svg.withUnsafeBufferPointer { bytes in
            guard var hit = open.find(in: bytes, from: 0, to: bytes.count) else { return svg }
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count)
            var copied = 0
            while true {
                var end = hit + open.bytes.count
                while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
                if end > hit + open.bytes.count, bytes.count - end >= close.count,
                    bytes[end..<(end + close.count)].elementsEqual(close)
                {
                    output.append(contentsOf: bytes[copied..<hit])
                    copied = end + close.count
                }
                guard let next = open.find(in: bytes, from: end, to: bytes.count) else { break }
                hit = next
            }
            output.append(contentsOf: bytes[copied...])
            return output
        }
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}
