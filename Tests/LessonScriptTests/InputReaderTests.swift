import Foundation
import Testing

@testable import LessonScript

/// The entry point: kinds by extension, files, bytes that are not UTF-8, missing files.
struct InputReaderTests {
    @Test(arguments: [
        ("a/b/main.swift", InputKind.block), ("page.md", .page), ("s.JSON", .json), ("-", .block),
    ])
    func kindFollowsTheExtension(_ path: String, _ kind: InputKind) {
        #expect(InputKind(path: path) == kind)
    }

    /// The stem and the extension come from the last component, as `FileSystemPath` has it.
    @Test(arguments: [
        ("a/b/main.swift", "main", "swift"), ("/course/x.md/", "x", "md"), ("a.b/c", "c", ""),
        ("dir/.hidden", ".hidden", ""), ("x.tar.json", "x.tar", "json"), ("/", "/", ""), ("page", "page", ""),
    ])
    func stemAndExtensionAreThoseOfTheLastComponent(_ path: String, _ stem: String, _ pathExtension: String) {
        #expect(InputKind.stem(path) == stem)
        #expect(InputKind.pathExtension(path) == pathExtension)
    }

    /// Bytes that span several of `read`'s pieces, none repeating at a piece's length, come back
    /// whole and in order: from a file, and from a pipe that hands them over in its own sizes.
    @Test func anInputLongerThanOnePieceIsReadWhole() throws {
        let bytes = (0..<(InputBytes.pieceSize * 3 + 123)).map { UInt8(truncatingIfNeeded: $0 * 7 + $0 / 251) }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("input-bytes-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("long.swift")
        try Data(bytes).write(to: file)
        // Compared as a yes or no: a failing `==` of two 200 KB values makes a diff that takes minutes.
        let fromFile = try InputBytes.read(path: file.path, limit: bytes.count)
        #expect(fromFile.count == bytes.count)
        #expect(fromFile.elementsEqual(bytes))
        #expect(throws: InputBytes.Failure.tooLarge(limit: bytes.count - 1)) {
            try InputBytes.read(path: file.path, limit: bytes.count - 1)
        }

        let pipe = Pipe()
        let writer = Thread {
            pipe.fileHandleForWriting.write(Data(bytes))
            try? pipe.fileHandleForWriting.close()
        }
        writer.start()
        let fromPipe = try InputBytes.read(descriptor: pipe.fileHandleForReading.fileDescriptor, limit: bytes.count)
        #expect(fromPipe.count == bytes.count)
        #expect(fromPipe.elementsEqual(bytes))
    }

    @Test func unsupportedExtensionIsAnError() {
        #expect(
            throws: Diagnostic.error(
                .unsupportedInput(path: "notes.txt"), at: SourceLocation(file: "notes.txt", line: 1, column: 1))
        ) {
            try InputReader.read(path: "notes.txt")
        }
    }

    @Test func missingFileIsAnError() {
        let path = "/nonexistent/dir/x.swift"
        do {
            _ = try InputReader.read(path: path)
            Issue.record("no error")
        } catch {
            #expect(error.problem == .cannotRead(path: path, reason: "no such file"))
            #expect(error.description == "\(path):1:1: error: cannot read this file: no such file")
        }
    }

    @Test func aMainBlockIsNamedByItsFolders() throws {
        let name = "09-local-state-2"
        let document = try InputReader.read(path: Fixtures.blockURL(name).path)
        #expect(document.kind == .block)
        #expect(document.scenes.map(\.name) == ["09-local-state-2"])
        #expect(document.pageBlocks.isEmpty)
    }

    @Test func invalidUTF8IsAnErrorAtTheByte() {
        var data = Data("let a = 1\nlet b = \"".utf8)
        data.append(contentsOf: [0xC3, 0x28, 0x22, 0x0A])
        #expect(throws: Diagnostic.error(.invalidUTF8, at: SourceLocation(file: "bad.swift", line: 2, column: 10))) {
            try InputReader.read(data: data, file: "bad.swift", kind: .block)
        }
    }

    @Test func byteOrderMarkIsDropped() throws {
        var data = Data([0xEF, 0xBB, 0xBF])
        data.append(contentsOf: Data("let t = ViewTree(nodes: [], storage: [:])\n".utf8))
        let document = try InputReader.read(data: data, file: "bom.swift", kind: .block, name: "bom")
        #expect(document.scenes.first?.trees.first?.location == SourceLocation(file: "bom.swift", line: 1, column: 9))
    }
}
