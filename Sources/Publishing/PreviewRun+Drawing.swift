import LessonScript
import Pages
import SystemIO
import TriggerDiagram
import TriggerRender

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension PreviewRun {
    /// A page read block by block, and planned as a run plans it.
    struct ReadPage {
        /// Each measurement block, read on its own.
        var readings: [PageBlockReading]
        /// The blocks that read and have a tree, by K, as the plan names them and their frames.
        var planned: [Int: PublishPlan.Block]
        /// Why the page's blocks cannot be named, if they cannot.
        var planError: PublishError?
    }

    /// Reads a page's blocks each on its own, and plans those that read as `render` plans the page.
    static func read(_ text: String, path: String, name: String, limits: InputLimits) -> ReadPage {
        let readings = PageReader.readEach(text, file: path, stem: name, limits: limits)
        let blocks = readings.compactMap { try? $0.result.get() }
        let document = InputDocument(
            pageNamed: name, title: PageReader.title(of: text), blocks: blocks, warnings: [], text: text)
        var read = ReadPage(readings: readings, planned: [:])
        do throws(PublishError) {
            let plan = try PublishPlan(inputs: [(path, document)], layout: .frames(previews: true))
            let byName = Dictionary(plan.blocks.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            for (index, blockName) in plan.pages.first?.blockNames ?? [:] { read.planned[index] = byName[blockName] }
        } catch {
            read.planError = error
        }
        return read
    }

    /// Draws the blocks of K `indices` here: each frame as `render` draws its SVG in the first
    /// theme, light (the same layout, the same ids).
    static func draw(_ indices: [Int], of read: ReadPage, naming: (Setting) -> String) -> [Int: Drawing] {
        var drawings: [Int: Drawing] = [:]
        for index in indices {
            guard let block = read.planned[index] else { continue }
            drawings[index] = draw(block, naming: naming)
        }
        return drawings
    }

    /// A block's frames, drawn.
    static func draw(_ block: PublishPlan.Block, naming: (Setting) -> String) -> Drawing {
        do throws(PublishingError) {
            let frames = try SceneFrames(scene: block.scene, theme: .light, layout: true, bitmaps: false)
            let variant = ThemeVariant(theme: Theme.light.name, primary: true)
            var drawn: [PreviewFrame] = []
            for frame in block.frames {
                let drawing = try frames.draw(frame.index, formats: [.svg], idPrefix: frame.idPrefix + variant.idSuffix)
                drawn.append(
                    PreviewFrame(
                        number: frame.index + 1, textLine: drawing.frame.textLine,
                        svg: String(decoding: drawing.files[.svg] ?? Data(), as: UTF8.self), links: []))
            }
            return .success(drawn)
        } catch {
            return .failure(DrawingFailure(message: error.message(naming: naming)))
        }
    }

    /// What a child of the drawing process is asked: the page's text, path and name, and which blocks to draw.
    static func request(text: String, path: String, name: String, indices: [Int]) -> [UInt8] {
        var wire = WireWriter()
        wire.write(text)
        wire.write(path)
        wire.write(name)
        wire.write(indices)
        return wire.bytes
    }

    /// A child's answer to ``request(text:path:name:indices:)``: it reads and plans the page
    /// again, as the preview did, and draws the blocks asked for.
    static func answer(_ request: [UInt8], limits: InputLimits, naming: (Setting) -> String) -> [UInt8] {
        var input = WireReader(request)
        var wire = WireWriter()
        guard let text = try? input.read(String.self), let path = try? input.read(String.self),
            let name = try? input.read(String.self), let indices = try? input.read([Int].self)
        else { return wire.bytes }
        let drawings = draw(indices, of: read(text, path: path, name: name, limits: limits), naming: naming)
        wire.write(drawings.count)
        for (index, drawing) in drawings.sorted(by: { $0.key < $1.key }) {
            wire.write(index)
            switch drawing {
            case .success(let frames):
                wire.write(1)
                wire.write(frames.count)
                for frame in frames {
                    wire.write(frame.number)
                    wire.write(frame.textLine)
                    wire.write(frame.svg)
                }
            case .failure(let failure):
                wire.write(0)
                wire.write(failure.message)
            }
        }
        return wire.bytes
    }

    /// The drawings an answer holds; nil when it is not a whole answer.
    static func drawings(_ answer: [UInt8]) -> [Int: Drawing]? {
        var wire = WireReader(answer)
        var drawings: [Int: Drawing] = [:]
        do throws(WireReader.Corrupted) {
            let count: Int = try wire.read()
            for _ in 0..<max(0, count) {
                let index: Int = try wire.read()
                if try wire.read(Int.self) == 1 {
                    var frames: [PreviewFrame] = []
                    for _ in 0..<max(0, try wire.read(Int.self)) {
                        frames.append(
                            PreviewFrame(
                                number: try wire.read(), textLine: try wire.read(), svg: try wire.read(), links: []))
                    }
                    drawings[index] = .success(frames)
                } else {
                    drawings[index] = .failure(DrawingFailure(message: try wire.read()))
                }
            }
        } catch {
            return nil
        }
        return wire.isAtEnd ? drawings : nil
    }
}
