import CourseFixtures
import Foundation
import TemporaryFolders
import Testing

private let transitions = Course.block("18-transitions-3").path

@Test func animateWritesOneFilePerBlockAndFormat() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = Course.page("18-transitions.md").path
    var run = triggergraph(
        "animate", page, transitions, "--name", "x", "-o", folder.path, "--format", "svg,gif,html", "--delay", "900")
    #expect(run.status == 64 && run.err.contains("--name names one input"), "\(run.err)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    let inputs = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: inputs) }
    // The page's third block is 18-transitions-3 too: a copy that draws another change is refused.
    let edited = inputs.appendingPathComponent("18-transitions-3.swift")
    try (try String(contentsOfFile: transitions, encoding: .utf8))
        .replacingOccurrences(of: "detail-closed", with: "detail-gone").write(
            to: edited, atomically: true, encoding: .utf8)
    let collision = triggergraph("animate", page, edited.path, "-o", folder.path)
    #expect(collision.status == 65)
    #expect(
        collision.err.hasSuffix(
            "\(edited.path): error: its output '18-transitions-3' is also the output of \(page):180; "
                + "rename one of them (a JSON scene's \"name\", or --name with a single input)\n"), "\(collision.err)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    let renamed = inputs.appendingPathComponent("transitions.swift")
    try FileManager.default.copyItem(atPath: transitions, toPath: renamed.path)
    run = triggergraph("animate", page, renamed.path, "-o", folder.path, "--format", "svg,gif,html", "--delay", "900")
    #expect(run.status == 0, "\(run.err)")
    let written = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    let stems = ["18-transitions-1", "18-transitions-3", "transitions"]
    #expect(
        written
            == (stems.flatMap { stem in ["gif", "html", "svg"].map { "\(stem).\($0)" } } + ["manifest.json"]).sorted())
    let svg = try String(contentsOf: folder.appendingPathComponent("transitions.svg"), encoding: .utf8)
    #expect(svg.hasPrefix("<svg") && svg.contains("@keyframes") && svg.contains("1800ms step-end infinite"))
    let gif = try Data(contentsOf: folder.appendingPathComponent("transitions.gif"))
    #expect(gif.starts(with: Array("GIF89a".utf8)) && gif.last == 0x3B)
    let html = try String(contentsOf: folder.appendingPathComponent("transitions.html"), encoding: .utf8)
    #expect(
        html.contains("detail-closed: isShowingDetail changed | recomputed InboxScreen local | skipped MessageList"))
    #expect(!written.contains { $0.hasPrefix(".") }, "no temporary file left")
}

@Test func animateThemeBothWritesLightAndDarkAnimations() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = triggergraph("animate", transitions, "-o", folder.path, "--format", "svg,gif", "--theme", "both")
    #expect(run.status == 0, "\(run.err)")
    let stem = "18-transitions-3"
    #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            == ["\(stem).gif", "\(stem).svg", "\(stem)~dark.gif", "\(stem)~dark.svg", "manifest.json"])
    let light = try String(contentsOf: folder.appendingPathComponent("\(stem).svg"), encoding: .utf8)
    let dark = try String(contentsOf: folder.appendingPathComponent("\(stem)~dark.svg"), encoding: .utf8)
    #expect(light.contains("#ffffff") || light.contains("white"), "a light ground")
    #expect(dark.lowercased().contains("#121212") && !light.lowercased().contains("fill=\"#121212\""), "a dark ground")
    let manifest = try String(contentsOf: folder.appendingPathComponent("manifest.json"), encoding: .utf8)
    #expect(manifest.contains(#""path" : "\#(stem)~dark.gif""#) && manifest.contains(#""theme" : "dark""#))
}

@Test func animateWritesSVGUnlessToldOtherwise() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = triggergraph("animate", transitions, "-o", folder.appendingPathComponent("new/folder").path)
    #expect(run.status == 0, "\(run.err)")
    #expect(
        try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("new/folder").path).sorted()
            == ["18-transitions-3.svg", "manifest.json"])
    let svg = try String(contentsOf: folder.appendingPathComponent("new/folder/18-transitions-3.svg"), encoding: .utf8)
    #expect(svg.contains("3000ms step-end infinite"), "1500 ms a change by default")
}

@Test(arguments: [
    BadRun(name: "animate without -o", arguments: ["animate", transitions], status: 64, message: "missing -o DIR"),
    BadRun(
        name: "animate png", arguments: ["animate", transitions, "-o", "/tmp/x", "--format", "svg,png"], status: 64,
        message: "unknown format 'png'; use svg, gif or html"),
    BadRun(
        name: "animate empty format", arguments: ["animate", transitions, "-o", "/tmp/x", "--format", ""], status: 64,
        message: "--format needs at least one format"),
    BadRun(
        name: "delay 0", arguments: ["animate", transitions, "-o", "/tmp/x", "--delay", "0"], status: 64,
        message: "--delay"),
    BadRun(
        name: "delay negative", arguments: ["animate", transitions, "-o", "/tmp/x", "--delay=-100"], status: 64,
        message: "--delay"),
    BadRun(
        name: "delay text", arguments: ["animate", transitions, "-o", "/tmp/x", "--delay", "fast"], status: 64,
        message: "--delay"),
    BadRun(
        name: "delay too long for a GIF", arguments: ["animate", transitions, "-o", "/tmp/x", "--delay", "655351"],
        status: 64,
        message: "from 1 to 655350"),
    BadRun(
        name: "delay without value", arguments: ["animate", transitions, "-o", "/tmp/x", "--delay"], status: 64,
        message: "option '--delay' needs a value"),
    BadRun(
        name: "animate missing file", arguments: ["animate", "/nonexistent/block.swift", "-o", "/tmp/x"], status: 66,
        message: "/nonexistent/block.swift"),
])
func animateRefusesBadArguments(_ example: BadRun) {
    let run = triggergraph(example.arguments)
    #expect(run.status == example.status)
    #expect(run.err.contains(example.message), "\(run.err)")
    #expect(run.err.split(separator: "\n").count == 1, "one line on standard error")
    #expect(!FileManager.default.fileExists(atPath: "/tmp/x/18-transitions-3.svg"))
}

@Test func anUncreatableAnimationFolderExits73() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let blocker = folder.appendingPathComponent("file")
    try Data("x".utf8).write(to: blocker)
    let run = triggergraph("animate", transitions, "-o", blocker.appendingPathComponent("out").path)
    #expect(run.status == 73)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["file"])
}

@Test func renderLaysABlockOutOnceOverAllItsTrees() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = triggergraph("render", transitions, "-o", folder.path)
    #expect(run.status == 0, "\(run.err)")
    let frames = try ["01-detail-closing", "02-detail-closed"].map {
        try String(contentsOf: folder.appendingPathComponent("18-transitions-3/\($0).svg"), encoding: .utf8)
    }
    func viewBox(_ svg: String) -> String? {
        svg.range(of: #"viewBox="[^"]*""#, options: .regularExpression).map { String(svg[$0]) }
    }
    // The two trees share one canvas, and MessageList, in both trees, is drawn at the same place.
    #expect(viewBox(frames[0]) != nil && viewBox(frames[0]) == viewBox(frames[1]))
    func messageList(_ svg: String) -> String? {
        guard let title = svg.range(of: "<title>v1</title>") else { return nil }
        return svg[title.upperBound...].range(of: #" d="[^"]*""#, options: .regularExpression).map { String(svg[$0]) }
    }
    #expect(messageList(frames[0]) != nil && messageList(frames[0]) == messageList(frames[1]))
    #expect(frames[1].contains("view leaving") && frames[1].contains("Leaving 1: DetailBanner."))
}

@Test func helpListsAnimate() {
    #expect(triggergraph("--help").out.contains("animate"))
    let help = triggergraph("animate", "--help")
    #expect(help.status == 0 && help.out.contains("--delay MS") && help.out.contains("prefers-reduced-motion"))
}

@Test func renderWritesTheSameAnimationsFromTheLayoutOfItsFrames() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let rendered = triggergraph(
        "render", transitions, "-o", folder.appendingPathComponent("r").path,
        "--animate", "svg,gif,html", "--delay", "900", "--no-sync")
    #expect(rendered.status == 0, "\(rendered.err)")
    let animated = triggergraph(
        "animate", transitions, "-o", folder.appendingPathComponent("a").path,
        "--format", "svg,gif,html", "--delay", "900", "--no-sync")
    #expect(animated.status == 0, "\(animated.err)")
    for format in ["svg", "gif", "html"] {
        let inFolder = try Data(contentsOf: folder.appendingPathComponent("r/18-transitions-3/animation.\(format)"))
        let alone = try Data(contentsOf: folder.appendingPathComponent("a/18-transitions-3.\(format)"))
        #expect(inFolder == alone, "\(format)")
    }
    let partial = triggergraph("render", transitions, "-o", folder.path, "--animate", "svg", "--change", "1")
    #expect(partial.status == 64 && partial.err.contains("--animate draws whole blocks"))
}

@Test func scaleTwoWritesAGIFOfTwiceThePixelsBesideTheGIF() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = triggergraph(
        "animate", Course.block("09-local-state-1").path, "-o", folder.path, "--format", "gif,svg", "--scale", "2")
    #expect(run.status == 0, "\(run.err)")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(files == ["09-local-state-1.gif", "09-local-state-1.svg", "09-local-state-1@2x.gif", "manifest.json"])
    /// A GIF's logical screen width and height (little-endian, after the 6-byte signature).
    func size(_ file: String) throws -> (Int, Int) {
        let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(file)))
        #expect(bytes.starts(with: Array("GIF89a".utf8)))
        return (Int(bytes[6]) | Int(bytes[7]) << 8, Int(bytes[8]) | Int(bytes[9]) << 8)
    }
    let (width, height) = try size("09-local-state-1.gif")
    let (denseWidth, denseHeight) = try size("09-local-state-1@2x.gif")
    #expect(width > 0 && height > 0)
    #expect(
        abs(denseWidth - 2 * width) <= 1 && abs(denseHeight - 2 * height) <= 1,
        "\(width)×\(height) → \(denseWidth)×\(denseHeight)")
}
