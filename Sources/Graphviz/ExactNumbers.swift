internal import GraphvizNumbers

/// libgvc's SVG numbers printed with integers instead of `printf`, byte for byte the same.
///
/// libgvc's SVG renderer prints every coordinate through `gvprintdouble`: `snprintf("%.02f")`
/// without trailing zeros or a bare point (and `0` close to 0: 2.42.2 below 1e-8, so that -0.001
/// prints `-0`, later versions below 0.005). glibc's `printf`
/// works a double out in multiple precision, about 2,000 instructions a number, and a course
/// render prints some 34,000 of them: an eighth of its CPU time. The C target GraphvizNumbers
/// defines `gvprintdouble` too, in the executable, so that libgvc and its plugins bind to it
/// (the executable comes first in the process's symbol lookup). It rounds the double's exact
/// value to hundredths with integer arithmetic, ties to even, as `printf` does, and passes to
/// libgvc's own what it cannot answer (infinities, NaN, magnitudes of 2⁵⁷ or more, another
/// rounding mode) and every value between -0.005 and 0.005.
///
/// It follows libgvc 2.42 and later; before, `gvprintdouble` printed otherwise. So it is on only
/// once libgvc's version says it is at least that, and until then every number goes to libgvc's.
enum ExactNumbers {
    /// The oldest libgvc whose `gvprintdouble` this prints as.
    static let since = (major: 2, minor: 42)

    /// Whether numbers are printed here rather than by libgvc's own `gvprintdouble`.
    static var isOn: Bool {
        get { tg_graphviz_exact_numbers() != 0 }
        set { tg_graphviz_set_exact_numbers(newValue ? 1 : 0) }
    }

    /// Runs `body` with every number this thread prints left to libgvc's own `gvprintdouble`,
    /// as if exact printing were off: a test draws the same graph both ways, and compares.
    static func withLibgvcsOwn<Result>(_ body: () throws -> Result) rethrows -> Result {
        let was = tg_graphviz_set_libgvc_numbers_here(1)
        defer { _ = tg_graphviz_set_libgvc_numbers_here(was) }
        return try body()
    }

    /// How many numbers the package has printed on this thread, instead of libgvc's own.
    static var printedHere: UInt { UInt(tg_graphviz_numbers_printed()) }

    /// Turns exact printing on when `version` (libgvc's, as `gvcVersion` gives it: `2.42.2`)
    /// is ``since`` or later, off otherwise.
    static func enable(forLibgvcVersion version: String) {
        isOn = printsAsSince(version)
    }

    /// Whether a libgvc of this version prints numbers as this file does.
    static func printsAsSince(_ version: String) -> Bool {
        let parts = version.split(separator: ".", omittingEmptySubsequences: false).prefix(2).map { Int($0) }
        guard parts.count == 2, let major = parts[0], let minor = parts[1] else { return false }
        return (major, minor) >= since
    }

    /// What libgvc 2.42.2's `gvprintdouble` writes for `value`, through `printf`.
    static func libgvcText(_ value: Double) -> String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 50) { buffer in
            let count = tg_libgvc_text(value, buffer.baseAddress!)
            return String(decoding: (0..<count).map { UInt8(bitPattern: buffer[$0]) }, as: UTF8.self)
        }
    }

    /// What the package's `gvprintdouble` writes for `value`, when it answers (not between
    /// -0.005 and 0.005, which libgvc's versions print differently).
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
