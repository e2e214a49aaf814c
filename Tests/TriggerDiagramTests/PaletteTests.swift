import Foundation
import Testing
import TriggerModel
import TriggerDiagram

@Suite("Palette and themes")
struct PaletteTests {
    @Test(arguments: Theme.all)
    func blackNodeTextMeetsAAOnEveryFill(_ theme: Theme) {
        let fills = Cause.allCases.compactMap(Palette.fill(for:)) + [theme.skippedFill, theme.unfilled, theme.ghostFill]
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
        #expect(Theme.dark.background == "#121212" && Theme.dark.skippedFill == "#8A8A8A" && Theme.dark.skippedBorder == "#BDBDBD")
        #expect(Theme.light.skippedFill == "#EEEEEE" && Theme.light.skippedBorder == "#9E9E9E")
    }

    @Test func causeFillsAreOkabeIto() {
        #expect(Cause.allCases.map { Palette.fill(for: $0) } == ["#E69F00", "#56B4E9", "#009E73", "#CC79A7", "#D55E00", nil])
    }

    /// WCAG 2 contrast ratio of two `#RRGGBB` colours.
    private func contrast(_ a: String, _ b: String) -> Double {
        func luminance(_ hex: String) -> Double {
            let value = Int(hex.dropFirst(), radix: 16)!
            let channels = [(value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF].map { channel -> Double in
                let c = Double(channel) / 255
                return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
        }
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }
}
