extension WebSVG {
    /// Prefixes every element id in libgvc's SVG (`graph0`, `node1`, `edge1`, …) and every
    /// local reference to one (`href="#…"`, `xlink:href="#…"`, `url(#…)`) with `prefix-`, so
    /// that several frames can sit inline on one page.
    ///
    /// Only start tags are rewritten: text and comments, where view names appear, are copied as they are.
    static func prefixingIDs(_ svg: Substring, with prefix: String) -> String {
        var result = ""
        result.reserveCapacity(svg.utf8.count + 256)
        var rest = svg[...]
        while let open = rest.firstIndex(of: "<") {
            result += rest[..<open]
            rest = rest[open...]
            if rest.hasPrefix("<!--") {
                let end = rest.range(of: "-->")?.upperBound ?? rest.endIndex
                result += rest[..<end]
                rest = rest[end...]
                continue
            }
            let end = tagEnd(rest)
            result += rewritingTag(rest[..<end], prefix: prefix)
            rest = rest[end...]
        }
        result += rest
        return result
    }

    /// The index just past the `>` that closes the tag at the start of `text` (quotes respected).
    private static func tagEnd(_ text: Substring) -> Substring.Index {
        var quote: Character?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == ">" {
                return text.index(after: index)
            }
            index = text.index(after: index)
        }
        return text.endIndex
    }

    /// One tag with its `id` value, local `href`s and `url(#…)` references prefixed.
    private static func rewritingTag(_ tag: Substring, prefix: String) -> String {
        var text = String(tag)
        text = text.replacing(/(\s)id=("|')([^"']*)("|')/) { "\($0.1)id=\($0.2)\(prefix)-\($0.3)\($0.4)" }
        text = text.replacing(/(\s(?:xlink:)?href)=("|')#([^"']*)("|')/) { "\($0.1)=\($0.2)#\(prefix)-\($0.3)\($0.4)" }
        text = text.replacing(/url\(#([^)"']*)\)/) { "url(#\(prefix)-\($0.1))" }
        return text
    }
}
