import CourseFixtures
import Foundation
import Publishing
import TemporaryFolders
import Testing

@testable import TriggerGraphCLI

/// A command whose standard output cannot be written ends with a write error, exit 74, rather
/// than a crash or a success over output that never arrived.
@Suite("Standard output")
struct StandardOutputTests {
    static let block = Course.block("09-local-state-1").path

    @Test(arguments: [
        ["text", block], ["text", "--json", block], ["dot", block], ["scene", block], ["--help"], ["text", "--help"],
    ])
    func aFullDeviceOnStandardOutputExits74(_ arguments: [String]) throws {
        // /dev/full fails every write with ENOSPC, for root too.
        let full = open("/dev/full", O_WRONLY | O_CLOEXEC)
        try #require(full >= 0)
        defer { close(full) }
        let errors = Pipe()
        let console = Console.standard(output: full, error: errors.fileHandleForWriting.fileDescriptor)
        let status = TriggerGraphCLI.run(arguments, console: console)
        try errors.fileHandleForWriting.close()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(status == 74)
        #expect(message.hasSuffix("<stdout>: error: write failed: No space left on device\n"), "\(message)")
    }

    @Test func theSameConsoleWritesWholeOutputToAFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("text.txt")
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        try #require(descriptor >= 0)
        let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
        let status = TriggerGraphCLI.run(
            ["text", Self.block], console: Console.standard(output: descriptor, error: null))
        close(descriptor)
        close(null)
        #expect(status == 0)
        #expect(try String(contentsOf: file, encoding: .utf8) == triggergraph("text", Self.block).out)
    }
}
