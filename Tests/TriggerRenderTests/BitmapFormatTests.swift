import Foundation
import Testing
import TriggerDiagram
import TriggerRender

/// Every format says what the SVG says: PNG and PDF mark the changed key as the SVG marks it, and
/// a PNG is the SVG's size, `@2x` twice it.
@Suite("Bitmap formats match the SVG")
struct BitmapFormatTests {
    /// The texts an SVG frame marks (`class="matched-key"`), sorted.
    static func markedKeys(svg: Data) -> [String] {
        let text = String(decoding: svg, as: UTF8.self)
        let pattern = /<text[^>]*class="matched-key"[^>]*>([^<]*)<\/text>/
        return text.matches(of: pattern).map { unescaped(String($0.output.1)) }.sorted()
    }

    /// The 12-pt texts a PDF draws in a bold face, sorted, as poppler's `pdftohtml -xml` reads
    /// them: runs that touch on one line are one text (a ligature such as `ﬁ` is a run of its
    /// own, in a face poppler does not call bold), bold when every other run of it is.
    static func boldKeys(pdf: Data) throws -> [String] {
        let xml = try PopplerXML.read(pdf)
        var sizes: [String: String] = [:]
        for spec in xml.matches(of: /<fontspec id="(\d+)" size="(\d+)"/) {
            sizes[String(spec.output.1)] = String(spec.output.2)
        }
        var lines: [Int: [(left: Int, right: Int, text: String, bold: Bool)]] = [:]
        let run = /<text top="(\d+)" left="(\d+)" width="(\d+)" height="\d+" font="(\d+)">(.*?)<\/text>/
        for match in xml.matches(of: run) where sizes[String(match.output.4)] == "12" {
            let body = String(match.output.5)
            let text = body.replacingOccurrences(of: "<b>", with: "").replacingOccurrences(of: "</b>", with: "")
            let left = Int(match.output.2) ?? 0
            lines[Int(match.output.1) ?? 0, default: []].append(
                (left, left + (Int(match.output.3) ?? 0), unescaped(text), body.hasPrefix("<b>")))
        }
        var keys: [String] = []
        for runs in lines.values {
            var groups: [[(left: Int, right: Int, text: String, bold: Bool)]] = []
            for run in runs.sorted(by: { $0.left < $1.left }) {
                if let last = groups.last?.last, run.left - last.right <= 1 {
                    groups[groups.count - 1].append(run)
                } else {
                    groups.append([run])
                }
            }
            for group in groups {
                let letters = group.filter { !isOnlyLigature($0.text) }
                guard !letters.isEmpty, letters.allSatisfy(\.bold) else { continue }
                keys.append(expandingLigatures(group.map(\.text).joined()))
            }
        }
        return keys.sorted()
    }

    static func isOnlyLigature(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { (0xFB00...0xFB06).contains($0.value) }
    }

    static func expandingLigatures(_ text: String) -> String {
        let ligatures = ["ﬀ": "ff", "ﬁ": "fi", "ﬂ": "fl", "ﬃ": "ffi", "ﬄ": "ffl", "ﬅ": "st", "ﬆ": "st"]
        return ligatures.reduce(text) { $0.replacingOccurrences(of: $1.key, with: $1.value) }
    }

    static func unescaped(_ text: String) -> String {
        [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&#45;", "-"), ("&amp;", "&")]
            .reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
    }

    @Test("In every PDF frame, the 12-pt bold texts are the keys the SVG marks", arguments: CourseBlock.all)
    func pdfMarksTheSVGsKeys(_ block: CourseBlock) throws {
        let renderer = try block.sequence()
        var marked = 0
        for index in 0..<renderer.frameCount {
            let svg = try renderer.render(frame: index, format: .svg)
            let pdf = try renderer.render(frame: index, format: .pdf)
            let keys = Self.markedKeys(svg: svg)
            marked += keys.count
            #expect(try Self.boldKeys(pdf: pdf) == keys, "\(block.name) frame \(index + 1)")
        }
        #expect(marked > 0, "\(block.name): a course block recomputes a reader of its key")
    }

    /// The key labels bitmap frames draw their keys with leave SVG frames as they are: a renderer
    /// with them draws every SVG frame byte for byte as one without them.
    @Test("SVG frames are the same with and without key labels", arguments: CourseBlock.sample)
    func keyLabelsLeaveTheSVGAlone(_ block: CourseBlock) throws {
        let with = try DiagramRenderer(diagram: try block.sequence().diagram)
        let without = try DiagramRenderer(diagram: with.diagram, bitmapKeyLabels: false)
        for index in 0..<with.frameCount {
            let svg = try with.render(frame: index, format: .svg)
            #expect(svg == (try without.render(frame: index, format: .svg)), "\(block) frame \(index + 1)")
            #expect(!String(decoding: svg, as: UTF8.self).contains("<!-- k"), "no key label's comment")
        }
    }

    /// A PDF's page is the drawing, as the SVG's and PNG's are: no margin around it (the PDF
    /// device's default, 36 points, framed a dark page in white). Its size in points is the SVG's
    /// `viewBox`, rounded.
    @Test("A PDF frame's page is the SVG's drawing, with no margin", arguments: CourseBlock.sample)
    func pdfPageIsTheSVGsDrawing(_ block: CourseBlock) throws {
        let renderer = try block.sequence()
        for index in 0..<renderer.frameCount {
            let svg = String(decoding: try renderer.render(frame: index, format: .svg), as: UTF8.self)
            let pdf = String(decoding: try renderer.render(frame: index, format: .pdf), as: UTF8.self)
            let box = try #require(svg.firstMatch(of: /viewBox="0.00 0.00 ([0-9.]+) ([0-9.]+)"/))
            let page = try #require(pdf.firstMatch(of: /\/MediaBox \[ 0 0 ([0-9.]+) ([0-9.]+) \]/))
            let (width, height) = (try #require(Double(box.output.1)), try #require(Double(box.output.2)))
            let (pageWidth, pageHeight) = (try #require(Double(page.output.1)), try #require(Double(page.output.2)))
            #expect(
                abs(pageWidth - width) < 1 && abs(pageHeight - height) < 1,
                "\(block.name) frame \(index + 1): page \(pageWidth)×\(pageHeight), drawing \(width)×\(height)")
        }
    }

    @Test("A PNG frame is the SVG's size, @2x and @3x exactly twice and three times it", arguments: CourseBlock.all)
    func pngIsTheSVGsSize(_ block: CourseBlock) throws {
        let renderer = try block.sequence()
        for index in 0..<renderer.frameCount {
            let svg = String(decoding: try renderer.render(frame: index, format: .svg), as: UTF8.self)
            let declared = try #require(svg.firstMatch(of: /<svg[^>]* width="(\d+)" height="(\d+)"/))
            let width = try #require(Int(declared.output.1))
            let height = try #require(Int(declared.output.2))
            for scale in 1...3 {
                let png = try #require(PNGHeader(try renderer.render(frame: index, format: .png, scale: scale)))
                #expect(
                    png.width == scale * width && png.height == scale * height,
                    "\(block.name) frame \(index + 1) at \(scale)x: \(png), SVG \(width)×\(height)")
            }
        }
    }
}

/// poppler's `pdftohtml -xml`, which `make deps` installs (poppler-utils).
enum PopplerXML {
    static let executable: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return (path.split(separator: ":").map(String.init) + ["/usr/bin"]).map {
            URL(fileURLWithPath: $0).appendingPathComponent("pdftohtml")
        }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// The PDF's text runs as XML, at one pixel a point.
    static func read(_ pdf: Data) throws -> String {
        guard let executable else { throw Failure("pdftohtml is missing: run make deps (poppler-utils)") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pdf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("frame.pdf")
        try pdf.write(to: input)
        let output = folder.appendingPathComponent("frame.xml")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        let handle = try FileHandle(forWritingTo: output)
        let process = Process()
        process.executableURL = executable
        process.arguments = ["-xml", "-i", "-q", "-stdout", "-zoom", "1", input.path]
        process.standardOutput = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        guard process.terminationStatus == 0 else { throw Failure("pdftohtml exited \(process.terminationStatus)") }
        return try String(contentsOf: output, encoding: .utf8)
    }
}
