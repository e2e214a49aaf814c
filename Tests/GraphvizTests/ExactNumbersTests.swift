import Foundation
import Testing

@testable import Graphviz

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The SVG renderer's numbers, printed with integers (`GraphvizSVG`), are the bytes libgvc 2.42's
/// own `gvprintdouble` prints through `printf`.
@Suite("Exact SVG numbers")
struct ExactNumbersTests {
    /// What `snprintf("%.2f")` writes.
    static func printed(_ value: Double) -> [UInt8] {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 400) { buffer in
            let count = Int(withVaList([value]) { vsnprintf(buffer.baseAddress!, 400, "%.2f", $0) })
            return (0..<count).map { UInt8(bitPattern: buffer[$0]) }
        }
    }

    static func text(_ bytes: [UInt8]?) -> String { bytes.map { String(decoding: $0, as: UTF8.self) } ?? "nil" }

    /// Values of every magnitude the integer rounding answers, with random bits below.
    @Test func randomValuesPrintAsPrintfPrintsThem() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200_000 {
            let exponent = Int.random(in: -8...56, using: &generator)
            let significand = Double.random(in: 1..<2, using: &generator)
            let value = Double(
                sign: Bool.random(using: &generator) ? .minus : .plus, exponent: exponent, significand: significand)
            #expect(Self.text(ExactNumbers.twoDecimals(value)) == Self.text(Self.printed(value)), "\(value)")
        }
    }

    /// Thousandths (1.005, 2.675: just below or above the half, never on it), exact halves of a
    /// hundredth (0.125, 0.375: ties, which go to the even hundredth) and two-hundredths, and
    /// their neighbours.
    @Test func nearAndExactTiesRoundAsPrintfRounds() {
        var mismatches: [String] = []
        for numerator in -20_000...20_000 {
            for value in [Double(numerator) / 1000, Double(numerator) / 8, Double(numerator) / 200] {
                for candidate in [value, value.nextUp, value.nextDown] where abs(candidate) >= 0.005 {
                    if ExactNumbers.twoDecimals(candidate) != Self.printed(candidate) {
                        mismatches.append("\(candidate): \(Self.text(ExactNumbers.twoDecimals(candidate)))")
                    }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }

    /// At the edges of what it answers: the largest whole magnitudes, the smallest fractions,
    /// and what it leaves to `printf`.
    @Test func edgesAreAnsweredOrLeftToPrintf() {
        let limit = 0x1p57
        for value in [
            limit.nextDown, -limit.nextDown, 0x1p56 + 0x1p4, 0.005, -0.005, 0.005.nextDown, 1, 100, 0.5, 0.01,
        ] {
            #expect(Self.text(ExactNumbers.twoDecimals(value)) == Self.text(Self.printed(value)), "\(value)")
        }
        for value in [limit, -limit, 1e300, .infinity, -.infinity, .nan, 0, -0.0, .leastNonzeroMagnitude, 0x1p-70] {
            #expect(ExactNumbers.twoDecimals(value) == nil, "\(value)")
        }
    }

    /// The whole of `gvprintdouble`'s output, trimmed, against libgvc 2.42's own arithmetic
    /// (`tg_libgvc_text`), which also prints what the integer rounding leaves to `printf`.
    @Test func printedAsLibgvcPrints() {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [
            0, -0.0, 0.004999, -0.004999, 0.005, -0.005, 0.01, 0.1, 0.5, 1, 10, 100, 1.5, 2.25, -3.1,
        ]
        for _ in 0..<50_000 {
            let exponent = Int.random(in: -9...40, using: &generator)
            values.append(
                Double(sign: .plus, exponent: exponent, significand: Double.random(in: 1..<2, using: &generator)))
            values.append(-values[values.count - 1])
        }
        for value in values {
            if value > -0.005, value < 0.005 {
                // Left to libgvc's own, whose versions disagree here: 2.42.2 prints -0.001 as -0.
                #expect(ExactNumbers.printed(value) == nil, "\(value)")
            } else {
                #expect(ExactNumbers.printed(value) == ExactNumbers.libgvcText(value), "\(value)")
            }
        }
        #expect(ExactNumbers.libgvcText(-0.001) == "-0")
        #expect(ExactNumbers.libgvcText(-1e-9) == "0")
        #expect(ExactNumbers.libgvcText(.nan) == "nan" || ExactNumbers.libgvcText(.nan) == "-nan")
        #expect(ExactNumbers.libgvcText(-.infinity) == "-inf")
        // printf's 300 digits, cut to the 49 that fit, as libgvc cuts them.
        #expect(ExactNumbers.libgvcText(1e300).count == 49)
    }

    /// Numbers within 0.005 of 0 are printed as libgvc 2.42.2 prints them, through `printf`:
    /// -0.001 as `-0`. A graph pinned with `nop2` at such coordinates, drawn both ways.
    @Test func numbersNearZeroAreLibgvcs() throws {
        let dot = """
            digraph near {
              graph [notranslate=true, bb="-10,-10,40,40"]
              node [shape=point, width=0.05]
              a [pos="0.001,-0.003"]
              b [pos="30,30"]
              c [pos="-0.004,0.002"]
              a -> b [pos="0.001,-0.003 -0.002,0.004 10,10 30,30"]
            }
            """
        let graph = try LaidOutGraph(dot: dot, engine: "nop2")
        let libgvcs = try SVGRenderPlugin.withLibgvcsOwn { try graph.render(format: "svg") }
        let ours = try graph.render(format: "svg")
        #expect(String(decoding: ours, as: UTF8.self) == String(decoding: libgvcs, as: UTF8.self))
        // The drawing does hold numbers within 0.005 of 0, as libgvc printed them.
        #expect(
            String(decoding: ours, as: UTF8.self).contains("-0,")
                || String(decoding: ours, as: UTF8.self).contains(",-0"))
    }

    /// Another rounding mode than to-nearest is left to `printf`, which follows it.
    @Test func anotherRoundingModeIsLeftToPrintf() {
        let mode = fegetround()
        defer { fesetround(mode) }
        fesetround(FE_UPWARD)
        #expect(ExactNumbers.twoDecimals(1.001) == nil)
        #expect(ExactNumbers.twoDecimals(12) == nil)
        // Above 2⁵², a double is whole and needs no rounding: answered in any mode.
        #expect(ExactNumbers.twoDecimals(0x1p53) == Self.printed(0x1p53))
        fesetround(FE_TONEAREST)
        #expect(ExactNumbers.twoDecimals(1.001) == Array("1.00".utf8))
    }
}
