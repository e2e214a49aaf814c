import Foundation
import TemporaryFolders
import Testing

@testable import SystemIO

/// A commit stopped part way is finished by the next run on the folder, from its journal, and
/// what stopped runs staged is swept away: the folder holds the old output or the new one, whole.
@Suite("Commit recovery")
struct CommitRecoveryTests {
    /// The earlier run's output: a block's folder, a manifest, and a frame the new run drops.
    static let oldOutput = [
        "block": "folder", "block/01.svg": "old 1", "manifest.json": "old manifest", "stale.svg": "old",
    ]

    /// The new run's output.
    static let newOutput = [
        "block": "folder", "block/01.svg": "new 1", "block/02.svg": "new 2", "manifest.json": "new manifest",
    ]

    /// Writes the earlier run's output into `folder`.
    static func writeOldOutput(in folder: URL) throws {
        for (path, text) in oldOutput where text != "folder" {
            try write(text, to: folder.appendingPathComponent(path))
        }
    }

    /// What the new run stages: the block's folder, the manifest, and the dropped frame's removal.
    static func stageNewRun(_ output: StagedOutput) throws(OutputError) {
        output.own(["block/01.svg": 5, "manifest.json": 12, "stale.svg": 3])
        try output.replaceFolder("block")
        try output.write(Data("new 1".utf8), folder: "block", file: "01.svg")
        try output.write(Data("new 2".utf8), folder: "block", file: "02.svg")
        try output.write(Data("new manifest".utf8), file: "manifest.json")
        try output.removeAtCommit("stale.svg", bytes: 3)
    }

    /// The new run staged by hand in `folder`, its journal written, and `done` of its two swaps made,
    /// as a commit stopped there leaves it.
    static func stoppedCommit(in folder: URL, done: Int) throws -> CommitJournal {
        let root = try Folder(opening: folder.path)
        let block = OutputNames.staged()
        let blockInode = try root.makeFolder(block)
        let staged = try #require(root.existingFolder(block))
        _ = try staged.createFile("01.svg", Data("new 1".utf8))
        _ = try staged.createFile("02.svg", Data("new 2".utf8))
        let manifest = OutputNames.staged()
        let manifestInode = try root.createFile(manifest, Data("new manifest".utf8))
        let journal = CommitJournal(
            swaps: [
                .init(folder: nil, staged: block, final: "block", inode: blockInode, finalExisted: true),
                .init(
                    folder: nil, staged: manifest, final: "manifest.json", inode: manifestInode, bytes: 12,
                    finalExisted: true),
            ],
            removals: [.init(folder: nil, name: "stale.svg", bytes: 3)])
        try journal.write(in: root, sync: false)
        if done >= 1 { try root.exchange(block, "block") }
        if done >= 2 { try root.exchange(manifest, "manifest.json") }
        return journal
    }

    @Test(arguments: 0...2)
    func theNextRunFinishesACommitStoppedAfterItsJournal(_ done: Int) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.writeOldOutput(in: folder)
        _ = try Self.stoppedCommit(in: folder, done: done)
        #expect(listing(folder)[CommitJournal.name] != nil)
        _ = try StagedOutput(root: folder, sync: false)
        #expect(listing(folder) == Self.newOutput)
    }

    @Test func aRemovalTheJournalListsSparesAFileChangedSince() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.writeOldOutput(in: folder)
        _ = try Self.stoppedCommit(in: folder, done: 1)
        try write("the user's own", to: folder.appendingPathComponent("stale.svg"))
        _ = try StagedOutput(root: folder, sync: false)
        #expect(listing(folder) == Self.newOutput.merging(["stale.svg": "the user's own"]) { $1 })
    }

    @Test func aJournalWhoseStagedFileIsGoneIsRefusedAndNothingIsTouched() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.writeOldOutput(in: folder)
        let journal = try Self.stoppedCommit(in: folder, done: 0)
        // The manifest's staged file is gone: the journal no longer says what is in the folder.
        try FileManager.default.removeItem(at: folder.appendingPathComponent(journal.swaps[1].staged))
        let before = listing(folder)
        #expect(
            throws: OutputError.cantCreate(
                path: folder.path + "/" + CommitJournal.name,
                reason: "an interrupted commit's journal that triggergraph did not write ('\(journal.swaps[1].staged)' "
                    + "does not hold what was staged), so nothing was changed; remove it")
        ) {
            _ = try StagedOutput(root: folder, sync: false)
        }
        #expect(listing(folder) == before)
    }

    @Test func aCommitKilledAfterAnyStepIsFinishedByTheNextRun() async throws {
        let scratch = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        // Everything staged; the journal; two swaps; the two names they replaced; the removal; the journal.
        let steps = 8
        var outcomes: [String] = []
        for step in 1...steps + 1 {
            let folder = scratch.appendingPathComponent("step-\(step)")
            try Self.writeOldOutput(in: folder)
            let killed = step <= steps
            await #expect(processExitsWith: killed ? .signal(SIGKILL) : .success) {
                [path = folder.path as String, step = step as Int] in
                setenv("TRIGGERGRAPH_KILL_AFTER_COMMIT_STEP", String(step), 1)
                let output = try StagedOutput(root: URL(fileURLWithPath: path), sync: false)
                try CommitRecoveryTests.stageNewRun(output)
                try output.commit()
            }
            // The journal is there from its own step until the last, which removes it.
            #expect((listing(folder)[CommitJournal.name] != nil) == (2..<steps).contains(step), "step \(step)")
            _ = try StagedOutput(root: folder, sync: false)
            let recovered = listing(folder)
            outcomes.append(recovered == Self.oldOutput ? "old" : recovered == Self.newOutput ? "new" : "torn")
        }
        // Killed with everything staged: the old output; once the journal is written: the new.
        #expect(outcomes == ["old"] + Array(repeating: "new", count: steps))
    }

    @Test func stagedNamesLeftByStoppedRunsAreSweptAtTheTopAndInTheToolsFoldersOnly() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let uuid = UUID().uuidString
        let staged = ".triggergraph-staged-\(uuid)"
        let stagedFolder = ".triggergraph-staged-\(UUID().uuidString)"
        let swept = [staged, "\(stagedFolder)/01.svg", "block/\(staged)"]
        let kept = [
            "block/01.svg", ".keep", ".triggergraph-staged-\(uuid.lowercased())", "triggergraph-staged-\(uuid)",
            "\(staged).tmp", "block/deeper/\(staged)", ".hidden/\(staged)",
            // A folder of the user's, named like another tool's staging, and staging in it: never swept.
            ".drafts.\(uuid).tmp/chapter.md", "MyArticles/.drafts.\(uuid).tmp/chapter.md", "MyArticles/\(staged)",
        ]
        for path in Set(swept + kept) { try write("x", to: folder.appendingPathComponent(path)) }
        let output = try StagedOutput(root: folder, sync: false)
        #expect(listing(folder)["block/\(staged)"] != nil, "the tool's folders are known from the manifest only")
        output.own(["block/01.svg": 1])
        let left = listing(folder).filter { $0.value != "folder" }.keys.sorted()
        #expect(left == kept.sorted())
        #expect(listing(folder)[stagedFolder] == nil)
    }

    @Test(arguments: [
        (".triggergraph-staged-E621E1F8-C36C-495A-93FC-0C247A3E6E5F", true),
        (".triggergraph-staged-e621e1f8-c36c-495a-93fc-0c247a3e6e5f", false),
        ("triggergraph-staged-E621E1F8-C36C-495A-93FC-0C247A3E6E5F", false),
        (".triggergraph-stagedE621E1F8-C36C-495A-93FC-0C247A3E6E5F", false),
        (".triggergraph-staged-E621E1F8C36C-495A-93FC-0C247A3E6E5F0", false),
        (".triggergraph-staged-E621E1F8-C36C-495A-93FC-0C247A3E6E5G", false),
        (".triggergraph-staged-E621E1F8-C36C-495A-93FC-0C247A3E6E5F.tmp", false),
        (".triggergraph-staged-E621E1F8-C36C-495A-93FC-0C247A3E6E5", false),
        (".manifest.json.E621E1F8-C36C-495A-93FC-0C247A3E6E5F.tmp", false),
        (".drafts.E621E1F8-C36C-495A-93FC-0C247A3E6E5F.tmp", false),
        (".triggergraph-commit.json", false),
    ])
    func aStagedNameIsToldFromAnyOther(_ name: String, _ isStaged: Bool) {
        #expect(OutputNames.isStaged(name) == isStaged)
    }

    @Test func everyStagedNameIsNewAndToldAsStaged() {
        let names = (0..<100).map { _ in OutputNames.staged() }
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { OutputNames.isStaged($0) && $0.hasPrefix(".triggergraph-staged-") })
    }

    /// A journal to write, named for the test's output.
    struct JournalCase: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let journal: CommitJournal
    }

    /// Every control character, quotes, backslashes, slashes, DEL and text beyond ASCII, as
    /// `ManifestJSONTests` writes them too.
    static let anyText: String = {
        var text = ""
        for value in 0..<0x80 { text.unicodeScalars.append(Unicode.Scalar(value)!) }
        return text + "é ü € \u{2028}\u{2029}\u{FEFF} 計数 😀 e\u{301}"
    }()

    static let journals = [
        JournalCase(testDescription: "nothing to swap or remove", journal: CommitJournal(swaps: [], removals: [])),
        JournalCase(
            testDescription: "names and folders with every escape, folders absent, extreme numbers",
            journal: CommitJournal(
                swaps: [
                    .init(
                        folder: nil, staged: ".manifest.json.x1", final: "manifest.json", inode: 12, finalExisted: true),
                    .init(
                        folder: "block/\(anyText)", staged: anyText, final: anyText, inode: .max, bytes: .max,
                        finalExisted: false),
                ],
                removals: [
                    .init(folder: "a/b", name: anyText, bytes: 0),
                    .init(folder: nil, name: "stale.svg", bytes: .max),
                    .init(folder: anyText, name: "negative", bytes: .min),
                ])),
    ]

    /// The journal is written by hand: in the bytes Foundation's encoder writes, and read back by
    /// its decoder as the same journal.
    @Test(arguments: journals)
    func aJournalIsWrittenAsTheEncoderWritesItAndReadBack(_ journalCase: JournalCase) throws {
        let journal = journalCase.journal
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        #expect(
            String(decoding: journal.json, as: UTF8.self)
                == String(decoding: try encoder.encode(journal), as: UTF8.self))
        #expect(try JSONDecoder().decode(CommitJournal.self, from: Data(journal.json)) == journal)
    }

    @Test(arguments: ["not a journal", "link"])
    func aJournalThatCannotBeReadStopsTheRunAndIsKept(_ journal: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.writeOldOutput(in: folder)
        let url = folder.appendingPathComponent(CommitJournal.name)
        if journal == "link" {
            // A journal elsewhere, reached through a link, is never read.
            let elsewhere = folder.appendingPathComponent("block/journal.json")
            try write(#"{"swaps": [], "removals": []}"#, to: elsewhere)
            try FileManager.default.createSymbolicLink(at: url, withDestinationURL: elsewhere)
        } else {
            try write(journal, to: url)
        }
        let before = listing(folder)
        #expect(
            throws: OutputError.cantCreate(
                path: url.path, reason: "an interrupted commit's journal that cannot be read; remove it")
        ) {
            _ = try StagedOutput(root: folder, sync: false)
        }
        #expect(listing(folder) == before)
    }
}
