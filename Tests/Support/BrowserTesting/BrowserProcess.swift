import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A headless Chromium started with `--remote-debugging-pipe`, and our ends of its pipes.
///
/// Foundation's `Process` cannot hand a child descriptors 3 and 4, so it is started with
/// `posix_spawn`: its own process group (killed whole, with the renderers), default signal
/// handling and an empty signal mask (the test runner's mask is inherited otherwise), no
/// descriptor of ours but the two pipes, and its output in a log file.
final class BrowserProcess {
    /// The browser's process id, and its process group's.
    let pid: pid_t
    let pipe: DevToolsPipe
    /// The profile and the log.
    let folder: URL

    /// Starts the browser.
    /// - Throws: `Chromium.Failure` when a pipe cannot be made or the program cannot be started.
    init(_ executable: URL, arguments: [String], environment: [String: String] = [:], folder: URL) throws {
        self.folder = folder
        // Ours: write toBrowser.1 (its fd 3), read fromBrowser.0 (its fd 4). Every end is kept
        // above 4, so each dup2 below makes a new descriptor, which is not closed on exec.
        let toBrowser = try Self.pipe()
        let fromBrowser: (read: Int32, write: Int32)
        do {
            fromBrowser = try Self.pipe()
        } catch {
            close(toBrowser.read)
            close(toBrowser.write)
            throw error
        }
        defer {
            close(toBrowser.read)
            close(fromBrowser.write)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let log = folder.appendingPathComponent("log.txt").path
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        posix_spawn_file_actions_adddup2(&actions, toBrowser.read, 3)
        posix_spawn_file_actions_adddup2(&actions, fromBrowser.write, 4)
        // closefrom, as far as Swift can call it: each descriptor open now (a close of one closed
        // by then is not an error).
        for descriptor in Self.openDescriptors() where descriptor > 4 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        // Ours, with `environment`'s variables set over ours.
        var variables = ProcessInfo.processInfo.environment
        variables.merge(environment) { _, new in new }
        let envp = variables.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for variable in envp { free(variable) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable.path, &actions, &attributes, argv, envp)
        guard status == 0 else {
            close(toBrowser.write)
            close(fromBrowser.read)
            throw Chromium.Failure(description: "could not start chromium: \(String(cString: strerror(status)))")
        }
        self.pid = pid
        pipe = DevToolsPipe(writingTo: toBrowser.write, readingFrom: fromBrowser.read)
    }

    /// Kills the browser and every process of its group, and waits for it.
    func kill() {
        _ = Glibc.kill(-pid, SIGKILL)
        var status: Int32 = 0
        _ = waitpid(pid, &status, 0)
    }

    /// The end of what the browser wrote to its standard error, for failure messages.
    var logTail: String {
        let text = (try? String(contentsOf: folder.appendingPathComponent("log.txt"), encoding: .utf8)) ?? ""
        return String(text.suffix(2000))
    }

    /// The descriptors this process has open.
    private static func openDescriptors() -> [Int32] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []).compactMap { Int32($0) }
    }

    /// A pipe whose ends are above 4 and closed on exec.
    private static func pipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard Glibc.pipe(&ends) == 0 else {
            throw Chromium.Failure(description: "pipe: \(String(cString: strerror(errno)))")
        }
        let moved = ends.map { fcntl($0, F_DUPFD_CLOEXEC, 10) }
        for end in ends { close(end) }
        guard moved.allSatisfy({ $0 >= 0 }) else {
            for end in moved where end >= 0 { close(end) }
            throw Chromium.Failure(description: "fcntl: \(String(cString: strerror(errno)))")
        }
        return (moved[0], moved[1])
    }
}
