import Foundation
import Pages
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Figure snippets: alt text and caption show literally in HTML and in Markdown.
struct FigureSnippetTests {
    static let hostile =
        #"a <b>bold</b> & "quoted" 'it' *star* _under_ [link](x) `code` | pipe \ back ~strike~ ![img](y)"#

    @Test func htmlCarriesAltSizeAndCaptionEscaped() throws {
        let snippet = FigureSnippet(
            image: "01-tap.svg", alt: Self.hostile, caption: "Caption " + Self.hostile,
            size: ImageSize(width: 320, height: 200))
        let document = try XMLDocument(xmlString: snippet.html)
        let figure = try #require(document.rootElement())
        #expect(figure.name == "figure" && figure.classes == ["triggergraph-figure"])
        let image = try #require(figure.descendants(named: "img").first)
        #expect(image.attributeMap["src"] == "01-tap.svg")
        #expect(image.attributeMap["alt"] == Self.hostile)
        #expect(image.attributeMap["width"] == "320" && image.attributeMap["height"] == "200")
        #expect(figure.descendants(named: "figcaption").first?.stringValue == "Caption " + Self.hostile)
        #expect(figure.allElements.map(\.name) == ["figure", "img", "figcaption"], "no markup from the text")
    }

    @Test func markdownEscapesEveryMarkupCharacter() {
        let snippet = FigureSnippet(image: "01-tap.svg", alt: Self.hostile, caption: Self.hostile)
        let lines = snippet.markdown.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3 && lines[2].isEmpty)
        let escaped =
            #"a \<b\>bold\</b\> \& "quoted" 'it' \*star\* \_under\_ \[link\](x) \`code\` \| pipe \\ back \~strike\~ \!\[img\](y)"#
        #expect(lines[0] == "![\(escaped)](01-tap.svg)")
        #expect(lines[1] == "*\(escaped)*")
    }

    @Test func lineBreaksInTextStayOnOneLine() {
        let snippet = FigureSnippet(image: "a.svg", alt: "one\ntwo", caption: "three\r\nfour")
        #expect(snippet.markdown == "![one two](a.svg)\n*three four*\n")
    }

    @Test func pathsArePercentEncoded() throws {
        let snippet = FigureSnippet(image: "dir/01 a#b?c(é).svg", alt: "x", caption: "y")
        #expect(snippet.markdown.hasPrefix("![x](dir/01%20a%23b%3Fc%28%C3%A9%29.svg)"))
        let image = try #require(
            try XMLDocument(xmlString: snippet.html).rootElement()?.descendants(named: "img").first)
        #expect(image.attributeMap["src"] == "dir/01%20a%23b%3Fc%28%C3%A9%29.svg")
    }

    @Test func captionIsTheBlocksThenTheFramesTitle() {
        #expect(
            FigureSnippet.caption(block: "two triggers", title: "tap: count changed")
                == "two triggers — tap: count changed")
        #expect(FigureSnippet.caption(block: nil, title: "tap: count changed") == "tap: count changed")
    }
}

/// With a dark variant, both snippets show it under a dark colour scheme.
struct DarkFigureSnippetTests {
    static let snippet = FigureSnippet(
        image: "01-tap.svg", alt: "tap: k changed", caption: "one — tap",
        size: ImageSize(width: 320, height: 200), darkImage: "01-tap~dark.svg")

    @Test(arguments: [\FigureSnippet.html, \FigureSnippet.markdown])
    func aDarkVariantIsAPictureSource(_ text: KeyPath<FigureSnippet, String> & Sendable) throws {
        let markup = Self.snippet[keyPath: text]
        let start = try #require(markup.range(of: "<picture>"))
        let end = try #require(markup.range(of: "</picture>"))
        let picture = try #require(
            try XMLDocument(xmlString: String(markup[start.lowerBound..<end.upperBound])).rootElement())
        let source = try #require(picture.descendants(named: "source").first)
        #expect(source.attributeMap["srcset"] == "01-tap~dark.svg")
        #expect(source.attributeMap["media"] == "(prefers-color-scheme: dark)")
        let image = try #require(picture.descendants(named: "img").first)
        #expect(image.attributeMap["src"] == "01-tap.svg" && image.attributeMap["alt"] == "tap: k changed")
        #expect(image.attributeMap["width"] == "320" && image.attributeMap["style"] == "max-width: 100%; height: auto;")
        #expect(
            picture.allElements.map(\.name) == ["picture", "source", "img"], "the source comes first, as browsers need")
    }

    @Test func theMarkdownCaptionStaysMarkdown() {
        #expect(Self.snippet.markdown.hasSuffix("</picture>\n\n*one — tap*\n"))
    }
}

@Test func aBitmapWithADenseVariantListsBothInASourceSet() {
    let snippet = FigureSnippet(
        image: "01-tap.png", alt: "tap: k changed", caption: "c", size: ImageSize(width: 300, height: 200),
        darkImage: "01-tap~dark.png", denseScale: 2)
    for text in [snippet.html, snippet.markdown] {
        #expect(text.contains(#"<img src="01-tap.png" srcset="01-tap.png 1x, 01-tap%402x.png 2x""#))
        #expect(text.contains(#"<source srcset="01-tap~dark.png 1x, 01-tap~dark%402x.png 2x""#))
        #expect(text.contains(#"width="300" height="200""#))
    }
    let single = FigureSnippet(image: "01-tap.png", alt: "a", caption: "c")
    #expect(!single.html.contains("srcset") && single.markdown.hasPrefix("![a](01-tap.png)"))
    #expect(ImageSize(png: [0x89, 0x50]) == nil)
}
