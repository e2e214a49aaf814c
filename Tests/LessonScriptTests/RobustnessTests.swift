import Testing

@testable import LessonScript

/// Damaged input never crashes the reader: it parses, or throws a located error.
struct RobustnessTests {
    @Test(arguments: ["01-declarative-syntax-1", "18-transitions-2", "18-transitions-3"])
    func everyPrefixParsesOrThrows(_ name: String) {
        let source = Fixtures.text(Fixtures.blockURL(name))
        var index = source.startIndex
        var errors = 0
        while index < source.endIndex {
            do {
                _ = try BlockReader.read(String(source[..<index]), file: "main.swift", name: name)
            } catch {
                errors += 1
                #expect(error.location.line >= 1 && error.location.column >= 1)
            }
            index = source.index(after: index)
        }
        #expect(errors > 0)
    }

    @Test(arguments: ["01-declarative-syntax-1", "09-local-state-2"])
    func droppingAnyOneCharacterParsesOrThrows(_ name: String) {
        let source = Array(Fixtures.text(Fixtures.blockURL(name)))
        for position in source.indices {
            var damaged = source
            damaged.remove(at: position)
            _ = try? BlockReader.read(String(damaged), file: "main.swift", name: name)
        }
    }

    @Test func jsonPrefixesParseOrThrow() throws {
        let scene = try #require(
            try BlockReader.read(Fixtures.text(Fixtures.blockURL("18-transitions-3")), file: "m", name: "m").scene)
        let json = scene.jsonText()
        var index = json.startIndex
        while index < json.endIndex {
            _ = try? Scene(json: String(json[..<index]), file: "s.json")
            index = json.index(after: index)
        }
    }
}
