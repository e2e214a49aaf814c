internal import CCommonMark

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// CommonMark text → HTML, by cmark-gfm: the only Swift code that touches libcmark-gfm.
enum CommonMark {
    /// The HTML of a Markdown text. Raw HTML in the text is not passed through (cmark's default,
    /// safe mode: it becomes a comment), nor are `javascript:` and similar links.
    ///
    /// The corresponding C function is `cmark_markdown_to_html`.
    static func html(_ markdown: String) -> String {
        var text = markdown
        return text.withUTF8 { bytes in
            guard
                let base = bytes.baseAddress.map({ UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) }),
                let html = cmark_markdown_to_html(base, bytes.count, CMARK_OPT_DEFAULT)
            else { return "" }
            defer { free(html) }
            return String(cString: html)
        }
    }
}
