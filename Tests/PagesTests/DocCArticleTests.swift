import Pages
import Testing

/// A block's figures in a DocC article, as Markdown: in tabs or stacked, with or without its animation.
struct DocCArticleTests {
    static let tapped = DocCFigure(resource: "b-01-tapped", alt: "tapped: k changed", title: "tapped")
    static let reset = DocCFigure(resource: "b-02-reset", alt: "reset: k changed", title: "reset")
    static let animation = DocCFigure(resource: "b-animation", alt: "Every change in turn", title: "All changes")

    struct Case: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let figures: DocCBlockFigures
        let layout: DocCBlockFigures.Layout
        let lines: [String]
    }

    static let cases = [
        Case(
            testDescription: "one change: a figure, never one tab", figures: DocCBlockFigures(changes: [tapped]),
            layout: .tabs, lines: ["", "![tapped: k changed](b-01-tapped)", ""]),
        Case(
            testDescription: "two changes: a tab each", figures: DocCBlockFigures(changes: [tapped, reset]),
            layout: .tabs,
            lines: [
                "", "@TabNavigator {",
                "    @Tab(\"tapped\") {", "        ![tapped: k changed](b-01-tapped)", "    }",
                "    @Tab(\"reset\") {", "        ![reset: k changed](b-02-reset)", "    }",
                "}", "",
            ]),
        Case(
            testDescription: "one change and the animation: two tabs, the animation last",
            figures: DocCBlockFigures(changes: [tapped], animation: animation), layout: .tabs,
            lines: [
                "", "@TabNavigator {",
                "    @Tab(\"tapped\") {", "        ![tapped: k changed](b-01-tapped)", "    }",
                "    @Tab(\"All changes\") {", "        ![Every change in turn](b-animation)", "    }",
                "}", "",
            ]),
        Case(
            testDescription: "stacked: one under the other, the animation last",
            figures: DocCBlockFigures(changes: [tapped, reset], animation: animation), layout: .stacked,
            lines: [
                "", "![tapped: k changed](b-01-tapped)", "", "![reset: k changed](b-02-reset)", "",
                "![Every change in turn](b-animation)", "",
            ]),
        Case(
            testDescription: "two changes of one label: told apart by position",
            figures: DocCBlockFigures(changes: [tapped, reset, tapped]), layout: .tabs,
            lines: [
                "", "@TabNavigator {",
                "    @Tab(\"tapped (1)\") {", "        ![tapped: k changed](b-01-tapped)", "    }",
                "    @Tab(\"reset\") {", "        ![reset: k changed](b-02-reset)", "    }",
                "    @Tab(\"tapped (3)\") {", "        ![tapped: k changed](b-01-tapped)", "    }",
                "}", "",
            ]),
    ]

    @Test(arguments: cases)
    func aBlocksFiguresAreLaidOut(_ example: Case) {
        #expect(example.figures.lines(example.layout) == example.lines)
    }

    @Test func theFiguresFollowTheirLineAndThePageStaysWhole() {
        let page = "# Title\n\n```swift\nlet a = 1\n```\n\nProse.\n"
        let article = DocCArticle(
            page: page, fallbackTitle: "unused", figures: [5: [DocCBlockFigures(changes: [Self.tapped, Self.reset])]])
        let markdown = article.markdown(hasTitle: true)
        #expect(markdown.hasPrefix("# Title\n\n```swift\nlet a = 1\n```\n\n@TabNavigator {\n"))
        #expect(markdown.hasSuffix("    }\n}\n\n\nProse.\n"))
        let stacked = DocCArticle(page: page, fallbackTitle: "A page", figures: article.figures, layout: .stacked)
        #expect(stacked.markdown(hasTitle: false).hasPrefix("# A page\n\n# Title\n"))
        #expect(!stacked.markdown(hasTitle: false).contains("@Tab"))
    }
}
