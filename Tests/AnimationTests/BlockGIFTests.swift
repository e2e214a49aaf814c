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
