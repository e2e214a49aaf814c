import Foundation
import Testing

@testable import TriggerRender

/// The SVG pass reads and writes numbers without a `String` each; it must read and write exactly
/// what `Double(_:)` and `String(format: "%.2f")` do, or a view's text would move.
@Suite("SVG numbers")
struct SVGNumberTests {
    @Test("Reads every number libgvc writes as Double(_:) does, and refuses what it refuses")
    func readsAsDoubleDoes() {
        var texts = [
            "0", "-0", "0.00", "-0.00", "5.", ".5", "-.5", "00.50", "12345.67", "-98765.43", "123456789012345",
            "1234567890123456", "0.000000000000001", "9007199254740993", "-", ".", "", "1.2.3", "1-2", "--1",
            " 5", "+5", "1e5", "inf", "nan", "0x10", "4.", "-4.5e", "１",
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let whole = Int.random(in: -99_999...99_999, using: &generator)
            let hundredths = Int.random(in: 0...99, using: &generator)
            texts.append(String(format: "%d.%02d", whole, hundredths))
            texts.append(
                String(format: "%.*f", Int.random(in: 0...9, using: &generator), Double.random(in: -1e6...1e6)))
        }
        for text in texts {
            let read = SVGNumber.read(ArraySlice(text.utf8))
            let expected = Double(text)
            #expect(read?.bitPattern == expected?.bitPattern, "\(text): \(String(describing: read))")
        }
    }

    @Test("Writes two decimals as String(format:) does, ties and signs included")
    func writesAsFormatDoes() {
        var values: [Double] = [
            0, -0.0, 0.125, 0.375, 2.675, -2.675, 1e15, -1e-9, 123.455, 99.995, .infinity, .nan,
            // Longer than the first buffer (64 bytes) holds.
            1e70, -1e70, 1e300, -.greatestFiniteMagnitude,
        ]
        for _ in 0..<20_000 {
            let low = Double(Int.random(in: -200_000...200_000)) / 100
            let high = Double(Int.random(in: -200_000...200_000)) / 100
            values.append((low + high) / 2)
        }
        for value in values {
            #expect(
                String(decoding: SVGNumber.twoDecimals(value), as: UTF8.self) == String(format: "%.2f", value),
                "\(value)")
        }
    }
}
