import LessonScript

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

extension Console {
    /// Publishes `paths` with `writer` as a command shows it on this console: the inputs' warnings
    /// as `verbosity` says, progress on the terminal's status line while the blocks are drawn,
    /// and at the end the warnings' summary and how many files are where.
    ///
    /// The run reads standard input from this console and draws in at most ``drawingProcesses``
    /// processes. It installs no signal handler: that is the program's choice (``Interruption``).
    /// - Parameters:
    ///   - paths: The inputs: `.swift` blocks, `.md` pages, `.json` scenes, `-` for standard input.
    ///   - writer: What is written for each block.
    ///   - run: The run's output folder and settings.
    ///   - verbosity: How much is said beside errors.
    /// - Returns: The manifest written.
    /// - Throws: `PublishingError`, the status line cleared; nothing of the run is then left in the
    ///   output folder.
    @discardableResult
    public func publish(
        _ paths: [String], with writer: inout some BlockWriter, run: PublishingRun, verbosity: Verbosity
    ) throws(PublishingError) -> Manifest {
        let tally = WarningTally(verbosity, console: self)
        let command = writer.command
        var run = run
        run.jobs = min(run.jobs, drawingProcesses)
        run.warn = tally.add
        run.readStandardInput = readStandardInput
        if errorIsTerminal, verbosity != .quiet {
            run.progress = { progress in self.status(progress.statusLine(command: command)) }
        }
        defer { clearStatus() }
        let manifest = try run.publish(paths, with: &writer)
        clearStatus()
        guard verbosity != .quiet else { return manifest }
        if let summary = tally.summary { warn(summary) }
        warn("\(command): \(manifest.allFiles.count + 1) file(s) in \(run.output.path)")
        return manifest
    }

    /// Reads `paths` for a command that only reads: standard input from this console, the inputs'
    /// warnings as `verbosity` says, then their summary.
    /// - Parameters:
    ///   - paths: The inputs: `.swift` blocks, `.md` pages, `.json` scenes, `-` for standard input.
    ///   - limits: The sizes each input, its names and its trees may have.
    ///   - verbosity: How much is said beside errors.
    ///   - keepingBytes: Whether each file's bytes, and which version of it they are, are kept,
    ///     for ``fix(_:)``.
    /// - Returns: Each input read, in order, with its path as given.
    /// - Throws: `PublishingError`, as ``Inputs/load(_:limits:name:readStandardInput:keepingBytes:warn:)`` does.
    public func load(
        _ paths: [String], limits: InputLimits, verbosity: Verbosity = .normal, keepingBytes: Bool = false
    ) throws(PublishingError) -> [LoadedInput] {
        let tally = WarningTally(verbosity, console: self)
        let inputs = try Inputs.load(
            paths, limits: limits, readStandardInput: readStandardInput, keepingBytes: keepingBytes, warn: tally.add)
        if let summary = tally.summary { warn(summary) }
        return inputs
    }
}

extension RunProgress {
    /// `render: 3/12 blocks, 40/131 frames, 1.2 s`: how far `command`'s run is, on a status line.
    func statusLine(command: String) -> String {
        "\(command): \(blocks.done)/\(blocks.total) blocks, \(frames.done)/\(frames.total) frames, "
            + Self.tenths(elapsed) + " s"
    }

    /// `seconds` with one decimal, as `printf`'s `%.1f` writes it.
    static func tenths(_ seconds: Double) -> String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer in
            let count = withVaList([seconds]) { vsnprintf(buffer.baseAddress!, 64, "%.1f", $0) }
            return count > 0 && count < 64 ? String(cString: buffer.baseAddress!) : "\(seconds)"
        }
    }
}
