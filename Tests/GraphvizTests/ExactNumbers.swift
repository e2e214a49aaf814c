import GraphvizSVG

/// How this package's SVG renderer (``SVGRenderPlugin``) prints a coordinate, as libgvc 2.42's
/// `gvprintdouble` does: `snprintf("%.02f")` without trailing zeros or a bare point, and `0`
/// for values between -1e-8 and 1e-8 (so that -0.001 prints `-0`), worked out with integers:
/// the double's exact value rounded to hundredths, ties to even, as `printf` does. What that
/// cannot answer (infinities, NaN, magnitudes of 2⁵⁷ or more, another rounding mode) and every
/// value between -0.005 and 0.005 are printed by `printf`. The renderer's C functions, seen from
/// the tests, beside libgvc's own.
enum ExactNumbers {
    /// What libgvc 2.42.2's `gvprintdouble` writes for `value`, through `printf`.
    static func libgvcText(_ value: Double) -> String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 50) { buffer in
            let count = tg_libgvc_text(value, buffer.baseAddress!)
            return String(decoding: (0..<count).map { UInt8(bitPattern: buffer[$0]) }, as: UTF8.self)
        }
    }

    /// What the renderer writes for `value` with integers, when it answers (not between -0.005
    /// and 0.005, which it leaves to ``libgvcText(_:)``).
    static func printed(_ value: Double) -> String? {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 32) { buffer in
            let count = tg_graphviz_text(value, buffer.baseAddress!)
            guard count > 0 else { return nil }
            return String(decoding: (0..<count).map { UInt8(bitPattern: buffer[$0]) }, as: UTF8.self)
        }
    }

    /// What libgvc's `%.2f` gives for `value`, from the integer rounding; nil where `printf` must answer.
    static func twoDecimals(_ value: Double) -> [UInt8]? {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 32) { buffer in
            let count = tg_two_decimals(value, buffer.baseAddress!)
            guard count > 0 else { return nil }
            return (0..<count).map { UInt8(bitPattern: buffer[$0]) }
        }
    }
}
