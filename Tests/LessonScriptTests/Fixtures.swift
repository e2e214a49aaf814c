import CourseFixtures
import Foundation

/// The course's blocks and pages, as the tests of this target name them.
enum Fixtures {
    /// Every block's name, sorted: with a tree (in `Graphs/`) and without.
    static let blockNames: [String] = Course.blockNames

    /// Every lesson page's file name, sorted.
    static let pageNames: [String] = Course.pageNames

    static func blockURL(_ name: String) -> URL { Course.block(name) }

    static func expectedURL(_ name: String) -> URL { Course.expected(name) }

    static func pageURL(_ name: String) -> URL { Course.page(name) }

    static func text(_ url: URL) -> String { (try? String(contentsOf: url, encoding: .utf8)) ?? "" }
}
