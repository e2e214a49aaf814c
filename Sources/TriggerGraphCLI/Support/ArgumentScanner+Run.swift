import TriggerGraph

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension ArgumentScanner {
    /// A publishing run from the options of a command that writes a folder (``Option/writing``)
    /// and draws (``Option/drawing``).
    /// - Throws: `PublishingError.usage` when `-o` is missing, empty or holds a NUL byte, or a
    ///   number is not one.
    mutating func publishingRun(console: Console) throws(PublishingError) -> PublishingRun {
        guard let output = try option("-o", "--output") else { throw .usage("missing -o DIR") }
        guard !output.isEmpty else { throw .usage("-o needs a folder") }
        try ArgumentScanner.checkPath(output, of: "-o")
        var run = PublishingRun(output: URL(fileURLWithPath: output))
        run.sync = !flag("--no-sync")
        run.force = flag("--force")
        run.jobs = try wholeNumber(.jobs) ?? console.drawingProcesses
        run.limits = try limits(drawing: true)
        return run
    }
}

extension Command {
    /// Reads the one input of a command that takes one (`dot`, `scene`).
    /// - Throws: `PublishingError.usage` for more than one.
    static func loadOne(_ paths: [String], limits: InputLimits, verbosity: Verbosity, console: Console)
        throws(PublishingError) -> LoadedInput
    {
        guard paths.count <= 1 else { throw .usage("\(name) takes one input") }
        return try console.load(paths, limits: limits, verbosity: verbosity)[0]
    }
}
