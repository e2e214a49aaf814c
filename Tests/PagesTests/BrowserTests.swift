import BrowserTesting
import CourseFixtures
import Foundation
import Testing
import TriggerDiagram

/// The preview and pasted figures as headless Chromium draws them, in both colour schemes.
@Suite(
    "In headless Chromium",
    .enabled(if: Chromium.isAvailable, "chromium is not on PATH: install Debian's chromium (.ci/run does) to run these")
)
struct BrowserTests {
    static let page = "01-declarative-syntax"
    static let window = (width: 1280, height: 1000)

    /// The colours only a diagram draws, as pixels.
    static let local = RGB(hex: Palette.fill(for: .local)!)!
    static let parent = RGB(hex: Palette.fill(for: .parent)!)!
    static let lightSkipped = RGB(hex: Theme.light.skippedFill)!
    static let darkSkipped = RGB(hex: Theme.dark.skippedFill)!
    static let darkBackground = RGB(hex: Theme.dark.background)!

    private func screenshot(_ file: URL, _ scheme: Chromium.ColorScheme) async throws -> Screenshot {
        try await Chromium.screenshot(
            Chromium.url(of: file), width: Self.window.width, height: Self.window.height, scheme: scheme)
    }

    /// What a screenshot must show if its diagrams were drawn in the given scheme.
    private func expectDiagrams(_ shot: Screenshot, _ scheme: Chromium.ColorScheme, _ what: String) {
        #expect(shot.distinctColours > 100, "\(what): \(shot.distinctColours) colours")
        for (name, colour) in [("local fill", Self.local), ("parent fill", Self.parent)] {
            #expect(shot.countSolid(colour) > 500, "\(what): \(name) \(colour) fills \(shot.countSolid(colour)) pixels")
        }
        let (present, absent) =
            scheme == .light ? (Self.lightSkipped, Self.darkSkipped) : (Self.darkSkipped, Self.lightSkipped)
        #expect(
            shot.countSolid(present) > 500, "\(what): skipped fill \(present) fills \(shot.countSolid(present)) pixels")
        #expect(shot.countSolid(absent) == 0, "\(what): \(absent) fills \(shot.countSolid(absent)) pixels")
    }

    @Test("The preview draws its diagrams, and the dark scheme recolours them")
    func previewInBothSchemes() async throws {
        let index = try renderedCourse.get().appendingPathComponent("\(Self.page)/index.html")
        let light = try await screenshot(index, .light)
        let dark = try await screenshot(index, .dark)
        #expect(light.width == Self.window.width && light.height == Self.window.height)
        expectDiagrams(light, .light, "light")
        expectDiagrams(dark, .dark, "dark")
        #expect(
            dark.count(near: Self.darkBackground) > light.width * light.height / 2, "dark page and diagram backgrounds")
        #expect(light.differingShare(from: dark) > 0.5)
    }

    @Test("In the dark scheme a light render looks like a dark render")
    func darkSchemeMatchesDarkTheme() async throws {
        let index = try renderedCourse.get().appendingPathComponent("\(Self.page)/index.html")
        let darkRender = try render([Course.page("\(Self.page).md")], options: ["--theme", "dark"])
        defer { try? FileManager.default.removeItem(at: darkRender) }
        let adaptive = try await screenshot(index, .dark)
        let fixed = try await screenshot(darkRender.appendingPathComponent("\(Self.page)/index.html"), .light)
        expectDiagrams(fixed, .dark, "dark render")
        let share = adaptive.differingShare(from: fixed)
        #expect(share < 0.001, "\(share * 100)% of pixels differ")
    }

    /// A page made the way an author makes one: the figure snippets pasted in as they are.
    private func pastedFigures(in folder: URL, broken: Bool = false) throws -> URL {
        let snippets = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".figure.html") }.sorted().prefix(2)
        #expect(snippets.count == 2)
        var body = try snippets.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
            .joined()
        if broken { body = body.replacingOccurrences(of: ".svg\"", with: ".missing.svg\"") }
        let page = folder.appendingPathComponent("pasted-\(UUID().uuidString).html")
        try Data("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"></head><body>\n\(body)</body></html>\n".utf8)
            .write(to: page)
        return page
    }

    @Test("Pasted figures load their images and follow the colour scheme")
    func pastedFiguresInBothSchemes() async throws {
        let folder = try renderedCourse.get().appendingPathComponent("\(Self.page)-1")
        let page = try pastedFigures(in: folder)
        defer { try? FileManager.default.removeItem(at: page) }
        expectDiagrams(try await screenshot(page, .light), .light, "light")
        let dark = try await screenshot(page, .dark)
        expectDiagrams(dark, .dark, "dark")
        #expect(dark.count(near: Self.darkBackground) > 50_000, "the images' own dark background")
    }

    @Test("A figure whose image is missing shows none of the diagram's colours")
    func brokenImagesAreSeen() async throws {
        let folder = try renderedCourse.get().appendingPathComponent("\(Self.page)-1")
        let page = try pastedFigures(in: folder, broken: true)
        defer { try? FileManager.default.removeItem(at: page) }
        let shot = try await screenshot(page, .light)
        #expect(
            shot.countSolid(Self.local) == 0 && shot.countSolid(Self.lightSkipped) == 0,
            "\(shot.countSolid(Self.local)) and \(shot.countSolid(Self.lightSkipped)) pixels")
    }
}
