import TextEscapes

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a commit is about to do to an output folder, written and synced before its first rename:
/// a run stopped part way through (a crash, a kill, a power cut) leaves it behind, and the next
/// run on that folder finishes the commit before it does anything else (`finish(in:sync:step:)`).
/// The folder then holds the whole new output; had the journal not been written yet, the old
/// output was never touched. Written as `.triggergraph-commit.json` at the top of the folder.
public struct CommitJournal: Codable, Equatable, Sendable {
    /// The journal's file name at the top of the output folder.
    public static let name = ".triggergraph-commit.json"

    /// One name the commit puts in place: the staged file or folder `staged` takes the name
    /// `final` in the same folder, swapping places with what had it (`finalExisted`), which is
    /// removed afterwards. The inode tells which of the two names holds the new one.
    struct Swap: Codable, Equatable {
        /// The folder it is in: nil for the output folder itself, else one of its folders.
        var folder: String?
        var staged: String
        var final: String
        var inode: UInt64
        var finalExisted: Bool
    }

    /// A file an earlier run wrote that this one removes: only if it is still a regular file of
    /// the size written then.
    struct Removal: Codable, Equatable {
        var folder: String?
        var name: String
        var bytes: Int
    }

    var swaps: [Swap]
    var removals: [Removal]

    /// Reads the journal an interrupted commit left in `root`; nil when there is none.
    /// - Throws: `OutputError.cantCreate` when one is there but cannot be read as a journal.
    static func read(in root: Folder) throws(OutputError) -> CommitJournal? {
        guard let entry = root.status(name) else { return nil }
        guard entry.kind == .file, let data = root.read(name, limit: 1 << 30),
            let journal = try? JSONDecoder().decode(CommitJournal.self, from: data)
        else {
            throw .cantCreate(
                path: root.path(of: name), reason: "an interrupted commit's journal that cannot be read; remove it")
        }
        return journal
    }

    /// The journal as JSON, in the text Foundation's `JSONEncoder` writes with `.sortedKeys` and
    /// `.withoutEscapingSlashes`: one line, members by name, a swap's or a removal's `folder` left
    /// out when it has none. Written by hand (``EncoderStyleJSON``): the encoder's first use in a
    /// process (its generic containers found by name) cost a one-block run more than the rest of
    /// its commit. `read` still reads it with `JSONDecoder`. A member added to `Swap` or `Removal`
    /// is written here too, and given a value in `aJournalIsWrittenAsTheEncoderWritesItAndReadBack`.
    var json: [UInt8] {
        var writer = EncoderStyleJSON(prettyPrinted: false)
        writer.object { json in
            json.member("removals") { json in
                json.array(removals) { json, removal in
                    json.object { json in
                        json.member("bytes") { $0.int(removal.bytes) }
                        if let folder = removal.folder { json.member("folder") { $0.string(folder) } }
                        json.member("name") { $0.string(removal.name) }
                    }
                }
            }
            json.member("swaps") { json in
                json.array(swaps) { json, swap in
                    json.object { json in
                        json.member("final") { $0.string(swap.final) }
                        json.member("finalExisted") { $0.bool(swap.finalExisted) }
                        if let folder = swap.folder { json.member("folder") { $0.string(folder) } }
                        json.member("inode") { $0.int(swap.inode) }
                        json.member("staged") { $0.string(swap.staged) }
                    }
                }
            }
        }
        return writer.bytes
    }

    /// Writes the journal at the top of `root`, whole or not at all, synced when `sync` is set.
    func write(in root: Folder, sync: Bool) throws(OutputError) {
        let data = Data(json)
        let temporary = OutputNames.staged(Self.name)
        do throws(Folder.FileCreationError) {
            _ = try root.createFile(temporary, data, sync: sync)
        } catch {
            throw error.outputError(path: root.path(of: Self.name))
        }
        do throws(SystemCallError) {
            try root.rename(temporary, to: Self.name)
            if sync, let failure = root.syncEntries() { throw failure }
        } catch {
            root.remove(temporary)
            throw .io(path: root.path(of: Self.name), reason: error.reason)
        }
    }

    /// Puts every staged name in place, removes what they replaced and the removals, then the
    /// journal itself. Calls `step` after each step, in order: each swap, each removal of what a
    /// swap replaced, each removal, and the journal's. A swap done already (found by its inode)
    /// counts as done. Should a swap fail, the ones before it are undone, the staged names are
    /// removed, and the old output stays whole.
    /// - Throws: `OutputError.io` naming the swap that failed.
    func finish(in root: Folder, sync: Bool, step: () -> Void) throws(OutputError) {
        let folders = FolderCache(root)
        var done: [Swap] = []
        for swap in swaps {
            let place = try folders.folder(swap.folder)
            do throws(SystemCallError) {
                try Self.put(swap, in: place)
            } catch {
                rollBack(done, in: folders)
                throw .io(path: place.path(of: swap.final), reason: error.reason)
            }
            done.append(swap)
            step()
        }
        if sync {
            for place in folders.opened {
                if let failure = place.syncEntries() { throw .io(path: place.path, reason: failure.reason) }
            }
        }
        for swap in swaps {
            folders.existing(swap.folder)?.remove(swap.staged)
            step()
        }
        for removal in removals {
            if let place = folders.existing(removal.folder) { Self.remove(removal, in: place) }
            step()
        }
        root.remove(Self.name)
        if sync { _ = root.syncEntries() }
        step()
    }

    /// Undoes the swaps done, removes every staged name and the journal: the old output is whole.
    private func rollBack(_ done: [Swap], in folders: FolderCache) {
        for swap in done.reversed() {
            if let place = folders.existing(swap.folder) { Self.undo(swap, in: place) }
        }
        for swap in swaps { folders.existing(swap.folder)?.remove(swap.staged) }
        folders.root.remove(Self.name)
    }

    /// Removes a file an earlier run wrote, if it is still a regular file of the size written then.
    private static func remove(_ removal: Removal, in place: Folder) {
        guard let entry = place.status(removal.name), entry.kind == .file, entry.size == removal.bytes else { return }
        unlinkat(place.descriptor, removal.name, 0)
    }

    /// Puts one staged name in place, unless it is there already.
    private static func put(_ swap: Swap, in place: Folder) throws(SystemCallError) {
        if place.status(swap.final)?.inode == swap.inode { return }
        guard place.status(swap.staged)?.inode == swap.inode else { throw SystemCallError(code: ENOENT) }
        if place.status(swap.final) != nil {
            try place.exchange(swap.staged, swap.final)
        } else {
            try place.rename(swap.staged, to: swap.final)
        }
    }

    /// Takes a swap back: the old file or folder returns to its name, the new one to its staged name;
    /// a failure leaves the swap as it is.
    ///
    /// Never inlined: Swift 6.3.1's release optimiser crashes (LoopInvariantCodeMotion) on a `try?`
    /// of these typed-throwing calls inlined into `rollBack(_:in:)`'s loop.
    @inline(never)
    private static func undo(_ swap: Swap, in place: Folder) {
        guard place.status(swap.final)?.inode == swap.inode else { return }
        if swap.finalExisted, place.status(swap.staged) != nil {
            try? place.exchange(swap.final, swap.staged)
        } else {
            try? place.rename(swap.final, to: swap.staged)
        }
    }
}
