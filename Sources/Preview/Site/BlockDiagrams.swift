import LessonScript
import Publishing
import TextEscapes
import TriggerDiagram
import TriggerRender

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What the preview shows where a measurement block's diagrams go: its frames, a note when it
/// has none, or the error that keeps it from being read or drawn.
struct BlockDiagrams: Sendable, Equatable {
    enum Content: Sendable, Equatable {
        case frames([DrawnFrame])
        case note(String)
        case error(String)
    }

    /// The block's name, `<page>-<K>`.
    var name: String
    var index: Int
    var caption: String?
    var content: Content
}

/// One change of a block, drawn for the web.
struct DrawnFrame: Sendable, Equatable {
    /// NN: the change's 1-based position.
    var number: Int
    var title: String
    var textLine: String
    var svg: String
}

/// Draws blocks, and keeps what it drew by the block's text: a block whose text (and name and
/// file) did not change is not drawn again. Graphviz and the fonts stay loaded between drawings.
struct BlockDrawer {
    private var drawn: [Key: BlockDiagrams] = [:]
    /// How many blocks' diagrams are kept.
    var count: Int { drawn.count }

    private struct Key: Hashable {
        var file: String
        var name: String
        var source: String
    }

    /// The diagrams of a block read from `file`, and whether they had to be drawn now.
    mutating func diagrams(of reading: PageBlockReading, name: String, file: String) -> (BlockDiagrams, drawn: Bool) {
        let key = Key(file: file, name: name, source: reading.source)
        if let kept = drawn[key] { return (kept, false) }
        let diagrams = Self.draw(reading, name: name)
        drawn[key] = diagrams
        return (diagrams, true)
    }

    /// Forgets what was drawn for `file` but its blocks as they are now (`current`, by name), so
    /// that memory follows the pages.
    mutating func forget(file: String, keeping current: [String: String]) {
        drawn = drawn.filter { $0.key.file != file || current[$0.key.name] == $0.key.source }
    }

    private static func draw(_ reading: PageBlockReading, name: String) -> BlockDiagrams {
        let block: PageBlock
        switch reading.result {
        case .failure(let diagnostic):
            return BlockDiagrams(
                name: name, index: reading.index, caption: nil, content: .error(diagnostic.description))
        case .success(let read):
            block = read
        }
        var diagrams = BlockDiagrams(name: name, index: reading.index, caption: block.caption, content: .frames([]))
        guard let scene = block.scene else {
            diagrams.content = .note("This block has no view tree: nothing to draw.")
            return diagrams
        }
        guard !scene.changes.isEmpty else {
            diagrams.content = .note("This block changes nothing: nothing to draw.")
            return diagrams
        }
        do throws(PublishingError) {
            let frames = try SceneFrames(scene: scene, theme: .light, layout: true, bitmaps: false)
            // A block's name always ends in its number, so it always has a slug.
            let idName = Slug.of(name) ?? ""
            var drawnFrames: [DrawnFrame] = []
            for index in 0..<frames.count {
                let drawn = try frames.draw(index, formats: [.svg], idPrefix: "\(idName)-\(index + 1)")
                drawnFrames.append(
                    DrawnFrame(
                        number: index + 1, title: drawn.frame.title, textLine: drawn.frame.textLine,
                        svg: String(decoding: drawn.files[.svg] ?? Data(), as: UTF8.self)))
            }
            diagrams.content = .frames(drawnFrames)
        } catch {
            diagrams.content = .error(error.description)
        }
        return diagrams
    }
}
