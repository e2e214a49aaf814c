import DOT
import Foundation
import Graphviz
import TriggerDiagram
import TriggerModel
import TriggerRender

/// Any text through the DOT quoting and the HTML-like labels, read back by libgvc's `agmemread`
/// and drawn as SVG: the graph is exactly the one written (no node, edge or graph more), each
/// label shows the text literally, and the SVG is XML with no script, link or event handler.
///
/// The input is up to three texts separated by a 0xFF byte (never part of UTF-8): a view name,
/// a key and a change label; invalid UTF-8 becomes U+FFFD. The first goes into a DOT graph as
/// a node id (read back, not drawn), then as a plain and an HTML-like label (drawn); then all
/// three into a two-view tree drawn by ``TriggerRender``.
public enum LabelRoundTripCheck: FuzzCheck {
    public static let name = "fuzz-labels"

    public static func problems(in input: Data) -> [String] {
        let parts = input.split(separator: 0xFF, maxSplits: 2, omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        let text = parts[0]
        let key = parts.count > 1 ? parts[1] : "key"
        let label = parts.count > 2 ? parts[2] : "changed"
        return idProblems(text) + labelProblems(text) + renderProblems(view: text, key: key, label: label)
    }

    /// The text as a node id, read back by `agmemread`: exactly the nodes written.
    ///
    /// Not drawn: libgvc writes node names into SVG titles through an escape that takes `&;`
    /// or `&#;` for an entity and leaves it, which is not XML. The tool's ids are synthetic.
    static func idProblems(_ text: String) -> [String] {
        var graph = DOTGraph(id: "G")
        var expectedNodes: Set = ["plain", "html"]
        graph.nodes = [DOTNode("plain"), DOTNode("html")]
        if !expectedNodes.contains(text) {
            graph.nodes.append(DOTNode(text, ["label": "id"]))
            expectedNodes.insert(LabelText.cgraphName(ofQuoted: DOT.quote(text)))
        }
        graph.edges = [DOTEdge("plain", "html", ["key": .string(text)])]
        let laidOut: LaidOutGraph
        do {
            laidOut = try LaidOutGraph(dot: graph.dotText)
        } catch {
            return ["quoted id broke the graph: \(error) in \(graph.dotText.debugDescription)"]
        }
        var nodes = Set(laidOut.nodePositions.keys)
        // cgraph keeps names that start with '%' for its anonymous objects ("%14523"), so such a
        // node gets one of those instead; the tool's ids never start with '%'.
        // (Scalars: '%' and a combining mark after it are one Character.)
        if let named = expectedNodes.first(where: { $0.unicodeScalars.first == "%" }),
            nodes.count == expectedNodes.count,
            let anonymous = nodes.subtracting(expectedNodes).first, anonymous.unicodeScalars.first == "%"
        {
            nodes.remove(anonymous)
            nodes.insert(named)
        }
        guard nodes == expectedNodes else {
            return [
                "nodes \(nodes.sorted().map(\.debugDescription)), expected \(expectedNodes.sorted().map(\.debugDescription))"
            ]
        }
        return []
    }

    /// The text as a plain label and an HTML-like label, straight through `DOTGraph` and drawn.
    static func labelProblems(_ text: String) -> [String] {
        var graph = DOTGraph(id: "G", nodeDefaults: ["shape": "box", "fontname": "DejaVu Sans"])
        graph.nodes = [DOTNode("plain", ["label": .text(text)]), DOTNode("html", ["label": .html(.text(text))])]
        graph.edges = [DOTEdge("plain", "html")]
        let dot = graph.dotText
        let svg: Data
        do {
            svg = try LaidOutGraph(dot: dot).render(format: "svg")
        } catch {
            return ["labels broke the graph: \(error) in \(dot.debugDescription)"]
        }
        let inspection: SVGInspection
        do {
            inspection = try SVGInspection(svg)
        } catch {
            return ["SVG is not XML (\(error)) for \(text.debugDescription)"]
        }
        var problems = inspection.active.map { "SVG holds \($0)" }
        let plain = LabelText.normalised(inspection.textByTitle["plain"] ?? [])
        if plain != LabelText.plainLines(text) {
            problems.append(
                "plain label shows \(plain.map(\.debugDescription)), expected \(LabelText.plainLines(text).map(\.debugDescription))"
            )
        }
        let html = LabelText.normalised(inspection.textByTitle["html"] ?? [])
        if html != LabelText.htmlLines(text) {
            problems.append(
                "HTML label shows \(html.map(\.debugDescription)), expected \(LabelText.htmlLines(text).map(\.debugDescription))"
            )
        }
        return problems
    }

    /// A two-view tree named by the texts, drawn the way the tool draws it.
    static func renderProblems(view: String, key: String, label: String) -> [String] {
        let other = view == "Child" ? "Other" : "Child"
        let svg: Data
        do {
            let tree = try ViewTree(
                nodes: [ViewNode(view, parent: nil, reads: [key]), ViewNode(other, parent: view, reads: [key])],
                storage: [key: .state(owner: view)]
            )
            svg = try tree.render(Change(label, key: key))
        } catch {
            return ["rendering a tree named \([view, key, label].map(\.debugDescription)) failed: \(error)"]
        }
        let inspection: SVGInspection
        do {
            inspection = try SVGInspection(svg)
        } catch {
            return ["frame SVG is not XML (\(error)) for \([view, key, label].map(\.debugDescription))"]
        }
        var problems = inspection.active.map { "frame SVG holds \($0)" }
        let shown = Set(LabelText.normalised(inspection.allText))
        for name in [view, key] {
            let lines = LabelText.htmlLines(name)
            if lines.count == 1, !shown.contains(lines[0]) {
                problems.append("frame does not show \(name.debugDescription) (as \(lines[0].debugDescription))")
            }
        }
        return problems
    }
}
