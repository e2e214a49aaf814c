import Publishing
import Testing

@testable import TriggerGraphCLI

@Test func optionsFlagsAndPositionalsComeApart() throws {
    var scanner = ArgumentScanner(
        ["a.swift", "-o", "out", "--json", "--format=svg,png", "-", "b.md"])
    let json = scanner.flag("--json")
    let output = try scanner.option("-o", "--output")
    let format = try scanner.option("--format")
    let positionals = try scanner.positionals()
    #expect(json)
    #expect(output == "out")
    #expect(format == "svg,png")
    #expect(positionals == ["a.swift", "-", "b.md"])
}

@Test func anOptionGivenTwiceIsAUsageErrorAndDoubleDashEndsOptions() throws {
    var twice = ArgumentScanner(["-o", "x1", "--output=x2"])
    #expect(throws: PublishingError.usage("option '--output' is given twice")) {
        try twice.option("-o", "--output")
    }
    var scanner = ArgumentScanner(["--theme", "dark", "--", "--theme", "--odd-name.swift"])
    let theme = try scanner.option("--theme")
    let positionals = try scanner.positionals()
    #expect(theme == "dark")
    #expect(positionals == ["--theme", "--odd-name.swift"])
    #expect(triggergraph("render", "a.swift", "-o", "x1", "-o", "x2").err.contains("option '-o' is given twice"))
}

@Test func anOptionWithoutItsValueIsAUsageError() {
    var scanner = ArgumentScanner(["a.swift", "-o"])
    do {
        _ = try scanner.option("-o", "--output")
        Issue.record("expected a usage error")
    } catch {
        #expect(error == .usage("option '-o' needs a value"))
    }
}

@Test func anUnknownOptionIsNotTakenForAFile() {
    var scanner = ArgumentScanner(["--colour", "a.swift"])
    do {
        _ = try scanner.positionals()
        Issue.record("expected a usage error")
    } catch {
        #expect(error == .usage("unknown option '--colour'"))
    }
}

/// `-o x1 -o x2` would write into `x2` alone: a repeated option is refused, however it is spelt.
@Test(arguments: [
    (["-o", "a", "-o", "b"], "-o"), (["--output=a", "-o", "b"], "-o"),
    (["-o", "a", "x.swift", "--output", "a"], "--output"),
])
func aRepeatedOptionIsAnError(_ arguments: [String], _ second: String) {
    var scanner = ArgumentScanner(arguments)
    #expect(throws: PublishingError.usage("option '\(second)' is given twice")) {
        _ = try scanner.option("-o", "--output")
    }
}

@Test func anOptionGivenOnceIsTaken() throws {
    var scanner = ArgumentScanner(["x.swift", "--output=out", "--", "-o"])
    #expect(try scanner.option("-o", "--output") == "out")
    #expect(try scanner.positionals() == ["x.swift", "-o"])
}
