import Foundation
import Testing

@testable import Preview

/// libcmark-gfm, opened when a preview first needs it rather than linked: a page's Markdown
/// through the function `dlsym` gave.
@Suite("Markdown and libcmark-gfm")
struct CommonMarkTests {
    @Test func libcmarkGFMOpens() throws {
        let library = try CommonMarkLibrary.shared.get()
        let opened = try #require(dlopen("libcmark-gfm.so.0.29.0.gfm.6", RTLD_NOW | RTLD_NOLOAD))
        #expect(
            unsafeBitCast(library.markdownToHTML, to: UnsafeMutableRawPointer.self)
                == dlsym(opened, "cmark_markdown_to_html"))
    }

    @Test func markdownBecomesHTMLThroughTheLibrary() {
        #expect(CommonMark.html("A *b*\n\n<script>x</script>\n") == "<p>A <em>b</em></p>\n<!-- raw HTML omitted -->\n")
    }
}
