import BrowserTesting
import CGD
import Foundation
import Testing

@testable import Graphviz

/// A PNG is drawn by cairo and written by ``PNGDevice``: the pixels cairo's own writer
/// (`png:cairo:cairo`, Pango's plugin) would have written, in fewer bytes.
@Suite("PNG written above cairo")
struct PNGDeviceTests {
    /// Every pixel of a PNG as libgd reads it: `0xAARRGGBB`, alpha 0 (opaque) to 127.
    static func pixels(_ png: Data) throws -> (width: Int, height: Int, pixels: [Int32]) {
        var bytes = [UInt8](png)
        let image = try #require(
            bytes.withUnsafeMutableBytes { gdImageCreateFromPngPtr(Int32($0.count), $0.baseAddress) })
        defer { gdImageDestroy(image) }
        let width = Int(image.pointee.sx)
        let height = Int(image.pointee.sy)
        var pixels: [Int32] = []
        for y in 0..<height {
            for x in 0..<width { pixels.append(gdImageGetTrueColorPixel(image, Int32(x), Int32(y))) }
        }
        return (width, height, pixels)
    }

    /// The PNG's colour type (IHDR): 2 for RGB, 6 for RGBA.
    static func colourType(_ png: Data) -> UInt8 { png[png.startIndex + 25] }

    static let graphs = [
        // A course-like frame: an opaque background, but cairo's last row of pixels is only partly covered.
        ##"digraph { bgcolor="#ffffff"; node [style=filled fillcolor="#8ecae6" fontname="DejaVu Sans"]; a -> b -> c; a -> c }"##,
        // A canvas of whole pixels (72 dpi, a fixed size and no pad): every pixel opaque.
        ##"digraph { bgcolor="#202020"; dpi=72; pad=0; size="2,1!"; ratio=fill; node [style=filled fillcolor="#ffb703"]; a -> b }"##,
        // Transparent and half-transparent pixels: colours unpremultiplied as cairo's writer does.
        ##"digraph { bgcolor=transparent; node [style=filled fillcolor="#ff000080" color="#0000ff40"]; a -> b }"##,
    ]

    @Test func isInstalledAboveCairosOwnWriter() throws {
        let graph = try LaidOutGraph(dot: Self.graphs[0])
        #expect(try graph.render(format: "png") == graph.render(format: "png:cairo:triggergraph_png"))
        #expect(try graph.render(format: "png") != graph.render(format: "png:cairo:cairo"))
    }

    @Test(arguments: graphs.indices)
    func writesCairosPixelsInFewerBytes(_ index: Int) throws {
        let graph = try LaidOutGraph(dot: Self.graphs[index])
        let ours = try graph.render(format: "png")
        let cairos = try graph.render(format: "png:cairo:cairo")
        let (width, height, pixels) = try Self.pixels(ours)
        let expected = try Self.pixels(cairos)
        #expect(width == expected.width && height == expected.height)
        #expect(pixels == expected.pixels)
        #expect(ours.count < cairos.count, "\(ours.count) bytes, cairo's \(cairos.count)")
        // Three bytes a pixel where every pixel is opaque, as cairo's writer does; else four.
        let opaque = expected.pixels.allSatisfy { $0 >> 24 == 0 }
        #expect(Self.colourType(ours) == (opaque ? 2 : 6))
        #expect(Self.colourType(cairos) == Self.colourType(ours))
        if index == 1 { #expect(opaque) }
        if index == 2 { #expect(!opaque) }
    }
}
