import ColourContrast
import Testing
import TriggerModel

@testable import TriggerDiagram

/// Skipped, out-of-scope, entering and leaving views differ by more than colour, and every line
/// that carries meaning meets WCAG 1.4.11's 3:1 against what it sits on, in both themes.
@Suite("Distinct states and non-text contrast")
struct DistinctStatesTests {
    /// A line, and each colour it is drawn against.
    struct Line: CustomStringConvertible {
        let name: String
        let colour: String
        let against: [String]
        var description: String { name }
    }

    /// Every outline and line that carries meaning, with the page and the fill it sits on.
    static func lines(_ theme: Theme) -> [Line] {
        var lines = [
            Line(name: "skipped border", colour: theme.skippedBorder, against: [theme.background, theme.skippedFill]),
            Line(
                name: "out-of-scope dotted border", colour: NodeLook.recomputed(.outOfScope, theme).color,
                against: [theme.background, theme.unfilled]),
            Line(
                name: "off-rule dashed border", colour: NodeLook.recomputed(.offRule, theme).color,
                against: [theme.background, Palette.fill(for: .offRule)!]),
            Line(
                name: "entering outline", colour: NodeLook.skipped(theme).entering(theme).color,
                against: [theme.background, theme.skippedFill]),
            Line(
                name: "leaving dashed border", colour: NodeLook.leaving(theme).color,
                against: [theme.background, theme.ghostFill]),
            Line(name: "tree edge", colour: EdgeLook.tree(theme).color, against: [theme.background]),
            Line(name: "leaving tree edge", colour: EdgeLook.leavingTree(theme).color, against: [theme.background]),
            Line(name: "propagation path", colour: EdgeLook.propagation(theme).color, against: [theme.background]),
            Line(
                name: "inactive source border", colour: NodeLook.faintSource(.environment, theme).color,
                against: [theme.background, theme.faintSourceFill]),
            Line(name: "owner border", colour: theme.ownerBorder, against: [theme.background]),
        ]
        for cause in [Cause.observed, .environment, .offRule] {
            lines.append(
                Line(
                    name: "\(cause.rawValue) source edge", colour: EdgeLook.source(cause, theme).color,
                    against: [theme.background]))
        }
        // Recomputed borders on fills a border sets apart (observed, environment, off-rule), in the light theme
        // on every fill: black.
        let fills: [Cause] =
            theme == .light
            ? [.local, .parent, .observed, .environment, .offRule] : [.observed, .environment, .offRule]
        for cause in fills {
            lines.append(
                Line(
                    name: "\(cause.rawValue) border", colour: NodeLook.recomputed(cause, theme).color,
                    against: [theme.background, Palette.fill(for: cause)!]))
        }
        if theme == .light {
            for cause in fills {
                lines.append(
                    Line(
                        name: "owner border on \(cause.rawValue)", colour: theme.ownerBorder,
                        against: [Palette.fill(for: cause)!]))
            }
        }
        return lines
    }

    @Test(arguments: Theme.all)
    func everyMeaningfulLineMeetsThreeToOne(_ theme: Theme) {
        for line in Self.lines(theme) {
            for backdrop in line.against {
                let ratio = Palette.contrastRatio(line.colour, backdrop) ?? 0
                #expect(ratio >= 3, "\(theme.name): \(line.name) \(line.colour) on \(backdrop): \(ratio)")
            }
        }
    }

    /// On the dark page no colour meets 3:1 against both `#121212` and the local or parent fill
    /// (contrast depends on luminance alone, so trying every grey tries every colour): there the
    /// owner's border is white against the page and set apart by its width, 4 pt, twice a
    /// recomputed view's.
    @Test func theDarkOwnerBorderIsAsFarAsAColourGoesAndThick() {
        for cause in [Cause.local, .parent] {
            let best = (0...255).map { level -> Double in
                let grey = "#" + String(repeating: String(format: "%02X", level), count: 3)
                return min(
                    Palette.contrastRatio(grey, Theme.dark.background)!,
                    Palette.contrastRatio(grey, Palette.fill(for: cause)!)!)
            }.max()!
            #expect(best < 3, "\(cause.rawValue): some grey reaches \(best)")
        }
        let owner = NodeLook.recomputed(.local, .dark).markedAsOwner(.dark)
        #expect(Double(owner.penwidth)! >= 2 * Double(NodeLook.recomputed(.local, .dark).penwidth)!)
        #expect(Palette.contrastRatio(owner.color, Theme.dark.background)! >= 3)
    }

    @Test(arguments: Theme.all)
    func theFourStatesDifferInBorderStyleOrWidth(_ theme: Theme) {
        let looks: [(String, NodeLook)] = [
            ("skipped", .skipped(theme)),
            ("out-of-scope", .recomputed(.outOfScope, theme)),
            ("entering", NodeLook.skipped(theme).entering(theme)),
            ("leaving", .leaving(theme)),
        ]
        // What is left when colour is taken away: the border's dash pattern and its width.
        let shapes = looks.map { name, look -> String in
            let pattern = ["dashed", "dotted"].first { look.style.contains($0) } ?? "solid"
            return "\(pattern) \(look.penwidth)"
        }
        #expect(Set(shapes).count == looks.count, "\(theme.name): \(shapes)")
        // And the cause fills and the skipped fill stay the design's.
        #expect(looks[0].1.fillcolor == (theme == .light ? "#EEEEEE" : "#8A8A8A"))
    }

    @Test(arguments: Theme.all)
    func linesAreDrawnInTheirCausesColours(_ theme: Theme) {
        for cause in [Cause.observed, .environment, .offRule] {
            #expect(EdgeLook.source(cause, theme).color == Palette.fill(for: cause), "\(cause.rawValue)")
        }
        // The parent blue is 2.3:1 on white: on the light page its line is a darker blue.
        #expect(EdgeLook.propagation(theme).color == (theme == .light ? "#2B83BA" : Palette.fill(for: .parent)))
    }
}
