import BrowserTesting
import Foundation
import Testing
import TriggerDiagram

/// The flipbook as headless Chromium draws it: the URL fragment picks the frame, and the page
/// follows the reader's colour scheme.
@Suite(
    "Flipbook in headless Chromium",
    .enabled(if: Chromium.isAvailable, "chromium is not on PATH: install Debian's chromium (.ci/run does) to run these")
)
struct FlipbookBrowserTests {
    static let window = (width: 900, height: 800)

    private func screenshot(_ page: URL, _ fragment: Int, _ scheme: Chromium.ColorScheme = .light) async throws
        -> Screenshot
    {
        try await Chromium.screenshot(
            Chromium.url(of: page, fragment: "\(fragment)"), width: Self.window.width, height: Self.window.height,
            scheme: scheme
        )
    }

    @Test("The flipbook's #N fragment shows frame N")
    func fragmentShowsThatFrame() async throws {
        let page = try Animated.folder.get().appendingPathComponent("01-declarative-syntax-1.html")
        let n = 3
        let first = try await screenshot(page, 1)
        let nth = try await screenshot(page, n)
        // Copies of the page holding one change's frame in every slot: at any fragment they show
        // that change, with the same controls as the page at that fragment.
        let allFirst = try Animated.flipbook(page, showingEverywhere: 1)
        let allNth = try Animated.flipbook(page, showingEverywhere: n)
        defer { for copy in [allFirst, allNth] { try? FileManager.default.removeItem(at: copy) } }
        let same = try await (
            nth.differingShare(from: screenshot(allNth, n)), first.differingShare(from: screenshot(allFirst, 1))
        )
        let other = try await (
            nth.differingShare(from: screenshot(allFirst, n)), first.differingShare(from: screenshot(allNth, 1))
        )
        #expect(same.0 < 0.001 && same.1 < 0.001, "#\(n) and #1 show frames \(n) and 1: \(same) of pixels differ")
        #expect(other.0 > 0.01 && other.1 > 0.01, "and not each other's: \(other) of pixels differ")
        // What the frames' colours predict: change 1 recomputes by state (local, parent), change 3
        // by an observed model (its reader and the model node); the legend shows every colour small.
        let observed = RGB(hex: Palette.fill(for: .observed)!)!
        let parent = RGB(hex: Palette.fill(for: .parent)!)!
        #expect(
            nth.countSolid(observed) > 4 * first.countSolid(observed),
            "\(nth.countSolid(observed)) vs \(first.countSolid(observed))")
        #expect(
            first.countSolid(parent) > 4 * nth.countSolid(parent),
            "\(first.countSolid(parent)) vs \(nth.countSolid(parent))")
    }

    /// A view enters in change 2 and leaves, as a ghost, in change 4.
    @Test("A light flipbook in the dark scheme looks like a dark one: page and frames", arguments: [2, 4])
    func darkSchemeMatchesDarkTheme(_ change: Int) async throws {
        let folder = try Animated.folder.get()
        let adaptive = try await screenshot(folder.appendingPathComponent("navigation-push.html"), change, .dark)
        let fixed = try await screenshot(folder.appendingPathComponent("dark/navigation-push.html"), change, .light)
        let background = RGB(hex: Theme.dark.background)!
        #expect(
            adaptive.count(near: background) > adaptive.width * adaptive.height / 2, "a dark page around dark frames")
        #expect(adaptive.countSolid(RGB(hex: Theme.dark.skippedFill)!) > 500)
        #expect(adaptive.countSolid(RGB(hex: Theme.light.skippedFill)!) == 0)
        let share = adaptive.differingShare(from: fixed)
        #expect(share < 0.001, "\(share * 100)% of pixels differ")
    }
}
