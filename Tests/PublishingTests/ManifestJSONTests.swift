import CourseFixtures
import Foundation
import LessonScript
import Testing

@testable import Publishing

/// `manifest.json` is written by hand, in the text Foundation's `JSONEncoder` writes: every
/// manifest here is held to the encoder's bytes, and read back to the same manifest.
@Suite("manifest.json")
struct ManifestJSONTests {
    /// What the manifest was written with before: the encoder, with the options the schema names.
    static func encoderJSON(_ manifest: Manifest) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(manifest) + Data("\n".utf8)
    }

    /// Every course page, as `render` plans it, each change given files with and
    /// without a theme.
    @Test func theCoursesManifestIsTheEncodersText() throws {
        var manifest = try courseManifest()
        #expect(manifest.blocks.count > 40)
        for block in manifest.blocks.indices {
            for change in manifest.blocks[block].changes.indices {
                let stem = "\(manifest.blocks[block].name)/\(change)"
                manifest.blocks[block].changes[change].files = [
                    Manifest.File(path: stem + ".svg", format: "svg", theme: "light", bytes: 4096 + change),
                    Manifest.File(path: stem + ".figure.md", format: "md", bytes: 120),
                ]
            }
        }
        manifest.pages = manifest.pages.map { page in
            var page = page
            page.files = [Manifest.File(path: "\(page.name)/index.html", format: "html", bytes: 9000)]
            return page
        }
        #expect(manifest.json == (try Self.encoderJSON(manifest)))
        #expect(Manifest(json: manifest.json) == manifest)
    }

    /// Every control character, quotes, backslashes, slashes, DEL and text beyond ASCII in every
    /// string; optionals present and absent; empty lists and counts; negative and large numbers.
    @Test func anyTextIsTheEncodersText() throws {
        var text = ""
        for value in 0..<0x80 { text.unicodeScalars.append(Unicode.Scalar(value)!) }
        text += "é ü € \u{2028}\u{2029}\u{FEFF} 計数 😀 e\u{301}"
        let file = Manifest.File(path: "a/\(text).svg", format: text, theme: text, bytes: Int.max)
        let change = Manifest.Change(
            number: -1, label: text, key: text, source: Manifest.Source(file: text, line: 0), textLine: text,
            causes: ["local": 1, "parent": 2, "observed": 3, "environment": 4, "off-rule": 5, "out-of-scope": 6],
            skipped: 0, files: [file, Manifest.File(path: "b", format: "png", bytes: 0)])
        let quiet = Manifest.Change(
            number: 2, label: "", key: "", source: Manifest.Source(file: "", line: 1), textLine: "", causes: [:],
            skipped: 3, files: [])
        let empty =
            #"{"manifestVersion":1,"tool":"triggergraph","version":"","command":"","blocks":[],"pages":[],"files":[]}"#
        var manifest = try #require(Manifest(json: Data(empty.utf8)))
        manifest.version = text
        manifest.command = text
        manifest.blocks = [
            Manifest.Block(
                name: text, source: Manifest.Source(file: text, line: 7), caption: text, changes: [change, quiet],
                files: [file]),
            Manifest.Block(
                name: "b", source: Manifest.Source(file: "b", line: 1), caption: nil, changes: [], files: []),
        ]
        manifest.pages = [
            Manifest.Page(source: text, name: text, title: text, files: [file]),
            Manifest.Page(source: "p", name: "p", title: nil, files: []),
        ]
        for kept in [nil, [], [file]] as [[Manifest.File]?] {
            manifest.kept = kept
            manifest.files = kept ?? []
            #expect(manifest.json == (try Self.encoderJSON(manifest)))
            #expect(Manifest(json: manifest.json) == manifest)
        }
    }
}
