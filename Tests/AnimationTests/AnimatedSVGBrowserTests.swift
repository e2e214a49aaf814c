import BrowserTesting
import Foundation
import Testing

/// The animated SVG as headless Chromium draws it, paused at a step: in the light and in the dark
/// colour scheme each step looks like its change's frame, and under reduced motion it is the
/// first frame.
@Suite(
    "Animated SVG in headless Chromium",
    .enabled(if: Chromium.isAvailable, "chromium is not on PATH: install Debian's chromium (.ci/run does) to run these")
)
struct AnimatedSVGBrowserTests {
    static let window = (width: 800, height: 700)

    struct Step: Sendable, CustomStringConvertible {
        var block: String
        var number: Int
        var scheme: Chromium.ColorScheme
        var description: String { "\(block) step \(number), \(scheme)" }
    }

    /// A view recomputed in one step and skipped in others; a view entering and one leaving.
    static let steps = [
        Step(block: "01-declarative-syntax-1", number: 2, scheme: .dark),
        Step(block: "navigation-push", number: 2, scheme: .light),
        Step(block: "navigation-push", number: 2, scheme: .dark),
        Step(block: "navigation-push", number: 4, scheme: .dark),
    ]

    private func screenshot(_ page: URL, _ scheme: Chromium.ColorScheme, reducedMotion: Bool = false) async throws
        -> Screenshot
    {
        defer { try? FileManager.default.removeItem(at: page) }
        return try await Chromium.screenshot(
            Chromium.url(of: page), width: Self.window.width, height: Self.window.height, scheme: scheme,
            reducedMotion: reducedMotion
        )
    }

    @Test("Each step looks like its change's frame, in both schemes", arguments: steps)
    func stepLooksLikeItsFrame(_ step: Step) async throws {
        let animation = try Animated.folder.get().appendingPathComponent("\(step.block).svg")
        let moment = Animated.middle(ofStep: step.number)
        let animated = try await screenshot(try Animated.paused(animation, at: moment), step.scheme)
        let frame = try await screenshot(
            try Animated.paused(Animated.frame(step.number, of: step.block), at: moment), step.scheme)
        let first = try await screenshot(
            try Animated.paused(Animated.frame(1, of: step.block), at: moment), step.scheme)
        #expect(animated.distinctColours > 50)
        let share = animated.differingShare(from: frame)
        #expect(share < 0.001, "\(share * 100)% of pixels differ from frame \(step.number)")
        #expect(animated.differingShare(from: first) > 0.01, "the step is not the first frame")
    }

    @Test(
        "Under reduced motion it shows the first frame, in both schemes",
        arguments: [Chromium.ColorScheme.light, .dark])
    func reducedMotionShowsTheFirstFrame(_ scheme: Chromium.ColorScheme) async throws {
        let animation = try Animated.folder.get().appendingPathComponent("01-declarative-syntax-1.svg")
        let moment = Animated.middle(ofStep: 3)
        let reduced = try await screenshot(try Animated.paused(animation, at: moment), scheme, reducedMotion: true)
        let first = try await screenshot(
            try Animated.paused(Animated.frame(1, of: "01-declarative-syntax-1"), at: moment), scheme)
        let moving = try await screenshot(try Animated.paused(animation, at: moment), scheme)
        let share = reduced.differingShare(from: first)
        #expect(share < 0.001, "\(share * 100)% of pixels differ from frame 1")
        #expect(moving.differingShare(from: first) > 0.01, "without reduced motion, step 3 is not frame 1")
    }
}
