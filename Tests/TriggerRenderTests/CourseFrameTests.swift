import DiagramIDs
import Foundation
import LessonScript
import Testing
import TriggerDiagram
import TriggerModel
import TriggerRender

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// What every course block's frames must show, laid out as the command line lays a block out:
/// one layout over every tree its changes use.
@Suite("Course frames read at a glance")
struct CourseFrameTests {
    /// A block's scene and its renderer, laid out once per test process.
    struct Laid {
        let scene: Scene
        let renderer: DiagramRenderer

        init(_ block: CourseBlock, theme: Theme = .light) throws {
            scene = try block.scene()
            renderer = try block.sequence(theme: theme)
        }

        var diagram: SequenceDiagram { renderer.diagram }

        /// Every frame as an XML document.
        func svgFrames() throws -> [XMLElement] {
            try (0..<diagram.frameCount).map { index in
                let data = try renderer.render(frame: index, format: .svg, idPrefix: "f\(index)")
                return try #require(try XMLDocument(data: data).rootElement())
            }
        }
    }

    @Test("Every view shows its state; no two drawn edges join one pair", arguments: CourseBlock.all)
    func statesAndSingleEdges(_ block: CourseBlock) throws {
        let laid = try Laid(block)
        for (index, svg) in try laid.svgFrames().enumerated() {
            let frame = laid.diagram.frame(index)
            let ids = laid.diagram.viewIDs(ofTree: frame.tree)
            let groups = Self.groups(in: svg)
            let causes = Dictionary(uniqueKeysWithValues: frame.outcome.recomputed.map { ($0.node, $0.cause) })
            for (position, id) in ids.enumerated() {
                let classes = try #require(
                    groups.first { $0.title == id }?.classes, "\(block) \(frame.title): \(id) drawn")
                if let cause = causes[position] {
                    #expect(
                        classes.isSuperset(of: ["recomputed", cause.rawValue]),
                        "\(block) \(frame.title): \(id) \(classes)")
                } else {
                    #expect(classes.contains("skipped"), "\(block) \(frame.title): \(id) \(classes)")
                }
            }
            let pairs = groups.filter { $0.classes.contains("edge") }.map(\.title)
            #expect(Set(pairs).count == pairs.count, "\(block) \(frame.title): \(pairs.sorted())")
        }
    }

    @Test(
        "The title sits at one x in every frame; the legend names only the block's causes", arguments: CourseBlock.all)
    func stableHeader(_ block: CourseBlock) throws {
        let laid = try Laid(block)
        let causes = Set(laid.diagram.outcomes.flatMap { $0.recomputed.map(\.cause) })
        var titleXs = Set<String>()
        for (index, svg) in try laid.svgFrames().enumerated() {
            // The header's nodes, title first, then the legend.
            let texts = Self.groups(in: svg).filter { $0.classes.contains("header") && !$0.classes.contains("mark") }
                .flatMap(\.texts)
            titleXs.insert(try #require(texts.first?.x))
            // The title comes first, wrapped onto lines of its own when long.
            // (Under it the source line, which a block of several trees starts with the tree.)
            let titleLines = texts.prefix { !$0.text.hasPrefix("source:") && !$0.text.contains(" · source:") }
            #expect(titleLines.map(\.text).joined(separator: " ") == laid.diagram.frame(index).title, "\(block)")
            #expect(Set(titleLines.map(\.x)).count == 1, "\(block): the title's lines start at one x")
            let words = Set(texts.compactMap { $0.text.split(separator: " ").first.map(String.init) })
            for cause in Cause.allCases {
                #expect(
                    words.contains(cause.rawValue) == causes.contains(cause),
                    "\(block): \(cause.rawValue) in the legend")
            }
            #expect(words.contains("skipped"))
        }
        #expect(titleXs.count == 1, "\(block): title x \(titleXs.sorted())")
    }

    @Test("Siblings of a single-tree block run left to right in code order", arguments: CourseBlock.all)
    func siblingsInCodeOrder(_ block: CourseBlock) throws {
        let laid = try Laid(block)
        guard Set(laid.scene.changes.map(\.tree)).count == 1, let tree = laid.scene.changes.first?.tree else { return }
        let viewTree = laid.scene.trees[tree].tree
        let ids = laid.diagram.viewIDs(ofTree: tree)
        let positions = laid.renderer.nodePositions
        var children: [Int: [Int]] = [:]
        for position in viewTree.nodes.indices {
            if let parent = viewTree.parentPosition(of: position) { children[parent, default: []].append(position) }
        }
        for (parent, kids) in children {
            let xs = kids.map { positions[ids[$0]]!.x }
            #expect(
                xs == xs.sorted() && Set(xs).count == xs.count,
                "\(block): children of \(viewTree.nodes[parent].name) \(kids.map { viewTree.nodes[$0].name }) at \(xs)")
        }
    }

    @Test("The matched key is marked inside each recomputed view, and nowhere else", arguments: CourseBlock.all)
    func matchedKeyMarked(_ block: CourseBlock) throws {
        let laid = try Laid(block)
        for (index, svg) in try laid.svgFrames().enumerated() {
            let frame = laid.diagram.frame(index)
            let ids = laid.diagram.viewIDs(ofTree: frame.tree)
            let recomputed = Set(frame.outcome.recomputed.map { ids[$0.node] })
            for group in Self.groups(in: svg) where group.classes.contains("view") {
                let marked = group.texts.filter { $0.classes.contains("matched-key") }
                if recomputed.contains(group.title) {
                    #expect(marked.map(\.text) == [frame.change.key], "\(block) \(frame.title): \(group.title)")
                    #expect(marked.allSatisfy { $0.bold && $0.underlined })
                } else {
                    #expect(marked.isEmpty, "\(block) \(frame.title): \(group.title)")
                }
            }
        }
    }

    @Test(
        "Every source of the block is drawn in every frame, faint unless it is the frame's", arguments: CourseBlock.all)
    func everySourceInEveryFrame(_ block: CourseBlock) throws {
        let laid = try Laid(block)
        let frames = try laid.svgFrames()
        let sourceTitles = frames.map { Set(Self.groups(in: $0).filter { $0.classes.contains("source") }.map(\.title)) }
        for titles in sourceTitles { #expect(titles == sourceTitles[0], "\(block)") }
        for (index, svg) in frames.enumerated() {
            let key = laid.diagram.frame(index).change.key
            let tree = laid.scene.trees[laid.diagram.frame(index).tree].tree
            let active = Self.groups(in: svg).filter {
                $0.classes.contains("source") && !$0.classes.contains("inactive")
            }
            let hasNode: Bool =
                switch tree.storage[key] {
                case .model?, .environment?: true
                case .state(let owner)?: tree.position(of: owner) == nil
                case nil: false
                }
            #expect(active.count == (hasNode ? 1 : 0), "\(block) frame \(index + 1)")
        }
    }

    // MARK: - Reading the SVG

    struct Text {
        let text: String
        let x: String
        let classes: Set<String>
        let bold: Bool
        let underlined: Bool
    }

    struct Group {
        let title: String
        let classes: Set<String>
        let texts: [Text]
    }

    static func attribute(_ name: String, of element: XMLElement) -> String? {
        element.attributes?.first { $0.name == name }?.stringValue
    }

    static func groups(in root: XMLElement) -> [Group] {
        var groups: [Group] = []
        func visit(_ element: XMLElement) {
            for child in element.children?.compactMap({ $0 as? XMLElement }) ?? [] {
                if child.name == "g", let title = child.elements(forName: "title").first?.stringValue {
                    let texts = child.elements(forName: "text").map { text in
                        Text(
                            text: text.stringValue ?? "",
                            x: attribute("x", of: text) ?? "",
                            classes: Set((attribute("class", of: text) ?? "").split(separator: " ").map(String.init)),
                            bold: attribute("font-weight", of: text) == "bold",
                            underlined: attribute("text-decoration", of: text) == "underline"
                        )
                    }
                    let classes = Set((attribute("class", of: child) ?? "").split(separator: " ").map(String.init))
                    groups.append(Group(title: title, classes: classes, texts: texts))
                }
                visit(child)
            }
        }
        visit(root)
        return groups
    }
}

/// A long title wraps onto lines of its own and leaves the legend as it is.
@Suite("Long titles")
struct LongTitleTests {
    @Test func aLongTitleWrapsAndNeverStretchesTheLegend() throws {
        let tree = try ViewTree(
            nodes: [
                ViewNode("Screen", parent: nil, reads: ["k"]),
                ViewNode("Row", parent: "Screen", reads: ["k"]),
            ], storage: ["k": .state(owner: "Screen")])
        let long = String(repeating: "a-long-label ", count: 8).trimmingCharacters(in: .whitespaces)
        let renderer = try DiagramRenderer(
            diagram: SequenceDiagram(tree: tree, changes: [Change("short", key: "k"), Change(long, key: "k")]))
        func header(_ index: Int) throws -> (texts: [CourseFrameTests.Text], swatches: [String]) {
            let data = try renderer.render(frame: index, format: .svg, idPrefix: "f\(index)")
            let root = try #require(try XMLDocument(data: data).rootElement())
            let groups = CourseFrameTests.groups(in: root).filter { $0.classes.contains("header") }
            let swatches = try groups.flatMap { group in
                try #require(Self.element(titled: group.title, in: root)).elements(forName: "polygon")
                    .compactMap { CourseFrameTests.attribute("points", of: $0) }
            }
            return (groups.flatMap(\.texts), swatches)
        }
        let short = try header(0)
        let wrapped = try header(1)
        let titleLines = wrapped.texts.prefix { !$0.text.hasPrefix("source:") }
        #expect(titleLines.count > 1, "the long title wraps")
        #expect(titleLines.map(\.text).joined(separator: " ") == "\(long): k changed")
        #expect(titleLines.allSatisfy { $0.text.count <= 44 })
        #expect(Set(titleLines.map(\.x)) == [short.texts[0].x], "every line starts where the short title does")
        // The legend's swatches keep their columns: the same x in both frames.
        let xs = { (points: [String]) in points.map { $0.split(separator: " ").map { $0.split(separator: ",")[0] } } }
        #expect(
            !short.swatches.isEmpty && xs(short.swatches) == xs(wrapped.swatches.suffix(short.swatches.count)),
            "\(short.swatches) \(wrapped.swatches)")
    }

    private static func element(titled title: String, in element: XMLElement) -> XMLElement? {
        for child in element.children?.compactMap({ $0 as? XMLElement }) ?? [] {
            if child.name == "g", child.elements(forName: "title").first?.stringValue == title { return child }
            if let found = self.element(titled: title, in: child) { return found }
        }
        return nil
    }
}
