import CourseFixtures
import DOT
import Foundation
import LessonScript
import Testing
import TriggerDiagram
import TriggerModel

@testable import FuzzChecks

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
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(target).path)) ?? []
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

/// The checks see what they are there to see, so that an empty problem list means something.
@Suite("Fuzz checks")
struct FuzzCheckTests {
    @Test func theSVGInspectionFindsScriptsLinksAndHandlers() throws {
        let svg = Data(
            #"""
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">
            <g><title>n</title><text>one</text><text>two &amp; &lt;3&gt;</text></g>
            <script>x</script><a xlink:href="javascript:x"><text onclick="y">z</text></a>
            </svg>
            """#.utf8)
        let inspection = try SVGInspection(svg)
        #expect(inspection.active.count == 3, "\(inspection.active)")
        #expect(inspection.textByTitle["n"] == ["one", "two & <3>"])
        #expect(inspection.allText == ["one", "two & <3>", "z"])
    }

    @Test(arguments: [
        "<svg><text>&;</text></svg>", "<svg><text>\u{FFFE}</text></svg>", "<svg><g></svg>", "<svg/><svg/>", "<svg>",
    ])
    func theSVGInspectionRefusesWhatIsNotXML(_ text: String) {
        #expect(throws: (any Error).self) { try SVGInspection(Data(text.utf8)) }
    }

    @Test func labelsAreExpectedAsWritten() {
        #expect(LabelText.plainLines("&amp; \\N\r\nnext") == ["&amp; \\N", "next"])
        #expect(LabelText.htmlLines("a\u{85}b\u{FFFF}") == ["a b\u{FFFD}"])
        #expect(LabelText.normalised(["  a\u{A0}\u{A0}b ", "", " "]) == ["a  b"])
        #expect(LabelText.cgraphName(ofQuoted: DOT.quote(#"say "hi" \"#)) == #"say "hi" \\"#)
    }

    @Test func aSceneThatBreaksTheLimitsIsAProblem() throws {
        let tree = try ViewTree(nodes: [ViewNode("a\u{1B}", parent: nil, reads: [])], storage: [:])
        let scene = Scene(
            name: "s", caption: nil,
            trees: [
                SceneTree(name: "t", tree: tree, location: .init(file: "f", line: 1, column: 1), nodeLocations: [])
            ], steps: [])
        #expect(SceneProperties.problems(of: scene).count == 1)
    }
}

/// Damaged course blocks, replayed through the fuzz target's own check rather than only run for
/// crashes: each parses, or throws one located, printable error, and what parses draws.
@Suite("Damaged course blocks")
struct DamagedBlockTests {
    @Test(arguments: ["01-declarative-syntax-1", "09-local-state-2"])
    func droppingAnyOneCharacterPassesTheLessonCheck(_ name: String) throws {
        let source = Array(try String(contentsOf: Course.block(name), encoding: .utf8))
        // Every seventh place: each input is also laid out and drawn, about 50 ms apiece.
        for position in stride(from: 0, to: source.count, by: 7) {
            var damaged = source
            damaged.remove(at: position)
            let problems = LessonInputCheck.problems(in: Data(String(damaged).utf8))
            #expect(problems.isEmpty, "\(name) without character \(position): \(problems)")
        }
    }

    @Test func everyPrefixOfAJSONScenePassesTheLessonCheck() throws {
        let block = try String(contentsOf: Course.block("18-transitions-3"), encoding: .utf8)
        let scene = try #require(try BlockReader.read(block, file: "m", name: "m").scene)
        let json = Array(scene.jsonText().utf8)
        for length in stride(from: 0, through: json.count, by: 7) {
            let problems = LessonInputCheck.problems(in: Data(json[..<length]))
            #expect(problems.isEmpty, "the first \(length) bytes: \(problems)")
        }
    }
}
