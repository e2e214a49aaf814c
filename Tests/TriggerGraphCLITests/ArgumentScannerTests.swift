import Testing

@testable import TriggerGraphCLI

@Test func optionsFlagsAndPositionalsComeApart() throws {
    var scanner = ArgumentScanner(
        ["a.swift", "-o", "out", "--json", "--format=svg,png", "-", "b.md"], command: "render")
    let json = scanner.flag("--json")
    let output = try scanner.option("-o", "--output")
    let format = try scanner.option("--format")
    let positionals = try scanner.positionals()
    #expect(json)
    #expect(output == "out")
    #expect(format == "svg,png")
    #expect(positionals == ["a.swift", "-", "b.md"])
}

@Test func lastOptionWinsAndDoubleDashEndsOptions() throws {
    var scanner = ArgumentScanner(["--theme", "light", "--theme", "dark", "--", "--odd-name.swift"], command: "render")
    let theme = try scanner.option("--theme")
    let positionals = try scanner.positionals()
    #expect(theme == "dark")
    #expect(positionals == ["--odd-name.swift"])
}

@Test func anOptionWithoutItsValueIsAUsageError() {
    var scanner = ArgumentScanner(["a.swift", "-o"], command: "render")
    do {
        _ = try scanner.option("-o", "--output")
        Issue.record("expected a usage error")
    } catch {
        #expect(error == .usage("option '-o' needs a value", command: "render"))
    }
}

@Test func anUnknownOptionIsNotTakenForAFile() {
    var scanner = ArgumentScanner(["--colour", "a.swift"], command: "text")
    do {
        _ = try scanner.positionals()
        Issue.record("expected a usage error")
    } catch {
        #expect(error == .usage("unknown option '--colour'", command: "text"))
    }
}

/// `-o x1 -o x2` would write into `x2` alone: a repeated output is refused, however it is spelt.
@Test(arguments: [["-o", "a", "-o", "b"], ["--output=a", "-o", "b"], ["-o", "a", "x.swift", "--output", "a"]])
func aRepeatedUniqueOptionIsAnError(_ arguments: [String]) {
    var scanner = ArgumentScanner(arguments, command: "render")
    #expect(throws: CLIError.usage("-o or --output is given more than once", command: "render")) {
        _ = try scanner.uniqueOption("-o", "--output")
    }
}

@Test func aUniqueOptionGivenOnceIsTaken() throws {
    var scanner = ArgumentScanner(["x.swift", "--output=out", "--", "-o"], command: "render")
    #expect(try scanner.uniqueOption("-o", "--output") == "out")
    #expect(try scanner.positionals() == ["x.swift", "-o"])
}
