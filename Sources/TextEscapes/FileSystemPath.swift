/// A path as the file system has it: bytes, which a `String` keeps whole even where they are not
/// UTF-8. Linux names files with any bytes but `/` and NUL; a name read from the command line that
/// is not UTF-8 (`out\x9b`, a Latin-1 `latin\xe9.swift`) keeps each stray byte as a private-use
/// scalar, U+10FF80 + (byte − 0x80), turned back into that byte when the path is handed to the
/// system, and shown as `\x9B` in messages (``TerminalText``).
public enum FileSystemPath {
    /// The scalar standing for byte 0x80; 0x81 … 0xFF follow it.
    static let firstRawByte: UInt32 = 0x10_FF80

    /// The path in `bytes` (a C string's, without its NUL).
    public static func string(_ bytes: some Collection<UInt8>) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        let bytes = Array(bytes)
        var scalars = String.UnicodeScalarView()
        var index = 0
        while index < bytes.count {
            // The longest well-formed scalar starting here, else the one stray byte.
            let decoded = (1...4).lazy.compactMap { length -> (Unicode.Scalar, Int)? in
                guard index + length <= bytes.count,
                    let text = String(validating: bytes[index..<(index + length)], as: UTF8.self),
                    text.unicodeScalars.count == 1, let scalar = text.unicodeScalars.first
                else { return nil }
                return (scalar, length)
            }.first
            if let (scalar, length) = decoded {
                scalars.append(scalar)
                index += length
            } else {
                scalars.append(Unicode.Scalar(firstRawByte + UInt32(bytes[index]) - 0x80)!)
                index += 1
            }
        }
        return String(scalars)
    }

    /// The path's bytes, as the system is to be given them.
    public static func bytes(_ path: String) -> [UInt8] {
        guard path.unicodeScalars.contains(where: { rawByte($0) != nil }) else { return Array(path.utf8) }
        var bytes: [UInt8] = []
        for scalar in path.unicodeScalars {
            if let byte = rawByte(scalar) {
                bytes.append(byte)
            } else {
                bytes += Array(String(scalar).utf8)
            }
        }
        return bytes
    }

    /// Calls `body` with the path as a C string of its bytes.
    public static func withCString<Result>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> Result) rethrows
        -> Result
    {
        try (bytes(path) + [0]).withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
        }
    }

    /// The byte a scalar stands for, if it stands for one.
    public static func rawByte(_ scalar: Unicode.Scalar) -> UInt8? {
        guard scalar.value >= firstRawByte, scalar.value <= firstRawByte + 0x7F else { return nil }
        return UInt8(scalar.value - firstRawByte + 0x80)
    }

    /// The process's arguments after the program name, each kept whole where it is not UTF-8.
    public static func commandLineArguments() -> [String] {
        (1..<Int(CommandLine.argc)).compactMap { index in
            CommandLine.unsafeArgv[index].map { argument in
                var bytes: [UInt8] = []
                var cursor = argument
                while cursor.pointee != 0 {
                    bytes.append(UInt8(bitPattern: cursor.pointee))
                    cursor += 1
                }
                return string(bytes)
            }
        }
    }
}
