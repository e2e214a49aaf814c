import Foundation
import Testing

/// The tool's modules import FoundationEssentials on Linux, never Foundation, whose NSString
/// bridging and ICU data made the static binary 72 MB and every run start and end later. Apple's
/// systems have no FoundationEssentials module: there, and only there, Foundation is imported.
@Suite("FoundationEssentials only")
struct FoundationEssentialsOnlyTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// Each Swift file of the modules the tool is built from (FuzzChecks serves the fuzzers alone).
    static func toolSources() throws -> [URL] {
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?.allObjects ?? []
        return files.compactMap { $0 as? URL }.filter {
            $0.pathExtension == "swift" && !$0.path.contains("/Sources/FuzzChecks/")
        }
    }

    @Test func foundationIsImportedOnlyWhereFoundationEssentialsIsNot() throws {
        let files = try Self.toolSources()
        #expect(files.count > 100)
        var imports = 0
        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false
            )
            .map { $0.trimmingCharacters(in: .whitespaces) }
            for (number, line) in lines.enumerated() where line.hasPrefix("import Foundation") {
                let name = "\(file.lastPathComponent):\(number + 1)"
                #expect(["import FoundationEssentials", "import Foundation"].contains(line), "\(name): \(line)")
                guard line == "import Foundation" else { continue }
                imports += 1
                #expect(
                    Array(lines[max(0, number - 3)..<number]) == [
                        "#if canImport(FoundationEssentials)", "import FoundationEssentials", "#else",
                    ], "\(name)")
            }
        }
        #expect(imports > 50)
    }
}
