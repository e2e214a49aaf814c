import DOT
import Foundation
import Testing

@testable import Graphviz

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
        #expect(LaidOutGraph.labelsTakenHere == before + 2)
        let annotated = String(decoding: try LaidOutGraph(dot: Self.body).render(format: "dot"), as: UTF8.self)
        let read = try LaidOutGraph(dot: annotated, engine: "nop2")
        #expect(LaidOutGraph.labelsTakenHere == before + 2)
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
        #expect(LaidOutGraph.labelsTakenHere == before + 2)
        #expect(LaidOutGraph.releaseKeptLabels() == 2)
        #expect(taking.nodeSizes == fresh.nodeSizes)
        #expect(Self.nodes(try taking.render(format: "svg")) == Self.nodes(try fresh.render(format: "svg")))
        _ = try LaidOutGraph(dot: target)
        #expect(LaidOutGraph.labelsTakenHere == before + 2, "a label was taken after the release")
    }

    /// While labels are made again, none is taken, and what is drawn is the same.
    @Test func labelsMadeAgainDrawTheSame() throws {
        let before = LaidOutGraph.labelsTakenHere
        let again = try LaidOutGraph.withLabelsMadeAgain {
            try LaidOutGraph(takingOver: LaidOutGraph(dot: Self.body), engine: "nop2")
        }
        #expect(LaidOutGraph.labelsTakenHere == before)
        let taken = try LaidOutGraph(takingOver: LaidOutGraph(dot: Self.body), engine: "nop2")
        #expect(LaidOutGraph.labelsTakenHere == before + 2)
        #expect(try again.render(format: "svg") == taken.render(format: "svg"))
    }
}
