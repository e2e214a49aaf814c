#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Line breaks as the readers count them: LF, CR LF and a lone CR each end a line.
///
/// ``InputReader`` makes every line end LF once, as an input's text comes in; the readers after
/// it rely on that and never normalise again.
enum LineEndings {
    /// `text` with every CR LF and every lone CR made an LF. Columns do not move (a CR only ever
    /// ends a line), so line and column numbers are those of the file as written.
    static func normalized(_ text: String) -> String {
        let hasCR =
            text.utf8.withContiguousStorageIfAvailable { bytes in
                bytes.isEmpty ? false : memchr(bytes.baseAddress!, Int32(UInt8(ascii: "\r")), bytes.count) != nil
            } ?? text.utf8.contains(UInt8(ascii: "\r"))
        guard hasCR else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var afterCR = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n"), afterCR {
                afterCR = false
                continue
            }
            afterCR = byte == UInt8(ascii: "\r")
            bytes.append(afterCR ? UInt8(ascii: "\n") : byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
