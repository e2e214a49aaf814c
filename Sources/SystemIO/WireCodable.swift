#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A value a drawing process hands to the process that forked it (``BlockWorkers``), as bytes the
/// same program writes and reads: member after member, in an order both ends know, with no names,
/// formatting or escapes to write and parse again.
///
/// A type lists its members in ``write(to:)`` and reads them back in the same order in
/// ``init(from:)``.
public protocol WireCodable {
    /// Appends the value's bytes.
    func write(to wire: inout WireWriter)
    /// Reads a value whose bytes ``write(to:)`` appended.
    /// - Throws: ``WireReader/Corrupted`` when the bytes end early or hold no such value.
    init(from wire: inout WireReader) throws(WireReader.Corrupted)
}

/// The bytes of values, appended one after another.
public struct WireWriter {
    /// Every byte written so far.
    public private(set) var bytes: [UInt8] = []

    /// An empty writer.
    public init() {}

    /// Appends `value`'s bytes.
    public mutating func write<Value: WireCodable>(_ value: Value) {
        value.write(to: &self)
    }

    /// Appends whether there is a value, then its bytes.
    public mutating func write<Value: WireCodable>(_ value: Value?) {
        guard let value else {
            bytes.append(0)
            return
        }
        bytes.append(1)
        value.write(to: &self)
    }

    /// Appends the count of `values`, then each one's bytes.
    public mutating func write<Value: WireCodable>(_ values: [Value]) {
        writeCount(values.count)
        for value in values { value.write(to: &self) }
    }

    /// Appends the count of `dictionary`, then each key's bytes before its value's, keys in order.
    public mutating func write<Key: WireCodable & Comparable, Value: WireCodable>(_ dictionary: [Key: Value]) {
        writeCount(dictionary.count)
        for (key, value) in dictionary.sorted(by: { $0.key < $1.key }) {
            key.write(to: &self)
            value.write(to: &self)
        }
    }

    /// Appends the count of `bytes`, then the bytes.
    mutating func writeBytes(_ bytes: some Collection<UInt8>) {
        writeCount(bytes.count)
        self.bytes.append(contentsOf: bytes)
    }

    /// Appends a whole number, seven bits a byte from the lowest, each byte but the last with its
    /// high bit set (LEB128).
    mutating func writeUnsigned(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// Appends a count: a whole number.
    mutating func writeCount(_ count: Int) {
        writeUnsigned(UInt64(count))
    }
}

/// Values read back from a ``WireWriter``'s bytes, in the order they were written.
public struct WireReader {
    /// The bytes end before a value does, or hold what no value of its type writes.
    public struct Corrupted: Error, Equatable {
        /// Where the value that could not be read starts, or where the bytes went wrong.
        public let offset: Int
    }

    private let bytes: [UInt8]
    /// Where the next value starts.
    public private(set) var offset = 0

    /// A reader of `bytes`, from the first.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether every byte has been read.
    public var isAtEnd: Bool { offset == bytes.count }

    /// The next value.
    public mutating func read<Value: WireCodable>(_ type: Value.Type = Value.self) throws(Corrupted) -> Value {
        try Value(from: &self)
    }

    /// The next optional value.
    public mutating func read<Value: WireCodable>(_ type: Value?.Type = Value?.self) throws(Corrupted) -> Value? {
        switch try byte() {
        case 0: return nil
        case 1: return try Value(from: &self)
        default: throw Corrupted(offset: offset - 1)
        }
    }

    /// The next array.
    public mutating func read<Value: WireCodable>(_ type: [Value].Type = [Value].self) throws(Corrupted) -> [Value] {
        let count = try readCount()
        var values: [Value] = []
        // As many as the bytes left could hold, at most a few thousand ahead of reading them.
        values.reserveCapacity(min(count, 4096))
        for _ in 0..<count { values.append(try Value(from: &self)) }
        return values
    }

    /// The next dictionary.
    public mutating func read<Key: WireCodable & Hashable, Value: WireCodable>(
        _ type: [Key: Value].Type = [Key: Value].self
    ) throws(Corrupted) -> [Key: Value] {
        let start = offset
        let count = try readCount()
        var dictionary: [Key: Value] = [:]
        dictionary.reserveCapacity(min(count, 4096))
        for _ in 0..<count {
            let key = try Key(from: &self)
            guard dictionary.updateValue(try Value(from: &self), forKey: key) == nil else {
                throw Corrupted(offset: start)
            }
        }
        return dictionary
    }

    /// The next byte.
    mutating func byte() throws(Corrupted) -> UInt8 {
        guard offset < bytes.count else { throw Corrupted(offset: offset) }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// The next whole number ``WireWriter/writeUnsigned(_:)`` wrote.
    mutating func readUnsigned() throws(Corrupted) -> UInt64 {
        let start = offset
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let byte = try byte()
            let bits = UInt64(byte & 0x7F)
            guard shift < 64, shift < 63 || bits <= 1 else { throw Corrupted(offset: start) }
            value |= bits << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    /// The next count: no more than the bytes left, as every member takes at least one.
    mutating func readCount() throws(Corrupted) -> Int {
        let start = offset
        let count = try readUnsigned()
        guard count <= UInt64(bytes.count - offset) else { throw Corrupted(offset: start) }
        return Int(count)
    }

    /// The next count of bytes, then the bytes.
    mutating func readBytes() throws(Corrupted) -> ArraySlice<UInt8> {
        let count = try readCount()
        defer { offset += count }
        return bytes[offset..<offset + count]
    }
}

extension UInt64: WireCodable {
    /// Written seven bits a byte (LEB128): one byte below 128.
    public func write(to wire: inout WireWriter) {
        wire.writeUnsigned(self)
    }

    /// Reads the bytes ``write(to:)`` appended.
    public init(from wire: inout WireReader) throws(WireReader.Corrupted) {
        self = try wire.readUnsigned()
    }
}

extension Int: WireCodable {
    /// Written zigzagged (0, -1, 1, -2, … as 0, 1, 2, 3, …), then seven bits a byte: one byte
    /// from -64 to 63.
    public func write(to wire: inout WireWriter) {
        let value = Int64(self)
        wire.writeUnsigned(UInt64(bitPattern: (value << 1) ^ (value >> 63)))
    }

    /// Reads the bytes ``write(to:)`` appended.
    public init(from wire: inout WireReader) throws(WireReader.Corrupted) {
        let start = wire.offset
        let zigzag = try wire.readUnsigned()
        let value = Int64(bitPattern: (zigzag >> 1) ^ (0 &- (zigzag & 1)))
        guard let fitting = Int(exactly: value) else { throw WireReader.Corrupted(offset: start) }
        self = fitting
    }
}

extension Int32: WireCodable {
    /// Written as the `Int` it is.
    public func write(to wire: inout WireWriter) {
        Int(self).write(to: &wire)
    }

    /// Reads the bytes ``write(to:)`` appended.
    public init(from wire: inout WireReader) throws(WireReader.Corrupted) {
        let start = wire.offset
        guard let value = Int32(exactly: try Int(from: &wire)) else { throw WireReader.Corrupted(offset: start) }
        self = value
    }
}

extension Data: WireCodable {
    /// Written as its count of bytes, then the bytes.
    public func write(to wire: inout WireWriter) {
        wire.writeBytes(self)
    }

    /// Reads the bytes ``write(to:)`` appended.
    public init(from wire: inout WireReader) throws(WireReader.Corrupted) {
        self.init(try wire.readBytes())
    }
}

extension String: WireCodable {
    /// Written as its count of UTF-8 bytes, then the bytes.
    public func write(to wire: inout WireWriter) {
        var text = self
        text.withUTF8 { wire.writeBytes($0) }
    }

    /// Reads the bytes ``write(to:)`` appended.
    public init(from wire: inout WireReader) throws(WireReader.Corrupted) {
        let start = wire.offset
        let bytes = try wire.readBytes()
        guard let text = String(validating: bytes, as: UTF8.self) else { throw WireReader.Corrupted(offset: start) }
        self = text
    }
}
