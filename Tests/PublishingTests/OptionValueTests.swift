import Animation
import LessonScript
import Publishing
import Testing
import TriggerDiagram
import TriggerRender

/// The settings' textual forms read as every front end reads them, and the errors their texts
/// give, typed, and word for word as the command line prints them once it names the settings.
@Suite("Option values")
struct OptionValueTests {
    /// A text that does not fit, and the request it throws.
    struct Refusal: Sendable, CustomTestStringConvertible {
        let read: @Sendable () throws -> Void
        let message: String
        let testDescription: String

        init(_ testDescription: String, _ message: String, _ read: @escaping @Sendable () throws -> Void) {
            self.testDescription = testDescription
            self.message = message
            self.read = read
        }
    }

    static let refusals: [Refusal] = [
        Refusal("a format no case names", "unknown format 'bmp'; use svg, png, pdf or dot") {
            _ = try OptionValue.formats("svg,bmp", as: OutputFormat.self)
        },
        Refusal("an animation format", "unknown format 'png'; use svg, gif or html") {
            _ = try OptionValue.formats("svg,png", as: AnimationFormat.self)
        },
        Refusal("an empty list", "--format needs at least one format") {
            _ = try OptionValue.formats(",", as: OutputFormat.self)
        },
        Refusal("a whole number below 1", "--jobs takes a whole number from 1 to 2147483647") {
            _ = try OptionValue.wholeNumber("0", option: .jobs)
        },
        Refusal("a theme by no name", "unknown theme 'blue'; use light or dark") { _ = try Theme(named: "blue") },
        Refusal("both, where one theme is drawn", "unknown theme 'both'; use light or dark") {
            _ = try Theme(named: "both")
        },
        Refusal("a delay of 0", "--delay takes a whole number of milliseconds from 1 to 655350") {
            _ = try AnimationFormat.delay("0")
        },
        Refusal("a delay over a GIF's longest", "--delay takes a whole number of milliseconds from 1 to 655350") {
            _ = try AnimationFormat.delay("655351")
        },
        Refusal("a scale over the most", "--scale takes a whole number from 1 to 4") {
            _ = try DiagramRenderer.scale("5")
        },
        Refusal("a block of 0", "--block takes a whole number from 1 to 2147483647") {
            var selection = Selection.everything
            try selection.set(block: "0")
        },
        Refusal("a range that runs backwards", "--change takes numbers and ranges from 1 to 2147483647, such as 2,4-6")
        {
            var selection = Selection.everything
            try selection.set(changes: "3-1")
        },
        Refusal("a node limit that is not a number", "--max-nodes takes a whole number from 1 to 2147483647") {
            var limits = InputLimits.standard
            try limits.set(maxNodes: "x")
        },
        Refusal("an input size over the cap", "--max-bytes is at most 268435456 (256 MB), where memory stays bounded") {
            var limits = InputLimits.standard
            try limits.set(maxBytes: "268435457")
        },
        Refusal("a layout budget of 0", "--max-layout takes a whole number from 1 to 2147483647") {
            var limits = InputLimits.drawing
            try limits.set(maxLayout: "0")
        },
        Refusal(
            "a catalog in two formats",
            "a catalog holds each figure in one format (DocC shows either of name.svg and name.png at random); "
                + "use --format svg or --format png"
        ) { _ = try CatalogWriter.ImageFormat(named: "svg,png") },
        Refusal("a catalog in PDF", "unknown format 'pdf'; use svg or png") {
            _ = try CatalogWriter.ImageFormat(named: "pdf")
        },
        Refusal("a figure layout by no name", "unknown layout 'grid'; use tabs or stacked") {
            _ = try CatalogWriter.FigureLayout(named: "grid")
        },
    ]

    /// How the command line names a setting: `--max-nodes` for `maxNodes`.
    static func flag(_ setting: Setting) -> String {
        "--" + setting.rawValue.map { $0.isUppercase ? "-" + $0.lowercased() : String($0) }.joined()
    }

    @Test(arguments: refusals)
    func aTextThatDoesNotFitIsARequestNamingTheSetting(_ refusal: Refusal) throws {
        let error = try #require(#expect(throws: PublishingError.self) { try refusal.read() })
        if case .request = error {} else { Issue.record("not a request: \(error)") }
        #expect(error.message(naming: Self.flag) == refusal.message)
        // Worded by the library alone, it names the setting as Swift does, and no option.
        #expect(!error.description.contains("--"))
    }

    @Test func aFormatListIsReadInAnyCaseEachFormatOnceInOrder() throws {
        #expect(try OptionValue.formats(" PNG,svg,png ", as: OutputFormat.self) == [.png, .svg])
        #expect(try OptionValue.formats("gif,html", as: AnimationFormat.self) == [.gif, .html])
        #expect(try CatalogWriter.ImageFormat(named: "PNG") == .png)
        #expect(try CatalogWriter.FigureLayout(named: "Stacked") == .stacked)
    }

    @Test func themesAreLightDarkOrBoth() throws {
        #expect(try Theme(named: "dark") == .dark)
        #expect(try Theme.themes(named: "light") == [.light])
        #expect(try Theme.themes(named: "BOTH") == [.light, .dark])
        // In any case, as every other option's names.
        #expect(try Theme.themes(named: "Dark") == [.dark])
        #expect(try Theme(named: "LIGHT") == .light)
    }

    @Test func numbersAreReadWithinTheirRanges() throws {
        #expect(try OptionValue.wholeNumber("12", option: .jobs) == 12)
        #expect(try AnimationFormat.delay("1") == 1)
        #expect(try AnimationFormat.delay("655350") == AnimationFormat.maximumDelay)
        #expect(try DiagramRenderer.scale("4") == DiagramRenderer.maximumScale)
        // Not given: the default.
        #expect(try AnimationFormat.delay(nil) == AnimationFormat.defaultDelay)
        #expect(try DiagramRenderer.scale(nil) == 1)
    }

    @Test func aSelectionAndLimitsTakeWhatIsGivenAndKeepTheRest() throws {
        var selection = Selection.everything
        try selection.set(changes: "2,4-6,2")
        #expect(selection == Selection(block: nil, changes: [2, 4, 5, 6]))
        try selection.set(block: "3")
        #expect(selection == Selection(block: 3, changes: [2, 4, 5, 6]))
        var limits = InputLimits.drawing
        try limits.set(maxNodes: "5000", maxBytes: "268435456")
        #expect(limits.maxNodes == 5000 && limits.maxInputBytes == InputLimits.maxInputBytesCap)
        #expect(limits.maxLayoutCost == InputLimits.defaultMaxLayoutCost)
        try limits.set(maxLayout: "7")
        #expect(limits.maxLayoutCost == 7 && limits.maxNodes == 5000)
    }
}
