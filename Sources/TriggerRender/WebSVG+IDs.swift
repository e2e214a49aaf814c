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
    /// they are. One scan over the bytes, `memchr` between the places that matter, copying in
    /// runs: a 500-view frame's 670 KB are rewritten in well under a millisecond.
    static func prefixingIDs(_ svg: ArraySlice<UInt8>, with prefix: String) -> [UInt8] {
        let prefix = Array(prefix.utf8) + [UInt8(ascii: "-")]
        return svg.withUnsafeBufferPointer { bytes in
            var rewriter = IDRewriter(input: bytes, prefix: prefix)
            rewriter.run()
            return rewriter.output
        }
    }
}

/// The byte scanner behind ``WebSVG/prefixingIDs(_:with:)``: it finds where a prefix goes and
/// copies everything between those places in one append each.
private struct IDRewriter {
    let input: UnsafeBufferPointer<UInt8>
    let prefix: [UInt8]
    var output: [UInt8] = []
    /// Everything before this has been copied.
    var copied = 0

    init(input: UnsafeBufferPointer<UInt8>, prefix: [UInt8]) {
        self.input = input
        self.prefix = prefix
        output.reserveCapacity(input.count + input.count / 8)
    }

    static let commentEnd = ByteString("-->")
    static let localURL = ByteString("url(#")

    /// What a quoted value is, by the attribute name before it.
    enum Value { case other, id, reference }

    mutating func run() {
        var position = 0
        while let tag = find(UInt8(ascii: "<"), from: position) {
            if starts(with: "<!--", at: tag) {
                // A comment is copied as it is, up to its end.
                position = Self.commentEnd.find(in: input, from: tag + 4, to: input.count).map { $0 + 3 } ?? input.count
            } else {
                position = rewriteTag(from: tag + 1)
            }
        }
        output.append(contentsOf: input[copied...])
    }

    /// Goes through one tag up to its closing `>` (outside quoted values), prefixing id values
    /// and local references.
    /// - Returns: Where the tag ends (after its `>`).
    private mutating func rewriteTag(from start: Int) -> Int {
        var position = start
        while position < input.count {
            switch input[position] {
            case UInt8(ascii: ">"):
                return position + 1
            case let quote where quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'"):
                let open = position + 1
                let close = find(quote, from: open) ?? input.count
                switch value(quotedAt: position) {
                case .id: insertPrefix(at: open)
                case .reference where open < close && input[open] == UInt8(ascii: "#"): insertPrefix(at: open + 1)
                default: break
                }
                var from = open
                while let reference = Self.localURL.find(in: input, from: from, to: close) {
                    insertPrefix(at: reference + 5)
                    from = reference + 5
                }
                position = close + 1
            default:
                position += 1
            }
        }
        return input.count
    }

    /// The attribute the value quoted at `quote` belongs to: `id=`, `href=` or `xlink:href=`
    /// right after a space, or any other.
    private func value(quotedAt quote: Int) -> Value {
        func named(_ name: StaticString) -> Bool {
            let start = quote - name.utf8CodeUnitCount
            guard start >= 1, starts(with: name, at: start) else { return false }
            switch input[start - 1] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"): return true
            default: return false
            }
        }
        if named("id=") { return .id }
        if named("href=") || named("xlink:href=") { return .reference }
        return .other
    }

    /// Copies the input up to `position`, then the prefix.
    private mutating func insertPrefix(at position: Int) {
        output.append(contentsOf: input[copied..<position])
        output += prefix
        copied = position
    }

    /// Where `byte` is next, from `position`, found with `memchr`.
    private func find(_ byte: UInt8, from position: Int) -> Int? {
        guard let base = input.baseAddress, position < input.count,
            let found = memchr(base + position, Int32(byte), input.count - position)
        else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// Whether the input holds `text` at `position`.
    private func starts(with text: StaticString, at position: Int) -> Bool {
        let count = text.utf8CodeUnitCount
        guard position >= 0, position + count <= input.count, let base = input.baseAddress else { return false }
        return text.withUTF8Buffer { memcmp(base + position, $0.baseAddress!, count) == 0 }
    }
}
