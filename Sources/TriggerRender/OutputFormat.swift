/// A file format a frame can be written in.
public enum OutputFormat: String, CaseIterable, Hashable, Sendable {
    /// SVG made ready for a web page: scalable, accessible, classed.
    case svg
    /// PNG drawn by cairo.
    case png
    /// PDF drawn by cairo.
    case pdf
    /// The frame's standalone DOT text, for `dot` or for reading.
    case dot

    /// The file name extension.
    public var fileExtension: String { rawValue }
}
