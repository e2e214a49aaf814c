/// The size of an image in CSS pixels: for a frame, the size its renderer laid it out at.
public struct ImageSize: Hashable, Sendable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}
