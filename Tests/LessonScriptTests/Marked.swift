@testable import LessonScript

/// Source text with one `1️⃣` marking where a diagnostic is expected, as swift-syntax's tests do.
struct Marked: Sendable {
    static let marker = "1️⃣"
    /// The text without the marker.
    let source: String
    /// The marker's 1-based line and UTF-8 column in `source`.
    let line: Int
    let column: Int

    init(_ text: String) {
        let parts = text.components(separatedBy: Self.marker)
        precondition(parts.count == 2, "exactly one marker expected")
        let before = parts[0]
        let lines = before.split(separator: "\n", omittingEmptySubsequences: false)
        source = parts.joined()
        line = lines.count
        column = lines.last!.utf8.count + 1
    }

    func location(file: String) -> SourceLocation { SourceLocation(file: file, line: line, column: column) }
}
