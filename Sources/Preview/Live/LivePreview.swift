import LessonScript
import TextEscapes
import TriggerRender

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

/// `triggergraph preview`: lesson pages served whole at `http://127.0.0.1:PORT/`, drawn again as
/// they are saved.
///
/// One thread, the one that calls ``run(until:)``, reads the pages and draws them (Graphviz and
/// the fonts stay loaded, and a block whose text did not change is not drawn again); the server's
/// connection threads only read what it made. A page that no longer reads shows its error, and
/// the next good save brings its diagrams back: nothing a page holds stops the preview.
public final class LivePreview: @unchecked Sendable {
    /// What the server answers from.
    public let site = PreviewSite()
    private let server: HTTPServer
    private let watcher: FileWatcher
    private var drawer = BlockDrawer()
    private var sources: [PageSource]
    private let limits: InputLimits

    /// A page given on the command line: where it is, its name, and its text as last read.
    private struct PageSource {
        var path: String
        var name: String
        /// The path the watcher reports the file by.
        var watchedPath: String
        var text: String?
        var version = 0
    }

    /// Checks the pages, watches their folders and starts the server, then reads and draws every page.
    /// - Parameters:
    ///   - paths: The lesson pages (`.md`).
    ///   - port: The port on 127.0.0.1; 0 lets the system pick.
    ///   - limits: The sizes a page's names and trees may have.
    ///   - httpLimits: The server's bounds.
    /// - Throws: `PreviewError.request` for no page, a file that is not a page, or two pages of one
    ///   name; `.noInput` for a page that cannot be read; `.system` when the port or the folders
    ///   cannot be had; `.libraryUnavailable` when libmicrohttpd or libcmark-gfm cannot be opened.
    public init(
        pages paths: [String], port: UInt16, limits: InputLimits = .standard, httpLimits: HTTPLimits = .standard
    ) throws(PreviewError) {
        guard !paths.isEmpty else { throw .request("no page given") }
        var sources: [PageSource] = []
        for path in paths {
            guard InputKind(path: path) == .page else {
                throw .request("'\(path)' is not a lesson page; preview shows .md pages")
            }
            let name = InputName.of(path: path, kind: .page)
            guard !sources.contains(where: { $0.name == name }) else {
                throw .request("two pages are named '\(name)'; preview serves each at /\(name)/")
            }
            guard access(path, R_OK) == 0 else { throw .noInput(path: path, reason: String(cString: strerror(errno))) }
            var status = stat()
            if stat(path, &status) == 0, let refusal = PageFile.refusal(of: status.st_mode) {
                throw .noInput(path: path, reason: refusal)
            }
            sources.append(PageSource(path: path, name: name, watchedPath: FileWatcher.reportedPath(of: path)))
        }
        self.sources = sources
        self.limits = limits
        // A page's Markdown becomes HTML only as the page is drawn: say before serving, not inside
        // a page, that it cannot.
        _ = try CommonMarkLibrary.shared.get()
        watcher = try FileWatcher(paths: paths)
        let site = self.site
        server = try HTTPServer(port: port, limits: httpLimits) { request in site.reply(to: request) }
        for position in sources.indices { refresh(position) }
    }

    /// How many blocks' diagrams the drawer keeps: what the preview holds between saves (read it
    /// once a save has been announced).
    var heldBlocks: Int { drawer.count }

    /// The port the server listens on.
    public var port: UInt16 { server.port }

    /// The address of the first page, or of the list of pages when there are several.
    public var url: String {
        "http://127.0.0.1:\(port)/" + (sources.count == 1 ? PageURL.path(sources[0].name) : "")
    }

    /// Each page's address.
    public var pageURLs: [String] {
        sources.map { "http://127.0.0.1:\(port)/" + PageURL.path($0.name) }
    }

    /// Draws the pages again as they are saved, until `stop` becomes readable (a byte written to
    /// a pipe's other end, by a signal handler or a test); then ends every connection and returns.
    ///
    /// The corresponding C function is `poll`.
    public func run(until stop: Int32) {
        var watched = [
            pollfd(fd: watcher.descriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: stop, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            // While a page's folder is missing, the watcher looks for it every so often too.
            let timeout = watcher.isMissingAFolder ? FileWatcher.retryMilliseconds : -1
            let ready = poll(&watched, nfds_t(watched.count), timeout)
            if ready < 0, errno == EINTR { continue }
            if ready < 0 || watched[1].revents != 0 { break }
            if watched[0].revents != 0 || ready == 0 {
                let changed = watcher.changedPaths()
                for position in sources.indices where changed?.contains(sources[position].watchedPath) ?? true {
                    refresh(position)
                }
            }
        }
        shutDown()
    }

    /// Ends the event streams, then the server.
    public func shutDown() {
        site.events.close()
        server.stop()
    }

    /// Reads a page again and, if its text changed, draws the blocks whose text changed and puts
    /// the page's new version in.
    private func refresh(_ position: Int) {
        var source = sources[position]
        let text: String
        let title: String
        let parts: [LessonPart]
        var changedBlocks: [String] = []
        do throws(Diagnostic) {
            let data = try readPage(source.path)
            // Every line ended by LF from here on: the page reader and the page's parts rely on it.
            text = try InputReader.text(data, file: source.path)
        } catch {
            guard source.text != nil || source.version == 0 else { return }
            source.text = nil
            source.version += 1
            sources[position] = source
            site.update(
                LessonPage(
                    name: source.name, path: source.path, title: source.name,
                    parts: LessonPage.unreadable(error.description), version: source.version),
                changedBlocks: [])
            return
        }
        guard text != source.text else { return }
        let readings = PageReader.readEach(text, file: source.path, stem: source.name, limits: limits)
        var diagrams: [BlockDiagrams] = []
        for reading in readings {
            let name = PageReader.blockName(page: source.name, index: reading.index)
            let (drawn, new) = drawer.diagrams(of: reading, name: name, file: source.path)
            diagrams.append(drawn)
            if new { changedBlocks.append(name) }
        }
        drawer.forget(
            file: source.path,
            keeping: Dictionary(
                readings.map { (PageReader.blockName(page: source.name, index: $0.index), $0.source) },
                uniquingKeysWith: { first, _ in first }))
        title = PageReader.title(of: text) ?? FileSystemPath.lastComponent(source.path)
        parts = LessonPage.parts(source: text, readings: readings, diagrams: diagrams)
        source.text = text
        source.version += 1
        sources[position] = source
        site.update(
            LessonPage(name: source.name, path: source.path, title: title, parts: parts, version: source.version),
            changedBlocks: changedBlocks)
    }

    /// A page's bytes, within the input size limit: a regular file's only, opened without
    /// blocking (``PageFile``).
    private func readPage(_ path: String) throws(Diagnostic) -> Data {
        do {
            return try PageFile.read(path: path, limit: limits.inputBytesAllowed)
        } catch {
            throw InputReader.diagnostic(error, file: path)
        }
    }
}
