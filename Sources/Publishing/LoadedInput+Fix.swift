import LessonScript
import SystemIO

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension LoadedInput {
    /// The page with its stale output blocks rewritten to what its model prints (`check --fix`),
    /// every other byte kept: the bytes the page was read as, the ones its check judged
    /// (``Inputs/load(_:limits:name:readStandardInput:keepingBytes:warn:)`` keeps them with
    /// `keepingBytes`), not read again. Nothing is written (``replace(with:)`` does).
    /// - Returns: The fix: the fixed text, the output blocks rewritten and the blocks left as they are.
    /// - Throws: `PublishingError.software` for a page loaded without its bytes.
    public func fixed() throws(PublishingError) -> PageFix {
        guard let source else { throw .software("\(path) was loaded without its bytes to fix") }
        return PageFix(text: String(decoding: source.bytes, as: UTF8.self), blocks: document.pageBlocks)
    }

    /// Replaces the page with `fix` as a transaction: only while the file is still the one read,
    /// with those bytes (``Folder/replaceFile(atPath:read:bytes:with:)``), keeping its owner, group,
    /// mode and extended attributes. A page named through a symbolic link was read through it, so
    /// the file it leads to is replaced, and the link stays. A fix that changes nothing writes nothing.
    /// - Parameter fix: The page's fix (``fixed()``).
    /// - Throws: `PublishingError.changed` for a page that changed since it was read (an editor's
    ///   save): it is left as the change made it. `.cantReplace` for a page with more than one hard
    ///   link, which a new file in its place would split, or whose owner could not be kept;
    ///   `.cantCreate` or `.io` for one that cannot be replaced; `.software` for a page loaded
    ///   without its bytes.
    public func replace(with fix: PageFix) throws(PublishingError) {
        guard !fix.changes.isEmpty else { return }
        guard let source else { throw .software("\(path) was loaded without its bytes to fix") }
        do throws(FileReplacementError) {
            try Folder.replaceFile(atPath: path, read: source.version, bytes: source.bytes, with: Data(fix.text.utf8))
        } catch {
            throw PublishingError(error, path: path)
        }
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
