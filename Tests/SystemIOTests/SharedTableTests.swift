import Foundation
import SystemIO
import Testing

/// A table of byte keys to byte values that forked processes add to and look up in.
@Suite("Shared table")
struct SharedTableTests {
    /// The value `table` holds for `key`, read into a buffer of `capacity` bytes, and its length.
    static func find(_ key: String, in table: SharedTable, capacity: Int = 64) -> (value: [UInt8], length: Int)? {
        var value = [UInt8](repeating: 0, count: capacity)
        let length = Array(key.utf8).withUnsafeBytes { key in
            value.withUnsafeMutableBytes { table.find(key, into: $0) }
        }
        return length.map { (Array(value.prefix(min($0, capacity))), $0) }
    }

    @discardableResult static func add(_ key: String, _ value: [UInt8], to table: SharedTable) -> Bool {
        Array(key.utf8).withUnsafeBytes { key in value.withUnsafeBytes { table.add(key, value: $0) } }
    }

    @Test func whatIsAddedIsFoundAndTheFirstValueStays() throws {
        let table = try #require(SharedTable(slots: 16, bytes: 4096))
        #expect(Self.find("width", in: table) == nil)
        #expect(Self.add("width", [1, 2, 3], to: table))
        #expect(Self.add("", [9], to: table))
        #expect(Self.find("width", in: table)?.value == [1, 2, 3])
        #expect(Self.find("", in: table)?.value == [9])
        #expect(Self.find("widt", in: table) == nil)
        #expect(Self.find("width\0", in: table) == nil)
        // The key is there: its first value stays.
        #expect(Self.add("width", [7, 7, 7], to: table))
        #expect(Self.find("width", in: table)?.value == [1, 2, 3])
        // A buffer too short gets the value's start, and the whole length.
        let short = try #require(Self.find("width", in: table, capacity: 2))
        #expect(short.value == [1, 2] && short.length == 3)
    }

    @Test func aFullTableRefusesMoreAndStillAnswers() throws {
        // Four slots: every key probes past the others, and the fifth finds none free.
        let table = try #require(SharedTable(slots: 4, bytes: 4096))
        for number in 0..<4 { #expect(Self.add("key \(number)", [UInt8(number)], to: table)) }
        #expect(!Self.add("key 4", [4], to: table))
        for number in 0..<4 { #expect(Self.find("key \(number)", in: table)?.value == [UInt8(number)]) }
        #expect(Self.find("key 4", in: table) == nil)
        // No room in the space: a record is 16 bytes, its key and its value, rounded up to 8.
        let small = try #require(SharedTable(slots: 8, bytes: 48))
        #expect(Self.add("0123456789", [1, 2, 3, 4, 5, 6], to: small))
        #expect(Self.find("0123456789", in: small)?.value == [1, 2, 3, 4, 5, 6])
        #expect(!Self.add("abcdefghijklmnopqrstuvwxyz", [1], to: small))
        #expect(!Self.add("x", [1], to: small))
        #expect(Self.find("x", in: small) == nil)
    }

    @Test func whatForkedProcessesAddIsFoundByEveryProcess() async {
        await #expect(processExitsWith: .success) {
            alarm(60)
            let table = try #require(SharedTable(slots: 4096, bytes: 1 << 20))
            Self.add("before", [42], to: table)
            var children: [pid_t] = []
            for number in 1...3 {
                let pid = SystemCall.fork()
                if pid == 0 {
                    // Each adds keys of its own and keys every process adds, at the same time.
                    var found = Self.find("before", in: table)?.value == [42]
                    for key in 0..<500 {
                        found = found && Self.add("\(number)-\(key)", [UInt8(number), UInt8(key % 256)], to: table)
                        found = found && Self.add("every-\(key)", [UInt8(key % 256)], to: table)
                    }
                    _exit(found ? 0 : 1)
                }
                try #require(pid > 0)
                children.append(pid)
            }
            for key in 0..<500 { Self.add("every-\(key)", [UInt8(key % 256)], to: table) }
            for child in children { #expect(wait(for: child) == .exited(0)) }
            for number in 1...3 {
                for key in 0..<500 {
                    #expect(Self.find("\(number)-\(key)", in: table)?.value == [UInt8(number), UInt8(key % 256)])
                }
            }
            for key in 0..<500 { #expect(Self.find("every-\(key)", in: table)?.value == [UInt8(key % 256)]) }
        }
    }
}
