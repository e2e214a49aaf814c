#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The hidden names a run stages its files and folders under, `.triggergraph-staged-<UUID>`, and
/// how a later run tells them from anything else: a run stopped before its commit leaves them
/// behind, and the next run on the folder removes them (``StagedOutput``).
///
/// The name says whose it is and nothing of the file it stands for: no user names a file so, no
/// editor or tool makes one like it (`.drafts.<UUID>.tmp` is a pattern others use), and it is as
/// short whatever the final name, which may be as long as a name may be.
enum OutputNames {
    /// What every staged name starts with.
    static let prefix = ".triggergraph-staged-"

    /// A new staged name, unique to this write.
    static func staged() -> String {
        // A version 4 UUID from the system's generator (`getrandom`): Foundation's `UUID()` opens,
        // reads and closes `/dev/urandom` for each, three system calls where this makes one.
        var generator = SystemRandomNumberGenerator()
        let (high, low) = (generator.next(), generator.next())
        var bytes = withUnsafeBytes(of: (high, low)) { Array($0) }
        bytes[6] = bytes[6] & 0x0F | 0x40
        bytes[8] = bytes[8] & 0x3F | 0x80
        let uuid = bytes.withUnsafeBytes { UUID(uuid: $0.load(as: uuid_t.self)) }
        return prefix + uuid.uuidString
    }

    /// Whether `name` is one ``staged()`` made: the prefix, then an upper-case UUID, and nothing else.
    static func isStaged(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        let start = prefix.utf8.count
        guard bytes.count == start + 36, name.hasPrefix(prefix) else { return false }
        for (offset, byte) in bytes[start...].enumerated() {
            let isHyphen = [8, 13, 18, 23].contains(offset)
            let isHex =
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
            guard isHyphen ? byte == UInt8(ascii: "-") : isHex else { return false }
        }
        return true
    }

    /// Whether `name` is one plain name inside a folder: not empty, not `.` or `..`, with no `/`
    /// and no NUL, and at most 255 bytes. Every name a journal or a manifest gives must be one.
    static func isPlain(_ name: String) -> Bool {
        let bytes = name.utf8
        return !bytes.isEmpty && bytes.count <= 255 && name != "." && name != ".."
            && !bytes.contains(UInt8(ascii: "/")) && !bytes.contains(0)
    }
}
