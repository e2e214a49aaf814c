/// How a frame drawn in more than one theme names its variants: the run's first theme plainly,
/// another with `~<theme>` before the file's extension (DocC's `name~dark.svg`, which the
/// figures' `<picture>` names too) and `-<theme>` after its ids' prefix, so both can sit on one page.
public struct ThemeVariant: Hashable, Sendable {
    /// Before the extension: `""` or `~dark`.
    public let fileSuffix: String
    /// After the frame's id prefix: `""` or `-dark`.
    public let idSuffix: String

    /// - Parameters:
    ///   - theme: The theme's name.
    ///   - primary: Whether it is the run's first theme, which takes the plain names.
    public init(theme: String, primary: Bool) {
        fileSuffix = primary ? "" : "~\(theme)"
        idSuffix = primary ? "" : "-\(theme)"
    }
}
