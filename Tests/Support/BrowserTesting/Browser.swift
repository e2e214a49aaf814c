import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The one headless Chromium of the test process, started at the first page load and killed
/// when the process exits.
///
/// Swift Testing runs tests in parallel; the browser serves them one at a time, on a queue of its
/// own, so that a test waiting for it holds no thread of the test runner. A page load that hangs
/// or a browser that dies fails the test that was using it, and the next load starts a new browser.
final class Browser: @unchecked Sendable {
    static let shared = Browser(fonts: .installed)
    /// A second browser, which sees every installed font but DejaVu Sans.
    static let withoutDejaVuSans = Browser(fonts: .withoutDejaVuSans)

    /// The fonts a browser is started with.
    let fonts: Chromium.Fonts

    private init(fonts: Chromium.Fonts) {
        self.fonts = fonts
    }

    /// The browser that sees `fonts`.
    static func with(_ fonts: Chromium.Fonts) -> Browser {
        fonts == .installed ? shared : withoutDejaVuSans
    }

    private let queue = DispatchQueue(label: "BrowserTesting.Browser")
    /// The running browser. Used on `queue` only, which is what makes the class `Sendable`.
    private var running: BrowserProcess?

    /// Runs `body` with the browser, after every earlier caller, and gives up on it after
    /// ``Chromium/hangLimit``.
    /// - Throws: `Chromium.Failure` when Chromium is missing, cannot start, fails or hangs; or
    ///   what `body` throws.
    func run<T: Sendable>(_ body: @escaping @Sendable (DevToolsPipe) throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            queue.async {
                continuation.resume(with: Result { try self.runHere(body) })
            }
        }
    }

    private func runHere<T>(_ body: (DevToolsPipe) throws -> T) throws -> T {
        let browser = try running ?? Self.launch(fonts: fonts)
        running = browser
        browser.pipe.deadline = Date().addingTimeInterval(Chromium.hangLimit)
        browser.pipe.forgetEvents()
        do {
            return try body(browser.pipe)
        } catch let failure as Chromium.Failure {
            // The browser may be stuck or gone: start a new one for the next caller.
            let log = browser.logTail
            stop(browser)
            throw Chromium.Failure(description: "\(failure.description)\nchromium's log ends:\n\(log)")
        }
    }

    private func stop(_ browser: BrowserProcess) {
        running = nil
        browser.kill()
        Self.started.withLock { $0.pids.removeAll { $0 == browser.pid } }
        try? FileManager.default.removeItem(at: browser.folder)
    }

    /// Starts Chromium with a fresh profile, and sees that it is killed at exit.
    private static func launch(fonts: Chromium.Fonts) throws -> BrowserProcess {
        guard let executable = Chromium.executable else {
            throw Chromium.Failure(description: "chromium is not on PATH")
        }
        // A write to the pipe of a browser that died must fail, not kill the test process.
        signal(SIGPIPE, SIG_IGN)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // `--disable-lazy-loading`: what `--screenshot` and `--dump-dom` add, so that an image far
        // down a page loads as it did when each load was a run of its own.
        let browser = try BrowserProcess(
            executable,
            arguments: [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
                "--no-first-run", "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
                "--disable-lazy-loading", "--remote-debugging-pipe",
            ],
            environment: try fonts.environment(in: folder),
            folder: folder
        )
        let first = started.withLock { started in
            started.pids.append(browser.pid)
            started.folders.append(folder.path)
            defer { started.killsAtExit = true }
            return !started.killsAtExit
        }
        if first { atexit { Browser.killAll() } }
        return browser
    }

    /// The browsers started and not yet stopped, and the folders of every one.
    private struct Started {
        var pids: [pid_t] = []
        var folders: [String] = []
        var killsAtExit = false
    }

    private static let started = Mutex(Started())

    /// Kills every browser still running and removes every profile: at exit. SIGKILL, because
    /// a process started from the test runner may not see SIGTERM.
    private static func killAll() {
        let (pids, folders) = started.withLock { ($0.pids, $0.folders) }
        for pid in pids {
            _ = kill(-pid, SIGKILL)
            var status: Int32 = 0
            _ = waitpid(pid, &status, 0)
        }
        for folder in folders { try? FileManager.default.removeItem(atPath: folder) }
    }
}
