import Foundation

/// WCAG 2 contrast between two `#RRGGBB` colours.
enum Contrast {
    /// The contrast ratio, from 1 to 21.
    static func ratio(_ first: String, _ second: String) throws -> Double {
        let a = try luminance(first), b = try luminance(second)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// Relative luminance of an sRGB colour.
    static func luminance(_ hex: String) throws -> Double {
        let digits = hex.hasPrefix("#") ? hex.dropFirst() : hex[...]
        guard digits.count == 6, let value = Int(digits, radix: 16) else { throw Failure("not a #RRGGBB colour: \(hex)") }
        let channels = [(value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF].map { Double($0) / 255 }
        let linear = channels.map { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    }
}
