/// A piece of a lesson page as the preview shows it: a stretch of the page's Markdown (prose, code
/// and output blocks), or a measurement block's diagrams. An open page replaces only the parts
/// whose `hash` changed.
struct LessonPart: Sendable, Equatable {
    /// Stable across saves while the page keeps its blocks: `text-K`, `block-K`.
    let id: String
    let html: String
    /// A hash of the part's HTML (64-bit FNV-1a, in hex), so a page can tell it changed; taken once,
    /// when the part is made.
    let hash: String

    /// Creates a part and hashes its HTML.
    /// - Parameters:
    ///   - id: The part's name on the page.
    ///   - html: The part's HTML.
    init(id: String, html: String) {
        self.id = id
        self.html = html
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in html.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x100_0000_01b3
        }
        hash = String(value, radix: 16)
    }
}
