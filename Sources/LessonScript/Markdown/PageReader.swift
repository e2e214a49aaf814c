import TextEscapes

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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
        try read(ScannedPage(source), file: file, stem: stem, limits: limits)
    }

    /// Parses every measurement block of a scanned page.
    static func read(
        _ page: ScannedPage, file: String, stem: String, limits: InputLimits
    ) throws(Diagnostic) -> [PageBlock] {
        var blocks: [PageBlock] = []
        for (position, fence) in page.fences.enumerated() where fence.isMeasurement {
            blocks.append(
                try block(at: position, index: blocks.count + 1, of: page, file: file, stem: stem, limits: limits))
        }
        return blocks
    }

    /// The measurement block of the fence at `position`, the page's `index`-th: the page's block
    /// limit checked, its text read, the output block after it found.
    /// - Throws: `tooManyPageBlocks` at the fence when `index` is over `limits.maxPageBlocks`,
    ///   else the first error in the block.
    static func block(
        at position: Int, index: Int, of page: ScannedPage, file: String, stem: String, limits: InputLimits
    ) throws(Diagnostic) -> PageBlock {
        let fence = page.fences[position]
        guard index <= limits.maxPageBlocks else {
            throw .error(
                .tooManyPageBlocks(limit: limits.maxPageBlocks),
                at: SourceLocation(file: file, line: fence.openLine, column: 1))
        }
        let result = try BlockReader.read(
            fence.content.joined(separator: "\n"), file: file, name: blockName(page: stem, index: index),
            firstLine: fence.openLine + 1, limits: limits
        )
        let next = outputFence(after: position, of: page)
        let shown = next.map { output(of: $0) }
        return PageBlock(
            index: index,
            line: fence.openLine + 1,
            caption: BlockReader.caption(of: fence.content.first ?? ""),
            scene: result.scene,
            observation: result.observation,
            warnings: result.warnings,
            output: shown,
            outputEnd: next?.closeLine,
            end: fence.closeLine
        )
    }

    /// A warning for each measurement block the page holds in a blockquote, a list item or
    /// indented, which ``read(_:file:stem:limits:)`` does not read (`Fence.isUnreadMeasurement`).
    public static func unreadBlocks(_ source: String, file: String) -> [Diagnostic] {
        unreadBlocks(ScannedPage(source), file: file)
    }

    /// A warning for each measurement block of a scanned page that is not read.
    static func unreadBlocks(_ page: ScannedPage, file: String) -> [Diagnostic] {
        page.fences.filter(\.isUnreadMeasurement).map { fence in
            let indent = page.lines[fence.openLine - 1].prefix { $0 == " " }.count
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
        title(of: ScannedPage(source))
    }

    /// The title of a scanned page.
    static func title(of page: ScannedPage) -> String? {
        // The fences' lines, skipped in one walk: fences come in page order.
        var fences = page.fences[...]
        for (offset, line) in page.lines.enumerated() {
            while let fence = fences.first, max(fence.openLine, fence.closeLine) < offset + 1 { fences.removeFirst() }
            if let fence = fences.first, fence.openLine <= offset + 1 { continue }
            let indent = line.prefix { $0 == " " }.count
            guard indent <= 3 else { continue }
            let rest = line.dropFirst(indent)
            guard rest.hasPrefix("#"), rest.dropFirst().first.map({ $0 == " " || $0 == "\t" }) ?? true else { continue }
            var text = rest.dropFirst().trimmingWhitespace()
            while text.hasSuffix("#") { text.removeLast() }
            text = text.trimmingWhitespace()
            return text.isEmpty ? nil : text
        }
        return nil
    }

    /// The fence after the one at `position` if it is the block's output block: unlabelled, not in
    /// a container, and only blank lines between the two.
    static func outputFence(after position: Int, of page: ScannedPage) -> Fence? {
        guard position + 1 < page.fences.count else { return nil }
        let block = page.fences[position]
        let fence = page.fences[position + 1]
        guard fence.info.isEmpty, fence.container == nil else { return nil }
        let between = page.lines[min(block.closeLine, page.lines.count)..<(fence.openLine - 1)]
        guard between.allSatisfy({ $0.allSatisfy { $0 == " " || $0 == "\t" } }) else { return nil }
        return fence
    }

    /// An output block's lines, numbered as the page's.
    static func output(of fence: Fence) -> [OutputLine] {
        fence.content.enumerated().map { OutputLine(line: fence.openLine + 1 + $0.offset, text: $0.element) }
    }
}
