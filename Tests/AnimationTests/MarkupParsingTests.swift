import Foundation
import Testing

@testable import Animation

/// The animation's own XML reader: what libgvc and WebSVG write reads back to the same text.
@Suite struct MarkupParsingTests {
    @Test(arguments: [
        #"<svg viewBox="0 0 1 1"><g id="a&#45;b" class="node"><title>A &amp; &lt;B&gt;</title><text x='1'>&#x263A; &quot;q&quot;</text></g></svg>"#,
        "<svg>\n<!-- a comment -->\n<style>.g &gt; p { fill: red; }</style><g/></svg>",
    ])
    func readsAndWritesBack(_ text: String) throws {
        let markup = try Markup.parse(Data(text.utf8))
        let again = try Markup.parse(Data(markup.text().utf8))
        #expect(again == markup)
        #expect(markup.name == "svg")
    }

    @Test func decodesReferencesAndKeepsAttributeOrder() throws {
        let markup = try Markup.parse(
            Data(#"<?xml version="1.0"?><!DOCTYPE svg><svg b="2" a="&#45;1"><t>x&#160;&apos;</t></svg>"#.utf8))
        #expect(markup.attributes.map(\.name) == ["b", "a"])
        #expect(markup[attribute: "a"] == "-1")
        #expect(markup.elements.first?.children == [.text("x\u{A0}'")])
    }

    @Test(arguments: ["", "<svg>", "<svg><g></svg>", "<svg a=1/>", "<svg>&bogus;</svg>", "<svg a=\"x/>"])
    func malformedIsAnError(_ text: String) {
        #expect(throws: Markup.ParseError.self) { try Markup.parse(Data(text.utf8)) }
    }
}
