import SystemIO

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A publishing run's output folder: written aside and put in place whole at `commit()`
/// (``StagedOutput``), touching only what the tool wrote there, which the earlier run's
/// `manifest.json` says.
public final class RunOutput {
    let staged: StagedOutput
    /// The earlier run's manifest, if the folder has one of the tool's.
    public let earlier: Manifest?
    /// The files the earlier manifest accounts for, by path.
    private let owned: [String: Manifest.File]
    /// Who counts the frames drawn, when the run reports its progress.
    var progress: ProgressCounter?

    /// Opens the folder (made if missing), finishes what an interrupted run left, and reads what
    /// the tool wrote there.
    /// - Throws: `PublishingError.cantCreate` when the folder cannot be made or opened, or when a
    ///   `manifest.json` there is not the tool's (unless `force`).
    public init(root: URL, sync: Bool = true, force: Bool = false) throws(PublishingError) {
        do throws(OutputError) {
            staged = try StagedOutput(root: root, sync: sync, force: force)
        } catch {
            throw PublishingError(error)
        }
        (earlier, owned) = try Self.ownership(of: staged, force: force)
        staged.own(owned.mapValues(\.bytes))
    }

    /// The earlier manifest and the files it accounts for: those it lists, those it kept, itself.
    private static func ownership(of output: StagedOutput, force: Bool) throws(PublishingError) -> (
        Manifest?, [String: Manifest.File]
    ) {
        let name = "manifest.json"
        guard let entry = output.status(name) else { return (nil, [:]) }
        guard entry.kind == .file, entry.size <= Manifest.sizeLimit,
            let data = output.read(name, limit: Manifest.sizeLimit), let manifest = Manifest(json: data),
            manifest.tool == "triggergraph"
        else {
            if force { return (nil, [:]) }
            let path = output.path(of: name)
            guard entry.kind != .link else {
                throw .notOurs(path: path, reason: "a symbolic link is in the way", forcing: .replacesLink)
            }
            let what =
                entry.kind == .file && entry.size > Manifest.sizeLimit
                ? "it is larger than any manifest triggergraph writes (\(Manifest.sizeLimit >> 20) MiB)"
                : "it is not a manifest triggergraph wrote"
            throw .notOurs(path: path, reason: what + ", so the run would replace a file of yours", forcing: .takesOver)
        }
        var owned: [String: Manifest.File] = [:]
        for file in manifest.allFiles + (manifest.kept ?? []) { owned[file.path] = file }
        owned[name] = Manifest.File(path: name, format: "json", bytes: entry.size)
        return (manifest, owned)
    }

    /// The output folder as given.
    public var path: String { staged.rootPath }

    /// Notes that a writer has drawn `count` more frames, for the run's progress.
    public func framesDrawn(_ count: Int = 1) {
        progress?.framesDrawn(count)
    }

    /// Starts a folder that replaces the folder `name` whole at commit.
    public func replaceFolder(_ name: String) throws(PublishingError) {
        do throws(OutputError) { try staged.replaceFolder(name) } catch { throw PublishingError(error) }
    }

    /// Writes `file` into the folder `name`, put in place at commit.
    public func write(_ data: Data, folder name: String, file: String) throws(PublishingError) {
        do throws(OutputError) { try staged.write(data, folder: name, file: file) } catch {
            throw PublishingError(error)
        }
    }

    /// Writes `file` at the top of the output folder, put in place at commit.
    public func write(_ data: Data, file: String) throws(PublishingError) {
        do throws(OutputError) { try staged.write(data, file: file) } catch { throw PublishingError(error) }
    }

    /// Writes the run's manifest at the top of the output folder, put in place at commit.
    /// - Throws: `PublishingError.cantCreate` for a manifest over ``Manifest/sizeLimit``, which
    ///   the next run would not read.
    func write(_ manifest: Manifest) throws(PublishingError) {
        let json = manifest.json
        guard json.count <= Manifest.sizeLimit else {
            throw .cantCreate(
                path: staged.path(of: "manifest.json"),
                reason:
                    "the run's manifest would be more than \(Manifest.sizeLimit >> 20) MiB: draw fewer blocks at once")
        }
        try write(json, file: "manifest.json")
    }

    /// Removes at commit a file an earlier run listed, if it is still what that run wrote.
    public func removeAtCommit(_ file: Manifest.File) throws(PublishingError) {
        do throws(OutputError) {
            try staged.removeAtCommit(file.path, bytes: file.bytes)
        } catch {
            throw PublishingError(error)
        }
    }

    /// The files earlier runs wrote that stay in place after this run, which writes `written`:
    /// each one still there, a regular file of the size recorded (a manifest's word is checked
    /// before it is carried forward).
    func kept(besides written: [Manifest.File]) -> [Manifest.File] {
        let writing = Set(written.map(\.path))
        return owned.values.filter {
            $0.path != "manifest.json" && !writing.contains($0.path) && staged.keeps($0.path)
                && staged.holds($0.path, bytes: $0.bytes)
        }
        .sorted { $0.path < $1.path }
    }

    /// Puts everything in place (``StagedOutput/commit()``).
    func commit() throws(PublishingError) {
        do throws(OutputError) { try staged.commit() } catch { throw PublishingError(error) }
    }

    /// Removes everything staged; the folder stays as it was.
    func rollback() { staged.rollback() }
}
