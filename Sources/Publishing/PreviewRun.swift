import LessonScript
import Pages
import SystemIO
import TextEscapes
import TriggerRender

/// The live preview's run: a lesson page read block by block (one block's error is that block's),
/// its blocks named and their frames' ids given by the run's plan (``PublishPlan``, with the
/// collision rule every run follows), each block drawn as `render` draws its SVG frames, and
/// checked as `check` checks it; the page as Pages' model (``PreviewPage``'s blocks), which the
/// static preview `render` writes and the live page are both drawn from.
///
/// Frames are kept in memory, by each block's name and text: a save draws only the blocks whose
/// text changed, and what is kept follows the pages as they are now. With a drawing process
/// (``CallProcess``), each save's blocks are drawn in a child of it, so that what a layout
/// leaves behind in libgvc ends with that child.
public struct PreviewRun {
    /// The sizes a page's names and trees may have.
    public let limits: InputLimits
    /// What a setting is called where the preview was started: how a block's error names it.
    public let naming: @Sendable (Setting) -> String
    private var kept: [Key: Drawing] = [:]
    private let process: CallProcess?

    /// A block as drawn: its frames, or why it could not be drawn.
    typealias Drawing = Result<[PreviewFrame], DrawingFailure>

    /// Why a block could not be drawn, as printed.
    struct DrawingFailure: Error {
        var message: String
    }

    private struct Key: Hashable {
        var file: String
        var name: String
        var source: String
    }

    /// A page as the preview shows it: its blocks in the page's model, where each ends on the
    /// page, and which blocks were drawn for it.
    public struct Page {
        /// The page's title: its `# ` heading, else its file name.
        public var title: String
        /// Each measurement block, in page order, with its frames, note or error, and its check.
        public var blocks: [PreviewBlock]
        /// The page line each block ends at, as a reader sees it (its output block's closing fence
        /// when one follows it): where its diagrams go.
        public var lastLines: [Int]
        /// The names of the blocks drawn for this version (not kept from an earlier one).
        public var drawn: [String]
    }

    /// Creates the preview's run.
    /// - Parameters:
    ///   - limits: The sizes a page's names and trees may have.
    ///   - drawingProcess: Whether to draw in children of a drawing process forked now; it is
    ///     forked only while this process has one thread, else blocks are drawn here.
    ///   - naming: What a setting is called where the preview was started (a command line: by
    ///     its option, `--max-nodes`): how a block's error says what to raise.
    public init(
        limits: InputLimits, drawingProcess: Bool, naming: @escaping @Sendable (Setting) -> String = \.rawValue
    ) {
        self.limits = limits
        self.naming = naming
        process =
            drawingProcess
            ? CallProcess(
                prepare: { try? DiagramRenderer.prepare() },
                handler: { request in Self.answer(request, limits: limits, naming: naming) }) : nil
    }

    /// Whether blocks are drawn in children of a drawing process.
    public var drawsInChildren: Bool { process != nil }

    /// How many blocks' drawings are kept between saves (for the tests: internal, so that a
    /// release build, which does not enable testing, leaves it out).
    var keptBlocks: Int { kept.count }

    /// The names pages are served under, checked as a run checks its outputs' names: two that
    /// fold to one name under full case folding are refused.
    /// - Parameter paths: The pages' paths.
    /// - Returns: Each page's name, `<stem>`, in order.
    /// - Throws: ``PublishError/collision(name:first:second:)`` for two pages of one name,
    ///   ``PublishError/unnamable(name:origin:)`` for a page whose name has no letter or digit.
    public static func pageNames(_ paths: [String]) throws(PublishError) -> [String] {
        var taken = NameRegistry()
        var names: [String] = []
        for path in paths {
            let name = InputName.of(path: path, kind: .page)
            guard let slug = Slug.of(name) else { throw .unnamable(name: name, origin: path) }
            try taken.claim(slug, by: path)
            names.append(name)
        }
        return names
    }

    /// The page read from `text`, with every block drawn or kept from an earlier save.
    /// - Parameters:
    ///   - text: The page's text, every line ended by LF.
    ///   - path: The page's path, as diagnostics name it.
    ///   - name: The page's name (``pageNames(_:)``).
    public mutating func page(text: String, path: String, name: String) -> Page {
        let read = Self.read(text, path: path, name: name, limits: limits)
        var missing: [Int] = []
        for (position, reading) in read.readings.enumerated() {
            guard let block = read.planned[reading.index], !block.frames.isEmpty else { continue }
            if kept[Key(file: path, name: block.name, source: reading.source)] == nil { missing.append(position) }
        }
        let fresh = draw(missing.map { read.readings[$0].index }, of: read, text: text, path: path, name: name)
        var blocks: [PreviewBlock] = []
        var current: Set<Key> = []
        var drawn: [String] = []
        for reading in read.readings {
            var block = Self.block(
                reading, page: name, planned: read.planned[reading.index], planError: read.planError,
                naming: naming)
            if let planned = read.planned[reading.index], !planned.frames.isEmpty {
                let key = Key(file: path, name: planned.name, source: reading.source)
                if let drawing = fresh[reading.index] {
                    kept[key] = drawing
                    drawn.append(planned.name)
                }
                current.insert(key)
                switch kept[key] ?? .failure(DrawingFailure(message: "the block was not drawn")) {
                case .success(let frames): block.frames = frames
                case .failure(let failure): block.error = failure.message
                }
            }
            blocks.append(block)
        }
        kept = kept.filter { $0.key.file != path || current.contains($0.key) }
        return Page(
            title: PageReader.title(of: text) ?? FileSystemPath.lastComponent(path), blocks: blocks,
            lastLines: read.readings.map(\.lastLine), drawn: drawn)
    }

    /// Forgets what was drawn for the page at `path`: it no longer reads.
    public mutating func forget(path: String) {
        kept = kept.filter { $0.key.file != path }
    }

    /// Draws the blocks of K `indices`: in a child of the drawing process, else here. A child
    /// that ends without an answer (a crash) leaves each block its error, and this process
    /// standing: the next save tries again in a new child.
    private func draw(_ indices: [Int], of read: ReadPage, text: String, path: String, name: String) -> [Int: Drawing] {
        guard !indices.isEmpty else { return [:] }
        guard let process else { return Self.draw(indices, of: read, naming: naming) }
        let request = Self.request(text: text, path: path, name: name, indices: indices)
        if let answer = process.call(request), let drawings = Self.drawings(answer) { return drawings }
        let failure = DrawingFailure(message: "\(path): error: the drawing process ended without drawing this block")
        return Dictionary(uniqueKeysWithValues: indices.map { ($0, .failure(failure)) })
    }

    /// A block of the page's model, before its frames: its name, caption, note or reading error,
    /// and where its printed output differs from the model.
    private static func block(
        _ reading: PageBlockReading, page: String, planned: PublishPlan.Block?, planError: PublishError?,
        naming: (Setting) -> String
    ) -> PreviewBlock {
        let name = planned?.name ?? Slug.of(PageReader.blockName(page: page, index: reading.index))
        switch reading.result {
        case .failure(let diagnostic):
            return PreviewBlock(
                index: reading.index, caption: nil, frames: [], name: name,
                error: PublishingError.input(diagnostic).message(naming: naming))
        case .success(let read):
            var block = PreviewBlock(index: reading.index, caption: read.caption, frames: [], name: name)
            block.stale = read.staleLines
            if let planError, read.scene != nil {
                block.error = planError.message(naming: naming)
            } else if read.scene == nil {
                block.note = PreviewBlock.noTreeNote
            } else if planned?.frames.isEmpty ?? true {
                block.note = PreviewBlock.noChangeNote
            }
            return block
        }
    }
}

extension PageBlock {
    /// Where the block's printed output differs from what its model prints, as `check` finds it,
    /// for the page's model: each printed line beside the model's.
    var staleLines: [OutputMismatch] { check()?.mismatches ?? [] }
}
