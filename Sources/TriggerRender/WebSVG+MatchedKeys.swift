extension WebSVG {
    /// Marks the matched key inside each recomputed view's box: its line (the `line`-th key line
    /// of the view's label, each drawn at 10 pt) becomes bold and underlined, with class
    /// `matched-key`. Node text is fixed at layout, so the mark is made on the SVG, after rendering.
    /// - Parameters:
    ///   - svg: libgvc's SVG output.
    ///   - marks: The key line to mark, from 0, by node id (the text of the node's `<title>`).
    /// - Returns: The SVG with those lines marked; anything else unchanged.
    static func markingKeys(_ svg: String, _ marks: [String: Int]) -> String {
        guard !marks.isEmpty else { return svg }
        let opening = "<g id=\"node"
        var chunks = svg.components(separatedBy: opening)
        for index in chunks.indices.dropFirst() {
            let chunk = chunks[index]
            guard let titleStart = chunk.range(of: "<title>"),
                let titleEnd = chunk.range(of: "</title>", range: titleStart.upperBound..<chunk.endIndex),
                let line = marks[String(chunk[titleStart.upperBound..<titleEnd.lowerBound])]
            else { continue }
            let keyLine = " font-size=\"10.00\""
            var searchFrom = titleEnd.upperBound
            var seen = 0
            while let found = chunk.range(of: keyLine, range: searchFrom..<chunk.endIndex) {
                if seen == line {
                    chunks[index] = chunk.replacingCharacters(
                        in: found,
                        with:
                            " font-size=\"10.00\" font-weight=\"bold\" text-decoration=\"underline\" class=\"matched-key\""
                    )
                    break
                }
                seen += 1
                searchFrom = found.upperBound
            }
        }
        return chunks.joined(separator: opening)
    }
}
