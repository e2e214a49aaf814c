/// A place in an input file: the file as named by the user, and a 1-based line and column.
///
/// Columns count UTF-8 bytes, as the Swift compiler's diagnostics do.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`.
    public var description: String { "\(file):\(line):\(column)" }
}
