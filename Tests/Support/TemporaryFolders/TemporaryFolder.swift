import Foundation

/// A fresh, empty folder under the temporary directory, `<prefix>-<UUID>`: every test target's
/// scratch space. The caller removes it.
/// - Parameter prefix: The start of its name, saying which tests made it.
public func temporaryFolder(_ prefix: String = "triggergraph-tests") throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
