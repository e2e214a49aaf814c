import Foundation
import SystemIO
import Testing

/// The bytes a drawing process reports in: what is written is read back, in order, and bytes that
/// no value wrote are refused, never read as something else.
@Suite("Wire bytes")
struct WireCodableTests {
    struct Pair: WireCodable, Equatable {
        var name: String
        var count: Int

        func write(to wire: inout WireWriter) {
            wire.write(name)
            wire.write(count)
        }

        init(name: String, count: Int) {
            self.name = name
            self.count = count
        }

        init(from wire: inout WireReader) throws(WireReader.Corrupted) {
            self.init(name: try wire.read(), count: try wire.read())
        }
    }

    static let integers = [0, 1, -1, 63, -64, 64, -65, 127, 128, 255, 256, 1 << 32, -(1 << 40), Int.max, Int.min]

    @Test func valuesComeBackInTheOrderWritten() throws {
        let texts = ["", "a", "é😀 計数", "nul \u{0} inside", String(repeating: "x", count: 300)]
        var writer = WireWriter()
        for value in Self.integers { writer.write(value) }
        for text in texts { writer.write(text) }
        writer.write([Int32.min, 0, Int32.max])
        writer.write([UInt64.max, 0, 1 << 63])
        writer.write(String?.none)
        writer.write(String?.some("present"))
        writer.write(["b": 2, "a": 1, "": 0])
        writer.write(Data([0, 255, 10]))
        writer.write([Pair(name: "one", count: -1), Pair(name: "", count: 2)])
        var reader = WireReader(writer.bytes)
        for value in Self.integers { #expect(try reader.read(Int.self) == value) }
        for text in texts { #expect(try reader.read(String.self) == text) }
        #expect(try reader.read([Int32].self) == [Int32.min, 0, Int32.max])
        #expect(try reader.read([UInt64].self) == [UInt64.max, 0, 1 << 63])
        #expect(try reader.read(String?.self) == nil)
        #expect(try reader.read(String?.self) == "present")
        #expect(try reader.read([String: Int].self) == ["b": 2, "a": 1, "": 0])
        #expect(try reader.read(Data.self) == Data([0, 255, 10]))
        #expect(try reader.read([Pair].self) == [Pair(name: "one", count: -1), Pair(name: "", count: 2)])
        #expect(reader.isAtEnd)
    }

    /// Small numbers of either sign take one byte; a dictionary's bytes do not depend on its order.
    @Test func smallNumbersAreShortAndDictionariesWriteTheirKeysInOrder() {
        for value in -64...63 {
            var writer = WireWriter()
            writer.write(value)
            #expect(writer.bytes.count == 1, "\(value)")
        }
        var first = WireWriter()
        var second = WireWriter()
        var dictionary: [String: Int] = [:]
        for key in (0..<50).map(String.init) { dictionary[key] = key.count }
        first.write(dictionary)
        second.write(Dictionary(uniqueKeysWithValues: dictionary.reversed()))
        #expect(first.bytes == second.bytes)
    }

    @Test func cutBytesAreRefused() {
        var writer = WireWriter()
        writer.write([Pair(name: "name", count: 300), Pair(name: "é", count: -300)])
        for cut in 0..<writer.bytes.count {
            var reader = WireReader(Array(writer.bytes[..<cut]))
            #expect(throws: WireReader.Corrupted.self, "\(cut) bytes") { try reader.read([Pair].self) }
        }
    }

    /// Bytes no writer writes: an optional's flag other than 0 or 1, a count beyond the bytes,
    /// text that is not UTF-8, a number too long or too large for its type, a key twice.
    @Test func bytesNoValueWritesAreRefused() {
        func refused<Value: WireCodable>(_ bytes: [UInt8], as type: Value.Type, _ comment: Comment) {
            var reader = WireReader(bytes)
            #expect(throws: WireReader.Corrupted.self, comment) { try reader.read(type) }
        }
        var flag = WireReader([2, 0])
        let error = #expect(throws: WireReader.Corrupted.self) { try flag.read(Int?.self) }
        #expect(error?.offset == 0)
        refused([5, 0x61, 0x62], as: String.self, "a count beyond the bytes")
        refused([2, 0xC3, 0x28], as: String.self, "not UTF-8")
        refused([0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F], as: UInt64.self, "beyond 64 bits")
        refused([0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01], as: UInt64.self, "eleven bytes")
        var large = WireWriter()
        large.write(Int(Int32.max) + 1)
        refused(large.bytes, as: Int32.self, "beyond Int32")
        var twice = WireWriter()
        twice.write(["a": 1])
        var reader = WireReader([2] + twice.bytes.dropFirst() + twice.bytes.dropFirst())
        #expect(throws: WireReader.Corrupted.self, "a key twice") { try reader.read([String: Int].self) }
    }
}
