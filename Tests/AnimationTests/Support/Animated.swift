import Animation
import Foundation
import Synchronization
import TriggerDiagram
import TriggerRender

/// Blocks animated (animated SVG and flipbook, light and dark) and their frames drawn (SVG) into
/// one folder, once, for the tests that look at them in a browser: `<block>.svg`, `<block>.html`,
/// `<block>/<NN>.svg`, and the dark theme's flipbooks under `dark/`. Each block's animations and
/// frames come from its one layout, as `animate` and `render` draw them.
enum Animated {
    /// Six changes over one tree, every cause but off-rule: `01-declarative-syntax-1`.
    static let declarative = AnimatedBlock(path: "Graphs/01-declarative-syntax-1.swift")
    /// Four changes over two trees: a view enters (change 2) and leaves (change 4).
    static let navigation = AnimatedBlock(path: "Tests/Fixtures/sequences/navigation-push.swift")
    /// How long each change shows: `animate`'s default.
    static let stepMilliseconds = AnimationFormat.defaultDelay

    static let folder: Result<URL, any Error> = Result {
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("triggergraph-animated-\(UUID().uuidString)")
        removeAtExit(output)
        let dark = output.appendingPathComponent("dark")
        try FileManager.default.createDirectory(at: dark, withIntermediateDirectories: true)
        for block in [declarative, navigation] {
            let name = block.file.deletingPathExtension().lastPathComponent
            let animation = try block.animation()
            let svg = try animation.svg(stepMilliseconds: stepMilliseconds)
            try svg.write(to: output.appendingPathComponent("\(name).svg"))
            try animation.flipbook().write(to: output.appendingPathComponent("\(name).html"))
            try block.animation(theme: .dark).flipbook().write(to: dark.appendingPathComponent("\(name).html"))
            let frames = output.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
            for index in 0..<animation.frameCount {
                try animation.renderer.render(frame: index, format: .svg)
                    .write(to: frames.appendingPathComponent(String(format: "%02d.svg", index + 1)))
            }
        }
        return output
    }

    /// Change `number`'s SVG frame of a block, as `render` draws it.
    static func frame(_ number: Int, of block: String) throws -> URL {
        try folder.get().appendingPathComponent(block).appendingPathComponent(String(format: "%02d.svg", number))
    }

    /// A page holding one SVG inline, 800 px wide, with every animation in it paused
    /// `milliseconds` after its start: what the animation shows at that moment. Animations the
    /// SVG turns off (`animation: none` under reduced motion) stay off.
    /// A frame's matched-key marks are left out: the animated SVG, which draws the text once for
    /// every step, has none.
    static func paused(_ svg: URL, at milliseconds: Int) throws -> URL {
        // A marked key is bold and underlined; unmarked, the same text in the regular weight.
        let markup = try String(contentsOf: svg, encoding: .utf8)
            .replacing(#/ font-weight="bold"([^>]*) text-decoration="underline" class="matched-key"/#) {
                " font-weight=\"normal\"" + $0.output.1
            }
        let page = svg.deletingLastPathComponent().appendingPathComponent("paused-\(UUID().uuidString).html")
        let html = """
            <!DOCTYPE html>
            <html><head><meta charset="utf-8"/><style>
            body { margin: 0; background: #FFFFFF; }
            svg { display: block; width: 800px; height: auto; }
            svg * { animation-play-state: paused !important; animation-delay: -\(milliseconds)ms !important; }
            </style></head><body>
            \(markup)
            </body></html>
            """
        try Data(html.utf8).write(to: page)
        return page
    }

    /// The moment in the middle of step `number` (1-based).
    static func middle(ofStep number: Int) -> Int {
        (number - 1) * stepMilliseconds + stepMilliseconds / 2
    }

    /// A copy of a flipbook whose every frame holds change `number`'s picture and text line, so
    /// that whichever frame it shows, it shows change `number`.
    static func flipbook(_ page: URL, showingEverywhere number: Int) throws -> URL {
        let html = try String(contentsOf: page, encoding: .utf8)
        let figures = html.ranges(of: /<figure class="frame"[^>]*>(?s:.*?)<\/figure>/)
        guard figures.count >= number else { throw Failure("\(page.lastPathComponent) has \(figures.count) frames") }
        func inside(_ figure: Range<String.Index>) -> Range<String.Index> {
            let start = html[figure].firstIndex(of: ">").map { html.index(after: $0) }!
            let end = html[figure].range(of: "</figure>", options: .backwards)!.lowerBound
            return start..<end
        }
        let content = html[inside(figures[number - 1])]
        var copy = ""
        var copied = html.startIndex
        for figure in figures {
            let replaced = inside(figure)
            copy += html[copied..<replaced.lowerBound] + content
            copied = replaced.upperBound
        }
        copy += html[copied...]
        let url = page.deletingLastPathComponent().appendingPathComponent("only-\(number)-\(UUID().uuidString).html")
        try Data(copy.utf8).write(to: url)
        return url
    }

    /// Removes the folder when the test process exits.
    private static func removeAtExit(_ folder: URL) {
        animatedFolder.withLock { $0 = folder }
        atexit {
            if let folder = animatedFolder.withLock({ $0 }) { try? FileManager.default.removeItem(at: folder) }
        }
    }
}

/// The folder ``Animated/folder`` made, for the exit handler, which can capture nothing.
private let animatedFolder = Mutex<URL?>(nil)
