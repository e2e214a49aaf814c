/// A name made safe as a file name and as an id, the one rule for both: a block's folder and
/// files, a page's preview folder, a catalog's root article, and every id made from a block's
/// name in SVG frames, animations and previews.
public enum Slug {
    /// The longest slug, in UTF-8 bytes: well under the 255 bytes a file name may have, with room
    /// for `NN-` before it and `.figure.html` after it.
    public static let maximumBytes = 120

    /// The slug of `text`: NFC, letters, marks and digits of any script kept, every run of
    /// anything else one `-`, no `-` at either end, at most ``maximumBytes`` bytes.
    /// - Returns: nil when nothing is left (the text has no letter or digit), so the caller can
    ///   refuse the name instead of inventing one. A slug is never empty, `.` or `..`, and
    ///   never starts with `-`.
    public static func of(_ text: String) -> String? {
        var slug = ""
        var pendingDash = false
        for scalar in text.precomposed.unicodeScalars {
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
}
