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
    /// The corresponding C function is `gdImageCreatePaletteFromTrueColor`.
    func withPalette() -> GDImage? {
        guard isTrueColor else { return self }
        return gd.createPaletteFromTrueColor(pointer, 0, 256).map { GDImage($0, gd) }
    }
}
