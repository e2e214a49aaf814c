#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension WebSVG {
    /// Prefixes every element id in libgvc's SVG (`graph0`, `node1`, `edge1`, …) and every
    /// local reference to one (`href="#…"`, `xlink:href="#…"`, `url(#…)`) with `prefix-`, so
    /// that several frames can sit inline on one page.
    ///
    /// Only start tags are rewritten: text and comments, where view names appear, are copied as
    /// they are. One pass over the bytes: a frame's SVG is rewritten in well under a millisecond.
    static func prefixingIDs(_ svg: ArraySlice<UInt8>, with prefix: String) -> [UInt8] {
        var rewriter = IDRewriter(input: Array(svg), prefix: Array(prefix.utf8) + [UInt8(ascii: "-")])
        return rewriter.run()
    }
}

/// The byte scanner behind ``WebSVG/prefixingIDs(_:with:)``.
private struct IDRewriter {
    let input: [UInt8]
    let prefix: [UInt8]
    var output: [UInt8] = []
    var position = 0

    /// Whether a tag's scan stops at a byte outside quoted values: quotes, the tag's end, and the
    /// spaces before an attribute name.
    static func isTagStop(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: ">"),
            UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
            true
        default: false
        }
    }

    /// What the next quoted value in a tag is.
    enum Value { case other, id, reference }

    init(input: [UInt8], prefix: [UInt8]) {
        self.input = input
        self.prefix = prefix
        output.reserveCapacity(input.count + input.count / 8)
    }

    mutating func run() -> [UInt8] {
        while position < input.count {
            if input[position] != UInt8(ascii: "<") {
                copyRun(upTo: UInt8(ascii: "<"))
            } else if at("<!--") {
                copyComment()
            } else {
                copyTag()
            }
        }
        return output
    }

    private func at(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard position + count <= input.count else { return false }
        return text.withUTF8Buffer { expected in
            input.withUnsafeBufferPointer { memcmp($0.baseAddress! + position, expected.baseAddress!, count) == 0 }
        }
    }

    /// Copies the bytes from the current position up to the first one that `stops` (or the end)
    /// in one append: most of an SVG is text and attribute values that are copied as they are.
    private mutating func copyRun(until stops: (UInt8) -> Bool) {
        var end = position
        while end < input.count, !stops(input[end]) { end += 1 }
        output.append(contentsOf: input[position..<end])
        position = end
    }

    /// Copies the bytes from the current position up to the first `stop` (or the end), found with `memchr`.
    private mutating func copyRun(upTo stop: UInt8) {
        let end = input.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress, position < bytes.count,
                let found = memchr(base + position, Int32(stop), bytes.count - position)
            else { return bytes.count }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
        output.append(contentsOf: input[position..<end])
        position = end
    }

    /// Copies a quoted value up to its closing quote (found with `memchr`), prefixing every
    /// `url(#…)` reference in it.
    private mutating func copyValue(closedBy quote: UInt8) {
        let reference = ByteString("url(#")
        let (end, references) = input.withUnsafeBufferPointer { bytes -> (Int, [Int]) in
            guard let base = bytes.baseAddress, position < bytes.count else { return (bytes.count, []) }
            let end =
                memchr(base + position, Int32(quote), bytes.count - position).map {
                    base.distance(to: $0.assumingMemoryBound(to: UInt8.self))
                } ?? bytes.count
            var found: [Int] = []
            var from = position
            while let start = reference.find(in: bytes, from: from, to: end) {
                found.append(start + reference.bytes.count)
                from = start + reference.bytes.count
            }
            return (end, found)
        }
        for split in references {
            output.append(contentsOf: input[position..<split])
            output += prefix
            position = split
        }
        output.append(contentsOf: input[position..<end])
        position = end
    }

    /// Copies `text`, which the input holds at the current position.
    private mutating func copy(_ text: StaticString) {
        text.withUTF8Buffer { output.append(contentsOf: $0) }
        position += text.utf8CodeUnitCount
    }

    private mutating func copyComment() {
        while position < input.count, !at("-->") {
            output.append(input[position])
            position += 1
        }
        if position < input.count { copy("-->") }
    }

    /// Copies one tag up to its closing `>`, prefixing id values and local references.
    private mutating func copyTag() {
        var next = Value.other
        output.append(input[position])
        position += 1
        while position < input.count {
            let byte = input[position]
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                output.append(byte)
                position += 1
                if next == .id { output += prefix }
                if next == .reference, position < input.count, input[position] == UInt8(ascii: "#") {
                    output.append(UInt8(ascii: "#"))
                    output += prefix
                    position += 1
                }
                next = .other
                copyValue(closedBy: byte)
                if position < input.count {
                    output.append(input[position])  // the closing quote
                    position += 1
                }
            case UInt8(ascii: ">"):
                output.append(byte)
                position += 1
                return
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                output.append(byte)
                position += 1
                // Most attributes are none of these: their first byte tells.
                switch position < input.count ? input[position] : 0 {
                case UInt8(ascii: "i") where at("id="):
                    copy("id=")
                    next = .id
                case UInt8(ascii: "h") where at("href="):
                    copy("href=")
                    next = .reference
                case UInt8(ascii: "x") where at("xlink:href="):
                    copy("xlink:href=")
                    next = .reference
                default:
                    break
                }
            default:
                copyRun(until: Self.isTagStop)
            }
        }
    }
}
