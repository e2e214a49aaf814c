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
}
