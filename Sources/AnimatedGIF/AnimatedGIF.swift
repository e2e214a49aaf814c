internal import CGD

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A looping animated GIF made from PNG frames through libgd.
public enum AnimatedGIF {
    /// The longest delay a GIF frame can hold, in hundredths of a second.
    public static let maximumDelay = 65_535

    /// Encodes PNG frames, in order, as one GIF that loops forever.
    ///
    /// Every frame is decoded, reduced to a palette of at most 256 colours of its own (a local
    /// colour table, so no frame's colours are lost to another's), and written whole at the
    /// same place, one frame at a time; the first frame's palette is also the global one. The GIF's logical screen
    /// is the frames' size. The corresponding C functions are `gdImageCreateFromPngPtr`,
    /// `gdImageCreatePaletteFromTrueColor`, `gdImageGifAnimBeginPtr`, `gdImageGifAnimAddPtr`
    /// and `gdImageGifAnimEndPtr`.
    /// - Parameters:
    ///   - frames: PNG files, all of one size.
    ///   - delay: How long each frame shows, in hundredths of a second (1…65,535).
    /// - Returns: The GIF file's bytes.
    /// - Throws: `GIFError` for no frames, an unreadable PNG, frames of different sizes, a delay
    ///   out of range, or a libgd failure.
    public static func encode(pngFrames frames: [Data], delay: Int) throws(GIFError) -> Data {
        guard !frames.isEmpty else { throw .noFrames }
        guard (1...maximumDelay).contains(delay) else { throw .delayOutOfRange(centiseconds: delay) }
        let gd = try GDLibrary.shared.get()
        // One frame decoded at a time, encoded, then freed: a frame of 20,000 × 725 pixels takes
        // 15 MB as a palette image, and 50 of them held together took 880 MB.
        func frame(_ index: Int, sizedAs first: GDImage?) throws(GIFError) -> GDImage {
            guard let decoded = GDImage.png(frames[index], gd) else { throw .unreadablePNG(frame: index) }
            if let first, decoded.width != first.width || decoded.height != first.height {
                throw .sizeMismatch(
                    frame: index, width: decoded.width, height: decoded.height,
                    expectedWidth: first.width, expectedHeight: first.height
                )
            }
            guard let palette = decoded.withPalette() else {
                throw .encodingFailed("reduce to 256 colours", frame: index)
            }
            return palette
        }
        let first = try frame(0, sizedAs: nil)
        var gif = Data()
        try append(to: &gif, gd, step: "begin the GIF with", frame: 0) { size in
            gd.gifAnimBeginPtr(first.pointer, size, 1, 0)  // global colour map; loop forever
        }
        for index in frames.indices {
            let image = index == 0 ? first : try frame(index, sizedAs: first)
            try append(to: &gif, gd, step: "encode", frame: index) { size in
                gd.gifAnimAddPtr(image.pointer, size, 1, 0, 0, Int32(delay), Int32(gdDisposalNone), nil)
            }
        }
        try append(to: &gif, gd, step: "end the GIF after", frame: frames.count - 1) { size in
            gd.gifAnimEndPtr(size)
        }
        return gif
    }

    /// Calls a libgd function that returns a buffer and its size, appends the bytes and frees the buffer.
    private static func append(
        to gif: inout Data, _ gd: GDLibrary, step: String, frame: Int,
        _ body: (UnsafeMutablePointer<Int32>) -> UnsafeMutableRawPointer?
    ) throws(GIFError) {
        var size: Int32 = 0
        guard let buffer = body(&size) else { throw .encodingFailed(step, frame: frame) }
        defer { gd.free(buffer) }
        guard size > 0 else { throw .encodingFailed(step, frame: frame) }
        gif.append(buffer.assumingMemoryBound(to: UInt8.self), count: Int(size))
    }
}
