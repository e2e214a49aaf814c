import TriggerDiagram

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A run's settings as a front end is given them: each ``Setting``'s text, read by the library
/// the same way for every front end (the command line's options, the preview, a Swift program).
/// A setting that takes no value (``Setting/force``, ``Setting/noSync``, a catalog's
/// ``Setting/animate``) is on when it has any text, the empty text among them.
///
/// The library's values are made from them: ``PublishingRun/init(settings:)``,
/// ``InputLimits/init(settings:drawing:)``, ``Selection/init(settings:)``,
/// ``FrameWriter/init(settings:)``, ``AnimationWriter/init(settings:)``,
/// ``CatalogWriter/init(settings:)``. A text that does not fit throws `PublishingError.request`,
/// naming its setting.
///
/// ```swift
/// let settings: Settings = [.output: "out", .format: "svg,png", .theme: "both"]
/// var writer = try FrameWriter(settings: settings)
/// let manifest = try PublishingRun(settings: settings).publish(["09-local-state.md"], with: &writer)
/// ```
public struct Settings: Equatable, Sendable, ExpressibleByDictionaryLiteral {
    /// Each setting given, with its text.
    public var texts: [Setting: String]

    /// Settings with these texts.
    public init(_ texts: [Setting: String] = [:]) { self.texts = texts }

    /// Settings with these texts: `[.output: "out", .jobs: "4"]`.
    public init(dictionaryLiteral elements: (Setting, String)...) {
        self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// The text of `setting`, if it is given.
    public subscript(setting: Setting) -> String? {
        get { texts[setting] }
        set { texts[setting] = newValue }
    }

    /// Whether a setting that takes no value is on: given, with any text.
    public func isOn(_ setting: Setting) -> Bool { texts[setting] != nil }

    /// The whole number from 1 `setting` is given (``OptionValue/wholeNumber(_:option:most:)``).
    /// - Returns: The number; nil when the setting is not given.
    /// - Throws: `PublishingError.request` for a text that is not a whole number from 1 to `most`.
    public func wholeNumber(_ setting: Setting, most: Int = OptionValue.largestNumber) throws(PublishingError) -> Int? {
        guard let text = texts[setting] else { return nil }
        return try OptionValue.wholeNumber(text, option: setting, most: most)
    }

    /// The list of formats `setting` is given (``OptionValue/formats(_:as:)``), else the one
    /// `fallback` names, else none.
    func formats<Format: RawRepresentable & CaseIterable & Equatable>(_ setting: Setting, fallback: String?)
        throws(PublishingError) -> [Format] where Format.RawValue == String
    {
        guard let list = texts[setting] ?? fallback else { return [] }
        return try OptionValue.formats(list)
    }

    /// The themes ``Setting/theme`` names (``Theme/themes(named:)``), else `fallback`.
    func themes(fallback: [Theme] = [.light]) throws(PublishingError) -> [Theme] {
        guard let name = texts[.theme] else { return fallback }
        return try Theme.themes(named: name)
    }

    /// The folder ``Setting/output`` names.
    /// - Throws: `PublishingError.request` when it is not given, is empty, or holds a NUL byte
    ///   (the system would read the path only up to it, so `out\0x` would be written as `out`).
    func output() throws(PublishingError) -> URL {
        guard let path = texts[.output] else { throw .request(.missing(.output)) }
        guard !path.isEmpty else { throw .request(.empty(.output)) }
        guard !path.utf8.contains(0) else { throw .request(.pathHoldsNUL(path: path, setting: .output)) }
        return URL(fileURLWithPath: path)
    }
}
