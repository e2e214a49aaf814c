import Foundation

/// Writes output files whole or not at all: each goes to a temporary file in its own
/// folder and is renamed into place, so a failure leaves no partial file behind.
enum FileOutput {
    /// Makes a folder and its parents.
    /// - Throws: `CLIError.cantCreate` when the folder cannot be made.
    static func makeFolder(_ url: URL) throws(CLIError) {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw .cantCreate(path: url.path, reason: reason(error))
        }
    }

    /// Writes `data` to `url` through a temporary file and a rename.
    /// - Throws: `CLIError.cantCreate` when the temporary file cannot be made,
    ///   `.io` when writing or renaming it fails.
    static func write(_ data: Data, to url: URL) throws(CLIError) {
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
            throw .cantCreate(path: url.path, reason: "cannot create a file in \(folder.path)")
        }
        do {
            let handle = try FileHandle(forWritingTo: temporary)
            defer { try? handle.close() }
            try handle.write(contentsOf: data)
            try handle.synchronize()
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw .io(path: url.path, reason: reason(error))
        }
        if rename(temporary.path, url.path) != 0 {
            let message = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw .io(path: url.path, reason: message)
        }
    }

    /// A file-name-safe form of a label: letters, digits, `.`, `_` and `-` kept, the rest `-`.
    static func safeName(_ text: String) -> String {
        let kept = text.unicodeScalars.map { scalar -> Character in
            let ascii = scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "._-".unicodeScalars.contains(scalar))
            return ascii ? Character(scalar) : "-"
        }
        let name = String(kept).trimmingCharacters(in: CharacterSet(charactersIn: ".-"))
        return name.isEmpty ? "change" : String(name.prefix(80))
    }

    private static func reason(_ error: Error) -> String {
        (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
    }
}
