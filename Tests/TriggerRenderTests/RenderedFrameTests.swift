import Foundation
import Testing
import TriggerDiagram
import TriggerModel
import TriggerRender

/// A frame drawn as data: what the diagram says of it, the size it is drawn at, its bytes per format.
@Suite("Rendered frames")
struct RenderedFrameTests {
    @Test(arguments: CourseBlock.sample)
    func carryTheFrameTheSizeAndTheBytes(_ block: CourseBlock) throws {
        let renderer = try block.sequence()
        let diagram = renderer.diagram
        #expect(try renderer.size.widthInPoints == renderer.canvas.width)
        #expect(try renderer.size.heightInPoints == renderer.canvas.height)
        for index in 0..<renderer.frameCount {
            let prefix = "f\(index)"
            let drawn = try renderer.draw(frame: index, formats: [.svg, .png, .dot, .svg], idPrefix: prefix)
            #expect(drawn.index == index)
            #expect(drawn.outcome == diagram.outcomes[index])
            #expect(drawn.title == diagram.frame(index).title)
            #expect(drawn.textLine == diagram.frame(index).textLine)
            #expect(drawn.description == diagram.frame(index).description)
            #expect(try drawn.size == renderer.size)
            #expect(Set(drawn.files.keys) == [.svg, .png, .dot])
            for format in [OutputFormat.svg, .png, .dot] {
                #expect(drawn.files[format] == (try renderer.render(frame: index, format: format, idPrefix: prefix)))
            }
            let svg = String(decoding: drawn.files[.svg] ?? Data(), as: UTF8.self)
            #expect(svg.contains(" width=\"\(drawn.size.width)\" height=\"\(drawn.size.height)\""), "\(block) \(index)")
        }
    }

    /// The size is read from the first SVG drawn, or from one drawn when it is asked for first:
    /// the same either way, whatever format comes first and whichever frame.
    @Test(arguments: CourseBlock.sample)
    func sizeIsTheSameWhicheverFrameAndFormatComesFirst(_ block: CourseBlock) throws {
        // Renderers of their own: the shared one may have drawn already.
        let diagram = try block.sequence().diagram
        let askedFirst = try DiagramRenderer(diagram: diagram)
        let size = try askedFirst.size
        let last = askedFirst.frameCount - 1
        for formats in [[OutputFormat.svg], [.png], [.png, .svg], [.dot, .svg]] {
            let drawnFirst = try DiagramRenderer(diagram: diagram)
            let drawn = try drawnFirst.draw(frame: last, formats: formats)
            #expect(drawn.size == size, "\(block) \(formats)")
            #expect(try drawnFirst.size == size)
        }
        let svg = String(decoding: try askedFirst.render(frame: last, format: .svg), as: UTF8.self)
        #expect(svg.contains(" width=\"\(size.width)\" height=\"\(size.height)\""))
    }

    @Test func sizeIsTheSameAtEveryResolution() throws {
        let sizes = try [nil, 72, 144].map { try CourseBlock.sample[0].sequence(dpi: $0).size }
        #expect(sizes.allSatisfy { $0 == sizes[0] })
    }

    @Test func noSuchFrame() throws {
        let renderer = try CourseBlock.sample[0].sequence()
        #expect(throws: RenderError.self) { try renderer.draw(frame: renderer.frameCount, formats: [.svg]) }
        #expect(throws: RenderError.self) { try renderer.draw(frame: -1, formats: [.svg]) }
    }
}
