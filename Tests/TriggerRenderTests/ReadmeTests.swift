import Foundation
import Testing

/// The README's library example is the code this target compiles and runs, word for word.
@Test func readmeShowsTheCompiledExample() throws {
    let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let example = try String(contentsOf: here.appendingPathComponent("ReadmeExample.swift"), encoding: .utf8)
    let readme = try String(
        contentsOf: here.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md"),
        encoding: .utf8
    )
    #expect(readme.contains("```swift\n" + example.trimmingCharacters(in: .whitespacesAndNewlines) + "\n"))
}
