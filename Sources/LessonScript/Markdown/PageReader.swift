import Foundation

/// Reads a lesson page's measurement blocks and the output shown after each.
///
/// A page's text comes with every line ended by LF, as ``InputReader`` leaves it: a CR is not a
/// line end here.
public enum PageReader {
    /// Parses every measurement block of a page; other fences are ignored.
    /// - Parameters:
    ///   - source: The page's Markdown text, every line ended by LF.
    ///   - file: The file named in diagnostics (lines are the page's lines).
    ///   - stem: The page's file stem; the K-th block's scene is named `<stem>-<K>`.
    ///   - limits: The sizes names and trees may have, in every block.
    /// - Throws: The first error in any block, as a `Diagnostic`.
    public static func read(
        _ source: String, file: String, stem: String,
        limits: InputLimits = .standard
    ) throws(Diagnostic) -> [PageBlock] {
        let lines = PageLines(source)
        let fences = Fence.all(in: lines)
        var blocks: [PageBlock] = []
        for (position, fence) in fences.enumerated() where fence.isMeasurement {
            let index = blocks.count + 1
            guard index <= limits.maxPageBlocks else {
                throw .error(
                    .tooManyPageBlocks(limit: limits.maxPageBlocks),
                    at: SourceLocation(file: file, line: fence.openLine, column: 1))
            }
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

    /// A warning for each measurement block the page holds in a blockquote, a list item or
    /// indented, which ``read(_:file:stem:limits:)`` does not read (`Fence.isUnreadMeasurement`).
    public static func unreadBlocks(_ source: String, file: String) -> [Diagnostic] {
        let lines = PageLines(source)
        return Fence.all(in: lines).filter(\.isUnreadMeasurement).map { fence in
            let indent = lines[fence.openLine - 1].prefix { $0 == " " }.count
            return .warning(
                .measurementBlockNotRead(container: fence.container?.kind ?? "with indented lines"),
                at: SourceLocation(file: file, line: fence.openLine, column: fence.container?.column ?? indent + 1))
        }
    }

    /// The name of a page's K-th measurement block: `<page>-<K>`.
    public static func blockName(page: String, index: Int) -> String {
        "\(page)-\(index)"
    }

    /// The page's title: the text of its first level-1 ATX heading (`# Title`) outside fenced
    /// blocks, closing `#`s removed; nil when it has none.
    public static func title(of source: String) -> String? {
        let lines = PageLines(source)
        // The fences' lines, skipped in one walk: fences come in page order.
        var fences = Fence.all(in: lines)[...]
        for (offset, line) in lines.enumerated() {
            while let fence = fences.first, max(fence.openLine, fence.closeLine) < offset + 1 { fences.removeFirst() }
            if let fence = fences.first, fence.openLine <= offset + 1 { continue }
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
    static func output(of fence: Fence, after block: Fence, lines: PageLines) -> [OutputLine]? {
        guard fence.info.isEmpty, fence.container == nil else { return nil }
        let between = lines[min(block.closeLine, lines.count)..<(fence.openLine - 1)]
        guard between.allSatisfy({ $0.allSatisfy { $0 == " " || $0 == "\t" } }) else { return nil }
        return fence.content.enumerated().map { OutputLine(line: fence.openLine + 1 + $0.offset, text: $0.element) }
    }
}
