import Foundation

/// Writes output files whole or not at all: each goes to a temporary file in its own
/// folder and is renamed into place, so a failure leaves no partial file behind.
///
/// A file that was there before (from an earlier run) is replaced by the rename in one
/// step: readers see the old bytes or the new ones, never a mix, and a failed write
/// leaves the old file as it was. Failures map to two exit codes: a folder or temporary
/// file that cannot be made is `cantCreate` (73); a `write`, `close`, `syncfs` or `rename`
/// that fails is `io` (74). Either way the temporary file is removed.
enum FileOutput {
    /// Makes a folder and its parents, as `mkdir -p` does.
    /// - Throws: `CLIError.cantCreate` naming the first folder that cannot be made
    ///   (a path through a regular file, a file system that refuses new entries, …).
    static func makeFolder(_ url: URL) throws(CLIError) {
        let path = url.standardizedFileURL.path
        if isFolder(path) { return }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != path { try makeFolder(URL(fileURLWithPath: parent)) }
        if mkdir(path, 0o777) != 0 {
            let failure = SystemCallError.last
            // Made meanwhile by another process, or already there as something else.
            if failure.code == EEXIST, isFolder(path) { return }
            throw .cantCreate(path: path, reason: failure.code == EEXIST ? "a file is in the way" : failure.reason)
        }
    }

    private static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// Writes `data` to a new hidden temporary file beside `url`, which it does not touch, for an
    /// ``OutputTransaction`` to sync and rename at commit.
    /// - Returns: The temporary file's path.
    /// - Throws: As ``create(_:at:naming:)``.
    static func writeTemporary(_ data: Data, beside url: URL) throws(CLIError) -> String {
        let temporary = temporaryPath(for: url)
        try create(data, at: temporary, naming: url.path)
        return temporary
    }

    /// Writes `data` to a new file at `path`, which must not exist: for a file no reader sees
    /// yet (in a folder written aside), where a temporary name and a rename would add nothing.
    /// - Parameters:
    ///   - naming: The path errors name (where the file is going); `path` when nil.
    /// - Throws: `CLIError.cantCreate` when the file cannot be made, `.io` when writing fails;
    ///   the file is removed then.
    static func create(_ data: Data, at path: String, naming: String? = nil) throws(CLIError) {
        let descriptor = openTemporary(path)
        guard descriptor >= 0 else {
            throw .cantCreate(path: naming ?? path, reason: SystemCallError.last.reason)
        }
        do throws(SystemCallError) {
            try fill(descriptor, with: data)
        } catch {
            unlink(path)
            throw .io(path: naming ?? path, reason: error.reason)
        }
    }

    /// Creates the temporary file: exclusively, so neither an existing file nor a symbolic
    /// link is ever written through. Returns a descriptor, or -1 with `errno` set.
    static let createExclusively: @Sendable (String) -> Int32 = { path in
        open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    }

    /// How ``write(_:to:)`` opens its temporary file; ``createExclusively`` unless a test
    /// binds another, for instance one that creates the file and hands back a descriptor
    /// of `/dev/full`, so that the write fails as a full disk makes it fail.
    @TaskLocal static var openTemporary: @Sendable (String) -> Int32 = createExclusively

    /// The hidden temporary file beside `url`, unique to this write.
    static func temporaryPath(for url: URL, suffix: String = "tmp") -> String {
        url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).\(suffix)").path
    }

    /// Writes everything and closes the descriptor, whatever fails.
    private static func fill(_ descriptor: Int32, with data: Data) throws(SystemCallError) {
        var failure: SystemCallError?
        do {
            try SystemCall.writeAll(data, to: descriptor)
        } catch {
            failure = error
        }
        if close(descriptor) != 0, failure == nil { failure = .last }
        if let failure { throw failure }
    }
}
