import Foundation
import Testing
import TextEscapes

/// What the tool took from Foundation's `NSString` and `CharacterSet`, now its own (the tool links
/// FoundationEssentials alone), answers as Foundation does. These tests link Foundation to ask it.
@Suite("Foundation's string calls, without Foundation")
struct FoundationReplacementTests {
    /// Every scalar, in strings of 64 (NFC composes across their joins as Foundation does).
    static let allScalars: [String] = {
        let scalars = (UInt32(0)...0x10FFFF).compactMap { Unicode.Scalar($0) }
        return stride(from: 0, to: scalars.count, by: 64).map { start in
            var text = String.UnicodeScalarView()
            text.append(contentsOf: scalars[start..<min(start + 64, scalars.count)])
            return String(text)
        }
    }()

    @Test func precomposedIsFoundationsNFCForEveryScalar() {
        var differing: [String] = []
        for text in Self.allScalars where text.precomposed != text.precomposedStringWithCanonicalMapping {
            differing.append(text.unicodeScalars.first.map { String($0.value, radix: 16) } ?? "")
        }
        #expect(differing.isEmpty, "chunks starting at \(differing.prefix(5))")
    }

    @Test(arguments: [
        "e\u{301}", "Cafe\u{301} au lait", "\u{1100}\u{1161}\u{11A8}", "A\u{30A}\u{301}", "\u{212B}", "o\u{308}\u{304}",
        "q\u{307}\u{323}", "\u{FB01}", "ReadingListView", "",
    ])
    func precomposedComposesSequences(_ text: String) {
        #expect(text.precomposed == text.precomposedStringWithCanonicalMapping)
    }

    /// A combining mark after a character beyond U+FFFF: nothing composes with it. Foundation on
    /// Linux composes the character's low 16 bits instead (U+10041 U+0301 → Á, the first dropped);
    /// the standard library's NFC keeps both, as Unicode does.
    @Test func aMarkAfterASupplementaryCharacterStaysApart() {
        for text in ["\u{10041}\u{301}", "\u{1D400}\u{308}", "x\u{10043}\u{301}y"] {
            #expect(
                text.precomposed.unicodeScalars.elementsEqual(text.unicodeScalars),
                "\(text.unicodeScalars.map(\.value))")
        }
        #expect(Slug.of("\u{10041}\u{301}").map { Array($0.unicodeScalars) } == ["\u{10041}", "\u{301}"])
    }

    static let padded = [
        "", " ", "\t x \t", " \n x \n ", "\u{A0}x\u{3000}", "\u{2028}x\u{85}", "\r\nline\r\n", "\u{200B}x\u{200B}",
        "   ", "\n\n", "a b", "\u{1680}\u{2000}y\u{205F}", "\u{B}\u{C}z\u{D}", "é\u{301} ",
    ]

    @Test(arguments: padded)
    func trimmingAsCharacterSetsTrim(_ text: String) {
        #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces))
        #expect(text.trimmingNewlines() == text.trimmingCharacters(in: .newlines))
        #expect(text.trimmingWhitespaceAndNewlines() == text.trimmingCharacters(in: .whitespacesAndNewlines))
        let substring = ("[" + text + "]").dropFirst().dropLast()
        #expect(substring.trimmingWhitespace() == substring.trimmingCharacters(in: .whitespaces))
    }

    @Test func trimmingAsCharacterSetsTrimEveryScalar() {
        for text in Self.allScalars.prefix(0x3100 / 64) + Self.allScalars.suffix(8) {
            for scalar in text.unicodeScalars {
                let framed = "\(scalar)x\(scalar)"
                #expect(framed.trimmingWhitespace() == framed.trimmingCharacters(in: .whitespaces))
                #expect(framed.trimmingNewlines() == framed.trimmingCharacters(in: .newlines))
                #expect(
                    framed.trimmingWhitespaceAndNewlines() == framed.trimmingCharacters(in: .whitespacesAndNewlines))
            }
        }
    }

    @Test(arguments: [
        ("a--b", "--"), ("---", "--"), ("----", "--"), ("", "--"), ("no dashes", "--"),
        ("%\u{0}12 x %\u{0}1", "%\u{0}1"), ("aaaa", "aa"), ("abab", "ba"), ("x", "xyz"),
    ])
    func replacingEveryAsFoundationReplaces(_ text: String, _ target: String) {
        #expect(text.replacingEvery(target, with: "- -") == text.replacingOccurrences(of: target, with: "- -"))
        #expect(text.replacingEvery(target, with: "") == text.replacingOccurrences(of: target, with: ""))
    }

    @Test(arguments: ["render", "--jobs N", "", "a"])
    func paddedAsFoundationPads(_ text: String) {
        for width in [text.count, text.count + 1, 12] {
            #expect(text.padded(to: width) == text.padding(toLength: width, withPad: " ", startingAt: 0))
        }
    }

    @Test(arguments: [
        "/a/b", "/a/b/", "/a", "/", "a/b", "a/b/", "//a//b//", "/a/b.md", "./x", "../x/y", "..", "/a/./b",
    ])
    func pathComponentsAsNSStringHasThem(_ path: String) {
        #expect(FileSystemPath.lastComponent(path) == (path as NSString).lastPathComponent, "\(path)")
        #expect(FileSystemPath.deletingLastComponent(path) == (path as NSString).deletingLastPathComponent, "\(path)")
    }

    /// A path of one name and the empty path, whose `deletingLastPathComponent` Foundation on
    /// Linux stops the process at (`_startOfLastPathComponent`): what it does on Apple's systems.
    @Test func aPathOfOneNameHasNoFolder() {
        #expect(FileSystemPath.lastComponent("a") == "a")
        #expect(FileSystemPath.deletingLastComponent("a") == "")
        #expect(FileSystemPath.lastComponent("") == "")
        #expect(FileSystemPath.deletingLastComponent("") == "")
    }
}
