import LessonScript
import TextEscapes

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The settings' textual forms, as a front end is given them (the command line's options, the
/// plugin's arguments, a settings file), read one way for every front end. The types read their
/// own: ``Theme/themes(named:)``, ``AnimationFormat/delay(_:)``, ``DiagramRenderer/scale(_:)``,
/// ``InputLimits/set(maxNodes:maxChanges:maxBytes:maxLayout:maxOutput:)``, ``Selection/set(block:changes:)``.
///
/// A text that does not fit throws `PublishingError.request`, naming the setting it is given to.
public enum OptionValue {
    /// The most any whole-number option takes unless it says otherwise: 2^31 − 1
    /// (``InputLimits/largestLimit``), so that no option's value, plus one or times another, can
    /// overflow an `Int`. `Int.max` is a usage error, not a crash.
    public static let largestNumber = InputLimits.largestLimit

    /// A whole number from 1 to `most`, as ``Setting/jobs``, ``Setting/block`` and ``Setting/maxNodes`` take.
    /// - Parameters:
    ///   - text: The option's text.
    ///   - option: The setting it is given to, which the error names.
    ///   - most: The largest value taken; ``largestNumber`` unless given.
    /// - Returns: The number.
    /// - Throws: `PublishingError.request` for text that is not a whole number from 1 to `most`.
    public static func wholeNumber(_ text: String, option: Setting, most: Int = largestNumber) throws(PublishingError)
        -> Int
    {
        guard let value = number(text, in: 1...most) else {
            throw .request(.notInRange(option, range: 1...most, unit: nil))
        }
        return value
    }

    /// How an option's range is worded, in its help and in the error its refusal gives, so the two
    /// say the same: `a whole number from 1 to 4`, `a whole number of milliseconds from 1 to 655350`.
    /// - Parameters:
    ///   - range: The numbers the option takes.
    ///   - unit: What the number counts, if it is worth naming.
    public static func wording(of range: ClosedRange<Int>, unit: String? = nil) -> String {
        "a whole number \(unit.map { "of \($0) " } ?? "")from \(range.lowerBound) to \(range.upperBound)"
    }

    /// The whole number `text` names, if it is in `range`.
    static func number(_ text: String, in range: some RangeExpression<Int>) -> Int? {
        Int(text).flatMap { range.contains($0) ? $0 : nil }
    }

    /// A list of formats, as a front end gives it (`svg,png`): comma-separated names of `Format`'s
    /// cases, in any case, each kept once in the order given.
    /// - Parameters:
    ///   - list: The list's text.
    ///   - format: The formats' type: ``OutputFormat``, ``AnimationFormat``, ``CatalogWriter/ImageFormat``.
    /// - Returns: The formats, at least one.
    /// - Throws: `PublishingError.request` for an unknown name or an empty list.
    public static func formats<Format: RawRepresentable & CaseIterable & Equatable>(
        _ list: String, as format: Format.Type = Format.self
    ) throws(PublishingError) -> [Format] where Format.RawValue == String {
        var formats: [Format] = []
        for word in list.split(separator: ",") {
            guard let format = Format(rawValue: word.trimmingWhitespace().lowercased()) else {
                throw .request(
                    .unknownName(kind: "format", name: String(word), choices: Format.allCases.map(\.rawValue)))
            }
            if !formats.contains(format) { formats.append(format) }
        }
        guard !formats.isEmpty else { throw .request(.noFormat) }
        return formats
    }
}
