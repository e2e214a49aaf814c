import LessonScript
import TriggerModel

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What one run wrote, for static-site generators and other tools: every block and change, and
/// every file with its format and size. Written as `manifest.json` in the output folder by
/// `render`, `animate` and `docc` (``json``, in `Manifest+JSON.swift`, which writes each member by
/// name); its schema is in `docs-json-schema.md`.
public struct Manifest: Codable, Equatable, Sendable {
    /// The most bytes a manifest may hold: about 150,000 files, where the course writes 1,400. An
    /// earlier run's manifest larger than this is not read (it is no manifest of the tool's, and
    /// decoding it would take about nine times its size), and a run whose manifest would be
    /// larger stops before its commit.
    public static let sizeLimit = 16 << 20

    /// The schema's version: 1.
    public var manifestVersion = 1
    /// The tool that wrote the manifest: `triggergraph`.
    public var tool = "triggergraph"
    /// The tool's version.
    public var version: String
    /// The command that wrote it: `render`, `animate` or `docc`.
    public var command: String
    /// Every block drawn, in input order.
    public var blocks: [Block]
    /// Files that belong to a page rather than to a block: previews, DocC articles.
    public var pages: [Page]
    /// Files of the run as a whole: a DocC catalog's root article.
    public var files: [File] = []
    /// Files earlier runs wrote into the folder that this run left in place (another block's
    /// frames, the frames a partial run did not draw): with the files above, everything the tool
    /// wrote there, which a later run may replace or remove and nothing else. Absent when none.
    public var kept: [File]?

    /// A place in an input.
    public struct Source: Codable, Equatable, Sendable {
        /// The input's path, as given.
        public var file: String
        /// The 1-based line the block or change starts on.
        public var line: Int
    }

    /// A file the run wrote, relative to the output folder.
    public struct File: Codable, Equatable, Sendable {
        /// The file's path, relative to the output folder.
        public var path: String
        /// `svg`, `png`, `pdf`, `dot`, `gif`, `html`, `md`, …
        public var format: String
        /// `light` or `dark` for a drawing; nil for other files.
        public var theme: String?
        /// The file's size in bytes.
        public var bytes: Int

        /// Creates a file entry.
        /// - Parameters:
        ///   - path: The file's path, relative to the output folder.
        ///   - format: The file's format, as its extension names it.
        ///   - theme: `light` or `dark` for a drawing, else `nil`.
        ///   - bytes: The file's size in bytes.
        public init(path: String, format: String, theme: String? = nil, bytes: Int) {
            self.path = path
            self.format = format
            self.theme = theme
            self.bytes = bytes
        }
    }

    /// A block drawn: its name, where it came from, and its changes.
    public struct Block: Codable, Equatable, Sendable {
        /// The block's name, which its files' names start with.
        public var name: String
        /// Where the block starts in its input.
        public var source: Source
        /// The block's caption, if it has one.
        public var caption: String?
        /// The block's changes, in order.
        public var changes: [Change]
        /// Files of the whole block: animations.
        public var files: [File]
    }

    /// A change of a block: what it did, and the files drawn of it.
    public struct Change: Codable, Equatable, Sendable {
        /// The change's 1-based position in its block.
        public var number: Int
        /// The change's label.
        public var label: String
        /// The key whose value changed.
        public var key: String
        /// Where the change is written in its input.
        public var source: Source
        /// The core's line for the change: which views it recomputes, with their causes, and which it skips.
        public var textLine: String
        /// How many views each cause recomputes (`local`, `parent`, `observed`, `environment`,
        /// `off-rule`, `out-of-scope`), the causes that occur only, and how many views are skipped.
        public var causes: [String: Int]
        /// How many views the change skips.
        public var skipped: Int
        /// The frames and figures of this change.
        public var files: [File]
    }

    /// A page the run wrote files for: its preview or its DocC article.
    public struct Page: Codable, Equatable, Sendable {
        /// The page's path, as given.
        public var source: String
        /// The page's name, which its files are named after.
        public var name: String
        /// The page's title, its first `# ` heading, if it has one.
        public var title: String?
        /// The page's files.
        public var files: [File]
    }

    /// A manifest of the planned blocks and changes, with no file yet.
    public init(plan: PublishPlan, command: String, version: String) {
        self.version = version
        self.command = command
        self.blocks = plan.blocks.map { block in
            let outcomes = block.scene.outcomes()
            return Block(
                name: block.name,
                source: Source(file: block.file, line: block.line),
                caption: block.scene.caption,
                changes: block.frames.map { frame in
                    let change = block.scene.changes[frame.index]
                    let outcome = outcomes[frame.index]
                    return Change(
                        number: frame.index + 1, label: change.change.label, key: change.change.key,
                        source: Source(file: change.location.file, line: change.location.line),
                        textLine: outcome.textLine,
                        causes: outcome.recomputed.reduce(into: [:]) { counts, hit in
                            counts[hit.cause.rawValue, default: 0] += 1
                        },
                        skipped: outcome.skipped.count,
                        files: []
                    )
                },
                files: []
            )
        }
        self.pages = plan.pages.map { Page(source: $0.input, name: $0.name, title: $0.document.title, files: []) }
    }

    /// Every file listed, block by block, change by change, then the pages'.
    public var allFiles: [File] {
        blocks.flatMap { $0.changes.flatMap(\.files) + $0.files } + pages.flatMap(\.files) + files
    }

    /// Reads a manifest an earlier run wrote.
    /// - Returns: nil when the data is not a manifest of this version.
    public init?(json: Data) {
        guard let manifest = try? JSONDecoder().decode(Manifest.self, from: json), manifest.manifestVersion == 1 else {
            return nil
        }
        self = manifest
    }
}
