import Foundation
import Testing
import TriggerDiagram
import TriggerRender

/// PNG and PDF frames are real files, and a tree's PNG frames share one size.
@Suite("PNG and PDF frames")
struct RasterFormatTests {
    @Test("PNG frames decode and share one size per tree; PDF frames are PDF", arguments: CourseBlock.all)
    func pngAndPDF(_ block: CourseBlock) throws {
        for tree in try block.trees() {
            try check(tree)
        }
    }

    @Test("Dark PNG frames decode and share one size per tree", arguments: CourseBlock.sample)
    func darkPNG(_ block: CourseBlock) throws {
        for tree in try block.trees(theme: .dark) {
            try check(tree)
        }
    }

    private func check(_ tree: LaidOutTree) throws {
        var sizes: [PNGHeader] = []
        for index in tree.outcomes.indices {
            let png = try tree.renderer.render(frame: index, format: .png)
            let header = try #require(PNGHeader(png), "\(tree.name) frame \(index + 1): not a PNG")
            #expect(header.width > 0 && header.height > 0, "\(tree.name) frame \(index + 1): \(header)")
            sizes.append(header)
            let pdf = try tree.renderer.render(frame: index, format: .pdf)
            #expect(pdf.starts(with: Array("%PDF-".utf8)), "\(tree.name) frame \(index + 1): not a PDF")
            #expect(String(decoding: pdf.suffix(16), as: UTF8.self).contains("%%EOF"), "\(tree.name): PDF truncated")
        }
        #expect(Set(sizes.map(\.description)).count == 1, "\(tree.name): PNG sizes \(sizes)")
        // One pixel a point: the PNG is the SVG's viewBox, rounded up to whole pixels as the SVG
        // declares its size.
        if let box = try tree.svgFrames().first?.viewBox, box.count == 4, let size = sizes.first {
            #expect(size.width == Int(box[2].rounded(.up)), "\(tree.name): \(size) vs \(box)")
            #expect(size.height == Int(box[3].rounded(.up)), "\(tree.name): \(size) vs \(box)")
        }
    }
}
