#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The formats an animation is written in.
public enum AnimationFormat: String, CaseIterable, Sendable {
    /// An animated SVG: no script, loops; shows the first change under prefers-reduced-motion.
    case svg
    /// An animated GIF of the PNG frames, looping.
    case gif
    /// A flipbook page: previous/next, a slider, arrow keys; `#N` in the URL opens change N.
    case html

    /// How long each change shows by default, in milliseconds.
    public static let defaultDelay = 1_500
    /// The longest a change may show: a GIF's delay is 16 bits of hundredths of a second.
    public static let maximumDelay = 655_350
}

extension AnimationFormat {
    /// The scales the format is written at, given `--scale`: a GIF at 1 and at `scale`; the
    /// others, which scale themselves, at 1.
    public func scales(_ scale: Int) -> [Int] {
        self == .gif && scale > 1 ? [1, scale] : [1]
    }

    /// The file name's suffix of an animation drawn at `scale`: none at 1, `@2x` at 2.
    public static func suffix(_ scale: Int) -> String {
        scale > 1 ? "@\(scale)x" : ""
    }
}

extension BlockAnimation {
    /// The animation in `format`.
    /// - Parameters:
    ///   - format: The animation's format: animated SVG, GIF or HTML flipbook.
    ///   - stepMilliseconds: How long each change shows (the flipbook steps by hand).
    ///   - scale: How many times its pixels each way a GIF is drawn at; the others scale themselves.
    /// - Returns: The file's bytes.
    /// - Throws: `AnimationError`.
    public func data(_ format: AnimationFormat, stepMilliseconds: Int, scale: Int = 1) throws(AnimationError) -> Data {
        switch format {
        case .svg: return try svg(stepMilliseconds: stepMilliseconds)
        case .gif: return try gif(stepMilliseconds: stepMilliseconds, scale: scale)
        case .html: return try flipbook()
        }
    }
}
