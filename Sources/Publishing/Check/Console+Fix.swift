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
    ///
    /// Each fix is a transaction on its page. What is fixed is the bytes the page was read as,
    /// the ones `check` judged (``load(_:limits:verbosity:keepingBytes:)`` keeps them): the page is
    /// not read again. The fixed page replaces the file only while the file is still the one read,
    /// with those bytes (``Folder/replaceFile(atPath:read:bytes:with:)``), and keeps its owner,
    /// group, mode and extended attributes. A page named through a symbolic link was read through
    /// it, so the file it leads to is replaced, and the link stays.
    /// - Parameter pages: The lesson pages, loaded with their bytes.
    /// - Returns: How many blocks were left as they are.
    /// - Throws: `PublishingError.changed` for a page that changed since it was read (an editor's
    ///   save): it is left as the change made it. `.cantReplace` for a page with more than one hard
    ///   link, which a new file in its place would split, or whose owner could not be kept;
    ///   `.cantCreate` or `.io` for one that cannot be replaced. The pages before it are fixed.
    public func fix(_ pages: [LoadedInput]) throws(PublishingError) -> Int {
        var refused = 0
        for page in pages {
            let name = TerminalText.escaped(page.path)
            guard let source = page.source else { throw .software("\(page.path) was loaded without its bytes to fix") }
            let fix = PageFix(text: String(decoding: source.bytes, as: UTF8.self), blocks: page.document.pageBlocks)
            for refusal in fix.refusals { print("\(name):\(refusal.line): not fixed: \(refusal.reason)") }
            refused += fix.refusals.count
            guard !fix.changes.isEmpty else { continue }
            do throws(FileReplacementError) {
                try Folder.replaceFile(
                    atPath: page.path, read: source.version, bytes: source.bytes, with: Data(fix.text.utf8))
            } catch {
                throw PublishingError(error, path: page.path)
            }
            for change in fix.changes {
                print("\(name):\(change.line): updated \(change.lines) line\(change.lines == 1 ? "" : "s")")
            }
        }
        return refused
    }
}

extension PublishingError {
    /// The run's error for a page `check --fix` did not replace, at `path`.
    init(_ error: FileReplacementError, path: String) {
        switch error {
        case .changed(let change, let left):
            let how =
                switch change {
                case .removed: "it was removed"
                case .replaced: "another file was saved in its place"
                case .written: "it was written to"
                }
            self = .changed(path: path, reason: how + (left.map { "; a later save is kept as \($0)" } ?? ""))
        case .hardLinked(let links):
            self = .cantReplace(
                path: path, reason: "it has \(links) hard links, which a fixed copy in its place would split")
        case .notRegularFile: self = .cantReplace(path: path, reason: "it is not a regular file")
        case .ownerNotKept(let owner):
            self = .cantReplace(
                path: path, reason: "user \(owner) owns it, and this user cannot give a fixed copy that owner")
        case .cantCreate(let failure): self = .cantCreate(path: path, reason: failure.reason)
        case .io(let failure): self = .io(path: path, reason: failure.reason)
        }
    }
}
