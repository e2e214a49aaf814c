#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Turns bytes into text, or says where they stop being UTF-8.
enum UTF8Check {
    /// Decodes UTF-8 (a leading byte-order mark is dropped).
    /// - Throws: `invalidUTF8` at the line and column of the first bad byte.
    static func decode(_ data: Data, file: String) throws(Diagnostic) -> String {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        // Valid text, as nearly every input is, is checked at once; the scalars are walked only
        // to say where the first invalid byte is.
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        var line = 1
        var lineStart = 0
        var afterCR = false
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
                // LF, CR LF and a lone CR each end a line.
                if scalar == "\r" || (scalar == "\n" && !afterCR) { line += 1 }
                if scalar == "\r" || scalar == "\n" { lineStart = offset }
                afterCR = scalar == "\r"
            case .emptyInput:
                break loop
            case .error:
                throw .error(.invalidUTF8, at: SourceLocation(file: file, line: line, column: offset - lineStart + 1))
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
