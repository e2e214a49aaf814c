import Foundation

/// Reads a lesson page's measurement blocks and the output shown after each.
public enum PageReader {
    /// Parses every measurement block of a page; other fences are ignored.
    /// - Parameters:
    ///   - source: The page's Markdown text.
    ///   - file: The file named in diagnostics (lines are the page's lines).
    ///   - stem: The page's file stem; the K-th block's scene is named `<stem>-<K>`.
    ///   - limits: The sizes names and trees may have, in every block.
    /// - Throws: The first error in any block, as a `Diagnostic`.
    public static func read(
        _ source: String, file: String, stem: String,
        limits: InputLimits = .standard
    ) throws(Diagnostic) -> [PageBlock] {
        // LF, CR LF and a lone CR all end a line.
        let lines = LineEndings.normalized(source).split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        let fences = Fence.all(in: lines)
        var blocks: [PageBlock] = []
        for (position, fence) in fences.enumerated() where fence.isMeasurement {
            let index = blocks.count + 1
            let result = try BlockReader.read(
                fence.content.joined(separator: "\n"), file: file, name: blockName(page: stem, index: index),
                firstLine: fence.openLine + 1, limits: limits
            )
            let next = position + 1 < fences.count ? fences[position + 1] : nil
            let shown = next.flatMap { output(of: $0, after: fence, lines: lines) }
            blocks.append(
                PageBlock(
                    index: index,
                    line: fence.openLine + 1,
                    caption: BlockReader.caption(of: fence.content.first ?? ""),
                    scene: result.scene,
                    warnings: result.warnings,
                    output: shown,
                    outputEnd: shown == nil ? nil : next?.closeLine,
                    end: fence.closeLine
                ))
        }
        return blocks
    }

    /// The name of a page's K-th measurement block: `<page>-<K>`.
    public static func blockName(page: String, index: Int) -> String {
        "\(page)-\(index)"
    }

    /// The page's title: the text of its first level-1 ATX heading (`# Title`) outside fenced
    /// blocks, closing `#`s removed; nil when it has none.
    public static func title(of source: String) -> String? {
        let lines = source.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map(String.init)
        let fenced = Set(Fence.all(in: lines).flatMap { ($0.openLine)...max($0.openLine, $0.closeLine) })
        for (offset, line) in lines.enumerated() where !fenced.contains(offset + 1) {
            let indent = line.prefix { $0 == " " }.count
            guard indent <= 3 else { continue }
            let rest = line.dropFirst(indent)
            guard rest.hasPrefix("#"), rest.dropFirst().first.map({ $0 == " " || $0 == "\t" }) ?? true else { continue }
            var text = rest.dropFirst().trimmingCharacters(in: .whitespaces)
            while text.hasSuffix("#") { text.removeLast() }
            text = text.trimmingCharacters(in: .whitespaces)
            return text.isEmpty ? nil : text
        }
        return nil
    }

    /// The lines of `fence` if it is unlabelled and only blank lines separate it from `block`.
    static func output(of fence: Fence, after block: Fence, lines: [String]) -> [OutputLine]? {
        guard fence.info.isEmpty else { return nil }
        let between = lines[min(block.closeLine, lines.count)..<(fence.openLine - 1)]
        guard between.allSatisfy({ $0.allSatisfy { $0 == " " || $0 == "\t" } }) else { return nil }
        return fence.content.enumerated().map { OutputLine(line: fence.openLine + 1 + $0.offset, text: $0.element) }
    }
}
