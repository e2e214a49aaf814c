import Foundation

/// File and folder names made from names in the input: letters and digits of every script kept,
/// everything else one `-`.
public enum OutputName {
    /// The longest slug, in UTF-8 bytes: well under the 255 bytes a file name may have, with room
    /// for `NN-` before it and `.figure.html` after it.
    public static let maximumBytes = 120

    /// The slug of `text`: NFC, letters, marks and digits of any script kept, every run of
    /// anything else one `-`, no `-` at either end, at most ``maximumBytes`` bytes.
    /// - Returns: nil when nothing is left (the text has no letter or digit), so the caller can
    ///   refuse the name instead of inventing one. A slug is never empty, `.` or `..`, and
    ///   never starts with `-`.
    public static func slug(_ text: String) -> String? {
        var slug = ""
        var pendingDash = false
        for scalar in text.precomposedStringWithCanonicalMapping.unicodeScalars {
            if isKept(scalar) {
                if pendingDash, !slug.isEmpty { slug += "-" }
                pendingDash = false
                guard slug.utf8.count + String(scalar).utf8.count <= maximumBytes else { break }
                slug.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return slug.isEmpty ? nil : slug
    }

    /// Letters, combining marks (which belong to the letter before them) and decimal digits.
    private static func isKept(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber:
            return true
        default:
            return false
        }
    }

    /// A change's 1-based position, zero-padded to as many digits as the block's change count
    /// has, and at least two: `01` of 9, `001` of 120.
    public static func number(_ position: Int, of count: Int) -> String {
        let width = max(2, String(count).count)
        let digits = String(position)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// The stem of a change's files: `NN-<label slug>`, or `NN` for a label with no letter or digit.
    public static func frameStem(position: Int, of count: Int, label: String) -> String {
        let number = number(position, of: count)
        return slug(label).map { "\(number)-\($0)" } ?? number
    }
}
