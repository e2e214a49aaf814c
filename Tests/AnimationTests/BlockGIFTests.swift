import Animation
import Foundation
import GIFInspection
import Testing
import TriggerRender

/// A block's GIF: one frame per change, the PNG frames' size, the delay, looping.
@Suite("Block GIF")
struct BlockGIFTests {
    @Test(arguments: AnimatedBlock.all)
    func oneFramePerChange(_ block: AnimatedBlock) throws {
        let animation = try block.animation()
        let gif = try GIFFile(animation.gif(stepMilliseconds: 1_234))
        let png = try animation.renderer.render(frame: 0, format: .png)
        let size = try #require(PNGSize(png))
        #expect(gif.frames.count == animation.frames.count)
        #expect(gif.width == size.width && gif.height == size.height, "the logical screen is the PNG size")
        #expect(gif.frames.allSatisfy { $0.delay == 123 && $0.width == size.width && $0.height == size.height })
        #expect(gif.loopCount == 0)
        if gif.frames.count > 1 {
            #expect(gif.frames[0].data != gif.frames[1].data, "frames show different changes")
        }
    }

    /// Every frame of a GIF is the SVG frame's size, on the theme's own ground: exactly white in
    /// the light theme (libgd's quantiser alone made it rgb(252, 254, 252)).
    @Test(arguments: AnimatedBlock.all)
    func theSVGsSizeOnTheThemesGround(_ block: AnimatedBlock) throws {
        let animation = try block.animation()
        let gif = try GIFFile(animation.gif(stepMilliseconds: 1_000))
        let svg = String(decoding: try animation.renderer.render(frame: 0, format: .svg), as: UTF8.self)
        let declared = try #require(svg.firstMatch(of: /<svg[^>]* width="(\d+)" height="(\d+)"/))
        #expect(
            gif.width == Int(declared.output.1) && gif.height == Int(declared.output.2), "\(gif.width)×\(gif.height)")
        let ground = animation.renderer.diagram.theme == .light ? "#ffffff" : "#121212"
        for (index, frame) in gif.frames.enumerated() {
            #expect(frame.width == gif.width && frame.height == gif.height)
            #expect(frame.cornerColour(global: gif.globalColours) == ground, "\(block) frame \(index + 1)")
        }
    }

    @Test("Milliseconds become hundredths of a second, at least one")
    func centiseconds() {
        #expect(BlockAnimation.centiseconds(1_500) == 150)
        #expect(BlockAnimation.centiseconds(1_234) == 123)
        #expect(BlockAnimation.centiseconds(1_235) == 124)
        #expect(BlockAnimation.centiseconds(1) == 1)
    }
}

/// The size in a PNG's IHDR chunk.
struct PNGSize {
    let width: Int
    let height: Int

    init?(_ data: Data) {
        let bytes = [UInt8](data)
        guard bytes.count > 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func number(at offset: Int) -> Int { bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
        width = number(at: 16)
        height = number(at: 20)
    }
}
