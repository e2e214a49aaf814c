#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A short ASCII string searched for in bytes: what the SVG rewriting looks for in libgvc's output.
struct ByteString {
    let bytes: [UInt8]

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// Where the string first starts in `buffer[from..<to]`, if it does.
    ///
    /// `memchr` finds each candidate first byte, then the rest is compared.
    func find(in buffer: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int? {
        guard let first = bytes.first, let base = buffer.baseAddress else { return nil }
        var position = from
        while to - position >= bytes.count {
            guard let hit = memchr(base + position, Int32(first), to - position - bytes.count + 1) else { return nil }
            let index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if bytes.withUnsafeBufferPointer({ memcmp(base + index, $0.baseAddress!, bytes.count) }) == 0 {
                return index
            }
            position = index + 1
        }
        return nil
    }
}
