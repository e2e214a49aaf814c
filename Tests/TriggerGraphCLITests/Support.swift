import Foundation
import Publishing
import TemporaryFolders

@testable import TriggerGraphCLI

/// What one in-process run of the tool printed and returned.
struct Run {
    let status: Int32
    let out: String
    let err: String
}

/// Collects a console's output (the tool runs serially, so a lock-free box is enough per run).
final class Capture: @unchecked Sendable {
    private let lock = NSLock()
    private var out = ""
    private var err = ""

    func console(stdin: Data = Data()) -> Console {
        Console(
            out: { text in self.lock.withLock { self.out += text } },
            err: { text in self.lock.withLock { self.err += text } },
            readIn: { stdin }
        )
    }

    var result: (out: String, err: String) { lock.withLock { (out, err) } }
}

/// Runs `triggergraph` with these arguments, in process.
func triggergraph(_ arguments: String...) -> Run {
    triggergraph(arguments)
}

func triggergraph(_ arguments: [String]) -> Run {
    let capture = Capture()
    let status = TriggerGraphCLI.run(arguments, console: capture.console())
    let (out, err) = capture.result
    return Run(status: status, out: out, err: err)
}

/// The repository's root, found from this file.
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

let fixtures = repositoryRoot.appendingPathComponent("Tests/Fixtures")
