import Foundation
import TemporaryFolders
import Testing

@testable import SystemIO

/// The POSIX paths beside Linux's own calls, tested in both builds: two names swapped by renames
/// and finished by the journal wherever a run stops among them, a drawing process that ends with
/// its parent, the libraries' names, and no Linux header outside a Linux-only block.
@Suite("Portable by construction")
struct PortableTests {
    /// A folder holding a file `a`, a folder `d` with a file in it, and a file `f`.
    static func scene() throws -> (URL, Folder) {
        let folder = try temporaryFolder()
        try write("file a", to: folder.appendingPathComponent("a"))
        try write("in d", to: folder.appendingPathComponent("d/x"))
        try write("file f", to: folder.appendingPathComponent("f"))
        return (folder, try Folder(opening: folder.path))
    }

    @Test(arguments: [("a", "f"), ("a", "d"), ("d", "a")])
    func namesSwappedByRenamesEndAsOneSwapLeavesThem(_ one: String, _ other: String) throws {
        let (url, folder) = try Self.scene()
        defer { try? FileManager.default.removeItem(at: url) }
        let before = listing(url)
        let (first, second) = (folder.status(one), folder.status(other))
        try folder.exchangeInSteps(one, other)
        #expect(folder.status(one) == second)
        #expect(folder.status(other) == first)
        #expect(hidden(listing(url)).isEmpty)
        try folder.exchangeInSteps(other, one)
        #expect(listing(url) == before)
    }

    @Test func aMissingNameOrAFolderKeptWholeChangesNothing() throws {
        let (url, folder) = try Self.scene()
        defer { try? FileManager.default.removeItem(at: url) }
        let before = listing(url)
        #expect(throws: SystemCallError(code: ENOENT)) { try folder.exchangeInSteps("missing", "a") }
        #expect(throws: SystemCallError(code: ENOENT)) { try folder.exchangeInSteps("a", "missing") }
        // A folder has no second link: it cannot be kept in place while it is swapped.
        #expect(throws: SystemCallError(code: EISDIR)) { try folder.exchangeInSteps("a", "d", keepingOther: true) }
        #expect(listing(url) == before)
        // A file is: it keeps its name throughout, and ends swapped.
        try folder.exchangeInSteps("a", "f", keepingOther: true)
        #expect(listing(url) == before.merging(["a": "file f", "f": "file a"]) { $1 })
    }

    /// Where a run may stop among the renames that swap a staged name into place: what had the
    /// final name set aside (a second link to a file, a folder renamed), then the staged entry in
    /// place, the old one still aside.
    enum Stop: CaseIterable {
        case oldSetAside
        case newInPlace
    }

    @Test(arguments: Stop.allCases)
    func aCommitStoppedAmongASwapsRenamesIsFinishedByTheNextRun(_ stop: Stop) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try CommitRecoveryTests.writeOldOutput(in: folder)
        let journal = try CommitRecoveryTests.stoppedCommit(in: folder, done: 0)
        let root = try Folder(opening: folder.path)
        for swap in journal.swaps {
            let aside = OutputNames.staged()
            if swap.bytes == nil {
                #expect(renameat(root.descriptor, swap.final, root.descriptor, aside) == 0)
            } else {
                #expect(linkat(root.descriptor, swap.final, root.descriptor, aside, 0) == 0)
            }
            if stop == .newInPlace { try root.rename(swap.staged, to: swap.final) }
        }
        _ = try StagedOutput(root: folder, sync: true)
        #expect(listing(folder) == CommitRecoveryTests.newOutput)
    }

    /// Every entry a run staged is synced one by one, as the POSIX build syncs before its commit.
    @Test func everyStagedFileAndFolderIsSyncedOneByOne() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try CommitRecoveryTests.writeOldOutput(in: folder)
        let output = try StagedOutput(root: folder, sync: true)
        try CommitRecoveryTests.stageNewRun(output)
        #expect(StagedOutput.syncEach(output.staged, in: output.root) == nil)
        try output.commit()
        #expect(listing(folder) == CommitRecoveryTests.newOutput)
    }

    /// The parent killed with SIGKILL, which no handler sees: its drawing process ends too
    /// (PR_SET_PDEATHSIG on Linux, the lifeline's pipe in the POSIX build).
    @Test func aDrawingProcessEndsWithItsParentHoweverItEnds() async {
        await #expect(processExitsWith: .success) {
            alarm(60)
            // The drawing process holds this pipe's write end: the read ends once it has ended.
            var watch: [Int32] = [0, 0]
            var pids: [Int32] = [0, 0]
            #expect(pipe(&watch) == 0 && pipe(&pids) == 0)
            fflush(nil)
            let parent = SystemCall.fork()
            if parent == 0 {
                close(watch[0])
                let lifeline = Lifeline()
                let me = getpid()
                let child = SystemCall.fork()
                if child == 0 {
                    Interruption.becomeChild(of: me, lifeline: lifeline?.childEnd() ?? -1)
                    while true { pause() }
                }
                close(watch[1])
                var pid = child
                _ = write(pids[1], &pid, MemoryLayout<pid_t>.size)
                kill(getpid(), SIGKILL)
            }
            close(watch[1])
            close(pids[1])
            var child: pid_t = 0
            #expect(read(pids[0], &child, MemoryLayout<pid_t>.size) == MemoryLayout<pid_t>.size)
            #expect(wait(for: parent) == .killed(SIGKILL))
            var ended = pollfd(fd: watch[0], events: Int16(POLLIN), revents: 0)
            #expect(poll(&ended, 1, 10_000) == 1, "the drawing process \(child) outlived its parent")
            var byte: UInt8 = 0
            #expect(read(watch[0], &byte, 1) == 0)
            if kill(child, 0) == 0 { kill(child, SIGKILL) }
        }
    }

    @Test(arguments: LibraryFile.allCases)
    func eachLibraryOpensByItsNameOnThisSystem(_ library: LibraryFile) throws {
        let opened = DynamicLibrary.open("\(library)", fileNames: library.fileNames)
        #expect((try? opened.get()) != nil, "\(opened)")
        #expect(library.fileNames.contains(library.fileName))
    }

    /// Headers only Linux has, or whose calls only Linux's libc declares.
    static let linuxHeaders = [
        "sys/prctl.h", "sys/inotify.h", "sys/epoll.h", "sys/eventfd.h", "sys/signalfd.h", "sys/timerfd.h",
        "sys/sendfile.h", "sys/sysinfo.h", "sys/vfs.h", "sys/statfs.h", "sys/fanotify.h", "sys/personality.h",
        "sys/auxv.h", "malloc.h", "features.h", "mcheck.h", "execinfo.h", "endian.h", "byteswap.h",
        "linux/", "asm/", "gnu/", "bits/",
    ]

    /// The Linux headers a C file includes outside a block of `#ifdef __linux__` (or
    /// `#if defined(__linux__)`), by line.
    static func linuxIncludes(in text: String) -> [String] {
        var blocks: [Bool] = []
        var found: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let directive = line.trimmingCharacters(in: .whitespaces)
            if directive.hasPrefix("#if") {
                blocks.append(
                    directive.contains("__linux__") && !directive.hasPrefix("#ifndef") && !directive.contains("!"))
            } else if directive.hasPrefix("#elif") || directive.hasPrefix("#else") {
                if !blocks.isEmpty { blocks[blocks.count - 1] = false }
            } else if directive.hasPrefix("#endif") {
                _ = blocks.popLast()
            } else if directive.hasPrefix("#include <"), !blocks.contains(true) {
                let header = directive.dropFirst("#include <".count).prefix { $0 != ">" }
                if linuxHeaders.contains(where: { $0.hasSuffix("/") ? header.hasPrefix($0) : header == $0 }) {
                    found.append(String(line))
                }
            }
        }
        return found
    }

    @Test func theCheckSeesALinuxHeaderOutsideALinuxBlock() {
        #expect(Self.linuxIncludes(in: "#include <stdio.h>\n#include <sys/prctl.h>\n") == ["#include <sys/prctl.h>"])
        #expect(Self.linuxIncludes(in: "#ifdef __linux__\n#include <sys/prctl.h>\n#endif\n").isEmpty)
        #expect(
            Self.linuxIncludes(in: "#ifdef __linux__\n#elif defined(__APPLE__)\n#include <sys/prctl.h>\n#endif\n")
                == ["#include <sys/prctl.h>"])
        #expect(
            Self.linuxIncludes(in: "#ifndef __linux__\n#include <linux/fs.h>\n#endif\n") == ["#include <linux/fs.h>"])
    }

    @Test func noCSourceIncludesALinuxHeaderOutsideALinuxBlock() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".c") || $0.hasSuffix(".h") }
        #expect(files.contains("CSystem/CSystem.c"))
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            #expect(Self.linuxIncludes(in: text).isEmpty, "\(file)")
        }
    }
}
