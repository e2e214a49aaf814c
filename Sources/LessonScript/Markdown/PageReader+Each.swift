import Foundation

/// A measurement block of a page read on its own, so that one block's error leaves the others
/// readable: what a page shown whole (a live preview) needs.
public struct PageBlockReading: Sendable {
    /// K: the block's 1-based position among the page's measurement blocks.
    public var index: Int
    /// The block's text, between its fences.
    public var source: String
    /// The page line of the block's opening fence.
    public var openLine: Int
    /// The page line the block ends at, as a reader sees it: its output block's closing fence when
    /// one follows it, else its own closing fence (at most the page's last line).
    public var lastLine: Int
    /// The block, or the first error in it.
    public var result: Result<PageBlock, Diagnostic>
}

extension PageReader {
    /// Reads every measurement block of a page, each on its own: an error in one is that block's.
    /// - Parameters:
    ///   - source: The page's Markdown text, every line ended by LF.
    ///   - file: The file named in diagnostics (lines are the page's lines).
    ///   - stem: The page's file stem; the K-th block's scene is named `<stem>-<K>`.
    ///   - limits: The sizes names and trees may have, in every block.
    /// - Returns: The blocks in page order, each with its lines and what reading it gave.
    public static func readEach(
        _ source: String, file: String, stem: String, limits: InputLimits = .standard
    ) -> [PageBlockReading] {
        let lines = PageLines(source)
        let fences = Fence.all(in: lines)
        var readings: [PageBlockReading] = []
        for (position, fence) in fences.enumerated() where fence.isMeasurement {
            let index = readings.count + 1
            let text = fence.content.joined(separator: "\n")
            let next = position + 1 < fences.count ? fences[position + 1] : nil
            let shown = next.flatMap { output(of: $0, after: fence, lines: lines) }
            let outputEnd = shown == nil ? nil : next?.closeLine
            let result: Result<PageBlock, Diagnostic>
            do throws(Diagnostic) {
                let read = try BlockReader.read(
                    text, file: file, name: blockName(page: stem, index: index), firstLine: fence.openLine + 1,
                    limits: limits)
                result = .success(
                    PageBlock(
                        index: index, line: fence.openLine + 1,
                        caption: BlockReader.caption(of: fence.content.first ?? ""),
                        scene: read.scene, warnings: read.warnings, output: shown, outputEnd: outputEnd,
                        end: fence.closeLine))
            } catch {
                result = .failure(error)
            }
            readings.append(
                PageBlockReading(
                    index: index, source: text, openLine: fence.openLine,
                    lastLine: min(outputEnd ?? fence.closeLine, lines.count), result: result))
        }
        return readings
    }
}
