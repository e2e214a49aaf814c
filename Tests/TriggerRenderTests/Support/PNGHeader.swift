import Foundation

/// The size a PNG declares in its `IHDR` chunk, read after checking the signature.
struct PNGHeader: Equatable, CustomStringConvertible {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    let width: Int
    let height: Int

    var description: String { "\(width)×\(height)" }

    /// Reads the header; `nil` unless the bytes start with the signature, then `IHDR`, and end
    /// with an `IEND` chunk.
    init?(_ data: Data) {
        let bytes = [UInt8](data)
        guard bytes.count >= 8 + 25 + 12,
            Array(bytes[0..<8]) == Self.signature,
            Array(bytes[12..<16]) == Array("IHDR".utf8),
            Array(bytes[(bytes.count - 8)..<(bytes.count - 4)]) == Array("IEND".utf8)
        else { return nil }
        func number(at offset: Int) -> Int {
            bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
        }
        width = number(at: 16)
        height = number(at: 20)
    }
}
