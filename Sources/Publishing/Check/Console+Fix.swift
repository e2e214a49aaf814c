import LessonScript
import SystemIO
import TextEscapes

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Console {
    /// Rewrites each page's stale output blocks to what its model prints (`check --fix`), every
    /// other byte of the page kept, and prints what it did: `PAGE:LINE: not fixed: …` for a block
    /// left as it is, `PAGE:LINE: updated N lines` for each output block rewritten. A page that is
    /// right is not touched.
    /// - Parameters:
    ///   - pages: The lesson pages, read.
    ///   - limit: The most bytes a page may hold, read again to be fixed.
    /// - Returns: How many blocks were left as they are.
    /// - Throws: `PublishingError.noInput` for a page that cannot be read again, `.cantCreate` or
    ///   `.io` for one that cannot be replaced; the pages before it are fixed.
    public func fix(_ pages: [LoadedInput], limit: Int) throws(PublishingError) -> Int {
        var refused = 0
        for page in pages {
            let name = TerminalText.escaped(page.path)
            let fix = try page.fix(limit: limit)
            for refusal in fix.refusals { print("\(name):\(refusal.line): not fixed: \(refusal.reason)") }
            refused += fix.refusals.count
            guard !fix.changes.isEmpty else { continue }
            try page.replace(with: fix.text)
            for change in fix.changes {
                print("\(name):\(change.line): updated \(change.lines) line\(change.lines == 1 ? "" : "s")")
            }
        }
        return refused
    }
}

extension LoadedInput {
    /// The page read again, within `limit` bytes, with its stale output blocks rewritten.
    func fix(limit: Int) throws(PublishingError) -> PageFix {
        let data: Data
        do throws(InputBytes.Failure) {
            data = try InputBytes.read(path: path, limit: limit)
        } catch {
            throw .noInput(path: path, reason: "cannot read it again to fix it")
        }
        return PageFix(text: String(decoding: data, as: UTF8.self), blocks: document.pageBlocks)
    }

    /// Replaces the page's file with `text` in one step, reached from its folder.
    func replace(with text: String) throws(PublishingError) {
        let url = URL(fileURLWithPath: path)
        let folder: Folder
        do throws(SystemCallError) {
            folder = try Folder(opening: url.deletingLastPathComponent().path)
        } catch {
            throw .cantCreate(path: path, reason: error.reason)
        }
        do throws(OutputError) {
            try folder.replaceFile(url.lastPathComponent, with: Data(text.utf8))
        } catch {
            throw PublishingError(error)
        }
    }
}
