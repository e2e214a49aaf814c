import Foundation
import SystemIO
import TemporaryFolders
import Testing

/// Writing and reading whole, syncing, and work on a thread of its own.
@Suite("System calls")
struct SystemCallTests {
    @Test func everyByteWrittenToAPipeIsReadToItsEnd() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        // More than a pipe holds: the writes are short, and wait for the reads.
        let data = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 * 7) })
        let writer = try #require(
            BackgroundThread {
                try? SystemCall.writeAll(data, to: ends[1])
                close(ends[1])
            })
        let read = SystemCall.readAll(ends[0])
        writer.wait()
        #expect(read == data)
    }

    @Test func aWriteThatFailsThrowsItsErrno() throws {
        let full = open("/dev/full", O_WRONLY | O_CLOEXEC)
        try #require(full >= 0)
        defer { close(full) }
        let error = #expect(throws: SystemCallError(code: ENOSPC)) {
            try SystemCall.writeAll(Data("x".utf8), to: full)
        }
        #expect(error?.reason == "No space left on device")
        #expect(throws: SystemCallError(code: EBADF)) { try SystemCall.writeAll(Data("x".utf8), to: -1) }
    }

    @Test func aFolderIsSyncedThroughItsDescriptor() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let opened = try Folder(opening: folder.path)
        withExtendedLifetime(opened) { #expect(SystemCall.syncFileSystem(opened.descriptor) == 0) }
        let status = SystemCall.syncFileSystem(-1)
        let code = errno
        #expect(status == -1)
        #expect(code == EBADF)
    }

    @Test func aThreadsWorkIsDoneOnceWaitReturns() throws {
        let done = SharedCounters(count: 1)
        let thread = try #require(
            BackgroundThread {
                usleep(100_000)
                done.add(1, to: 0)
            })
        thread.wait()
        #expect(done[0] == 1)
        thread.wait()
    }
}
