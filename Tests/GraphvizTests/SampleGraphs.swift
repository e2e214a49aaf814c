/// DOT inputs shared by the tests.
enum SampleGraphs {
    /// Six views; every attribute a frame changes is declared as a default first.
    static let sixNodes = """
        digraph Tree {
          graph [class=""]
          node [shape=box style="rounded,filled" fillcolor="#EEEEEE" color="#9E9E9E" \
        penwidth=1 class="view" fontname="DejaVu Sans"]
          edge [color="#9E9E9E" style=solid class="" penwidth=1]
          App -> Content [key=appContent]
          Content -> Header [key=contentHeader]
          Content -> List
          List -> Row1
          List -> Row2
        }
        """

    /// A chain of `count` nodes, fanned out so that dot has work to do.
    static func wide(_ count: Int) -> String {
        var lines = [
            "digraph Wide {",
            ##"  node [shape=box style=filled fillcolor="#EEEEEE" color="#9E9E9E" class=""]"##,
            ##"  edge [color="#9E9E9E" style=solid]"##,
        ]
        for index in 1..<count {
            lines.append("  n\((index - 1) / 4) -> n\(index)")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }
}
