import LessonScript
import Publishing
import SystemIO

extension LivePreview {
    /// Serves `pages` until SIGINT or SIGTERM (``InterruptionPipe``), which end it in good order:
    /// the signals are taken before the pages are first read and drawn, `started` is told the
    /// preview once it listens, and the preview ends every connection before this returns.
    /// - Parameters:
    ///   - pages: The lesson pages (`.md`).
    ///   - port: The port on 127.0.0.1; 0 lets the system pick.
    ///   - limits: The sizes a page's names and trees may have.
    ///   - naming: What a setting is called where the preview was started (a command line: by its
    ///     option): how a block's error names what to raise.
    ///   - started: Told the preview, listening, before it serves.
    /// - Throws: `PreviewError.request` for no page, a file that is not a page, or two pages of
    ///   one name; `.noInput` for a page that cannot be read; `.portInUse` when another program
    ///   has the port; `.system` when the signals, the port or the folders cannot be had;
    ///   `.libraryUnavailable` when libmicrohttpd or libcmark-gfm cannot be opened.
    public static func serve(
        pages: [String], port: UInt16, limits: InputLimits,
        naming: @escaping @Sendable (Setting) -> String = \.rawValue, started: (LivePreview) -> Void
    ) throws(PreviewError) {
        let stop: InterruptionPipe
        do throws(SystemCallError) {
            stop = try InterruptionPipe()
        } catch {
            throw .system("pipe: \(error.reason)")
        }
        let preview = try LivePreview(pages: pages, port: port, limits: limits, naming: naming)
        started(preview)
        withExtendedLifetime(stop) { preview.run(until: stop.descriptor) }
    }
}

extension PublishingError {
    /// The run's error for the preview's: a request, an input that cannot be read, or a failure of the
    /// system (libmicrohttpd's or libcmark-gfm's absence among them, as a GIF's run reports libgd's).
    /// A port in use is a request that does not fit, not a failure.
    /// - Parameter error: Why the preview could not start.
    public init(_ error: PreviewError) {
        switch error {
        case .request(let text): self = .usage(text)
        case .noInput(let path, let reason): self = .noInput(path: path, reason: reason)
        case .system(let text): self = .software(text)
        case .portInUse(let port): self = .usage("127.0.0.1:\(port) is in use by another program")
        case .libraryUnavailable(let library, let reason): self = .software("\(library) cannot be used: \(reason)")
        }
    }
}
