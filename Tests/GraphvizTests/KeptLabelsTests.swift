import DOT
import Foundation
import Testing

@testable import Graphviz

/// Whether libgvc binds to the package's `make_label`: on ELF systems; on macOS, two-level
/// namespaces keep libgvc's own, and every label is made again.
#if canImport(Glibc)
    private let labelsCanBeTaken = true
#else
    private let labelsCanBeTaken = false
#endif

/// How many labels a layout is expected to take, where labels can be taken.
private func takenWhereLabelsCanBe(_ count: Int) -> Int { labelsCanBeTaken ? count : 0 }

/// A node's HTML label is made once for two layouts (`GraphvizLabels`): kept from a graph laid
/// out again, or handed over from the graph that measured it, it draws what a label made again
/// draws.
@Suite("HTML labels made once")
struct KeptLabelsTests {
    static let body = """
        digraph kept {
          node [shape=box fontname="DejaVu Sans"]
          a [label=<<TABLE BORDER="0" CELLPADDING="2"><TR><TD><B>Kept</B></TD></TR><TR><TD>a table</TD></TR></TABLE>>]
          b [label=<<I>kept</I> too>]
          c [label="plain"]
          a -> b -> c
        }
        """

    /// The SVG's node groups, ids left out.
    static func nodes(_ svg: Data) -> [String] {
        String(decoding: svg, as: UTF8.self)
            .matches(of: /<g id="[^"]*" (class="node">.*?<\/g>)/.dotMatchesNewlines()).map { String($0.1) }
    }

    /// Both HTML labels go to the layout again; the plain one is made again. What is drawn is
    /// what the graph's text, read back and laid out again, draws.
    @Test func aGraphLaidOutAgainKeepsItsHTMLLabels() throws {
        let before = LaidOutGraph.labelsTakenHere
        let taken = try LaidOutGraph(takingOver: LaidOutGraph(dot: Self.body), engine: "nop2")
        #expect(LaidOutGraph.labelsTakenHere == before + takenWhereLabelsCanBe(2))
        let annotated = String(decoding: try LaidOutGraph(dot: Self.body).render(format: "dot"), as: UTF8.self)
        let read = try LaidOutGraph(dot: annotated, engine: "nop2")
        #expect(LaidOutGraph.labelsTakenHere == before + takenWhereLabelsCanBe(2))
        #expect(taken.nodeSizes == read.nodeSizes)
        #expect(taken.nodePositions == read.nodePositions)
        #expect(Self.nodes(try taken.render(format: "svg")) == Self.nodes(try read.render(format: "svg")))
        #expect(try taken.render(format: "png") == read.render(format: "png"))
    }

    /// Labels handed over by a graph since freed go to nodes asking for the same text, font, size
    /// and pen colour (a table's border takes the node's); not to a node of another size, nor
    /// twice; the one no node took is freed.
    @Test func handedOverLabelsGoToNodesMadeFromTheSameInputs() throws {
        LaidOutGraph.releaseKeptLabels()
        let target = """
            digraph target {
              node [shape=box fontname="DejaVu Sans"]
              y [label=<<TABLE BORDER="1"><TR><TD><B>handed over</B></TD></TR></TABLE>> fontsize=20]
              z [label=<<TABLE BORDER="1"><TR><TD><B>handed over</B></TD></TR></TABLE>> pencolor="#D55E00"]
              x [label=<<TABLE BORDER="1"><TR><TD><B>handed over</B></TD></TR></TABLE>>]
              w [label=<<TABLE BORDER="1"><TR><TD><B>handed over</B></TD></TR></TABLE>>]
            }
            """
        let fresh = try LaidOutGraph(dot: target)
        let before = LaidOutGraph.labelsTakenHere
        do {
            let measured = try LaidOutGraph(
                dot: """
                    digraph measured {
                      node [shape=box fontname="DejaVu Sans"]
                      n0 [label=<<TABLE BORDER="1"><TR><TD><B>handed over</B></TD></TR></TABLE>>]
                      n1 [label=<<TABLE BORDER="1"><TR><TD><B>handed over</B></TD></TR></TABLE>> pencolor="#D55E00"]
                      n2 [label=<<I>not asked for</I>>]
                    }
                    """)
            measured.handOverLabels()
        }
        let taking = try LaidOutGraph(dot: target)
        // y (another size, asking first) makes its own; z takes n1's (its pen colour), not n0's;
        // x takes n0's; w (n0's taken) makes its own.
        #expect(LaidOutGraph.labelsTakenHere == before + takenWhereLabelsCanBe(2))
        #expect(LaidOutGraph.releaseKeptLabels() == takenWhereLabelsCanBe(2))
        #expect(taking.nodeSizes == fresh.nodeSizes)
        #expect(Self.nodes(try taking.render(format: "svg")) == Self.nodes(try fresh.render(format: "svg")))
        _ = try LaidOutGraph(dot: target)
        #expect(
            LaidOutGraph.labelsTakenHere == before + takenWhereLabelsCanBe(2), "a label was taken after the release")
    }

    /// While labels are made again, none is taken, and what is drawn is the same.
    @Test func labelsMadeAgainDrawTheSame() throws {
        let before = LaidOutGraph.labelsTakenHere
        let again = try LaidOutGraph.withLabelsMadeAgain {
            try LaidOutGraph(takingOver: LaidOutGraph(dot: Self.body), engine: "nop2")
        }
        #expect(LaidOutGraph.labelsTakenHere == before)
        let taken = try LaidOutGraph(takingOver: LaidOutGraph(dot: Self.body), engine: "nop2")
        #expect(LaidOutGraph.labelsTakenHere == before + takenWhereLabelsCanBe(2))
        #expect(try again.render(format: "svg") == taken.render(format: "svg"))
    }

    /// A graph's labels handed over, laid out again with `target`: no label is taken (each node
    /// asks with inputs the kept ones were not made from), and `target` draws what it draws alone.
    static func handOver(_ measured: String, to target: String) throws {
        LaidOutGraph.releaseKeptLabels()
        let fresh = try LaidOutGraph(dot: target)
        let before = LaidOutGraph.labelsTakenHere
        try LaidOutGraph(dot: measured).handOverLabels()
        let taking = try LaidOutGraph(dot: target)
        #expect(LaidOutGraph.labelsTakenHere == before, "a label made from other inputs was taken")
        LaidOutGraph.releaseKeptLabels()
        #expect(taking.nodeSizes == fresh.nodeSizes)
        #expect(Self.nodes(try taking.render(format: "svg")) == Self.nodes(try fresh.render(format: "svg")))
    }

    /// A table without a COLOR of its own draws its border in its node's `pencolor`, else its
    /// `color`: a label made for a node without either is not one for a red node.
    @Test func aTableTakesItsNodesColourSoALabelGoesOnlyToANodeOfTheSameColour() throws {
        let table = #"<<TABLE BORDER="1"><TR><TD>coloured</TD></TR></TABLE>>"#
        try Self.handOver(
            "digraph m { node [shape=box fontname=\"DejaVu Sans\"] n0 [label=\(table)] }",
            to: "digraph t { node [shape=box fontname=\"DejaVu Sans\" color=\"#D55E00\"] x [label=\(table)] }")
        try Self.handOver(
            "digraph m { node [shape=box fontname=\"DejaVu Sans\" color=\"#D55E00\"] n0 [label=\(table)] }",
            to: "digraph t { node [shape=box fontname=\"DejaVu Sans\" color=\"#D55E00\" pencolor=\"#0072B2\"] "
                + "x [label=\(table)] }")
    }

    /// Escapes such as `\N` stand for the node's name in its label's text: such a label is its
    /// node's alone.
    @Test func aLabelNamingItsNodeIsNotHandedOver() throws {
        try Self.handOver(
            #"digraph m { node [shape=box fontname="DejaVu Sans"] n0 [label=<name \N>] }"#,
            to: #"digraph t { node [shape=box fontname="DejaVu Sans"] longer [label=<name \N>] }"#)
    }

    /// A record's label is parsed field by field when its shape is made, not as one HTML label:
    /// it is neither kept nor taken, and a record laid out again draws what its text read back draws.
    @Test func aRecordsLabelIsMadeAgain() throws {
        let record =
            #"digraph r { node [shape=record fontname="DejaVu Sans"] a [label=<<B>x</B>>] b [label="{p|q}"] a -> b }"#
        let before = LaidOutGraph.labelsTakenHere
        let taken = try LaidOutGraph(takingOver: LaidOutGraph(dot: record), engine: "nop2")
        #expect(LaidOutGraph.labelsTakenHere == before)
        let annotated = String(decoding: try LaidOutGraph(dot: record).render(format: "dot"), as: UTF8.self)
        let read = try LaidOutGraph(dot: annotated, engine: "nop2")
        #expect(Self.nodes(try taken.render(format: "svg")) == Self.nodes(try read.render(format: "svg")))
        try Self.handOver(record, to: record)
    }

    /// A graph whose labels were handed over draws nothing: it throws instead.
    @Test func aGraphWhoseLabelsWereHandedOverIsNotDrawn() throws {
        let graph = try LaidOutGraph(dot: Self.body)
        graph.handOverLabels()
        LaidOutGraph.releaseKeptLabels()
        #expect(throws: GraphvizError.self) { try graph.render(format: "svg") }
    }
}
