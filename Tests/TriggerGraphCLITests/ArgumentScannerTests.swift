import Publishing
import Testing
import TriggerRender

@testable import TriggerGraphCLI

/// What the scanner tests take: `render`'s own settings (`-o`, `--format`, `--theme`, …) and
/// `--json`, one of the command line's own.
private let options = FrameWriter.settings.map(Option.init) + [Option("--json", help: "JSON")]

@Test func optionsFlagsAndPositionalsComeApart() throws {
    let scanner = try ArgumentScanner(
        ["a.swift", "-o", "out", "--json", "--format=svg,png", "-", "b.md"], options: options)
    #expect(scanner.flag("--json"))
    #expect(scanner.settings == [.output: "out", .format: "svg,png"])
    #expect(scanner.paths == ["a.swift", "-", "b.md"])
}

@Test func anOptionGivenTwiceIsAUsageErrorAndDoubleDashEndsOptions() throws {
    #expect(throws: PublishingError.usage("option '--output' is given twice")) {
        try ArgumentScanner(["-o", "x1", "--output=x2"], options: options)
    }
    let scanner = try ArgumentScanner(["--theme", "dark", "--", "--theme", "--odd-name.swift"], options: options)
    #expect(scanner.settings[.theme] == "dark")
    #expect(scanner.paths == ["--theme", "--odd-name.swift"])
    #expect(triggergraph("render", "a.swift", "-o", "x1", "-o", "x2").err.contains("option '-o' is given twice"))
}

@Test func anOptionWithoutItsValueIsAUsageError() {
    #expect(throws: PublishingError.usage("option '-o' needs a value")) {
        try ArgumentScanner(["a.swift", "-o"], options: options)
    }
    // `--` ends the options: it is no option's value.
    #expect(throws: PublishingError.usage("option '-o' needs a value")) {
        try ArgumentScanner(["-o", "--", "a.swift"], options: options)
    }
}

@Test func anUnknownOptionIsNotTakenForAFile() {
    #expect(throws: PublishingError.usage("unknown option '--colour'")) {
        try ArgumentScanner(["--colour", "a.swift"], options: options)
    }
    // A flag takes no value, so `--json=yes` is none of the options declared.
    #expect(throws: PublishingError.usage("unknown option '--json=yes'")) {
        try ArgumentScanner(["--json=yes", "a.swift"], options: options)
    }
}

/// `-o x1 -o x2` would write into `x2` alone: a repeated option is refused, however it is spelt.
@Test(arguments: [
    (["-o", "a", "-o", "b"], "-o"), (["--output=a", "-o", "b"], "-o"),
    (["-o", "a", "x.swift", "--output", "a"], "--output"),
])
func aRepeatedOptionIsAnError(_ arguments: [String], _ second: String) {
    #expect(throws: PublishingError.usage("option '\(second)' is given twice")) {
        try ArgumentScanner(arguments, options: options)
    }
}

@Test func anOptionGivenOnceIsTakenAndAFlagMayBeRepeated() throws {
    let scanner = try ArgumentScanner(["x.swift", "--output=out", "--json", "--json", "--", "-o"], options: options)
    #expect(scanner.settings[.output] == "out")
    #expect(scanner.flag("--json"))
    #expect(scanner.paths == ["x.swift", "-o"])
}

/// The scanner hands the library each setting's text, and the library reads it as it reads any
/// front end's: an error names the setting, which the command line words by its option.
@Test func theSettingsScannedAreReadByTheLibrary() throws {
    let scanner = try ArgumentScanner(["--format", "svg,pdf", "--theme=both", "-o", "out"], options: options)
    let writer = try FrameWriter(settings: scanner.settings)
    #expect(writer.formats == [.svg, .pdf] && writer.themes == [.light, .dark])
    let bad = try ArgumentScanner(["--format", "bmp", "-o", "out"], options: options)
    let error = try #require(#expect(throws: PublishingError.self) { try FrameWriter(settings: bad.settings) })
    #expect(error == .request(.unknownName(kind: "format", name: "bmp", choices: ["svg", "png", "pdf", "dot"])))
}

@Test func aPathHoldingANULIsARequestNamingNoSetting() {
    #expect(throws: PublishingError.request(.pathHoldsNUL(path: "a\u{0}.md", setting: nil))) {
        try ArgumentScanner(["a\u{0}.md"], options: options)
    }
}

/// How many times a help was worded.
private final class Wordings: @unchecked Sendable {
    var count = 0
    func word() -> String {
        count += 1
        return "help"
    }
}

/// A run takes its options by their names alone: their help is worded only when it is shown,
/// never for a run (a render's cold start once built every option's help).
@Test func anOptionsHelpIsWordedOnlyWhenShown() throws {
    let wordings = Wordings()
    let option = Option("--x", help: wordings.word())
    let setting = Option(SettingUse(.title, "TITLE", help: wordings.word()))
    let scanner = try ArgumentScanner(
        ["--x", "--title", "T", "a.md"], options: [option, setting] + RenderCommand.options)
    #expect(scanner.flag("--x") && scanner.settings[.title] == "T" && scanner.paths == ["a.md"])
    #expect(wordings.count == 0)
    #expect(option.help == "help" && setting.help == "help")
    #expect(wordings.count == 2)
}
