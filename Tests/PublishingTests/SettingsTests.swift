import Animation
import Foundation
import LessonScript
import Publishing
import Testing
import TriggerDiagram
import TriggerRender

/// The library's values made from a front end's settings given as text: what is given is
/// taken, what is not keeps its default, and a text that does not fit is a typed request naming
/// its setting, worded with no option.
@Suite("Settings")
struct SettingsTests {
    /// Settings that do not fit, and the request each throws.
    struct Refusal: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let request: Request
        let read: @Sendable () throws -> Void
    }

    static let most = OptionValue.largestNumber

    static let refusals: [Refusal] = [
        Refusal(testDescription: "a run with no output", request: .missing(.output)) {
            _ = try PublishingRun(settings: [.jobs: "2"])
        },
        Refusal(testDescription: "an empty output", request: .empty(.output)) {
            _ = try PublishingRun(settings: [.output: ""])
        },
        Refusal(testDescription: "an output with a NUL", request: .pathHoldsNUL(path: "out\u{0}x", setting: .output)) {
            _ = try PublishingRun(settings: [.output: "out\u{0}x"])
        },
        Refusal(testDescription: "no jobs", request: .notInRange(.jobs, range: 1...most, unit: nil)) {
            _ = try PublishingRun(settings: [.output: "out", .jobs: "0"])
        },
        Refusal(
            testDescription: "a layout budget of text", request: .notInRange(.maxLayout, range: 1...most, unit: nil)
        ) {
            _ = try PublishingRun(settings: [.output: "out", .maxLayout: "lots"])
        },
        Refusal(testDescription: "an empty name", request: .empty(.name)) {
            _ = try PublishingRun(settings: [.output: "out", .name: ""])
        },
        Refusal(testDescription: "a block of 0", request: .notInRange(.block, range: 1...most, unit: nil)) {
            _ = try PublishingRun(settings: [.output: "out", .block: "0"])
        },
        Refusal(
            testDescription: "an input size over the cap",
            request: .pastCap(.maxBytes, cap: InputLimits.maxInputBytesCap)
        ) { _ = try InputLimits(settings: [.maxBytes: "268435457"]) },
        Refusal(testDescription: "changes running backwards", request: .notPositions(.change, most: most)) {
            _ = try Selection(settings: [.change: "3-1"])
        },
        Refusal(
            testDescription: "frames in BMP",
            request: .unknownName(kind: "format", name: "bmp", choices: ["svg", "png", "pdf", "dot"])
        ) {
            _ = try FrameWriter(settings: [.format: "svg,bmp"])
        },
        Refusal(
            testDescription: "frames in sepia",
            request: .unknownName(kind: "theme", name: "sepia", choices: ["light", "dark"])
        ) {
            _ = try FrameWriter(settings: [.theme: "sepia"])
        },
        Refusal(testDescription: "animations of one block", request: .partialAnimation) {
            _ = try FrameWriter(settings: [.animate: "svg", .block: "2"])
        },
        Refusal(testDescription: "an animation format of none", request: .noFormat) {
            _ = try FrameWriter(settings: [.animate: ","])
        },
        Refusal(
            testDescription: "a delay of 0",
            request: .notInRange(.delay, range: AnimationFormat.delays, unit: "milliseconds")
        ) {
            _ = try AnimationWriter(settings: [.delay: "0"])
        },
        Refusal(
            testDescription: "an animation in PNG",
            request: .unknownName(kind: "format", name: "png", choices: ["svg", "gif", "html"])
        ) {
            _ = try AnimationWriter(settings: [.format: "png"])
        },
        Refusal(
            testDescription: "an animation at scale 5",
            request: .notInRange(.scale, range: DiagramRenderer.scales, unit: nil)
        ) {
            _ = try AnimationWriter(settings: [.scale: "5"])
        },
        Refusal(testDescription: "a catalog with no output", request: .missing(.output)) {
            _ = try CatalogWriter(settings: [.format: "png"])
        },
        Refusal(testDescription: "a catalog's scale in SVG", request: .scaleWithoutBitmaps(format: "png")) {
            _ = try CatalogWriter(settings: [.output: "x.docc", .scale: "2"])
        },
        Refusal(testDescription: "frames' scale in SVG and PDF", request: .scaleWithoutBitmaps(format: "png")) {
            _ = try FrameWriter(settings: [.format: "svg,pdf", .scale: "2"])
        },
        Refusal(testDescription: "an animation's scale in SVG", request: .scaleWithoutBitmaps(format: "gif")) {
            _ = try AnimationWriter(settings: [.format: "svg,html", .scale: "3"])
        },
        Refusal(testDescription: "a catalog's delay without animation", request: .delayWithoutAnimation) {
            _ = try CatalogWriter(settings: [.output: "x.docc", .delay: "900"])
        },
        Refusal(
            testDescription: "a catalog in a grid",
            request: .unknownName(kind: "layout", name: "grid", choices: ["tabs", "stacked"])
        ) {
            _ = try CatalogWriter(settings: [.output: "x.docc", .layout: "grid"])
        },
        Refusal(testDescription: "a catalog named by no letter", request: .catalogUnnamable(name: "_.docc")) {
            _ = try CatalogWriter(settings: [.output: "_.docc"])
        },
    ]

    @Test(arguments: refusals)
    func aTextThatDoesNotFitIsATypedRequestNamingItsSetting(_ refusal: Refusal) throws {
        let error = try #require(#expect(throws: PublishingError.self) { try refusal.read() })
        #expect(error == .request(refusal.request))
        // Worded by the library alone, it names each setting as Swift does, and no option.
        #expect(!error.description.contains("--"), "\(error.description)")
    }

    @Test func aRunTakesWhatIsGivenAndKeepsItsDefaultsForTheRest() throws {
        let run = try PublishingRun(
            settings: [
                .output: "out", .noSync: "", .force: "", .jobs: "3", .maxNodes: "5", .maxOutput: "9", .block: "2",
                .change: "1,3", .name: "lesson",
            ])
        #expect(run.output.lastPathComponent == "out" && !run.sync && run.force && run.jobs == 3)
        #expect(run.limits.maxNodes == 5 && run.limits.maxOutput == 9)
        #expect(run.limits.maxLayoutCost == InputLimits.drawing.maxLayoutCost)
        #expect(run.selection == Selection(block: 2, changes: [1, 3]) && run.name == "lesson")
        let plain = try PublishingRun(settings: [.output: "out"])
        #expect(plain.sync && !plain.force && plain.limits == .drawing && plain.selection == .everything)
        #expect(plain.jobs == nil && plain.name == nil, "one process per core")
        #expect(try InputLimits(settings: [:]) == .standard)
        #expect(try InputLimits(settings: [.maxChanges: "7"], drawing: true).maxChanges == 7)
    }

    @Test func eachWriterTakesWhatIsGivenAndKeepsItsDefaultsForTheRest() throws {
        let frames = try FrameWriter(settings: [:])
        #expect(frames.formats == [.svg] && frames.themes == [.light] && frames.animations.isEmpty)
        #expect(frames.scale == 1 && frames.delay == AnimationFormat.defaultDelay)
        let more = try FrameWriter(
            settings: [.format: "png,pdf", .theme: "both", .scale: "2", .animate: "gif,html", .delay: "900"])
        #expect(more.formats == [.png, .pdf] && more.themes == [.light, .dark] && more.scale == 2)
        #expect(try FrameWriter(settings: [.animate: "gif", .scale: "2"]).scale == 2, "the GIF is drawn at scale")
        #expect(more.animations == [.gif, .html] && more.delay == 900)
        let animations = try AnimationWriter(settings: [.format: "gif", .theme: "dark", .delay: "10", .scale: "3"])
        #expect(animations.formats == [.gif] && animations.themes == [.dark])
        #expect(animations.delay == 10 && animations.scale == 3)
        let catalog = try CatalogWriter(settings: [.output: "/tmp/My Lessons.docc"])
        #expect(catalog.format == .svg && catalog.themes == [.light, .dark] && catalog.title == "My Lessons")
        #expect(catalog.figureLayout == .tabs && !catalog.animates && catalog.scale == 1)
        let png = try CatalogWriter(
            settings: [
                .output: "/tmp/x.docc", .format: "PNG", .scale: "2", .layout: "stacked", .animate: "", .delay: "900",
                .theme: "light", .title: "Lessons",
            ])
        #expect(png.format == .png && png.scale == 2 && png.figureLayout == .stacked && png.animates)
        #expect(png.delay == 900 && png.themes == [.light] && png.title == "Lessons" && png.root == "x")
    }

    /// What a writer and a run list as read (for a front end's help) is what they read: each
    /// number or list of numbers they list, given 0, is refused naming that setting.
    @Test func eachNumberListedIsReadByWhatListsIt() throws {
        // A writer's list holds the run's output and selection as they are for it: read by the run.
        let readers: [(uses: [SettingUse], base: Settings, read: (Settings) throws -> Any)] = [
            (
                FrameWriter.settings, [.output: "out"],
                { (try FrameWriter(settings: $0), try PublishingRun(settings: $0)) }
            ),
            (
                AnimationWriter.settings, [.output: "out"],
                { (try AnimationWriter(settings: $0), try PublishingRun(settings: $0)) }
            ),
            (
                CatalogWriter.settings, [.output: "x.docc", .animate: ""],
                { (try CatalogWriter(settings: $0), try PublishingRun(settings: $0)) }
            ),
            (PublishingRun.settings, [.output: "out"], { try PublishingRun(settings: $0) }),
        ]
        var checked = 0
        for (uses, base, read) in readers {
            #expect(Set(uses.map(\.setting)).count == uses.count, "each setting listed once")
            for use in uses where !use.help.isEmpty && ["N", "K", "MS"].contains(use.value) || use.setting == .change {
                var settings = base
                settings[use.setting] = "0"
                let error = try #require(#expect(throws: PublishingError.self) { _ = try read(settings) })
                #expect(error.message(naming: { "<\($0.rawValue)>" }).hasPrefix("<\(use.setting.rawValue)>"))
                checked += 1
            }
        }
        #expect(checked >= 14)
    }
}
