import Testing
import TextEscapes

/// A path's bytes survive the trip through a String, whatever they are, and a message shows a
/// stray byte as `\xNN`.
@Suite("FileSystemPath")
struct FileSystemPathTests {
    static let paths: [[UInt8]] = [
        Array("plain/ascii.swift".utf8),
        Array("grüße/λας.md".utf8),
        Array("latin".utf8) + [0xE9] + Array(".swift".utf8),
        Array("out".utf8) + [0x9B],
        [0xFF, 0xFE, 0x80],
        // A truncated sequence, then a whole one: only the stray bytes are kept apart.
        [0xE2, 0x82] + Array("€".utf8),
        // An overlong '/' and a surrogate's encoding are not UTF-8 either.
        [0xC0, 0xAF, 0xED, 0xA0, 0x80],
    ]

    @Test(arguments: paths)
    func bytesSurviveTheStringAndComeBackWhole(_ bytes: [UInt8]) {
        let path = FileSystemPath.string(bytes)
        #expect(FileSystemPath.bytes(path) == bytes)
        FileSystemPath.withCString(path) { pointer in
            var count = 0
            while pointer[count] != 0 { count += 1 }
            #expect(Array(UnsafeBufferPointer(start: pointer, count: count)).map { UInt8(bitPattern: $0) } == bytes)
        }
    }

    @Test func validUTF8IsTheStringItself() {
        #expect(FileSystemPath.string(Array("grüße/λας.md".utf8)) == "grüße/λας.md")
    }

    @Test func aStrayByteIsShownAsAnEscapeInMessages() {
        let path = FileSystemPath.string(Array("out".utf8) + [0x9B])
        #expect(TerminalText.escaped("\(path): error: x") == "out\\x9B: error: x")
        #expect(TerminalText.escaped("a\u{1B}[31mb") == "a\\u{1B}[31mb")
    }
}
