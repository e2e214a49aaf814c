import Foundation

/// The shared fixtures under `Tests/Fixtures`, found through `#filePath`.
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Every block directory's name, sorted.
    static let blockNames: [String] = names(in: "blocks", suffix: nil)

    /// Every lesson page's file name, sorted.
    static let pageNames: [String] = names(in: "lessons", suffix: ".md")

    static func blockURL(_ name: String) -> URL { root.appendingPathComponent("blocks/\(name)/main.swift") }

    static func pageURL(_ name: String) -> URL { root.appendingPathComponent("lessons/\(name)") }

    static func text(_ url: URL) -> String { (try? String(contentsOf: url, encoding: .utf8)) ?? "" }

    private static func names(in folder: String, suffix: String?) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
        return entries.filter { suffix == nil || $0.hasSuffix(suffix!) }.sorted()
    }
}
