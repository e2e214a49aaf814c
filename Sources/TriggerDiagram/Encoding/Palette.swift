import TriggerModel

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

/// The cause colours (Okabe–Ito, colour-blind safe), the same in every theme.
public enum Palette {
    /// The fill for a view recomputed with `cause`; `nil` for `out-of-scope`, which is unfilled.
    public static func fill(for cause: Cause) -> String? {
        switch cause {
        case .local: "#E69F00"
        case .parent: "#56B4E9"
        case .observed: "#009E73"
        case .environment: "#CC79A7"
        case .offRule: "#D55E00"
        case .outOfScope: nil
        }
    }

    /// The border style that marks a cause beyond its fill: dashed off-rule, dotted out-of-scope.
    public static func borderStyle(for cause: Cause) -> String? {
        switch cause {
        case .offRule: "dashed"
        case .outOfScope: "dotted"
        default: nil
        }
    }

    /// The colour of a line drawn for `cause` (a propagation path, a source edge) on `theme`'s page:
    /// the cause's fill wherever that meets WCAG's 3:1 for graphics against the page; on the light
    /// page the parent blue (2.3:1 on white) is drawn a darker blue of the same hue (4.2:1).
    public static func line(for cause: Cause, on theme: Theme) -> String {
        let fill = fill(for: cause) ?? theme.foreground
        if cause == .parent, theme.name == Theme.light.name { return "#2B83BA" }
        return fill
    }

    /// Text on every fill, in every theme: black meets WCAG AA on all of them.
    public static let text = "#000000"

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
