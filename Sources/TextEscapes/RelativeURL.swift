/// Relative URLs for files the tool writes.
public enum RelativeURL {
    /// A relative path as a URL: each segment percent-encoded except letters, digits, `-`, `.`,
    /// `_` and `~`, so `#`, `?`, spaces and non-ASCII names stay part of the path.
    public static func encoded(_ path: String) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(path.utf8.count)
        for byte in path.utf8 {
            if unreserved.contains(byte) {
                result.append(byte)
            } else {
                result.append(UInt8(ascii: "%"))
                result.append(hexDigits[Int(byte >> 4)])
                result.append(hexDigits[Int(byte & 0xF)])
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// What a path keeps as it is: letters, digits, `-`, `.`, `_`, `~` and `/`.
    private static let unreserved = ASCIISet(
        Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/".utf8))
    private static let hexDigits = Array("0123456789ABCDEF".utf8)
}
