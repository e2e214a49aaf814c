#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What the tool took from Foundation's `NSString` and `CharacterSet`, without them: the tool
/// links FoundationEssentials alone on Linux, not Foundation and ICU, so that a run starts and
/// ends sooner. Each answers as the Foundation call it replaces (tested against it).
extension StringProtocol {
    /// Without spaces and tabs at either end: `trimmingCharacters(in: .whitespaces)` as Foundation
    /// on Linux has it (Unicode's space separators, Zs, U+0009, and the zero-width space U+200B).
    public func trimmingWhitespace() -> String {
        trimming { $0 == "\t" || $0 == "\u{200B}" || $0.properties.generalCategory == .spaceSeparator }
    }

    /// Without line breaks at either end: `trimmingCharacters(in: .newlines)` (U+000A to U+000D,
    /// U+0085, U+2028, U+2029).
    public func trimmingNewlines() -> String {
        trimming { (0x0A...0x0D).contains($0.value) || [0x85, 0x2028, 0x2029].contains($0.value) }
    }

    /// Without white space or line breaks at either end:
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` as Foundation on Linux has it (Unicode's
    /// White_Space, and the zero-width space U+200B).
    public func trimmingWhitespaceAndNewlines() -> String {
        trimming { $0 == "\u{200B}" || $0.properties.isWhitespace }
    }

    /// Without the scalars at either end that `isTrimmed` picks.
    private func trimming(_ isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = Substring(self).unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
            let last = scalars.lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        return String(scalars[first...last])
    }

    /// Every occurrence of `target`, from the start and not overlapping, replaced with
    /// `replacement`: `replacingOccurrences(of:with:)`, scalar by scalar.
    public func replacingEvery(_ target: String, with replacement: String) -> String {
        let scalars = Array(Substring(self).unicodeScalars)
        let pattern = Array(target.unicodeScalars)
        guard !pattern.isEmpty else { return String(self) }
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if index + pattern.count <= scalars.count, scalars[index..<index + pattern.count].elementsEqual(pattern) {
                result.append(contentsOf: replacement.unicodeScalars)
                index += pattern.count
            } else {
                result.append(scalars[index])
                index += 1
            }
        }
        return String(result)
    }

    /// The text in Unicode's composed normal form, NFC: `precomposedStringWithCanonicalMapping`.
    public var precomposed: String {
        #if canImport(FoundationEssentials)
            // The standard library's own NFC, which String comparison uses.
            String(decoding: String(self)._nfcCodeUnits, as: UTF8.self)
        #else
            String(self).precomposedStringWithCanonicalMapping
        #endif
    }

    /// The text, then spaces up to `width` characters: `padding(toLength:withPad:startingAt:)`
    /// with a space, for a text no longer than `width`.
    public func padded(to width: Int) -> String {
        String(self) + String(repeating: " ", count: Swift.max(0, width - count))
    }
}
