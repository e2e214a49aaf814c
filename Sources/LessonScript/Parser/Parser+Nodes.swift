import TriggerModel

extension Parser {
    /// `[ ViewNode(…), … ]`, possibly empty; returns the nodes and where each is written.
    mutating func parseNodeList() throws(Diagnostic) -> ([ViewNode], [SourceLocation]) {
        try expect("[")
        var nodes: [ViewNode] = []
        var locations: [SourceLocation] = []
        // Room once for as many nodes as the limit allows and the bytes left can hold (one in 32:
        // `ViewNode("",parent:nil,reads:[])`), so that neither list is copied as it grows.
        // min(maxNodes + 1, …), written so that a limit of Int.max does not overflow.
        let room = min(limits.maxNodes, (source.bytes.count - Int(current.start)) / 32 - 1) + 1
        nodes.reserveCapacity(room)
        locations.reserveCapacity(room)
        while !at("]") {
            locations.append(location(current))
            nodes.append(try parseNode())
            guard try continueList(until: "]") else { break }
            tokens.release(before: position - Self.lookbehind)  // a node list is never read again, nor skipped
        }
        try expect("]")
        return (nodes, locations)
    }

    /// `ViewNode("V", parent: nil|"P", reads: ["k", …])`.
    /// - Throws: `missingViewName` when the first argument is not a string.
    mutating func parseNode() throws(Diagnostic) -> ViewNode {
        try expect(identifier: "ViewNode")
        try expect("(")
        guard isStringToken(current) else { throw .error(.missingViewName, at: location(current)) }
        let name = try expectString("a view name string", as: .viewName)
        try expect(",")
        try expect(label: "parent")
        let parent: String?
        if at(identifier: "nil") {
            consume()
            parent = nil
        } else {
            parent = try expectString("'nil' or a parent name string", as: .parentName)
        }
        try expect(",")
        try expect(label: "reads")
        let reads = try parseStringArray()
        _ = consume(if: ",")
        try expect(")")
        return ViewNode(name, parent: parent, reads: reads)
    }

    /// `[ "a", "b", ]`, possibly empty.
    mutating func parseStringArray() throws(Diagnostic) -> [String] {
        try expect("[")
        var values: [String] = []
        while !at("]") {
            values.append(try expectString("a key string", as: .key))
            guard try continueList(until: "]") else { break }
        }
        try expect("]")
        return values
    }
}
