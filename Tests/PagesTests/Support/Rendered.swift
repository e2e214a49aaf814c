import CourseFixtures
import Foundation
import Publishing
import Synchronization
import TemporaryFolders

@testable import TriggerGraphCLI

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The repository's fixtures, found from this file.
let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
        "Fixtures")

/// Every course page in `Graphs/`, by file name.
let coursePages: [String] = Course.pageNames

/// Runs `triggergraph` in process; returns the exit status and standard error.
@discardableResult
func triggergraph(_ arguments: [String]) -> (status: Int32, err: String) {
    let lock = NSLock()
    var err = ""
    let console = Console(out: { _ in }, err: { text in lock.withLock { err += text } })
    let status = TriggerGraphCLI.run(arguments, console: console)
    return (status, lock.withLock { err })
}

/// A test's own failure, with a message.
struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Renders pages with `triggergraph render` into a fresh folder.
/// - Returns: The output folder.
func render(_ pages: [URL], options: [String] = []) throws -> URL {
    let folder = try temporaryFolder()
    let run = triggergraph(["render"] + pages.map(\.path) + ["-o", folder.path] + options)
    guard run.status == 0 else { throw Failure("render exited \(run.status): \(run.err)") }
    return folder
}

/// Every course page rendered once, in the light theme, for the tests that only read the output;
/// the folder is removed when the test process exits. (Rendering once keeps libgvc's layouts few.)
let renderedCourse: Result<URL, any Error> = Result {
    let output = try render(coursePages.map { Course.page($0) })
    removeAtExit(output)
    return output
}

/// Removes a folder when the test process exits.
func removeAtExit(_ folder: URL) {
    let first = foldersToRemove.withLock { folders in
        folders.append(folder.path)
        return folders.count == 1
    }
    guard first else { return }
    atexit {
        for path in foldersToRemove.withLock({ $0 }) { try? FileManager.default.removeItem(atPath: path) }
    }
}

private let foldersToRemove = Mutex<[String]>([])

/// Runs `body` on the folder holding every course page rendered.
func withRendered<T>(_ page: String, _ body: (URL) throws -> T) throws -> T {
    try body(try renderedCourse.get())
}

extension XMLElement {
    /// Every element below this one (and itself) with this name.
    func descendants(named name: String) -> [XMLElement] {
        let children = self.children?.compactMap { $0 as? XMLElement } ?? []
        return (self.name == name ? [self] : []) + children.flatMap { $0.descendants(named: name) }
    }

    /// Every element below this one, and itself.
    var allElements: [XMLElement] {
        [self] + (children?.compactMap { $0 as? XMLElement } ?? []).flatMap(\.allElements)
    }

    /// `attribute(forName:)` misses attributes in a default namespace on Linux, so read them all.
    var attributeMap: [String: String] {
        var result: [String: String] = [:]
        for attribute in attributes ?? [] {
            if let name = attribute.name { result[name] = attribute.stringValue ?? "" }
        }
        return result
    }

    var classes: Set<String> { Set((attributeMap["class"] ?? "").split(separator: " ").map(String.init)) }
}
