import Testing
import TextShaping

/// The measurer's own edges: bytes that are not UTF-8 and sizes out of range are left to Pango,
/// never shaped; the fonts are carried.
@Suite("TextShaping's edges")
struct TextShapingTests {
    struct Bytes: Sendable, CustomStringConvertible {
        let name: String
        let bytes: [UInt8]
        var description: String { name }
    }

    /// Malformed UTF-8, each once after a valid letter.
    static let malformed: [Bytes] = [
        Bytes(name: "overlong NUL", bytes: [0xC0, 0x80]),
        Bytes(name: "overlong slash", bytes: [0xE0, 0x80, 0xAF]),
        Bytes(name: "surrogate", bytes: [0xED, 0xA0, 0x80]),
        Bytes(name: "past U+10FFFF", bytes: [0xF4, 0x90, 0x80, 0x80]),
        Bytes(name: "cut short", bytes: [0xE2, 0x82]),
        Bytes(name: "lone continuation", bytes: [0x80]),
        Bytes(name: "0xFF", bytes: [0xFF]),
    ]

    static func measure(_ bytes: [UInt8], points: Double = 14) -> (answer: Int, measure: tg_text_measure) {
        var measure = tg_text_measure()
        let answer = (bytes + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { tg_measure_text($0.baseAddress, 0, 0, points, &measure) }
        }
        return (Int(answer), measure)
    }

    @Test(arguments: malformed)
    func textThatIsNotUTF8IsLeftToPango(_ bytes: Bytes) {
        #expect(Self.measure(Array("a".utf8) + bytes.bytes).answer == tg_text_unsupported)
    }

    @Test func wellFormedTextIsMeasured() {
        let measured = Self.measure(Array("é€x".utf8))
        #expect(measured.answer == tg_text_measured)
        #expect(measured.measure.width > 1)
    }

    @Test(arguments: [0.0, 0.5, 1_001, .infinity, .nan])
    func sizesOutOfRangeAreLeftToPango(_ points: Double) {
        #expect(Self.measure(Array("x".utf8), points: points).answer == tg_text_unsupported)
    }

    @Test func bothFacesAreCarried() {
        for bold: Int32 in [0, 1] {
            var length = 0
            let font = tg_text_font(bold, &length)
            #expect(font != nil && length > 500_000)
        }
    }
}
