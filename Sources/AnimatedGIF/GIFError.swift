/// Why an animated GIF could not be made.
public enum GIFError: Error, Hashable, Sendable {
    /// There were no frames to animate.
    case noFrames
    /// A frame's bytes are not a PNG libgd can read (the frame's index, from 0).
    case unreadablePNG(frame: Int)
    /// A frame's size differs from the first frame's: every frame of a GIF fills the same screen.
    case sizeMismatch(frame: Int, width: Int, height: Int, expectedWidth: Int, expectedHeight: Int)
    /// A delay a GIF cannot hold: from 1 to 65,535 hundredths of a second.
    case delayOutOfRange(centiseconds: Int)
    /// libgd could not convert or encode a frame (what it was doing, and the frame's index).
    case encodingFailed(String, frame: Int)
    /// libgd could not be opened, or lacks a function (the reason).
    case libraryUnavailable(String)
}

extension GIFError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .noFrames:
            "no frames to animate"
        case .unreadablePNG(let frame):
            "frame \(frame + 1) is not a readable PNG"
        case .sizeMismatch(let frame, let width, let height, let expectedWidth, let expectedHeight):
            "frame \(frame + 1) is \(width)×\(height) pixels; the first is \(expectedWidth)×\(expectedHeight)"
        case .delayOutOfRange(let centiseconds):
            "a GIF frame lasts 1 to 65535 hundredths of a second, not \(centiseconds)"
        case .encodingFailed(let step, let frame):
            "libgd could not \(step) frame \(frame + 1)"
        case .libraryUnavailable(let reason):
            "libgd cannot be used: \(reason)"
        }
    }
}
