internal import CGD

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A libgd image, destroyed with the object.
final class GDImage {
    let pointer: gdImagePtr
    private let gd: GDLibrary

    private init(_ pointer: gdImagePtr, _ gd: GDLibrary) {
        self.pointer = pointer
        self.gd = gd
    }

    deinit {
        gd.destroy(pointer)
    }

    /// Decodes a PNG. The corresponding C function is `gdImageCreateFromPngPtr`.
    /// - Returns: The image, or `nil` when libgd cannot read the bytes.
    static func png(_ data: Data, _ gd: GDLibrary) -> GDImage? {
        guard !data.isEmpty, data.count <= Int(Int32.max) else { return nil }
        let pointer = data.withUnsafeBytes { bytes in
            // libgd only reads the buffer; its signature takes a mutable pointer.
            gd.createFromPngPtr(Int32(bytes.count), UnsafeMutableRawPointer(mutating: bytes.baseAddress))
        }
        return pointer.map { GDImage($0, gd) }
    }

    var width: Int { Int(pointer.pointee.sx) }
    var height: Int { Int(pointer.pointee.sy) }
    var isTrueColor: Bool { pointer.pointee.trueColor != 0 }

    /// The image with at most 256 colours, as a GIF frame holds: itself when it already has a
    /// palette, else a new palette image, without dithering (flat fills stay flat).
    ///
    /// libgd's quantiser picks each palette colour as an average near the pixels it stands for,
    /// so a white ground came out rgb(252, 254, 252): the colour the ground's corner pixel is
    /// given is then set to that pixel's own colour, and the ground is exactly the frame's.
    /// The corresponding C function is `gdImageCreatePaletteFromTrueColor`.
    func withPalette() -> GDImage? {
        guard isTrueColor else { return self }
        guard let palette = gd.createPaletteFromTrueColor(pointer, 0, 256).map({ GDImage($0, gd) }) else {
            return nil
        }
        if width > 0, height > 0, let row = pointer.pointee.tpixels?[0],
            let indices = palette.pointer.pointee.pixels?[0]
        {
            palette.setColour(Int(indices[0]), to: row[0])
        }
        return palette
    }

    /// Sets palette entry `index` to a true-colour pixel's red, green and blue.
    private func setColour(_ index: Int, to pixel: Int32) {
        guard (0..<256).contains(index) else { return }
        let channels = [(pixel >> 16) & 0xFF, (pixel >> 8) & 0xFF, pixel & 0xFF]
        withUnsafeMutablePointer(to: &pointer.pointee.red) { entries in
            entries.withMemoryRebound(to: Int32.self, capacity: 256) { $0[index] = channels[0] }
        }
        withUnsafeMutablePointer(to: &pointer.pointee.green) { entries in
            entries.withMemoryRebound(to: Int32.self, capacity: 256) { $0[index] = channels[1] }
        }
        withUnsafeMutablePointer(to: &pointer.pointee.blue) { entries in
            entries.withMemoryRebound(to: Int32.self, capacity: 256) { $0[index] = channels[2] }
        }
    }
}
