import LessonScript
import SystemIO

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An input of a run, read and checked: its path as given and what was read from it.
public struct LoadedInput: Sendable {
    /// The input's path, as given.
    public let path: String
    /// What was read from the input.
    public let document: InputDocument
    /// The bytes `document` was read from, and which version of the file they are; kept only
    /// when asked (`check --fix`, which fixes these bytes and replaces the file only while it is
    /// still that version), and never for standard input.
    public let source: Source?

    /// An input's bytes exactly as they were read, and the version of its file they came from.
    public struct Source: Sendable {
        /// The bytes, line endings and byte-order mark included.
        public let bytes: Data
        /// The file they were read from, with its size and modification time then.
        public let version: FileVersion
    }

    /// Pairs an input's path with what was read from it.
    /// - Parameters:
    ///   - path: The input's path, as given.
    ///   - document: What was read from it.
    ///   - source: The bytes it was read from and their file's version, if they are kept.
    public init(path: String, document: InputDocument, source: Source? = nil) {
        self.path = path
        self.document = document
        self.source = source
    }
}

/// Reads a run's inputs.
public enum Inputs {
    /// The stems of a page that may describe its folder rather than be a lesson: such a page
    /// with no measurement block is skipped, so that `Graphs/*.md` means the lessons only.
    static let folderPageStems: Set<String> = ["readme", "index"]

    /// Whether the page read from `path` is a folder's README or index with no measurement block.
    static func isFolderPage(_ document: InputDocument, path: String) -> Bool {
        document.kind == .page && document.pageBlocks.isEmpty
            && folderPageStems.contains(InputKind.stem(path).lowercased())
    }

    /// Reads every input, in order; `-` is standard input, read as a block.
    /// - Parameters:
    ///   - paths: The inputs' paths, as given.
    ///   - name: For a single input, the name of its block (or of its page).
    ///   - limits: The sizes each input, its names and its trees may have.
    ///   - readStandardInput: Reads standard input to its end, at most `limit` bytes.
    ///   - keepingBytes: Whether each file's bytes, and which version of it they are, are kept
    ///     (``LoadedInput/source``), for `check --fix`.
    ///   - warn: Where each input's warnings go, as they come, and the note that a `README.md` or
    ///     `index.md` with no measurement block is skipped: it describes a folder, it is no lesson.
    /// - Returns: Each input read, in order, with its path as given.
    /// - Throws: `PublishingError.request` when no input is given or every one is skipped,
    ///   `.noInput` for a missing file, `.input` for input that is not a valid block, page or scene, or that breaks `limits`.
    public static func load(
        _ paths: [String], limits: InputLimits = .standard, name: String? = nil,
        readStandardInput: (_ limit: Int) throws(InputBytes.Failure) -> Data = { _ in Data() },
        keepingBytes: Bool = false, warn: (InputWarning) -> Void = { _ in }
    ) throws(PublishingError) -> [LoadedInput] {
        guard !paths.isEmpty else { throw .request(.noInput) }
        if name != nil, paths.count > 1 { throw .request(.oneInputOnly(.name, given: paths.count)) }
        var loaded: [LoadedInput] = []
        for path in paths {
            let document: InputDocument
            var source: LoadedInput.Source?
            do throws(Diagnostic) {
                if path == "-" {
                    let data: Data
                    do {
                        data = try readStandardInput(limits.inputBytesAllowed)
                    } catch {
                        throw InputReader.diagnostic(error, file: InputReader.standardInputName)
                    }
                    document = try InputReader.read(
                        data: data, file: InputReader.standardInputName, kind: .block, name: "stdin", limits: limits
                    )
                } else if keepingBytes {
                    var status = stat()
                    let read = try InputReader.readKeepingBytes(path: path, limits: limits, status: &status)
                    document = read.document
                    source = LoadedInput.Source(bytes: read.bytes, version: FileVersion(status))
                } else {
                    document = try InputReader.read(path: path, limits: limits)
                }
            } catch {
                throw Self.error(error, path: path)
            }
            if Self.isFolderPage(document, path: path) {
                warn(
                    InputWarning(
                        skipped:
                            "\(path): note: skipped: a \(InputKind.stem(path)) page with no measurement block is not a lesson",
                        path: path))
                continue
            }
            let blocks = PageBlockLines(document.pageBlocks)
            for warning in document.warnings { warn(InputWarning(warning, in: blocks, path: path)) }
            loaded.append(LoadedInput(path: path, document: name.map(document.renamed) ?? document, source: source))
        }
        guard !loaded.isEmpty else { throw .request(.everyInputSkipped) }
        return loaded
    }

    /// The run's error for an input's diagnostic.
    static func error(_ diagnostic: Diagnostic, path: String) -> PublishingError {
        switch diagnostic.problem {
        case .cannotRead(_, let reason): return .noInput(path: path, reason: reason)
        case .unsupportedInput(let path): return .request(.unsupportedInput(path: path))
        default: return .input(diagnostic)
        }
    }
}

/// A warning about an input: a diagnostic, and the block it is in (`file`, or `file:line` of its
/// block in a page), so that warnings can be told per block; or the note that an input was skipped.
public struct InputWarning: Sendable, CustomStringConvertible {
    /// The diagnostic; nil for an input skipped.
    public let diagnostic: Diagnostic?
    /// The block the warning is about: its file, or `file:line` of its block in a page.
    public let block: String
    private let note: String?

    /// The warning in one line: `file:line:column: warning: …`, or `file: note: skipped: …`.
    public var description: String { diagnostic?.description ?? note ?? "" }

    /// What a warning is about, as a summary counts warnings, in the summary's order.
    public enum Kind: CaseIterable, Sendable {
        /// A statement the model does not run (``Problem/notModelled(summary:)``).
        case notModelled
        /// A block with no view tree (``Problem/noTree``).
        case noTree
        /// Any other warning.
        case other

        /// How one warning of the kind is called, and how several are: `statement not modelled`.
        public func name(count: Int) -> String {
            switch self {
            case .notModelled: count == 1 ? "statement not modelled" : "statements not modelled"
            case .noTree: count == 1 ? "block with no view tree" : "blocks with no view tree"
            case .other: count == 1 ? "other warning" : "other warnings"
            }
        }
    }

    /// The warning's kind; nil for an input skipped.
    public var kind: Kind? {
        guard let problem = diagnostic?.problem else { return nil }
        if case .notModelled = problem { return .notModelled }
        if case .noTree = problem { return .noTree }
        return .other
    }

    /// The warning about `document`, read from `path`, placed in its block.
    init(_ diagnostic: Diagnostic, in document: InputDocument, path: String) {
        self.init(diagnostic, in: PageBlockLines(document.pageBlocks), path: path)
    }

    /// The warning about a document read from `path`, placed among its blocks' lines: for each of
    /// a page's warnings, its blocks are found by line once, not searched again.
    init(_ diagnostic: Diagnostic, in blocks: PageBlockLines, path: String) {
        self.diagnostic = diagnostic
        self.note = nil
        self.block = blocks.blockLine(holding: diagnostic.location.line).map { "\(path):\($0)" } ?? path
    }

    /// The note that the input at `path` was skipped, and why.
    init(skipped note: String, path: String) {
        self.diagnostic = nil
        self.note = note
        self.block = path
    }
}
