/// A page's lines, found once as offsets into its text and each made a `String` only when
/// read: a page of 31 million empty lines costs four bytes a line (124 MB), not a `String` and
/// a `Substring` each (1.5 GB).
struct PageLines: RandomAccessCollection {
    private let bytes: [UInt8]
    /// The offset of each line's first byte; a line ends before the next one's LF.
    private let starts: [UInt32]

    /// The lines of `text`, every line ended by LF (``InputReader`` made them so); a text
    /// ending with LF has an empty last line, as `split(separator:omittingEmptySubsequences:)` gives.
    init(_ text: String) {
        bytes = Array(text.utf8)
        var starts: [UInt32] = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(UInt32(offset + 1)) }
        self.starts = starts
    }

    var startIndex: Int { 0 }
    var endIndex: Int { starts.count }

    subscript(position: Int) -> String {
        let start = Int(starts[position])
        let end = position + 1 < starts.count ? Int(starts[position + 1]) - 1 : bytes.count
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
