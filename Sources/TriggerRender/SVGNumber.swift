internal import GraphvizSVG

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Numbers as libgvc's SVG writes them, read and written without a `String` for each: the SVG
/// pass reads every view's outline in every frame.
enum SVGNumber {
    /// The number the bytes spell whole, as `Double(_:)` reads them; nil for any other bytes,
    /// such as a lone `-`.
    ///
    /// What libgvc writes, an optional minus, up to 15 digits and at most one point, is read
    /// here without a `String`: the digits make an integer below 2⁵³ and the decimals a power
    /// of ten up to 10¹⁵, both exact as `Double`s, so one division rounds as `Double(_:)` does
    /// (correctly). Anything else is left to `Double(_:)`.
    static func read(_ bytes: ArraySlice<UInt8>) -> Double? {
        var index = bytes.startIndex
        let negative = index < bytes.endIndex && bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        var digits: UInt64 = 0
        var count = 0
        var decimals: Int?
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "."), decimals == nil {
                decimals = 0
            } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), count < 15 {
                digits = digits * 10 + UInt64(byte - UInt8(ascii: "0"))
                count += 1
                decimals? += 1
            } else {
                break
            }
            index += 1
        }
        guard index == bytes.endIndex, count > 0 else { return Double(String(decoding: bytes, as: UTF8.self)) }
        let value = Double(digits) / powersOfTen[decimals ?? 0]
        return negative ? -value : value
    }

    /// 10⁰ to 10¹⁵, each exact.
    private static let powersOfTen: [Double] = [
        1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
    ]

    /// The value with two decimals, as `String(format: "%.2f")` writes it (`snprintf`): worked out
    /// with integers as libgvc's numbers are in this package's SVG renderer (GraphvizSVG), or by `snprintf` where that
    /// answers nothing.
    static func twoDecimals(_ value: Double) -> [UInt8] {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer in
            let exact = tg_two_decimals(value, buffer.baseAddress!)
            if exact > 0 { return (0..<exact).map { UInt8(bitPattern: buffer[$0]) } }
            let count = Int(withVaList([value]) { vsnprintf(buffer.baseAddress!, 64, "%.2f", $0) })
            guard count > 0, count < 64 else { return longTwoDecimals(value, count: Int(count)) }
            return (0..<count).map { UInt8(bitPattern: buffer[$0]) }
        }
    }

    /// A value whose two decimals take `count` bytes, more than the usual buffer holds (1e64 and
    /// up): written by `snprintf` into a buffer of its length; nothing if `snprintf` fails.
    private static func longTwoDecimals(_ value: Double, count: Int) -> [UInt8] {
        guard count > 0 else { return [] }
        var buffer = [CChar](repeating: 0, count: count + 1)
        let written = withVaList([value]) { vsnprintf(&buffer, buffer.count, "%.2f", $0) }
        guard written == count else { return [] }
        return buffer.dropLast().map { UInt8(bitPattern: $0) }
    }
}
