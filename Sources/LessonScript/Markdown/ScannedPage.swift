/// A page's lines and fenced blocks, found in one walk and shared by every reader of the page:
/// its blocks, the blocks it does not read and its title.
struct ScannedPage {
    /// The page's lines.
    let lines: PageLines
    /// Every fenced block of the page, in page order.
    let fences: [Fence]

    /// Scans `source`, every line ended by LF.
    init(_ source: String) {
        lines = PageLines(source)
        fences = Fence.all(in: lines)
    }
}
