import Foundation

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

extension BlockAnimation {
    /// The animation in `format`.
    /// - Parameter stepMilliseconds: How long each change shows (the flipbook steps by hand).
    /// - Returns: The file's bytes.
    /// - Throws: `AnimationError`.
    public func data(_ format: AnimationFormat, stepMilliseconds: Int) throws(AnimationError) -> Data {
        switch format {
        case .svg: return try svg(stepMilliseconds: stepMilliseconds)
        case .gif: return try gif(stepMilliseconds: stepMilliseconds)
        case .html: return try flipbook()
        }
    }
}
