import LessonScript
import Publishing
import TextEscapes

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
/// A front end of the publishing run: each page is read, named, drawn and checked by
/// ``PreviewRun``, as `render` and `check` would, and shown from Pages' page model. One thread,
/// the one that calls ``run(until:)``, reads the pages (a block whose text did not change is not
/// drawn again); the blocks are drawn in children of a drawing process forked at the start, so
/// that what a layout leaves behind ends with its child. The server's connection threads only
/// read what the loop made, and the server starts only once every page has been read and drawn:
/// its first answer lists them. A page that no longer reads shows its error, and the next good
/// save brings its diagrams back: nothing a page holds stops the preview.
public final class LivePreview: @unchecked Sendable {
    /// What the server answers from.
    public let site = PreviewSite()
    private var server: HTTPServer?
    private let watcher: FileWatcher
    private(set) var publishing: PreviewRun
    private var sources: [PageSource]

    /// A page given on the command line: where it is, its name, and its text as last read.
    private struct PageSource {
        var path: String
        var name: String
        /// The path the watcher reports the file by.
        var watchedPath: String
        var text: String?
        var version = 0
    }

    /// Checks the pages, watches their folders, forks the drawing process, reads and draws every
    /// page, then starts the server.
    /// - Parameters:
    ///   - paths: The lesson pages (`.md`).
    ///   - port: The port on 127.0.0.1; 0 lets the system pick.
    ///   - limits: The sizes a page's names and trees may have.
    ///   - httpLimits: The server's bounds.
    ///   - drawingProcess: Whether to draw in children of a drawing process (only forked while
    ///     this process has one thread; else the blocks are drawn here).
    ///   - naming: What a setting is called where the preview was started (a command line: by its
    ///     option, `--max-nodes`): how a block's or a page name's error names it.
    /// - Throws: `PreviewError.request` for no page, a file that is not a page, or two pages of one
    ///   name (compared as a run compares its outputs' names); `.noInput` for a page that cannot be
    ///   read; `.portInUse` when another program has the port; `.system` when the port or the
    ///   folders cannot be had otherwise; `.libraryUnavailable` when libmicrohttpd or libcmark-gfm
    ///   cannot be opened.
    public init(
        pages paths: [String], port: UInt16, limits: InputLimits = .standard, httpLimits: HTTPLimits = .standard,
        drawingProcess: Bool = true, naming: @escaping @Sendable (Setting) -> String = \.rawValue
    ) throws(PreviewError) {
        guard !paths.isEmpty else { throw .request("no page given") }
        for path in paths where InputKind(path: path) != .page {
            throw .request("'\(path)' is not a lesson page; preview shows .md pages")
        }
        let names: [String]
        do throws(PublishError) { names = try PreviewRun.pageNames(paths) } catch {
            throw .request(error.message(naming: naming))
        }
        var sources: [PageSource] = []
        for (path, name) in zip(paths, names) {
            guard access(path, R_OK) == 0 else { throw .noInput(path: path, reason: String(cString: strerror(errno))) }
            var status = stat()
            if stat(path, &status) == 0, let refusal = PageFile.refusal(of: status.st_mode) {
                throw .noInput(path: path, reason: refusal)
            }
            sources.append(PageSource(path: path, name: name, watchedPath: FileWatcher.reportedPath(of: path)))
        }
        self.sources = sources
        // A page's Markdown becomes HTML only as the page is drawn: say before serving, not inside
        // a page, that it cannot.
        _ = try CommonMarkLibrary.shared.get()
        // Opened before any page is drawn: a preview that cannot serve says so at once.
        _ = try MicroHTTPDLibrary.shared.get()
        // The drawing process is forked while this process has one thread: before the watcher,
        // which in the POSIX build polls the pages on a thread of its own.
        publishing = PreviewRun(limits: limits, drawingProcess: drawingProcess, naming: naming)
        watcher = try FileWatcher(paths: paths)
        for position in sources.indices { refresh(position) }
        let site = self.site
        server = try HTTPServer(port: port, limits: httpLimits) { request in site.reply(to: request) }
    }

    /// Whether blocks are drawn in children of a drawing process rather than in this one.
    public var drawsInChildren: Bool { publishing.drawsInChildren }

    /// The port the server listens on.
    public var port: UInt16 { server?.port ?? 0 }

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
        server?.stop()
    }

    /// Reads a page again and, if its text changed, puts its new version in, with the blocks
    /// whose text changed drawn again.
    private func refresh(_ position: Int) {
        var source = sources[position]
        let text: String
        do throws(Diagnostic) {
            let data = try readPage(source.path)
            // Every line ended by LF from here on: the page reader and the page's parts rely on it.
            text = try InputReader.text(data, file: source.path)
        } catch {
            guard source.text != nil || source.version == 0 else { return }
            source.text = nil
            source.version += 1
            sources[position] = source
            publishing.forget(path: source.path)
            site.update(
                LessonPage(
                    name: source.name, path: source.path, title: source.name,
                    parts: LessonPage.unreadable(error.description), version: source.version),
                changedBlocks: [])
            return
        }
        guard text != source.text else { return }
        let page = publishing.page(text: text, path: source.path, name: source.name)
        source.text = text
        source.version += 1
        sources[position] = source
        site.update(
            LessonPage(
                name: source.name, path: source.path, title: page.title,
                parts: LessonPage.parts(source: text, blocks: page.blocks, lastLines: page.lastLines),
                version: source.version),
            changedBlocks: page.drawn)
    }

    /// A page's bytes, within the input size limit: a regular file's only, opened without
    /// blocking (``PageFile``).
    private func readPage(_ path: String) throws(Diagnostic) -> Data {
        do {
            return try PageFile.read(path: path, limit: publishing.limits.inputBytesAllowed)
        } catch {
            throw InputReader.diagnostic(error, file: path)
        }
    }
}
