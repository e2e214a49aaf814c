import TextEscapes

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a commit is about to do to an output folder, written and synced before its first rename:
/// a run stopped part way through (a crash, a kill, a power cut) leaves it behind, and the next
/// run on that folder finishes the commit before it does anything else (`finish(in:sync:step:)`).
/// The folder then holds the whole new output; had the journal not been written yet, the old
/// output was never touched. Written as `.triggergraph-commit.json` at the top of the folder.
///
/// A journal found in a folder is input like any other: anybody who can write to the folder can
/// plant one. It is read within a size limit, and acted on only when every name in it is a plain
/// name inside the output folder and every staged name is one this tool staged, with the inode
/// and size recorded (`CommitJournal+Checks.swift`); otherwise nothing is touched.
public struct CommitJournal: Codable, Equatable, Sendable {
    /// The journal's file name at the top of the output folder.
    public static let name = ".triggergraph-commit.json"

    /// The most bytes a journal may hold: a commit of about 30,000 names. A larger one is refused
    /// unread, and a commit that would write one stops before anything is renamed.
    public static let sizeLimit = 8 << 20

    /// One name the commit puts in place: the staged file or folder `staged` takes the name
    /// `final` in the same folder, swapping places with what had it (`finalExisted`), which is
    /// removed afterwards. The inode tells which of the two names holds the new one.
    struct Swap: Codable, Equatable {
        /// The folder it is in: nil for the output folder itself, else one of its folders.
        var folder: String?
        var staged: String
        var final: String
        var inode: UInt64
        /// The staged file's size; nil for a staged folder.
        var bytes: Int?
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

    /// Reads the journal an interrupted commit left in `root`, within ``sizeLimit`` bytes, and
    /// checks it against the folder; nil when there is none.
    /// - Throws: `OutputError.cantCreate` when one is there but cannot be read as a journal, or is
    ///   not one this tool wrote for this folder (``problem(in:)``). Nothing is touched then.
    static func read(in root: Folder) throws(OutputError) -> CommitJournal? {
        guard let entry = root.status(name) else { return nil }
        func refuse(_ why: String) -> OutputError {
            .cantCreate(path: root.path(of: name), reason: "an interrupted commit's journal \(why); remove it")
        }
        guard entry.kind == .file else { throw refuse("that cannot be read") }
        guard entry.size <= sizeLimit else { throw refuse("of more than \(sizeLimit >> 20) MiB") }
        guard let data = root.read(name, limit: sizeLimit),
            let journal = try? JSONDecoder().decode(CommitJournal.self, from: data)
        else { throw refuse("that cannot be read") }
        if let problem = journal.problem(in: FolderCache(root)) {
            throw refuse("that triggergraph did not write (\(problem)), so nothing was changed")
        }
        return journal
    }

    /// The journal as JSON, in the text Foundation's `JSONEncoder` writes with `.sortedKeys` and
    /// `.withoutEscapingSlashes`: one line, members by name, a swap's or a removal's `folder` and a
    /// swap's `bytes` left out when it has none. Written by hand (``EncoderStyleJSON``): the
    /// encoder's first use in a process (its generic containers found by name) cost a one-block run
    /// more than the rest of its commit. `read` still reads it with `JSONDecoder`. A member added
    /// to `Swap` or `Removal` is written here too, and given a value in
    /// `aJournalIsWrittenAsTheEncoderWritesItAndReadBack`.
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
                        if let bytes = swap.bytes { json.member("bytes") { $0.int(bytes) } }
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
    /// - Throws: `OutputError.io` for a journal over ``sizeLimit``, which the next run would
    ///   refuse; `.cantCreate` or `.io` when it cannot be written.
    func write(in root: Folder, sync: Bool) throws(OutputError) {
        let data = Data(json)
        guard data.count <= Self.sizeLimit else {
            throw .io(
                path: root.path(of: Self.name),
                reason: "one commit of \(swaps.count + removals.count) names is more than a journal may hold")
        }
        let temporary = OutputNames.staged()
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
}
