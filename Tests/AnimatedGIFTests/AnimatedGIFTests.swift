import AnimatedGIF
import Foundation
import GIFInspection
import Testing

/// The GIF encoder over frames made by hand.
@Suite("AnimatedGIF")
struct AnimatedGIFTests {
    @Test("Frames, size, delays and the loop extension", arguments: [1, 7, 150, AnimatedGIF.maximumDelay])
    func encodesEveryFrame(_ delay: Int) throws {
        let colours: [(UInt8, UInt8, UInt8)] = [(0xE6, 0x9F, 0x00), (0x56, 0xB4, 0xE9), (0xEE, 0xEE, 0xEE)]
        let frames = colours.map { TestPNG.solid(width: 5, height: 3, rgb: $0) }
        let gif = try GIFFile(AnimatedGIF.encode(pngFrames: frames, delay: delay))
        #expect(gif.version == "GIF89a")
        #expect(gif.width == 5 && gif.height == 3)
        #expect(gif.loopCount == 0, "loops forever")
        #expect(gif.frames.count == 3)
        for frame in gif.frames {
            #expect(frame.delay == delay)
            #expect(frame.left == 0 && frame.top == 0 && frame.width == 5 && frame.height == 3, "each frame whole")
            #expect(frame.hasLocalColourTable && !frame.data.isEmpty)
        }
    }

    @Test func framesOfDifferentSizesAreRefused() {
        let frames = [
            TestPNG.solid(width: 4, height: 2, rgb: (0, 0, 0)), TestPNG.solid(width: 4, height: 3, rgb: (0, 0, 0)),
        ]
        #expect(throws: GIFError.sizeMismatch(frame: 1, width: 4, height: 3, expectedWidth: 4, expectedHeight: 2)) {
            try AnimatedGIF.encode(pngFrames: frames, delay: 10)
        }
    }

    @Test func unreadableFramesNoFramesAndBadDelaysAreRefused() {
        let good = TestPNG.solid(width: 2, height: 2, rgb: (1, 2, 3))
        #expect(throws: GIFError.unreadablePNG(frame: 1)) {
            try AnimatedGIF.encode(pngFrames: [good, Data("<svg/>".utf8)], delay: 10)
        }
        #expect(throws: GIFError.unreadablePNG(frame: 0)) { try AnimatedGIF.encode(pngFrames: [Data()], delay: 10) }
        #expect(throws: GIFError.noFrames) { try AnimatedGIF.encode(pngFrames: [], delay: 10) }
        for delay in [0, -5, AnimatedGIF.maximumDelay + 1] {
            #expect(throws: GIFError.delayOutOfRange(centiseconds: delay)) {
                try AnimatedGIF.encode(pngFrames: [good], delay: delay)
            }
        }
    }
}
