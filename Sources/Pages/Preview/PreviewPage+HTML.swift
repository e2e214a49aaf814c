import TextEscapes

extension PreviewPage {
    /// The page as one self-contained HTML file: no script, nothing loaded from elsewhere,
    /// links relative. It is also well-formed XML.
    public var html: String {
        let frameCount = blocks.map(\.frames.count).reduce(0, +)
        var lines = [
            "<!DOCTYPE html>",
            "<html lang=\"en\">",
            "<head>",
            "<meta charset=\"utf-8\"/>",
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>",
            "<meta name=\"color-scheme\" content=\"\(scheme == .adaptive ? "light dark" : "dark")\"/>",
            "<title>\(HTMLText.escaped(title)) — TriggerGraph preview</title>",
            "<style>",
            style,
            "</style>",
            "</head>",
            "<body>",
            "<header>",
            "<h1>\(HTMLText.content(title))</h1>",
            "<p class=\"summary\">\(Self.count(blocks.count, "measurement block")), \(Self.count(frameCount, "frame")).</p>",
            "</header>",
            "<main>",
        ]
        for block in blocks { lines += html(of: block) }
        lines += ["</main>", "</body>", "</html>", ""]
        return lines.joined(separator: "\n")
    }

    private func html(of block: PreviewBlock) -> [String] {
        let caption = block.caption.map { " " + HTMLText.content($0) } ?? ""
        var lines = [
            "<section class=\"block\" id=\"preview-block-\(block.index)\">",
            "<h2><span class=\"block-number\">Block \(block.index)</span>\(caption)</h2>",
        ]
        if let note = block.note { lines.append("<p class=\"note\">\(HTMLText.content(note))</p>") }
        if let error = block.error { lines.append(PreviewBlock.diagnostic(error)) }
        if !block.stale.isEmpty { lines.append(block.staleHTML) }
        if !block.frames.isEmpty {
            lines.append("<div class=\"frames\">")
            for frame in block.frames { lines += html(of: frame, block: block.index) }
            lines.append("</div>")
        }
        lines.append("</section>")
        return lines
    }

    private func html(of frame: PreviewFrame, block: Int) -> [String] {
        let links = frame.links.map {
            "<a href=\"\(HTMLText.escaped(RelativeURL.encoded($0.path)))\">\(HTMLText.content($0.label))</a>"
        }
        return [
            "<figure class=\"frame\" id=\"preview-block-\(block)-\(Self.twoDigits(frame.number))\">",
            frame.svg.trimmingTrailingNewlines,
            "<figcaption>",
            "<span class=\"frame-number\">\(Self.twoDigits(frame.number))</span>",
            "<code class=\"text-line\">\(HTMLText.content(frame.textLine))</code>",
            links.isEmpty ? "" : "<span class=\"files\">\(links.joined(separator: " · "))</span>",
            "</figcaption>",
            "</figure>",
        ].filter { !$0.isEmpty }
    }

    static func twoDigits(_ number: Int) -> String {
        number < 10 ? "0\(number)" : "\(number)"
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}

extension String {
    var trimmingTrailingNewlines: String {
        var text = self
        while text.last?.isNewline == true { text.removeLast() }
        return text
    }
}
