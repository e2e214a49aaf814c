import Foundation
import Testing
import TriggerDiagram
import TriggerRender

/// Every course block's frames read where they are shown: text large enough, frames narrow
/// enough, no key beside another edge, few crossings, a header that starts where the drawing
/// starts, and a legend that names only what the block has.
@Suite("Course frames legible where they are read")
struct LegibilityTests {
    /// Every frame of a block, drawn as the command line draws it (light SVG), as geometry.
    static func drawings(_ block: CourseBlock) throws -> [(title: String, drawing: SVGDrawing)] {
        let renderer = try block.sequence()
        return try (0..<renderer.frameCount).map { index in
            let data = try renderer.render(frame: index, format: .svg, idPrefix: "f\(index)")
            return (renderer.diagram.frame(index).title, try SVGDrawing(data))
        }
    }

    /// The most frames of the course whose drawn edges may cross.
    static let crossingLimit = 3

    @Test("The smallest text is at least 12 CSS px and no frame is wider than 960 px", arguments: CourseBlock.all)
    func readableSizes(_ block: CourseBlock) throws {
        for (title, drawing) in try Self.drawings(block) {
            let texts = drawing.headerTexts + drawing.nodes.flatMap(\.texts) + drawing.edges.flatMap(\.texts)
            #expect(!texts.isEmpty)
            let smallest = try #require(texts.map(\.size).min())
            #expect(smallest >= 12, "\(block) \(title): \(smallest) px")
            #expect(drawing.width > 0 && drawing.width <= 960, "\(block) \(title): \(drawing.width) px wide")
            // The theme's proportions: a view's name larger than its keys, the title larger still.
            let views = drawing.bodyNodes.filter { $0.id.hasPrefix("v") }
            for view in views {
                guard let name = view.texts.first else { continue }
                #expect(view.texts.dropFirst().allSatisfy { $0.size < name.size }, "\(block) \(title): \(view.id)")
            }
            let names = views.compactMap(\.texts.first?.size)
            #expect(drawing.headerTexts.map(\.size).max()! > names.max() ?? 0, "\(block) \(title)")
        }
    }

    @Test("Every text names a generic sans-serif face last", arguments: CourseBlock.all)
    func fontFallback(_ block: CourseBlock) throws {
        for (title, drawing) in try Self.drawings(block) {
            for text in drawing.headerTexts + drawing.nodes.flatMap(\.texts) + drawing.edges.flatMap(\.texts) {
                #expect(text.family.hasSuffix(", sans-serif"), "\(block) \(title): \(text.string) \(text.family)")
            }
            // Views and sources: anchored at their middle, at the centre of the box.
            for node in drawing.bodyNodes {
                for text in node.texts {
                    #expect(text.anchor == "middle", "\(block) \(title): \(node.id) \(text.string)")
                    #expect(
                        abs(text.x - (node.box.minX + node.box.maxX) / 2) < 0.01,
                        "\(block) \(title): \(node.id) \(text.string)")
                }
            }
        }
    }

    @Test("No key label is nearer another edge than its own", arguments: CourseBlock.all)
    func keysOnTheirOwnEdges(_ block: CourseBlock) throws {
        for (title, drawing) in try Self.drawings(block) {
            for edge in drawing.edges {
                for text in edge.texts {
                    // A label's middle: libgvc anchors edge labels at their middle, on the baseline.
                    let point = (x: text.x, y: text.y - text.size * 0.35)
                    let own = SVGDrawing.distance(from: point, to: edge.line)
                    for other in drawing.edges where other.id != edge.id {
                        let distance = SVGDrawing.distance(from: point, to: other.line)
                        #expect(own < distance, "\(block) \(title): \(text.string) nearer \(other.id) than \(edge.id)")
                    }
                }
            }
            // The changed key is written in the title and marked in each of its readers.
            let key = title.components(separatedBy: ": ").last!.replacingOccurrences(of: " changed", with: "")
            // (A long title wraps: its lines are texts of their own.)
            let header = drawing.headerTexts.map(\.string).joined(separator: " ")
            #expect(header.contains("\(key) changed"), "\(block) \(title): \(header)")
        }
    }

    @Test("The header starts where the drawing starts", arguments: CourseBlock.all)
    func headerLeftAligned(_ block: CourseBlock) throws {
        for (title, drawing) in try Self.drawings(block) {
            let header = try #require(drawing.headerLeft, "\(block) \(title)")
            let body = try #require(drawing.bodyNodes.map(\.box.minX).min(), "\(block) \(title)")
            let lines = drawing.edges.flatMap(\.line).map(\.x)
            let left = min(body, lines.min() ?? body)
            // The title's text starts a table cell's padding (4 pt) inside the header's left edge.
            #expect(header >= left && header - left <= 6, "\(block) \(title): header at \(header), body at \(left)")
        }
    }

    @Test("Each legend lists entering and leaving only where the block has them", arguments: CourseBlock.all)
    func legendListsWhatTheBlockHas(_ block: CourseBlock) throws {
        let diagram = try block.sequence().diagram
        let enters = diagram.frames.contains { !$0.entering.isEmpty }
        let leaves = diagram.frames.contains { !$0.leaving.isEmpty }
        for (title, drawing) in try Self.drawings(block) {
            let texts = drawing.headerTexts.map(\.string)
            #expect(texts.contains { $0.hasPrefix("entering ") } == enters, "\(block) \(title): \(texts)")
            #expect(texts.contains { $0.hasPrefix("leaving ") } == leaves, "\(block) \(title): \(texts)")
        }
    }

    @Test("No two drawn edges cross, except in a few frames of the course")
    func fewCrossings() throws {
        var crossed: [String] = []
        for block in CourseBlock.all {
            for (title, drawing) in try Self.drawings(block) {
                let crossings = drawing.crossings()
                if !crossings.isEmpty { crossed.append("\(block) \(title): \(crossings)") }
            }
        }
        #expect(crossed.count <= Self.crossingLimit, "\(crossed.count) frames:\n\(crossed.joined(separator: "\n"))")
    }

    /// The measurements the frames are held to, printed for the record.
    @Test func measurements() throws {
        var areas: [Double] = []
        var widest = 0.0
        var smallest = Double.infinity
        for block in CourseBlock.all {
            for (title, drawing) in try Self.drawings(block) {
                let crossings = drawing.crossings()
                if !crossings.isEmpty { print("crossing: \(block) \(title): \(crossings)") }
                areas.append(drawing.width * drawing.height)
                widest = max(widest, drawing.width)
                let sizes = (drawing.headerTexts + drawing.nodes.flatMap(\.texts)).map(\.size)
                smallest = min(smallest, sizes.min() ?? .infinity)
            }
        }
        areas.sort()
        let median =
            areas.count % 2 == 1 ? areas[areas.count / 2] : (areas[areas.count / 2 - 1] + areas[areas.count / 2]) / 2
        print(
            "frames \(areas.count), median area \(Int(median)) px², widest \(widest) px, smallest text \(smallest) px")
        #expect(areas.count > 0)
    }
}
