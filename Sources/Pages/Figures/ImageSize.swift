/// The size of an image in CSS pixels: for a frame, the size its renderer laid it out at.
public struct ImageSize: Hashable, Sendable {
    /// The width in CSS pixels.
    public var width: Int
    /// The height in CSS pixels.
    public var height: Int

    /// Creates a size in CSS pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}

extension ImageSize {
    /// A PNG's width and height in pixels, from its header (the IHDR chunk, which comes first):
    /// the CSS size of the 1x image of a `srcset`. Nil when the bytes are no PNG.
    public init?(png: [UInt8]) {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard png.count >= 24, Array(png[0..<8]) == signature, png[12..<16].elementsEqual("IHDR".utf8) else {
            return nil
        }
        let number = { (at: Int) in png[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        self.init(width: number(16), height: number(20))
    }
}
