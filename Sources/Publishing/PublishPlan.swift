import LessonScript
import TextEscapes

/// Everything one run writes, and under which names, decided before anything is written.
///
/// Names follow one rule (see ``InputName``) and are made file-safe by
/// ``Slug/of(_:)``. Two outputs that would take one name are refused
/// (``PublishError/collision(name:first:second:)``), never resolved by overwriting: names are
/// compared without regard to case, since the course is also published from file systems that
/// ignore it. The one exception is one block given twice: a page's block and a block file with
/// the same name and the same scene (trees, changes and counts; comments and layout aside) are
/// one block, drawn and written once, as the first input gives it. Two files, or two pages, that
/// give one name are still refused, however alike.
public struct PublishPlan: Sendable {
    /// What the run writes for each block.
    public enum Layout: Sendable {
        /// `render`: a folder per block, `<block>/<NN>-<label>.<ext>`, and for a page a preview
        /// folder `<page>/index.html`.
        case frames(previews: Bool)
        /// `animate`: files per block, `<block>.<ext>`.
        case animations
        /// `docc`: an article per page, `<page>.md`, beside the catalog's root article `<root>.md`,
        /// and the frames as resources named after their blocks.
        case articles(root: String)
    }

    /// One block, its name and the frames drawn of it.
    public struct Block: Sendable {
        /// Where it came from: the input's path, with `:LINE` for a block of a page.
        public var origin: String
        /// The input's path.
        public var file: String
        /// The line the block starts on: its `// main.swift` line in a page, else 1.
        public var line: Int
        /// The block's scene.
        public var scene: Scene
        /// The block's folder or file stem, and the start of every id in what it writes.
        public var name: String
        /// The block's changes to draw, in order.
        public var frames: [Frame]
    }

    /// One change of a block, drawn.
    public struct Frame: Sendable {
        /// The change's position in the block, from 0.
        public var index: Int
        /// `NN-<label>`: the stem of the change's files.
        public var stem: String
        /// `<block>-<NN>`: the start of every id in the frame's SVG.
        public var idPrefix: String
    }

    /// A page's preview.
    public struct Page: Sendable {
        /// The page's path, as given.
        public var input: String
        /// The preview's folder.
        public var name: String
        /// What was read from the page.
        public var document: InputDocument
        /// The page's blocks with a tree, by K, as named in ``PublishPlan/blocks``.
        public var blockNames: [Int: String]
    }

    /// Every block to draw, in input order.
    public var blocks: [Block]
    /// Every page to preview, in input order.
    public var pages: [Page]
    /// Whether only some blocks or changes are drawn (`--block`, `--change`): each block's files
    /// are then written into its folder as it is, which is not replaced whole.
    public var isPartial: Bool

    /// Plans a run over inputs already read.
    /// - Parameters:
    ///   - inputs: Each input's path and what was read from it, in the order given.
    ///   - layout: What is written per block.
    ///   - selection: The blocks and changes to draw; with a partial selection no preview is planned.
    /// - Throws: ``PublishError``.
    public init(
        inputs: [(path: String, document: InputDocument)], layout: Layout,
        selection: Selection = .everything
    ) throws(PublishError) {
        var blocks: [Block] = []
        var pages: [Page] = []
        var taken = NameRegistry()
        var drawn: [String: Int] = [:]  // a block's folded name: its position in `blocks`
        if case .articles(let root) = layout { try taken.claim(root, by: "the catalog's root article") }
        for (path, document) in inputs {
            var pageBlockNames: [Int: String] = [:]
            for (line, index, scene) in try Self.selectedScenes(path: path, document: document, block: selection.block)
            {
                let origin = index == nil ? path : "\(path):\(line)"
                guard let name = Slug.of(scene.name) else {
                    throw .unnamable(name: scene.name, origin: origin)
                }
                if let same = drawn[NameRegistry.folded(name)], blocks[same].isPageBlock != (index != nil),
                    blocks[same].name == name, blocks[same].scene == scene
                {
                    // A page's block and the block file copied from it: one block, drawn and
                    // written once, under the name both give it.
                    if let index { pageBlockNames[index] = name }
                    continue
                }
                try taken.claim(name, by: origin)
                drawn[NameRegistry.folded(name)] = blocks.count
                let count = scene.changes.count
                let positions = selection.changes ?? Array(1...max(count, 1)).filter { $0 <= count }
                if let missing = positions.first(where: { $0 > count }) {
                    throw .noSuchChange(missing, block: name, count: count)
                }
                let frames = positions.map { position in
                    Frame(
                        index: position - 1,
                        stem: OutputName.frameStem(
                            position: position, of: count, label: scene.changes[position - 1].change.label),
                        idPrefix: "\(name)-\(OutputName.number(position, of: count))"
                    )
                }
                blocks.append(Block(origin: origin, file: path, line: line, scene: scene, name: name, frames: frames))
                if let index { pageBlockNames[index] = name }
            }
            if layout.writesPages, document.kind == .page, !selection.isPartial {
                guard let name = Slug.of(document.name) else {
                    throw .unnamable(name: document.name, origin: path)
                }
                try taken.claim(name, by: path)
                pages.append(Page(input: path, name: name, document: document, blockNames: pageBlockNames))
            }
        }
        self.blocks = blocks
        self.pages = pages
        self.isPartial = selection.isPartial
    }

    /// The scenes of one input that the selection keeps, with their first line and page block index.
    private static func selectedScenes(
        path: String, document: InputDocument,
        block: Int?
    ) throws(PublishError) -> [(Int, Int?, Scene)] {
        guard document.kind == .page else {
            if let block, block != 1 || document.scenes.isEmpty {
                throw .noSuchBlock(block, input: path, count: document.scenes.count)
            }
            return document.scenes.map { (1, nil, $0) }
        }
        let pageBlocks = document.pageBlocks.filter { block == nil || $0.index == block }
        if let block {
            guard let chosen = pageBlocks.first else {
                throw .noSuchBlock(block, input: path, count: document.pageBlocks.count)
            }
            guard chosen.scene != nil else { throw .blockWithoutTree(block, origin: "\(path):\(chosen.line)") }
        }
        return pageBlocks.compactMap { pageBlock in
            pageBlock.scene.map { (pageBlock.line, pageBlock.index, $0) }
        }
    }

    /// How many frames the run draws: every block's planned frames.
    public var frameCount: Int { blocks.map(\.frames.count).reduce(0, +) }

    /// Every block's name, in order: what `animate` writes `<name>.<ext>` for.
    public var blockNames: [String] { blocks.map(\.name) }

    /// The names of the blocks a page's preview shows.
    public var previewedBlockNames: Set<String> { Set(pages.flatMap(\.blockNames.values)) }
}

extension PublishPlan.Block {
    /// Whether the block is one of a page's, rather than a file or scene of its own.
    fileprivate var isPageBlock: Bool { origin != file }
}

extension PublishPlan.Layout {
    /// Whether a page writes something of its own: a preview, or an article.
    var writesPages: Bool {
        switch self {
        case .frames(let previews): return previews
        case .animations: return false
        case .articles: return true
        }
    }
}

/// The names a run has given out so far, compared under full Unicode case folding, as a
/// case-insensitive file system (APFS, NTFS) would find them one file.
struct NameRegistry {
    private var owners: [String: String] = [:]

    /// Takes `name` for `origin`.
    /// - Throws: ``PublishError/collision(name:first:second:)`` when it is already taken.
    mutating func claim(_ name: String, by origin: String) throws(PublishError) {
        let key = Self.folded(name)
        if let first = owners[key] { throw .collision(name: name, first: first, second: origin) }
        owners[key] = origin
    }
}

extension NameRegistry {
    /// `name` with its case folded fully: `straße` and `STRASSE` both `strasse`, `λας` and `ΛΑΣ`
    /// both `λασ`, `ﬁle` `file`, `ıd` `id`; then composed (NFC), as slugs are.
    ///
    /// Upper case, then lower, folds what lower case alone keeps apart: the one-to-many
    /// mappings (ß → SS, ﬁ → FI), the final sigma (ς → Σ → σ) and the dotless i (ı → I → i).
    /// It may join a few names a file system would keep apart, never the reverse: a collision
    /// found here at worst asks for a rename.
    static func folded(_ name: String) -> String {
        name.uppercased().lowercased().precomposed
    }
}
