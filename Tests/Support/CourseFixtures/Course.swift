import Foundation

/// Where the tests find the course: its blocks and pages in `Graphs/`, the one copy in the
/// repository, and what the course's core printed for each block in `Tests/Fixtures/expected/`.
/// Blocks that build no view tree (nothing to draw, so not in `Graphs/`) are in
/// `Tests/Fixtures/no-tree/`.
public enum Course {
    /// The repository's root, found from this file.
    public static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // CourseFixtures
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    /// `Graphs/`: every course block with a tree as `NN-slug-K.swift`, every page as `NN-slug.md`.
    public static let graphs = repository.appendingPathComponent("Graphs")

    /// `Tests/Fixtures`.
    public static let fixtures = repository.appendingPathComponent("Tests/Fixtures")

    /// A block by name (`09-local-state-1`): in `Graphs/`, or among the blocks without a tree.
    public static func block(_ name: String) -> URL {
        let drawn = graphs.appendingPathComponent("\(name).swift")
        if FileManager.default.fileExists(atPath: drawn.path) { return drawn }
        return fixtures.appendingPathComponent("no-tree/\(name).swift")
    }

    /// What the course's core printed for a block, compiled with `Invalidation.swift`.
    public static func expected(_ name: String) -> URL {
        fixtures.appendingPathComponent("expected/\(name).txt")
    }

    /// A page by file name (`09-local-state.md`).
    public static func page(_ file: String) -> URL {
        graphs.appendingPathComponent(file)
    }

    /// Every block's name, sorted: those with a tree and those without.
    public static let blockNames: [String] = files(in: fixtures.appendingPathComponent("expected"), suffix: ".txt")
        .map { String($0.dropLast(4)) }

    /// The blocks with a tree, sorted: the files `make graphs` renders.
    public static let drawnBlockNames: [String] = files(in: graphs, suffix: ".swift").map { String($0.dropLast(6)) }

    /// Every page's file name, sorted.
    public static let pageNames: [String] = files(in: graphs, suffix: ".md").filter { $0 != "README.md" }

    private static func files(in folder: URL, suffix: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(suffix) }
            .sorted()
    }
}
