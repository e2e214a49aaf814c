#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The hidden names a run stages its files and folders under, `.<name>.<UUID>.tmp`, and how a
/// later run tells them from anything else: a run stopped before its commit leaves them behind,
/// and the next run on the folder removes them (``StagedOutput``).
enum OutputNames {
    /// A new staged name for `name`, unique to this write.
    static func staged(_ name: String) -> String {
        ".\(name).\(UUID().uuidString).tmp"
    }

    /// Whether `name` is one ``staged(_:)`` made: a dot, a name, a dot, an upper-case UUID, `.tmp`.
    static func isStaged(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        // ".x." + 36 + ".tmp"
        guard bytes.count >= 3 + 36 + 4, bytes.first == UInt8(ascii: "."), name.hasSuffix(".tmp") else { return false }
        let uuid = bytes[(bytes.count - 40)..<(bytes.count - 4)]
        guard bytes[bytes.count - 41] == UInt8(ascii: ".") else { return false }
        for (offset, byte) in uuid.enumerated() {
            let isHyphen = [8, 13, 18, 23].contains(offset)
            let isHex =
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
            guard isHyphen ? byte == UInt8(ascii: "-") : isHex else { return false }
        }
        return true
    }
}
