import Foundation
import Testing

@testable import SystemIO

/// A commit journal found in the output folder is input like any other: one planted there (a
/// shared folder, a catalog committed to a repository) is refused unless every name in it is a
/// plain name inside the folder and every staged name holds what this tool staged, and a refused
/// journal touches nothing, inside the folder or out.
@Suite("Forged journals")
struct ForgedJournalTests {
    /// `victim/secret.txt` outside; `out`, an earlier run's output, with a link to the victim
    /// folder planted in it, a file staged by the attacker, and a user's folder named like staging.
    struct Scene: ScratchScene, Sendable {
        let scratch: URL
        /// A staged name in `out` holding the attacker's bytes.
        let planted = ".triggergraph-staged-\(UUID().uuidString)"
        /// A staged name in the victim's folder.
        let plantedOutside = ".triggergraph-staged-\(UUID().uuidString)"
        let drafts = ".drafts.\(UUID().uuidString).tmp"

        init() throws {
            scratch = try Self.makeScratch()
            try write("old 1", to: output.appendingPathComponent("block/01.svg"))
            try write("old manifest", to: output.appendingPathComponent("manifest.json"))
            try write("chapter", to: output.appendingPathComponent("\(drafts)/chapter.md"))
            try write("attacker", to: output.appendingPathComponent(planted))
            try write("attacker", to: victim.appendingPathComponent(plantedOutside))
            try FileManager.default.createSymbolicLink(
                at: output.appendingPathComponent("lnk"), withDestinationURL: victim)
        }

        /// Plants a journal of these swaps and removals in `out`.
        func plant(swaps: [[String: Any]], removals: [[String: Any]]) throws {
            let data = try JSONSerialization.data(withJSONObject: ["swaps": swaps, "removals": removals])
            try data.write(to: output.appendingPathComponent(CommitJournal.name))
        }

        func inode(_ path: String) -> UInt64 { SystemIOTests.inode(scratch.appendingPathComponent(path)) ?? 0 }
    }

    /// A forged journal: its swaps and removals, made from the scene, and why it is refused.
    struct Forgery: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let swaps: @Sendable (Scene) -> [[String: Any]]
        let removals: @Sendable (Scene) -> [[String: Any]]
        let problem: @Sendable (Scene) -> String
    }

    static func swap(
        _ staged: String, _ final: String, inode: UInt64, folder: String? = nil, bytes: Int? = nil
    ) -> [String: Any] {
        var swap: [String: Any] = ["staged": staged, "final": final, "inode": inode, "finalExisted": true]
        if let folder { swap["folder"] = folder }
        if let bytes { swap["bytes"] = bytes }
        return swap
    }

    static func removal(_ name: String, folder: String? = nil, bytes: Int = 7) -> [String: Any] {
        var removal: [String: Any] = ["name": name, "bytes": bytes]
        if let folder { removal["folder"] = folder }
        return removal
    }

    static let forgeries: [Forgery] = [
        Forgery(
            testDescription: "a swap whose staged name is an absolute folder",
            swaps: { [swap($0.victim.path, "block", inode: $0.inode("victim"))] }, removals: { _ in [] },
            problem: { "'\($0.victim.path)' is no staged name" }),
        Forgery(
            testDescription: "a swap whose staged name leaves the folder",
            swaps: { [swap("../victim", "block", inode: $0.inode("victim"))] }, removals: { _ in [] },
            problem: { _ in "'../victim' is no staged name" }),
        Forgery(
            testDescription: "a staged name outside the folder",
            swaps: {
                [swap("../victim/\($0.plantedOutside)", "block", inode: $0.inode("victim/\($0.plantedOutside)"))]
            },
            removals: { _ in [] }, problem: { "'../victim/\($0.plantedOutside)' is no staged name" }),
        Forgery(
            testDescription: "a swap whose final name leaves the folder",
            swaps: { [swap($0.planted, "../victim/secret.txt", inode: $0.inode("out/\($0.planted)"), bytes: 8)] },
            removals: { _ in [] }, problem: { _ in "'../victim/secret.txt' is not a plain name" }),
        Forgery(
            testDescription: "a swap in an absolute folder",
            swaps: {
                [
                    swap(
                        $0.plantedOutside, "secret.txt", inode: $0.inode("victim/\($0.plantedOutside)"),
                        folder: $0.victim.path, bytes: 8)
                ]
            }, removals: { _ in [] }, problem: { "'\($0.victim.path)' is not a plain name" }),
        Forgery(
            testDescription: "a swap in a folder that is a planted link",
            swaps: {
                [
                    swap(
                        $0.plantedOutside, "secret.txt", inode: $0.inode("victim/\($0.plantedOutside)"), folder: "lnk",
                        bytes: 8)
                ]
            }, removals: { _ in [] }, problem: { _ in "'lnk' is not a folder of the output folder" }),
        Forgery(
            testDescription: "a swap of a user's folder named like staging",
            swaps: { [swap($0.drafts, "block", inode: $0.inode("out/\($0.drafts)"))] }, removals: { _ in [] },
            problem: { "'\($0.drafts)' is no staged name" }),
        Forgery(
            testDescription: "a swap whose staged name holds what it did not stage",
            swaps: { [swap($0.planted, "block", inode: $0.inode("out/\($0.planted)") + 1, bytes: 8)] },
            removals: { _ in [] }, problem: { "'\($0.planted)' does not hold what was staged" }),
        Forgery(
            testDescription: "a removal in an absolute folder",
            swaps: { _ in [] }, removals: { [removal("secret.txt", folder: $0.victim.path)] },
            problem: { "'\($0.victim.path)' is not a plain name" }),
        Forgery(
            testDescription: "a removal that leaves the folder",
            swaps: { _ in [] }, removals: { _ in [removal("../victim/secret.txt")] },
            problem: { _ in "'../victim/secret.txt' is not a plain name" }),
        Forgery(
            testDescription: "a removal through a planted link",
            swaps: { _ in [] }, removals: { _ in [removal("lnk/secret.txt")] },
            problem: { _ in "'lnk/secret.txt' is not a plain name" }),
        Forgery(
            testDescription: "a removal in a folder that is a planted link",
            swaps: { _ in [] }, removals: { _ in [removal("secret.txt", folder: "lnk")] },
            problem: { _ in "'lnk' is not a folder of the output folder" }),
        Forgery(
            testDescription: "a removal of the journal itself, among good ones",
            swaps: { _ in [] }, removals: { _ in [removal("manifest.json", bytes: 12), removal(CommitJournal.name)] },
            problem: { _ in "'\(CommitJournal.name)' is not an output's name" }),
    ]

    @Test(arguments: forgeries)
    func aForgedJournalIsRefusedAndTouchesNothing(_ forgery: Forgery) throws {
        let scene = try Scene()
        defer { scene.remove() }
        try scene.plant(swaps: forgery.swaps(scene), removals: forgery.removals(scene))
        let before = listing(scene.scratch)
        #expect(
            throws: OutputError.cantCreate(
                path: scene.output.path + "/" + CommitJournal.name,
                reason:
                    "an interrupted commit's journal that triggergraph did not write (\(forgery.problem(scene))), so nothing was changed; remove it"
            )
        ) {
            _ = try StagedOutput(root: scene.output, sync: false)
        }
        #expect(listing(scene.scratch) == before)
    }

    @Test func aJournalOverTheLimitIsRefusedUnread() throws {
        let scene = try Scene()
        defer { scene.remove() }
        // 40 MB of nothing (a sparse file): refused by its size, before a byte is read.
        let url = scene.output.appendingPathComponent(CommitJournal.name)
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 40_000_000)
        try handle.close()
        let before = listing(scene.scratch).filter { $0.key != "out/" + CommitJournal.name }
        #expect(
            throws: OutputError.cantCreate(
                path: url.path, reason: "an interrupted commit's journal of more than 8 MiB; remove it")
        ) {
            _ = try StagedOutput(root: scene.output, sync: false)
        }
        #expect(listing(scene.scratch).filter { $0.key != "out/" + CommitJournal.name } == before)
    }

    @Test func aUsersFolderNamedLikeStagingSurvivesRecoveryAndRollback() throws {
        let scene = try Scene()
        defer { scene.remove() }
        let nested = "block/.drafts.\(UUID().uuidString).tmp/notes.md"
        try write("notes", to: scene.output.appendingPathComponent(nested))
        let output = try StagedOutput(root: scene.output, sync: false)
        output.own(["block/01.svg": 5, "manifest.json": 12])
        try output.write(Data("new".utf8), folder: "animations", file: "a.svg")
        output.rollback()
        #expect(listing(scene.output)["\(scene.drafts)/chapter.md"] == "chapter")
        #expect(listing(scene.output)[nested] == "notes")
        #expect(listing(scene.output)[scene.planted] == nil, "the tool's own staging is swept")
    }
}
