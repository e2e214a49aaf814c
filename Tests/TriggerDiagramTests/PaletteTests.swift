import ColourContrast
import Foundation
import Testing
import TriggerDiagram
import TriggerModel

@Suite("Palette and themes")
struct PaletteTests {
    /// `colours` lists every colour field of the theme, in order: what the SVG renderer is told.
    @Test(arguments: Theme.all)
    func aThemesColoursAreEveryColourField(_ theme: Theme) {
        let fields = Mirror(reflecting: theme).children.compactMap { $0.value as? String }.filter { $0.hasPrefix("#") }
        #expect(theme.colours == fields)
        #expect(theme.colours.count == 13)
    }

    @Test(arguments: Theme.all)
    func blackNodeTextMeetsAAOnEveryFill(_ theme: Theme) {
        let fills =
            Cause.allCases.compactMap(Palette.fill(for:)) + [theme.skippedFill, theme.unfilled, theme.ghostFill]
        for fill in fills {
            #expect(contrast(Palette.text, fill) >= 4.5, "\(fill) in \(theme.name)")
        }
    }

    @Test(arguments: Theme.all)
    func titleAndLegendTextMeetAAOnTheBackground(_ theme: Theme) {
        #expect(contrast(theme.foreground, theme.background) >= 4.5)
    }

    @Test(arguments: Theme.all)
    func theEnteringOutlineShowsOnTheBackground(_ theme: Theme) {
        // WCAG's 3:1 for graphics; the outline is the one cue of a view that enters.
        #expect(contrast(theme.enteringBorder, theme.background) >= 3)
    }

    @Test func themesAreFoundByName() {
        #expect(Theme.named("light") == .light)
        #expect(Theme.named("dark") == .dark)
        #expect(Theme.named("sepia") == nil)
        #expect(Theme.named("Dark") == .dark && Theme.named("LIGHT") == .light)
        // The skipped fills are the design's; the borders meet 3:1 on them (see distinctStates…).
        #expect(Theme.dark.background == "#121212" && Theme.dark.skippedFill == "#8A8A8A")
        #expect(Theme.light.skippedFill == "#EEEEEE")
    }

    @Test func contrastIsWCAGs() {
        #expect(contrast("#000000", "#FFFFFF") == 21)
        #expect(contrast("#777777", "#777777") == 1)
        #expect(abs(contrast("#767676", "#FFFFFF") - 4.54) < 0.01, "the lightest grey that passes AA on white")
        #expect(Palette.contrastRatio("#12345", "#FFFFFF") == nil)
        #expect(Palette.contrastRatio("white", "#FFFFFF") == nil)
    }

    private func contrast(_ a: String, _ b: String) -> Double {
        Palette.contrastRatio(a, b) ?? 0
    }

    @Test func causeFillsAreOkabeIto() {
        #expect(
            Cause.allCases.map { Palette.fill(for: $0) } == [
                "#E69F00", "#56B4E9", "#009E73", "#CC79A7", "#D55E00", nil,
            ])
    }
}
