import BrowserTesting
import Foundation
import Testing
import TriggerRender

/// Every view's and source's text, measured by Chromium as a reader's browser draws it, stays
/// inside its box: in the font the frames are laid out in, with every key drawn bold (as a frame
/// that marks it draws it), and in whatever face the browser picks when that font is missing.
@Suite("Node text fits in the browser", .enabled(if: Chromium.isAvailable))
struct TextInBrowserTests {
    struct Measured: Decodable {
        struct Text: Decodable {
            var text: String
            /// x, y, width, height.
            var box: [Double]
        }

        var frame: String
        var id: String
        var box: [Double]
        var texts: [Text]
    }

    /// Every frame of the block inline in one page, each view's and source's box and texts
    /// measured with `getBBox`; with `boldKeys`, every key is set bold before it is measured.
    static func measure(_ block: CourseBlock, fonts: Chromium.Fonts, boldKeys: Bool) async throws -> [Measured] {
        let renderer = try block.sequence()
        var page = "<!DOCTYPE html><html><head><meta charset=\"utf-8\"></head><body>\n"
        for index in 0..<renderer.frameCount {
            let svg = try renderer.render(frame: index, format: .svg, idPrefix: "f\(index)")
            page += String(decoding: svg, as: UTF8.self) + "\n"
        }
        page += "</body></html>\n"
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("text-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("\(block.name).html")
        try Data(page.utf8).write(to: file)
        let script = """
            JSON.stringify([...document.querySelectorAll('svg.triggergraph')].flatMap(svg =>
              [...svg.querySelectorAll('g.node')].flatMap(g => {
                const id = g.querySelector('title')?.textContent ?? '';
                const shape = g.querySelector('path, polygon, ellipse');
                if (!/^(v|src)[0-9]+$/.test(id) || !shape) return [];
                const b = shape.getBBox();
                return [{frame: svg.id, id, box: [b.x, b.y, b.width, b.height],
                  texts: [...g.querySelectorAll('text')].map(t => {
                    if (\(boldKeys) && id.startsWith('v') && t.getAttribute('font-size') === '12.00') {
                      t.setAttribute('font-weight', 'bold');
                    }
                    const r = t.getBBox();
                    return {text: t.textContent, box: [r.x, r.y, r.width, r.height]};
                  })}];
              })))
            """
        let json = try await Chromium.evaluate(Chromium.url(of: file), script, fonts: fonts)
        return try JSONDecoder().decode([Measured].self, from: Data(json.utf8))
    }

    @Test(
        "In DejaVu Sans, every text, keys measured bold, keeps 2 px from its box's edges",
        arguments: CourseBlock.all)
    func fitsInItsFont(_ block: CourseBlock) async throws {
        let nodes = try await Self.measure(block, fonts: .installed, boldKeys: true)
        #expect(!nodes.isEmpty)
        for node in nodes {
            for text in node.texts {
                let (left, right) = (text.box[0] - node.box[0], node.box[0] + node.box[2] - text.box[0] - text.box[2])
                let (top, bottom) = (text.box[1] - node.box[1], node.box[1] + node.box[3] - text.box[1] - text.box[3])
                #expect(
                    min(left, right) >= 2 && min(top, bottom) >= 2,
                    "\(block) \(node.frame) \(node.id) \(text.text): \(left) \(right) \(top) \(bottom) px to the edges")
            }
        }
    }

    @Test(
        "Without DejaVu Sans, every text stays inside its box, within 3 px of its centre",
        arguments: CourseBlock.all)
    func fitsInAnotherFont(_ block: CourseBlock) async throws {
        let nodes = try await Self.measure(block, fonts: .withoutDejaVuSans, boldKeys: false)
        #expect(!nodes.isEmpty)
        for node in nodes {
            for text in node.texts {
                let inside =
                    text.box[0] >= node.box[0] && text.box[0] + text.box[2] <= node.box[0] + node.box[2]
                    && text.box[1] >= node.box[1] && text.box[1] + text.box[3] <= node.box[1] + node.box[3]
                let offset = abs((text.box[0] + text.box[2] / 2) - (node.box[0] + node.box[2] / 2))
                #expect(inside, "\(block) \(node.frame) \(node.id) \(text.text): \(text.box) in \(node.box)")
                #expect(offset <= 3, "\(block) \(node.frame) \(node.id) \(text.text): \(offset) px off centre")
            }
        }
    }

    /// The browser without DejaVu Sans draws in another face: the check above sees the fallback.
    @Test func theFallbackIsAnotherFace() async throws {
        let block = try #require(CourseBlock.all.first)
        let installed = try await Self.measure(block, fonts: .installed, boldKeys: false)
        let fallback = try await Self.measure(block, fonts: .withoutDejaVuSans, boldKeys: false)
        let widths = { (nodes: [Measured]) in nodes.flatMap { $0.texts.map { $0.box[2] } } }
        #expect(widths(installed).count == widths(fallback).count)
        #expect(widths(installed) != widths(fallback))
    }
}
