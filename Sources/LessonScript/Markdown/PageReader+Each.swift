#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

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
    /// - Returns: The blocks in page order, each with its lines and what reading it gave; on a page
    ///   with more than `limits.maxPageBlocks` blocks, the last is the first block over the limit,
    ///   with the `tooManyPageBlocks` error ``read(_:file:stem:limits:)`` throws.
    public static func readEach(
        _ source: String, file: String, stem: String, limits: InputLimits = .standard
    ) -> [PageBlockReading] {
        let page = ScannedPage(source)
        var readings: [PageBlockReading] = []
        for (position, fence) in page.fences.enumerated() where fence.isMeasurement {
            let index = readings.count + 1
            let result: Result<PageBlock, Diagnostic>
            do throws(Diagnostic) {
                result = .success(
                    try block(at: position, index: index, of: page, file: file, stem: stem, limits: limits))
            } catch {
                result = .failure(error)
            }
            let outputEnd = outputFence(after: position, of: page)?.closeLine
            readings.append(
                PageBlockReading(
                    index: index, source: fence.content.joined(separator: "\n"), openLine: fence.openLine,
                    lastLine: min(outputEnd ?? fence.closeLine, page.lines.count), result: result))
            // A page over the limit is refused at the first block over it, as `read` refuses it.
            guard index <= limits.maxPageBlocks else { break }
        }
        return readings
    }
}
