import Testing

@testable import TextEscapes

/// `isPrintableASCII(escaping:allowing:)` keeps the bytes that pass as a set of bits: it must
/// answer as the two lists do, for every byte, whatever the lists hold.
@Suite("Printable ASCII")
struct PrintableASCIITests {
    /// The definition: printable ASCII or allowed, and not escaped.
    static func passes(_ byte: UInt8, escaping escaped: [UInt8], allowing allowed: [UInt8]) -> Bool {
        ((0x20...0x7E).contains(byte) || allowed.contains(byte)) && !escaped.contains(byte)
    }

    /// The lists the escapes pass, and lists at the edges of both halves of the set and beyond it.
    static let lists: [(escaped: [UInt8], allowed: [UInt8])] = [
        ([], []), (Array("&<>\"'".utf8), [0x09, 0x0A]), ([0x22, 0x5C], []), (Array("\\`*_{}[]()#+-.!|<>~".utf8), []),
        ([0x20, 0x3F, 0x40, 0x7E], [0x00, 0x1F, 0x3F, 0x40, 0x7F]), ([0x41], [0x41]),
        ([0x80, 0xFF], [0x80, 0xC3, 0xA9, 0xFF]), ([0xC3], [0xC3, 0xA9]),
    ]

    @Test func everyByteAnswersAsTheListsDo() {
        for (escaped, allowed) in Self.lists {
            for value in 0...255 {
                let byte = UInt8(value)
                // Alone, and after text that passes every list (a byte at the end of a longer string).
                for text in [[byte], Array("a".utf8) + [byte]] {
                    let string = String(decoding: text, as: UTF8.self)
                    let expected = Array(string.utf8).allSatisfy {
                        Self.passes($0, escaping: escaped, allowing: allowed)
                    }
                    #expect(
                        string.isPrintableASCII(escaping: escaped, allowing: allowed) == expected,
                        "byte \(value), escaping \(escaped), allowing \(allowed)")
                }
            }
        }
    }

    /// Text beyond ASCII, a scalar at a time (every two-byte scalar, and three- and four-byte ones
    /// from each end), passes only when each of its bytes is allowed and none escaped.
    @Test func textBeyondASCIIPassesOnlyWhenEachOfItsBytesIsAllowed() {
        let scalars =
            (0x80...0x7FF).compactMap(Unicode.Scalar.init)
            + [0x800, 0xFFF, 0x1000, 0xE9, 0xFFFD, 0xFFFF, 0x10000, 0x1F600, 0x10FFFF].compactMap(Unicode.Scalar.init)
        let everyByte = Array(UInt8(0x80)...UInt8(0xFF))
        let lists = Self.lists + [([], everyByte), ([0xA9], everyByte), (Array("\"".utf8), [0xC3, 0xA9])]
        for (escaped, allowed) in lists {
            for scalar in scalars {
                let text = "a" + String(Character(scalar))
                let expected = text.utf8.allSatisfy { Self.passes($0, escaping: escaped, allowing: allowed) }
                #expect(
                    text.isPrintableASCII(escaping: escaped, allowing: allowed) == expected,
                    "U+\(String(scalar.value, radix: 16)), escaping \(escaped), allowing \(allowed)")
            }
        }
        #expect(!"café".isPrintableASCII())
        #expect("café".isPrintableASCII(allowing: [0xC3, 0xA9]))
        #expect(!"café".isPrintableASCII(escaping: [0xA9], allowing: [0xC3, 0xA9]))
    }
}
