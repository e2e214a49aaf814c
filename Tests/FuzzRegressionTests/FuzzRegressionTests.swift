import Foundation
import FuzzChecks
import Testing

/// One input kept from fuzzing: a file of `Tests/Fixtures/fuzz-regressions/<target>/`.
struct KeptInput: Sendable, CustomTestStringConvertible {
    let target: String
    let url: URL

    var testDescription: String { "\(target)/\(url.lastPathComponent)" }

    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/fuzz-regressions")

    /// Every file kept for a target, sorted by name.
    static func all(_ target: String) -> [KeptInput] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(target).path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map {
            KeptInput(target: target, url: folder.appendingPathComponent(target).appendingPathComponent($0))
        }
    }
}

/// The inputs the fuzzers found (crashes, once fixed) and a few kept from their corpora,
/// replayed through the very function each fuzz target calls.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    @Test(arguments: KeptInput.all(LessonInputCheck.name))
    func lessonInput(_ input: KeptInput) throws {
        let problems = LessonInputCheck.problems(in: try Data(contentsOf: input.url))
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test(arguments: KeptInput.all(LabelRoundTripCheck.name))
    func labelRoundTrip(_ input: KeptInput) throws {
        let problems = LabelRoundTripCheck.problems(in: try Data(contentsOf: input.url))
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test func everyTargetKeepsInputs() {
        for target in [LessonInputCheck.name, LabelRoundTripCheck.name] {
            #expect(KeptInput.all(target).count >= 3, "\(target) keeps too few inputs to mean much")
        }
    }
}
