import CourseFixtures
import Foundation
import LessonScript
import SystemIO
import Testing

@testable import Publishing

/// A block's manifest entry travels from a drawing process to the one that forked it in
/// `WireCodable` bytes: it must come back equal, whatever it holds.
@Suite("Manifest entries between processes")
struct ManifestWireTests {
    static func roundTrip(_ block: Manifest.Block) throws -> Manifest.Block {
        var writer = WireWriter()
        writer.write(block)
        var reader = WireReader(writer.bytes)
        let read = try reader.read(Manifest.Block.self)
        #expect(reader.isAtEnd, "bytes left after \(block.name)")
        return read
    }

    /// Every block of every course page, as `render` plans it, each change given files with and
    /// without a theme.
    @Test func everyCourseBlockComesBackEqual() throws {
        let manifest = try courseManifest()
        #expect(manifest.blocks.count > 40)
        for var block in manifest.blocks {
            for change in block.changes.indices {
                let stem = "\(block.name)/\(change)"
                block.changes[change].files = [
                    Manifest.File(path: stem + ".svg", format: "svg", theme: "light", bytes: 4096 + change),
                    Manifest.File(path: stem + ".figure.md", format: "md", bytes: 120),
                ]
            }
            block.files = [Manifest.File(path: "\(block.name)/animation.gif", format: "gif", bytes: 1 << 20)]
            #expect(try Self.roundTrip(block) == block)
        }
    }

    /// Every member set to something other than its neighbour's, so that a member written in the
    /// wrong place or not at all cannot come back equal; text of any kind, counts of any sign.
    @Test func anyEntryComesBackEqualAndNoShorterBytesReadAsOne() throws {
        var text = ""
        for value in 0..<0x80 { text.unicodeScalars.append(Unicode.Scalar(value)!) }
        text += "é ü € \u{2028}\u{FEFF} 計数 😀 e\u{301}"
        let file = Manifest.File(path: "a/\(text).svg", format: "svg", theme: "dark", bytes: Int.max)
        let change = Manifest.Change(
            number: -1, label: text, key: "key", source: Manifest.Source(file: "f", line: Int.min),
            textLine: "line", causes: ["local": 1, "parent": 2, "observed": 3, "environment": 4, "off-rule": 5],
            skipped: 9, files: [file, Manifest.File(path: "b", format: "png", bytes: 0)])
        let quiet = Manifest.Change(
            number: 2, label: "", key: "", source: Manifest.Source(file: "", line: 1), textLine: "", causes: [:],
            skipped: 0, files: [])
        let blocks = [
            Manifest.Block(
                name: text, source: Manifest.Source(file: "page.md", line: 7), caption: "caption",
                changes: [change, quiet], files: [file]),
            Manifest.Block(
                name: "b", source: Manifest.Source(file: "b", line: 1), caption: nil, changes: [], files: []),
        ]
        for block in blocks {
            #expect(try Self.roundTrip(block) == block)
            var writer = WireWriter()
            writer.write(block)
            for cut in 0..<writer.bytes.count {
                var reader = WireReader(Array(writer.bytes[..<cut]))
                #expect(throws: WireReader.Corrupted.self, "\(cut) of \(writer.bytes.count) bytes read as a block") {
                    try reader.read(Manifest.Block.self)
                }
            }
        }
    }
}
