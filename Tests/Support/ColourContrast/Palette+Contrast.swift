import Foundation
import TriggerDiagram

extension Palette {
    /// The WCAG 2 contrast ratio of two `#RRGGBB` colours, from 1 to 21: text needs 4.5 for AA,
    /// graphics 3. `nil` when either is not a `#RRGGBB` colour.
    public static func contrastRatio(_ first: String, _ second: String) -> Double? {
        guard let a = relativeLuminance(first), let b = relativeLuminance(second) else { return nil }
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The relative luminance of an sRGB `#RRGGBB` colour, as WCAG 2 defines it.
    private static func relativeLuminance(_ hex: String) -> Double? {
        let digits = hex.hasPrefix("#") ? hex.dropFirst() : hex[...]
        guard digits.count == 6, let value = Int(digits, radix: 16) else { return nil }
        let linear = [(value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF].map { channel -> Double in
            let c = Double(channel) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    }
}
