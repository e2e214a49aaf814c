import AnimatedGIF
import TriggerRender

/// Why an animation could not be made.
public enum AnimationError: Error, Hashable, Sendable {
    /// A frame could not be drawn.
    case render(RenderError)
    /// The GIF encoder refused the frames.
    case gif(GIFError)
    /// A frame's SVG was not what the animation expects (the reason).
    case malformedFrame(String)
    /// A step must last at least a millisecond.
    case invalidDelay(milliseconds: Int)
    /// The diagram has no frame.
    case noFrames
}

extension AnimationError: CustomStringConvertible {
    /// The error as one line of text, for a diagnostic.
    public var description: String {
        switch self {
        case .render(let error): "\(error)"
        case .gif(let error): "gif: \(error)"
        case .malformedFrame(let reason): "unexpected frame SVG: \(reason)"
        case .invalidDelay(let milliseconds): "a step lasts at least 1 ms, not \(milliseconds)"
        case .noFrames: "no frames to animate"
        }
    }
}
