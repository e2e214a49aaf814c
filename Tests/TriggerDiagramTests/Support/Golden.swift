import Foundation
import Testing

/// Compares `actual` with `Golden/<name>` next to this file; writes it instead when
/// `RECORD_GOLDEN=1`. A missing golden file fails.
func assertGolden(
    _ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    // This file is Support/Golden.swift; the goldens sit in ../Golden.
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Golden")
    let url = directory.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        do { try actual.write(to: url, atomically: true, encoding: .utf8) } catch {
            Issue.record("could not record \(name): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        Issue.record(
            "missing golden file Golden/\(name); run with RECORD_GOLDEN=1 to record it", sourceLocation: sourceLocation)
        return
    }
    #expect(actual == expected, "differs from Golden/\(name)", sourceLocation: sourceLocation)
}
