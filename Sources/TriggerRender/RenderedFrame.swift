import TriggerDiagram
import TriggerModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One change drawn: what it shows, the size it is drawn at, and its bytes in each format asked for.
///
/// What writers (files, figures, previews, animation) take; nothing in it needs recomputing or
/// reading back out of the bytes.
public struct RenderedFrame: Sendable {
    /// What the diagram says of the change: its index, change, outcome, title, text line and description.
    public let frame: Frame
    /// The canvas every frame of the diagram shares.
    public let size: FrameSize
    /// The file's bytes, per format asked for.
    public let files: [OutputFormat: Data]

    /// Creates a rendered frame.
    /// - Parameters:
    ///   - frame: The frame drawn.
    ///   - size: The size every frame of the diagram is drawn at.
    ///   - files: The frame's bytes in each format drawn.
    public init(frame: Frame, size: FrameSize, files: [OutputFormat: Data]) {
        self.frame = frame
        self.size = size
        self.files = files
    }

    /// The frame's position among the diagram's changes, from 0.
    public var index: Int { frame.index }
    /// What the change did to its tree.
    public var outcome: Outcome { frame.outcome }
    /// `<label>: <key> changed`.
    public var title: String { frame.title }
    /// The core's line for this change (the SVG's `<title>`).
    public var textLine: String { frame.textLine }
    /// The causes in a sentence (the SVG's `<desc>`).
    public var description: String { frame.description }
}
