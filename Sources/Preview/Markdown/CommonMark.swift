internal import CCommonMark
import SystemIO
import TextEscapes

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
    /// safe mode: it becomes a comment), nor are `javascript:` and similar links. When
    /// libcmark-gfm cannot be opened (a preview checks that before it starts), the text as a
    /// preformatted block, escaped.
    ///
    /// The corresponding C function is `cmark_markdown_to_html`.
    static func html(_ markdown: String) -> String {
        guard case .success(let cmark) = CommonMarkLibrary.shared else {
            return "<pre>" + HTMLText.content(markdown) + "</pre>\n"
        }
        var text = markdown
        return text.withUTF8 { bytes in
            guard
                let base = bytes.baseAddress.map({ UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) }),
                let html = cmark.markdownToHTML(base, bytes.count, CMARK_OPT_DEFAULT)
            else { return "" }
            defer { free(html) }
            return String(cString: html)
        }
    }
}

/// libcmark-gfm, opened the first time a preview starts rather than linked into every process.
///
/// Linked, libcmark-gfm and libcmark-gfm-extensions (which its pkg-config file adds) are mapped,
/// relocated and searched for every other library's symbols in every `triggergraph` process,
/// though only `preview` reads Markdown. CCommonMark therefore declares libcmark-gfm's types and
/// functions (its header) without linking it; this opens the library once and calls through the
/// address `dlsym` gives, cast to its C function's type.
struct CommonMarkLibrary: @unchecked Sendable {
    /// `cmark_markdown_to_html`'s type: the text and its length, the options; the HTML, to free.
    typealias MarkdownToHTML = @convention(c) (UnsafePointer<CChar>?, Int, Int32) -> UnsafeMutablePointer<CChar>?

    let markdownToHTML: MarkdownToHTML

    /// The library, opened on first use, or why it cannot be.
    static let shared: Result<CommonMarkLibrary, PreviewError> = open()

    /// The library's file names: the runtime package's, then the -dev package's link.
    static let fileNames = LibraryFile.cmarkGFM.fileNames

    /// Opens the first of `names` that can be, and finds its function.
    /// - Parameter names: The file names to try, in order.
    /// - Returns: The library, or `PreviewError.libraryUnavailable` with `dlerror`'s text or the missing function.
    static func open(_ names: [String] = fileNames) -> Result<CommonMarkLibrary, PreviewError> {
        DynamicLibrary.open("libcmark-gfm", fileNames: names).flatMap { library in
            Result { () throws(DynamicLibrary.Unavailable) in
                CommonMarkLibrary(markdownToHTML: try library.function("cmark_markdown_to_html"))
            }
        }.mapError(PreviewError.init)
    }
}
