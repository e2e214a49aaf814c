import TriggerModel

extension Parser {
    /// `TREE.change("label", key: "key")`: records the change as a step; returns its index.
    mutating func parseChangeCall() throws(Diagnostic) -> Int {
        let treeToken = try expectName("a tree name")
        let tree: Int
        switch bindings[text(treeToken)] {
        case .tree(let index): tree = index
        case nil: throw .error(.undefinedName(text(treeToken), role: "tree"), at: location(treeToken))
        default: throw .error(.notA(name: text(treeToken), role: "a view tree"), at: location(treeToken))
        }
        try expect(".")
        try expect(identifier: "change")
        try expect("(")
        let label = try expectString("a change label string", as: .changeLabel)
        try expect(",")
        try expect(label: "key")
        let key = try expectString("a key string", as: .key)
        _ = consume(if: ",")
        try expect(")")
        steps.append(.change(SceneChange(tree: tree, change: Change(label, key: key), location: location(treeToken))))
        changeCount += 1
        return changeCount - 1
    }

    /// `[ TREE.change(…), NAME, … ].flatMap { $0 }`: new changes run in order, named ones are reused.
    mutating func parseChangeList() throws(Diagnostic) -> [Int] {
        try expect("[")
        var indices: [Int] = []
        while !at("]") {
            if isChangeCall {
                indices.append(try parseChangeCall())
            } else {
                indices.append(contentsOf: try parseChangeName())
            }
            guard try continueList(until: "]") else { break }
        }
        try expect("]")
        try expect(".")
        try expect(identifier: "flatMap")
        try expect("{")
        try expect(identifier: "$0")
        try expect("}")
        return indices
    }

    /// A name bound to earlier change results.
    mutating func parseChangeName() throws(Diagnostic) -> [Int] {
        let token = try expectName("a change or the name of a change result")
        switch bindings[text(token)] {
        case .changes(let indices): return indices
        case nil: throw .error(.undefinedName(text(token), role: "change result"), at: location(token))
        default: throw .error(.notA(name: text(token), role: "a change result"), at: location(token))
        }
    }

    /// `countCauses(NAME)`, or `countCauses` of a change or change list written in place.
    mutating func parseCount() throws(Diagnostic) {
        let location = location(current)
        try expect(identifier: "countCauses")
        try expect("(")
        let indices: [Int]
        if at("[") {
            indices = try parseChangeList()
        } else if isChangeCall {
            indices = [try parseChangeCall()]
        } else {
            indices = try parseChangeName()
        }
        try expect(")")
        try expectStatementEnd()
        steps.append(.count(CountRequest(changes: indices, location: location)))
    }
}
