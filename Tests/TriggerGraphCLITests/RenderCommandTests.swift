import CourseFixtures
import Foundation
import TemporaryFolders
import Testing

@Test func renderWritesOneFilePerChangeAndFormat() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let block = Course.block("01-declarative-syntax-2").path
    let run = triggergraph("render", block, "-o", folder.path, "--format", "svg,png,pdf,dot")
    #expect(run.status == 0, "\(run.err)")
    let written = try FileManager.default.contentsOfDirectory(
        atPath: folder.appendingPathComponent("01-declarative-syntax-2").path
    ).sorted()
    let stems = ["01-filter-selected", "02-scroll-changed", "03-counter-increased"]
    let extensions = ["dot", "figure.html", "figure.md", "pdf", "png", "svg"]
    #expect(written == stems.flatMap { stem in extensions.map { "\(stem).\($0)" } }.sorted())
    let svg = try String(
        contentsOf: folder.appendingPathComponent("01-declarative-syntax-2/02-scroll-changed.svg"), encoding: .utf8)
    #expect(svg.hasPrefix("<svg"))
    #expect(
        svg.contains("scroll-changed: scrollOffset changed | recomputed TaskScreen out-of-scope | skipped FilterBar"))
}

@Test func pageBlocksAreNamedAfterThePage() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = Course.page("18-transitions.md").path
    let run = triggergraph("render", page, "-o", folder.path, "--format", "dot")
    #expect(run.status == 0, "\(run.err)")
    let folders = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(folders == ["18-transitions-1", "18-transitions-3", "manifest.json"])
    let third = try FileManager.default.contentsOfDirectory(
        atPath: folder.appendingPathComponent("18-transitions-3").path
    ).sorted()
    #expect(third == ["01-detail-closing.dot", "02-detail-closed.dot"])
}

@Test func anUncreatableOutputFolderExits73AndLeavesNothing() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let blocker = folder.appendingPathComponent("file")
    try Data("x".utf8).write(to: blocker)
    let block = Course.block("09-local-state-1").path
    let run = triggergraph("render", block, "-o", blocker.appendingPathComponent("out").path)
    #expect(run.status == 73)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["file"])
}

@Test func dotPrintsOneFrameThatNamesItsChange() {
    let block = Course.block("01-declarative-syntax-1").path
    let run = triggergraph("dot", block, "--change", "3")
    #expect(run.status == 0)
    #expect(run.out.hasPrefix("digraph"))
    #expect(run.out.contains("task-added: tasks changed"))
    #expect(!run.out.contains("filter-selected: filter changed"))
}

@Test func aSceneWrittenAsJSONReadsBackToTheSameText() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let block = Course.block("18-transitions-3").path
    let scene = triggergraph("scene", block)
    #expect(scene.status == 0)
    let json = folder.appendingPathComponent("transitions.json")
    try Data(scene.out.utf8).write(to: json)
    #expect(triggergraph("text", json.path).out == triggergraph("text", block).out)
}

@Test func bothThemesWriteADarkVariantThatTheFiguresShowInTheDark() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let block = Course.block("09-local-state-1").path
    let run = triggergraph("render", block, "-o", folder.path, "--theme", "both", "--format", "svg,png")
    #expect(run.status == 0, "\(run.err)")
    let files = try FileManager.default.contentsOfDirectory(
        atPath: folder.appendingPathComponent("09-local-state-1").path
    ).sorted()
    #expect(
        files == [
            "01-tapped.figure.html", "01-tapped.figure.md", "01-tapped.png", "01-tapped.svg", "01-tapped~dark.png",
            "01-tapped~dark.svg",
        ])
    let light = try String(contentsOf: folder.appendingPathComponent("09-local-state-1/01-tapped.svg"), encoding: .utf8)
    let dark = try String(
        contentsOf: folder.appendingPathComponent("09-local-state-1/01-tapped~dark.svg"), encoding: .utf8)
    #expect(light.contains(#"id="09-local-state-1-01""#) && light.contains("theme-light"))
    #expect(dark.contains(#"id="09-local-state-1-01-dark""#) && dark.contains("theme-dark"))
    for figure in ["01-tapped.figure.html", "01-tapped.figure.md"] {
        let text = try String(contentsOf: folder.appendingPathComponent("09-local-state-1/\(figure)"), encoding: .utf8)
        #expect(
            text.contains(#"<source srcset="01-tapped~dark.svg" media="(prefers-color-scheme: dark)" />"#), "\(figure)")
        #expect(text.contains(#"<img src="01-tapped.svg""#), "\(figure)")
    }
    let manifest = try String(contentsOf: folder.appendingPathComponent("manifest.json"), encoding: .utf8)
    #expect(
        manifest.contains(#""path" : "09-local-state-1/01-tapped~dark.png""#) && manifest.contains(#""theme" : "dark""#)
    )
}

@Test func scaleTwoWritesHighDensityPNGsBesideTheFrames() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let block = Course.block("09-local-state-1").path
    let run = triggergraph("render", block, "-o", folder.path, "--format", "png", "--scale", "2")
    #expect(run.status == 0, "\(run.err)")
    let drawn = folder.appendingPathComponent("09-local-state-1")
    let files = try FileManager.default.contentsOfDirectory(atPath: drawn.path).sorted()
    #expect(files == ["01-tapped.figure.html", "01-tapped.figure.md", "01-tapped.png", "01-tapped@2x.png"])
    /// A PNG's width and height, from its IHDR chunk.
    func size(_ file: String) throws -> (Int, Int) {
        let bytes = [UInt8](try Data(contentsOf: drawn.appendingPathComponent(file)))
        let number = { (at: Int) in bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }
    let (width, height) = try size("01-tapped.png")
    let (denseWidth, denseHeight) = try size("01-tapped@2x.png")
    // Exactly twice the pixels each way, from one layout.
    #expect(
        denseWidth == 2 * width && denseHeight == 2 * height,
        "\(width)×\(height) → \(denseWidth)×\(denseHeight)")
    let manifest = try String(contentsOf: folder.appendingPathComponent("manifest.json"), encoding: .utf8)
    #expect(manifest.contains(#""path" : "09-local-state-1/01-tapped@2x.png""#))
    // Without SVG, the figures show the PNG at its 1x size, with both densities in a srcset.
    for figure in ["01-tapped.figure.html", "01-tapped.figure.md"] {
        let text = try String(contentsOf: drawn.appendingPathComponent(figure), encoding: .utf8)
        #expect(
            text.contains(#"<img src="01-tapped.png" srcset="01-tapped.png 1x, 01-tapped%402x.png 2x""#), "\(figure)")
        #expect(text.contains(#"width="\#(width)" height="\#(height)""#), "\(figure)")
    }
}

@Test(arguments: ["0", "5", "2.5", "x"])
func aScaleOutsideOneToFourIsAUsageError(_ scale: String) throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = triggergraph("render", Course.block("09-local-state-1").path, "-o", folder.path, "--scale", scale)
    #expect(run.status == 64)
    #expect(run.err.contains("--scale takes a whole number from 1 to 4"), "\(run.err)")
}

@Test func aFolderOfPagesAndTheirOwnBlockFilesRendersEachBlockOnce() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let inputs = ["01-declarative-syntax.md", "01-declarative-syntax-1.swift", "01-declarative-syntax-2.swift"]
    let course = folder.appendingPathComponent("Graphs")
    try FileManager.default.createDirectory(at: course, withIntermediateDirectories: true)
    for input in inputs {
        try FileManager.default.copyItem(
            at: Course.graphs.appendingPathComponent(input), to: course.appendingPathComponent(input))
    }
    let out = folder.appendingPathComponent("out")
    let run = triggergraph(["render"] + inputs.map { course.appendingPathComponent($0).path } + ["-o", out.path])
    #expect(run.status == 0, "\(run.err)")
    let written = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    #expect(
        written == ["01-declarative-syntax", "01-declarative-syntax-1", "01-declarative-syntax-2", "manifest.json"])
    let manifest = try String(contentsOf: out.appendingPathComponent("manifest.json"), encoding: .utf8)
    #expect(manifest.components(separatedBy: "01-declarative-syntax-1/01-filter-selected.svg").count == 2)
    // A block file that no longer says what its page says is a second block with the same name.
    let block = course.appendingPathComponent("01-declarative-syntax-1.swift")
    try (try String(contentsOf: block, encoding: .utf8)).replacingOccurrences(of: "row-expanded", with: "row-opened")
        .write(to: block, atomically: true, encoding: .utf8)
    let refused = triggergraph(["render"] + inputs.map { course.appendingPathComponent($0).path } + ["-o", out.path])
    #expect(refused.status == 65)
    #expect(refused.err.contains("is also the output of"), "\(refused.err)")
}
