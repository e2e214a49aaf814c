import Testing

@testable import Preview

/// Each kind of part's HTML, as the page's style sheet and script expect it: a block's section
/// named and labelled, with its frames, its note or its error; a page that cannot be read.
@Suite("A lesson page's parts")
struct LessonPageTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var html: String
        var expected: String
    }

    static let cases: [Case] = [
        Case(
            testDescription: "a block's frames",
            html: LessonPage.html(
                of: BlockDiagrams(
                    name: "p-3", index: 3, caption: "Steps",
                    content: .frames([
                        DrawnFrame(number: 1, title: "one", textLine: "a.b = 1", svg: "<svg>1</svg>"),
                        DrawnFrame(number: 2, title: "two", textLine: "c", svg: "<svg>2</svg>"),
                    ]))),
            expected: #"<section class="diagrams" id="block-3" data-block="p-3" aria-label="Block 3: Steps""#
                + #" tabindex="0">"#
                + "\n"
                + #"<div class="stepper"><button type="button" data-step="-1" aria-label="Previous change">◀</button>"#
                + #"<span class="position" aria-live="polite">1 / 2</span>"#
                + #"<button type="button" data-step="1" aria-label="Next change">▶</button>"#
                + #"<span class="hint">← → step through the changes</span></div>"# + "\n"
                + #"<figure class="frame" data-frame="1"><svg>1</svg>"#
                + #"<figcaption><span class="text-line">a.b = 1</span></figcaption></figure>"# + "\n"
                + #"<figure class="frame" data-frame="2" hidden><svg>2</svg>"#
                + #"<figcaption><span class="text-line">c</span></figcaption></figure>"# + "\n"
                + "</section>"),
        Case(
            testDescription: "a block's note",
            html: LessonPage.html(of: BlockDiagrams(name: "p-1", index: 1, caption: nil, content: .note("no changes"))),
            expected: #"<section class="diagrams" id="block-1" data-block="p-1" aria-label="Block 1">"#
                + #"<p class="note">no changes</p></section>"#),
        Case(
            testDescription: "a block's error",
            html: LessonPage.html(
                of: BlockDiagrams(name: "p\"2", index: 2, caption: "x & y", content: .error("a < b"))),
            expected: #"<section class="diagrams error" id="block-2" data-block="p&quot;2""#
                + #" aria-label="Block 2: x &amp; y">"#
                + #"<pre class="diagnostic" role="alert">a &lt; b</pre></section>"#),
        Case(
            testDescription: "a page that cannot be read",
            html: LessonPage.unreadable("p.md: <gone>").map(\.html).joined(),
            expected: #"<section class="diagrams error" role="alert">"#
                + #"<pre class="diagnostic">p.md: &lt;gone&gt;</pre></section>"#),
    ]

    @Test(arguments: cases) func eachPartIsWrittenAsThePageExpects(_ example: Case) {
        #expect(example.html == example.expected)
    }
}
