import Foundation

/// A GIF file read block by block (GIF89a, section 17 onwards): what the tests check of an
/// animation, without decoding pixels.
public struct GIFFile: Sendable {
    /// An image block, with the Graphic Control Extension before it.
    public struct Frame: Sendable {
        /// The Graphic Control Extension's delay, in hundredths of a second; `nil` without one.
        public var delay: Int?
        /// The Graphic Control Extension's disposal method; `nil` without one.
        public var disposal: Int?
        public var left: Int
        public var top: Int
        public var width: Int
        public var height: Int
        public var hasLocalColourTable: Bool
        /// The LZW-compressed image data, sub-blocks joined.
        public var data: [UInt8]
        /// The frame's own colour table, `#rrggbb` each, when it has one.
        public var colours: [String] = []
        /// The LZW minimum code size.
        public var codeSize = 0

        /// The colour of the frame's first pixel (its top left corner), from its own colour table
        /// or `global`: the first code after the clear code is that pixel's index.
        public func cornerColour(global: [String]) -> String? {
            let width = codeSize + 1
            func code(at bit: Int) -> Int? {
                var value = 0
                for offset in 0..<width {
                    let position = bit + offset
                    guard position / 8 < data.count else { return nil }
                    value |= Int((data[position / 8] >> (position % 8)) & 1) << offset
                }
                return value
            }
            guard var first = code(at: 0) else { return nil }
            if first == 1 << codeSize, let next = code(at: width) { first = next }
            let table = hasLocalColourTable ? colours : global
            return table.indices.contains(first) ? table[first] : nil
        }
    }

    /// Why the bytes are not a GIF.
    public struct Malformed: Error, CustomStringConvertible {
        public let description: String
    }

    /// `GIF89a` or `GIF87a`.
    public var version: String
    /// The logical screen's size, in pixels.
    public var width: Int
    public var height: Int
    public var hasGlobalColourTable: Bool
    /// The global colour table, `#rrggbb` each.
    public var globalColours: [String] = []
    /// The NETSCAPE2.0 application extension's loop count (0: forever); `nil` without one.
    public var loopCount: Int?
    /// The image blocks, in order.
    public var frames: [Frame] = []

    /// Reads a GIF file's blocks.
    /// - Throws: `Malformed` when the bytes are not a whole GIF.
    public init(_ data: Data) throws {
        var reader = Reader(bytes: [UInt8](data))
        version = String(decoding: try reader.take(6), as: UTF8.self)
        guard version == "GIF89a" || version == "GIF87a" else { throw Malformed(description: "no GIF signature") }
        width = try reader.word()
        height = try reader.word()
        let packed = try reader.byte()
        _ = try reader.take(2)  // background colour index, aspect ratio
        hasGlobalColourTable = packed & 0x80 != 0
        if hasGlobalColourTable { globalColours = Self.colours(try reader.take(3 << ((packed & 0x07) + 1))) }
        var pendingDelay: Int?
        var pendingDisposal: Int?
        while true {
            switch try reader.byte() {
            case 0x21:
                let label = try reader.byte()
                let blocks = try reader.subBlocks()
                if label == 0xF9, let control = blocks.first, control.count == 4 {
                    pendingDisposal = Int(control[0] >> 2) & 0x07
                    pendingDelay = Int(control[1]) | Int(control[2]) << 8
                } else if label == 0xFF, blocks.count >= 2, blocks[0] == Array("NETSCAPE2.0".utf8),
                    blocks[1].count == 3, blocks[1][0] == 1
                {
                    loopCount = Int(blocks[1][1]) | Int(blocks[1][2]) << 8
                }
            case 0x2C:
                let left = try reader.word()
                let top = try reader.word()
                let width = try reader.word()
                let height = try reader.word()
                let packed = try reader.byte()
                var colours: [String] = []
                if packed & 0x80 != 0 { colours = Self.colours(try reader.take(3 << ((packed & 0x07) + 1))) }
                let codeSize = Int(try reader.byte())  // LZW minimum code size
                let data = try reader.subBlocks().flatMap { $0 }
                frames.append(
                    Frame(
                        delay: pendingDelay, disposal: pendingDisposal, left: left, top: top, width: width,
                        height: height,
                        hasLocalColourTable: packed & 0x80 != 0, data: data, colours: colours, codeSize: codeSize
                    ))
                pendingDelay = nil
                pendingDisposal = nil
            case 0x3B:
                guard reader.isAtEnd else { throw Malformed(description: "bytes after the trailer") }
                return
            case let other:
                throw Malformed(description: "unknown block 0x\(String(other, radix: 16)) at \(reader.offset - 1)")
            }
        }
    }

    private static func colours<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> [String] {
        let bytes = Array(bytes)
        return stride(from: 0, to: bytes.count - 2, by: 3).map { index in
            "#" + bytes[index..<(index + 3)].map { String(format: "%02x", $0) }.joined()
        }
    }

    private struct Reader {
        let bytes: [UInt8]
        var offset = 0

        var isAtEnd: Bool { offset == bytes.count }

        mutating func byte() throws -> UInt8 {
            guard offset < bytes.count else { throw Malformed(description: "ends early, at \(offset)") }
            defer { offset += 1 }
            return bytes[offset]
        }

        mutating func take(_ count: Int) throws -> [UInt8] {
            guard offset + count <= bytes.count else { throw Malformed(description: "ends early, at \(offset)") }
            defer { offset += count }
            return Array(bytes[offset..<(offset + count)])
        }

        /// A little-endian 16-bit number.
        mutating func word() throws -> Int {
            let low = try byte()
            let high = try byte()
            return Int(low) | Int(high) << 8
        }

        /// Data sub-blocks up to the zero-length terminator.
        mutating func subBlocks() throws -> [[UInt8]] {
            var blocks: [[UInt8]] = []
            while true {
                let size = Int(try byte())
                if size == 0 { return blocks }
                blocks.append(try take(size))
            }
        }
    }
}
