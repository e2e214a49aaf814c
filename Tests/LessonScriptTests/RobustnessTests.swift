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
}
