import LessonScript
import Pages
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
            html: PreviewBlock(
                index: 3, caption: "Steps",
                frames: [
                    PreviewFrame(number: 1, textLine: "a.b = 1", svg: "<svg>1</svg>", links: []),
                    PreviewFrame(number: 2, textLine: "c", svg: "<svg>2</svg>", links: []),
                ], name: "p-3"
            ).liveHTML,
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
            html: PreviewBlock(index: 1, caption: nil, note: "no changes", frames: [], name: "p-1").liveHTML,
            expected: #"<section class="diagrams" id="block-1" data-block="p-1" aria-label="Block 1">"#
                + #"<p class="note">no changes</p></section>"#),
        Case(
            testDescription: "a block's error",
            html: PreviewBlock(index: 2, caption: "x & y", frames: [], name: "p\"2", error: "a < b").liveHTML,
            expected: #"<section class="diagrams error" id="block-2" data-block="p&quot;2""#
                + #" aria-label="Block 2: x &amp; y">"#
                + #"<pre class="diagnostic" role="alert">a &lt; b</pre></section>"#),
        Case(
            testDescription: "a block whose printed output is stale",
            html: {
                var block = PreviewBlock(index: 1, caption: nil, note: "no changes", frames: [], name: "p-1")
                block.stale = [
                    OutputMismatch(line: 7, expected: "a <2>", found: "a <1>"),
                    OutputMismatch(line: 9, expected: "b", found: nil),
                ]
                return block.liveHTML
            }(),
            expected: #"<aside class="stale" data-block="p-1" role="note">"#
                + #"<p class="stale-title">The printed output differs from what the model prints:</p>"# + "\n"
                + #"<table><thead><tr><th scope="col">line</th><th scope="col">printed</th>"#
                + #"<th scope="col">the model</th></tr></thead><tbody>"# + "\n"
                + #"<tr data-line="7"><td class="line">7</td><td class="printed"><code>a &lt;1&gt;</code></td>"#
                + #"<td class="model"><code>a &lt;2&gt;</code></td></tr>"# + "\n"
                + #"<tr data-line="9"><td class="line">9</td><td class="printed"><span class="none">(none)</span></td>"#
                + #"<td class="model"><code>b</code></td></tr>"# + "\n"
                + "</tbody></table></aside>"
                + #"<section class="diagrams" id="block-1" data-block="p-1" aria-label="Block 1">"#
                + #"<p class="note">no changes</p></section>"#),
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
