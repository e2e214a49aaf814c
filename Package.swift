// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TriggerGraph",
    products: [
        // The command line, and what a Swift program imports: the model, the lesson reader, the
        // diagrams, rendering, animation and publishing, all through `import TriggerGraph`.
        .executable(name: "triggergraph", targets: ["triggergraph"]),
        .library(name: "TriggerGraph", targets: ["TriggerGraph"]),
        // `swift package triggergraph COMMAND …` in a package that depends on this one: the tool,
        // built from here, run in that package's folder.
        .plugin(name: "TriggerGraphPlugin", targets: ["TriggerGraphPlugin"]),
    ],
    targets: [
        // Text made safe where the tool writes it: HTML and XML, Markdown, URLs, the terminal, paths kept as
        // bytes, names made file names and ids (Slug), and JSON strings and text in JSONEncoder's form (the
        // manifest, the commit journal, scenes). Escapes bound to one format live with it: DOT quoting with
        // the DOT value (DOT), lesson strings with their reader (LessonScript), DocC directive arguments
        // with the articles (Pages), SVG written again with its parser (Animation).
        .target(name: "TextEscapes"),
        // The course's semantics, indexed. Pure Swift, no I/O.
        .target(name: "TriggerModel"),
        // Lesson blocks, Markdown pages and JSON scenes → scenes.
        .target(name: "LessonScript", dependencies: ["TriggerModel", "TextEscapes"]),
        // The publishing run: read, plan the names, draw the blocks on every core, stage, commit or roll
        // back, report; what is written plugs in (frames, animations, DocC articles, page previews).
        .target(
            name: "Publishing",
            dependencies: [
                "LessonScript", "TriggerModel", "TriggerDiagram", "TriggerRender", "Graphviz", "Animation", "Pages", "SystemIO",
                "TextEscapes",
            ]),
        // The DOT graph as a value: statements, attributes, quoting, HTML-like labels, updates, printing.
        .target(name: "DOT", dependencies: ["TextEscapes"]),
        // Tree + outcome → DOT.
        .target(name: "TriggerDiagram", dependencies: ["TriggerModel", "DOT"]),
        // libgvc through pkg-config; nothing but a module map and a shim.
        .systemLibrary(
            name: "CGraphviz",
            pkgConfig: "libgvc",
            providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]
        ),
        // libgd's header only (Debian libgd-dev puts gd.h in /usr/include): PNG decoding and animated
        // GIF encoding. Not linked, not even through pkg-config's -lgd: AnimatedGIF opens libgd when a
        // GIF is made, so no other process loads it and the forty libraries it needs (GDLibrary.swift).
        .systemLibrary(name: "CGD"),
        // HarfBuzz through pkg-config (Debian libharfbuzz-dev): a module map and a shim.
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]
        ),
        // A line of text measured as Graphviz's Pango plugin measures it, with HarfBuzz alone, in
        // DejaVu Sans and DejaVu Sans Bold carried in the binary (Fonts/, their licence beside them).
        .target(name: "TextShaping", dependencies: ["CHarfBuzz"], exclude: ["Fonts"]),
        // cairo's pixels to PNG through libpng (Debian libpng-dev, which libgd-dev brings): Graphviz's PNG device.
        .target(name: "PNGEncoding", linkerSettings: [.linkedLibrary("png16")]),
        // libgvc 2.42's SVG renderer, byte for byte, as a render plugin of this package (C, through the
        // headers Graphviz installs), writing into memory of its own, its numbers printed with integers.
        .target(name: "GraphvizSVG", dependencies: ["CGraphviz"]),
        // The only Swift code that touches libgvc's C pointers.
        .target(
            name: "Graphviz",
            dependencies: [
                "CGraphviz", "DOT", "GraphvizSVG", "PNGEncoding", "SystemIO", "TextEscapes",
                "TextShaping",
            ]),
        // Frames of a tree from one layout: SVG for the web, PNG, PDF.
        .target(
            name: "TriggerRender",
            dependencies: [
                "TriggerDiagram", "DOT", "Graphviz", "GraphvizSVG", "TriggerModel", "TextEscapes", "SystemIO",
            ]),
        // PNG frames → a looping GIF; the only Swift code that touches libgd.
        .target(name: "AnimatedGIF", dependencies: ["CGD", "SystemIO"]),
        // A block's frames as one animation: animated SVG, GIF, HTML flipbook.
        .target(name: "Animation", dependencies: ["TriggerRender", "TriggerDiagram", "AnimatedGIF", "TextEscapes"]),
        // A lesson page's preview, figure snippets and DocC articles: HTML and Markdown. Pure Swift.
        .target(name: "Pages", dependencies: ["LessonScript", "TextEscapes"]),
        // libcmark-gfm's header only (Debian libcmark-gfm-dev puts cmark-gfm.h in /usr/include): a
        // lesson page's Markdown as HTML. A module map and a shim. Not linked, not even through
        // pkg-config's -lcmark-gfm -lcmark-gfm-extensions: Preview opens it when a preview starts, so
        // no other process maps it (CommonMark.swift).
        .systemLibrary(name: "CCommonMark"),
        // GNU libmicrohttpd's header only (Debian libmicrohttpd-dev puts microhttpd.h in /usr/include):
        // the preview's HTTP server. A module map and a shim with what Swift cannot call (its variadic
        // functions, through the addresses it is given). Not linked, not even through pkg-config's
        // -lmicrohttpd: Preview opens it when its server starts, so no other process loads it and
        // gnutls with it (MicroHTTPDLibrary.swift).
        .systemLibrary(name: "CMicroHTTPD"),
        // `triggergraph preview`: lesson pages served whole on 127.0.0.1, drawn again as they are saved
        // (inotify; in the POSIX build, a watcher that polls), open pages updated by Server-Sent Events.
        .target(
            name: "Preview",
            dependencies: [
                "CCommonMark", "CMicroHTTPD", "LessonScript", "Pages", "Publishing", "TextEscapes", "SystemIO",
            ]),
        // Calls Swift's Glibc module leaves out (fork, flock, the extended attributes; on Linux also
        // syncfs, renameat2, F_SETPIPE_SZ, prctl, sched_setaffinity, behind one platform check with
        // a POSIX path beside each, TG_PORTABLE) and the async-signal-safe handling of SIGINT and
        // SIGTERM, in C; the memory the drawing processes share (SharedMemory.c).
        .target(name: "CSystem"),
        // Processes, pipes, the work queue, staged output, sync and renames: every file reached from the
        // output folder's descriptor. The only Swift code that calls CSystem.
        .target(name: "SystemIO", dependencies: ["CSystem", "TextEscapes"]),
        // The library product: re-exports the modules above, nothing of its own.
        .target(
            name: "TriggerGraph",
            dependencies: [
                "Animation", "DOT", "Graphviz", "LessonScript", "Pages", "Publishing", "SystemIO", "TextEscapes",
                "TriggerDiagram", "TriggerModel", "TriggerRender",
            ]),
        // The command line, a front end of the library product: subcommands, the argument scanner,
        // help and exit codes; tested in-process.
        .target(
            name: "TriggerGraphCLI",
            dependencies: ["TriggerGraph", "Preview"]
        ),
        .executableTarget(name: "triggergraph", dependencies: ["TriggerGraphCLI", "Publishing", "TextEscapes"]),
        // The command plugin: any command of the tool, with the package's paths; it asks before it
        // writes, as swift-format's does.
        .plugin(
            name: "TriggerGraphPlugin",
            capability: .command(
                intent: .custom(
                    verb: "triggergraph",
                    description: "Run triggergraph (render, animate, docc, check, …) on the package's lesson pages"),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "triggergraph writes the diagrams, animations or DocC catalog asked for")
                ]
            ),
            dependencies: ["triggergraph"]
        ),
        // The properties the fuzz targets check on every input: the fuzz package (Fuzz/, `make fuzz`)
        // builds the same folder through a link, on the TriggerGraph product.
        .target(
            name: "FuzzChecks",
            dependencies: [
                "LessonScript", "TriggerModel", "DOT", "TriggerDiagram", "TriggerRender", "Graphviz", "TextEscapes",
            ]
        ),
        // The tests: one target per module, named after it, holding that module's tests.
        .testTarget(name: "TriggerModelTests", dependencies: ["TriggerModel", "BaselineModel"]),
        .testTarget(
            name: "LessonScriptTests", dependencies: ["LessonScript", "TriggerModel", "CourseFixtures"]),
        .testTarget(
            name: "PublishingTests",
            dependencies: [
                "Publishing", "LessonScript", "CourseFixtures", "TriggerDiagram", "TriggerRender", "Animation",
                "CSystem", "SystemIO", "TemporaryFolders",
            ]),
        .testTarget(
            name: "TriggerDiagramTests",
            dependencies: ["TriggerDiagram", "DOT", "TriggerModel", "ColourContrast", "DiagramIDs"],
            exclude: ["Golden"]
        ),
        .testTarget(name: "DOTTests", dependencies: ["DOT"]),
        .testTarget(name: "TextEscapesTests", dependencies: ["TextEscapes"]),
        .testTarget(name: "SystemIOTests", dependencies: ["SystemIO", "CSystem", "TemporaryFolders"]),
        .testTarget(
            name: "GraphvizTests",
            dependencies: [
                "Graphviz", "DOT", "BrowserTesting", "CGD", "SystemIO", "TextShaping", "GraphStructure", "GraphvizSVG",
            ]),
        .testTarget(
            name: "TriggerRenderTests",
            dependencies: [
                "TriggerRender", "TriggerDiagram", "DOT", "LessonScript", "TriggerModel", "Graphviz",
                "CourseLayouts", "BrowserTesting", "TriggerGraph", "GraphStructure", "ColourContrast", "DiagramIDs",
            ]
        ),
        .testTarget(name: "AnimatedGIFTests", dependencies: ["AnimatedGIF", "GIFInspection"]),
        .testTarget(
            name: "AnimationTests",
            dependencies: [
                "Animation", "TriggerRender", "TriggerDiagram", "LessonScript", "BrowserTesting", "CourseLayouts",
                "GIFInspection", "DiagramIDs",
            ]
        ),
        .testTarget(
            name: "TriggerGraphCLITests",
            dependencies: [
                "TriggerGraphCLI", "Publishing", "LessonScript", "CourseFixtures", "TextEscapes", "SystemIO", "CSystem",
                "TriggerRender", "Animation", "TemporaryFolders",
            ]),
        .testTarget(
            name: "PreviewTests",
            dependencies: [
                "Preview", "BrowserTesting", "CourseFixtures", "LessonScript", "Pages", "Publishing", "SystemIO",
                "TemporaryFolders",
            ]),
        .testTarget(
            name: "PagesTests",
            dependencies: [
                "Pages", "Publishing", "TriggerGraphCLI", "LessonScript", "TriggerDiagram", "BrowserTesting",
                "CourseFixtures", "TemporaryFolders",
            ]),
        .testTarget(
            name: "FuzzRegressionTests",
            dependencies: ["FuzzChecks", "DOT", "LessonScript", "TriggerDiagram", "TriggerModel", "CourseFixtures"]
        ),
        // Test support: what several test targets share, never a product, each in Tests/Support/<name>.
        // Where the course is (Graphs/, and what its core printed in Tests/Fixtures), the smallest input
        // of each kind, and a program run to its end.
        .target(name: "CourseFixtures", dependencies: ["LessonScript"], path: "Tests/Support/CourseFixtures"),
        // Course blocks laid out once per test process, shared by the suites that draw them.
        .target(
            name: "CourseLayouts", dependencies: ["LessonScript", "TriggerDiagram", "TriggerRender", "Publishing"],
            path: "Tests/Support/CourseLayouts"
        ),
        // Headless Chromium screenshots, decoded with libgd.
        .target(
            name: "BrowserTesting", dependencies: ["CGD"], path: "Tests/Support/BrowserTesting",
            linkerSettings: [.linkedLibrary("gd")]
        ),
        // Graphviz as the tests compare it: everything cgraph holds of a graph before layout, as text
        // (GraphBuilder held to cgraph's parser); libgvc's own SVG and numbers; HarfBuzz's measure of a
        // span beside Pango's.
        .target(
            name: "GraphStructure", dependencies: ["CGraphviz", "DOT", "Graphviz", "GraphvizSVG", "TextShaping"],
            path: "Tests/Support/GraphStructure"
        ),
        // A sequence diagram's node id for each view of a tree: where the tests find a view in a frame.
        .target(name: "DiagramIDs", dependencies: ["TriggerDiagram"], path: "Tests/Support/DiagramIDs"),
        // The WCAG contrast of two colours, which the palette's and the SVG style's tests hold them to.
        .target(name: "ColourContrast", dependencies: ["TriggerDiagram"], path: "Tests/Support/ColourContrast"),
        // A fresh folder under the temporary directory: every test target's scratch space.
        .target(name: "TemporaryFolders", path: "Tests/Support/TemporaryFolders"),
        // A GIF read back block by block: the encoder's and the block animations' tests.
        .target(name: "GIFInspection", path: "Tests/Support/GIFInspection"),
        // The course core's own algorithm, the model's reference. The bench package (Benchmarks/,
        // `make bench`) builds the same folder through a link, as its baseline.
        .target(name: "BaselineModel", dependencies: ["TriggerModel"], path: "Tests/Support/BaselineModel"),
    ]
)
