/// A place in an input file: the file as named by the user, and a 1-based line and column.
///
/// Columns count UTF-8 bytes, as the Swift compiler's diagnostics do.
public struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The file, as the user named it.
    public let file: String
    /// The 1-based line.
    public let line: Int
    /// The 1-based column, in UTF-8 bytes.
    public let column: Int

    /// Creates a location.
    /// - Parameters:
    ///   - file: The file, as the user named it.
    ///   - line: The 1-based line.
    ///   - column: The 1-based column, in UTF-8 bytes.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`.
    public var description: String { "\(file):\(line):\(column)" }
}
