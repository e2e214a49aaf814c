import Foundation
import Testing

@testable import Graphviz

/// fontconfig is set up on a thread of its own while the plugins load: that is worth something only
/// if the library it opens is the one Pango's plugin measures text with.
@Suite("fontconfig's set-up, started early")
struct FontconfigStartTests {
    /// Once a label has been measured (Pango loaded), the file name opens the library already loaded:
    /// the one Pango uses, so the configuration made early is the one Pango finds.
    @Test func itOpensTheFontconfigPangoUses() throws {
        _ = try LaidOutGraph(dot: #"digraph { a [label="fontconfig"] }"#)
        let loaded = dlopen(FontconfigStart.fileName, RTLD_LAZY | RTLD_NOLOAD)
        #expect(loaded != nil, "\(FontconfigStart.fileName) is not the fontconfig Pango's plugin loaded")
        if let loaded { dlclose(loaded) }
    }

    /// Starting it again once the configuration exists starts a thread that ends.
    @Test func aLaterStartEnds() throws {
        _ = try LaidOutGraph(dot: #"digraph { a [label="fontconfig"] }"#)
        let thread = try #require(FontconfigStart.begin())
        thread.wait()
    }

    /// The configuration made without `FcInit` applies the same files as `FcInit`'s, in the same
    /// order, and leaves out only what `FcInit` parses without applying (the template folder).
    @Test func itAppliesTheFilesFcInitApplies() throws {
        let fontconfig = try Fontconfig()
        let configuration = try #require(fontconfig.made())
        defer { fontconfig.destroy(configuration) }
        let standard = try #require(fontconfig.loadConfigAndFonts())
        defer { fontconfig.destroy(standard) }

        let made = fontconfig.files(of: configuration)
        let applied = fontconfig.files(of: standard).filter(\.enabled)
        #expect(!made.isEmpty)
        #expect(made.map(\.name) == applied.map(\.name))
        #expect(made.allSatisfy { $0.enabled }, "a file was parsed without being applied")
    }

    /// Every font the diagrams ask for, and a few they might, matches the same face with the same
    /// rendering settings (hinting, antialiasing, …) as under `FcInit`'s configuration.
    @Test(arguments: ["DejaVu Sans", "DejaVu Sans:bold", "sans-serif", "Helvetica:bold", "serif:italic", "monospace"])
    func itMatchesTheFontsFcInitMatches(_ name: String) throws {
        let fontconfig = try Fontconfig()
        let configuration = try #require(fontconfig.made())
        defer { fontconfig.destroy(configuration) }
        let standard = try #require(fontconfig.loadConfigAndFonts())
        defer { fontconfig.destroy(standard) }

        let match = try #require(fontconfig.match(name, in: configuration))
        #expect(match == fontconfig.match(name, in: standard))
        #expect(match.contains(":file="), "\(match)")
    }

    /// In a process no configuration was made in yet (this test process has fontconfig loaded, for
    /// libgd, but a fresh one has not set it up), the set-up makes the configuration Pango then
    /// finds current: its files are all applied ones, where `FcInit`'s would list the template folder's.
    @Test func aFirstStartMakesTheConfigurationCurrent() async throws {
        await #expect(processExitsWith: .success) {
            guard let thread = FontconfigStart.begin(makingConfiguration: true) else { exit(3) }
            thread.wait()
            guard let fontconfig = try? Fontconfig(), let current = fontconfig.current() else { exit(4) }
            let files = fontconfig.files(of: current)
            guard let standard = fontconfig.loadConfigAndFonts() else { exit(5) }
            let applied = fontconfig.files(of: standard).filter(\.enabled)
            exit(!files.isEmpty && files.map(\.name) == applied.map(\.name) && files.allSatisfy(\.enabled) ? 0 : 1)
        }
    }
}

/// fontconfig's calls, from the library Pango uses, to look at configurations with.
private struct Fontconfig {
    private let library: UnsafeMutableRawPointer
    private let configuration: FontconfigStart.Configuration

    init() throws {
        library = try #require(dlopen(FontconfigStart.fileName, RTLD_LAZY))
        configuration = try #require(FontconfigStart.Configuration(library: library))
    }

    private func function<F>(_ name: String, _: F.Type) -> F {
        guard let address = dlsym(library, name) else { fatalError("fontconfig has no \(name)") }
        return unsafeBitCast(address, to: F.self)
    }

    /// The configuration ``FontconfigStart`` makes, not made current.
    func made() -> OpaquePointer? { configuration.make() }

    /// A configuration as `FcInit` makes it (`FcInitLoadConfigAndFonts`), not made current.
    func loadConfigAndFonts() -> OpaquePointer? {
        function("FcInitLoadConfigAndFonts", (@convention(c) () -> OpaquePointer?).self)()
    }

    /// The current configuration, as Pango asks for it (`FcConfigGetCurrent`).
    func current() -> OpaquePointer? {
        function("FcConfigGetCurrent", (@convention(c) () -> OpaquePointer?).self)()
    }

    func destroy(_ configuration: OpaquePointer) {
        function("FcConfigDestroy", (@convention(c) (OpaquePointer?) -> Void).self)(configuration)
    }

    /// The configuration files fontconfig parsed, in order, and whether each was applied
    /// (`FcConfigFileInfoIter`, as `fc-conflist` lists them).
    func files(of configuration: OpaquePointer) -> [(name: String, enabled: Bool)] {
        typealias Iterate = @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Int32
        typealias Get =
            @convention(c) (
                OpaquePointer?, UnsafeMutableRawPointer?, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
                UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, UnsafeMutablePointer<Int32>?
            ) -> Int32
        let begin = function(
            "FcConfigFileInfoIterInit", (@convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void).self)
        let next = function("FcConfigFileInfoIterNext", Iterate.self)
        let get = function("FcConfigFileInfoIterGet", Get.self)
        // FcConfigFileInfoIter: three pointers.
        let iterator = UnsafeMutableRawPointer.allocate(
            byteCount: 3 * MemoryLayout<UnsafeRawPointer>.size, alignment: 8)
        defer { iterator.deallocate() }
        var files: [(name: String, enabled: Bool)] = []
        begin(configuration, iterator)
        repeat {
            var name: UnsafeMutablePointer<CChar>?
            var description: UnsafeMutablePointer<CChar>?
            var enabled: Int32 = 0
            if get(configuration, iterator, &name, &description, &enabled) != 0, let name {
                files.append((String(cString: name), enabled != 0))
            }
            free(name)
            free(description)
        } while next(configuration, iterator) != 0
        return files
    }

    /// The font a name (`family:style`) matches, with every property the configuration gives it
    /// (`FcFontMatch`, printed by `FcNameUnparse`).
    func match(_ name: String, in configuration: OpaquePointer) -> String? {
        let parse = function("FcNameParse", (@convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?).self)
        let substitute = function(
            "FcConfigSubstitute", (@convention(c) (OpaquePointer?, OpaquePointer?, Int32) -> Int32).self)
        let defaults = function("FcDefaultSubstitute", (@convention(c) (OpaquePointer?) -> Void).self)
        let fontMatch = function(
            "FcFontMatch",
            (@convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutablePointer<Int32>?) -> OpaquePointer?).self)
        let unparse = function("FcNameUnparse", (@convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?).self)
        let destroyPattern = function("FcPatternDestroy", (@convention(c) (OpaquePointer?) -> Void).self)
        guard let pattern = parse(name) else { return nil }
        defer { destroyPattern(pattern) }
        _ = substitute(configuration, pattern, 0)  // FcMatchPattern
        defaults(pattern)
        var result: Int32 = 0
        guard let font = fontMatch(configuration, pattern, &result) else { return nil }
        defer { destroyPattern(font) }
        guard let text = unparse(font) else { return nil }
        defer { free(text) }
        return String(cString: text)
    }
}
