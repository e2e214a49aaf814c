/// One value of a ``JSONDocument``: where it is on the tape, and what it is when asked.
struct JSONNode: Sendable {
    let document: JSONDocument
    let index: Int

    /// What a value is, its scalars decoded; an array's items and an object's members are
    /// sequences over the tape, made as they are walked.
    enum Value {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array(Items)
        case object(Members)

        /// What the value is, for messages: `a string`, `an object`, ….
        var typeName: String {
            switch self {
            case .null: "null"
            case .bool: "a boolean"
            case .number: "a number"
            case .string: "a string"
            case .array: "an array"
            case .object: "an object"
            }
        }
    }

    var value: Value {
        switch document.kinds[index] {
        case .null: .null
        case .true: .bool(true)
        case .false: .bool(false)
        case .number: .number(document.number(at: index))
        case .string: .string(document.string(at: index))
        case .array: .array(Items(node: self))
        case .object: .object(Members(node: self))
        }
    }

    /// Where the value starts.
    var location: SourceLocation { document.location(of: index) }

    /// The value after this one and its descendants on the tape.
    fileprivate var next: Int { Int(document.ends[index]) }

    /// The values right under a node on the tape, in order, each after the one before and its
    /// descendants: an array's items; an object's names and values by turns.
    struct Children: Sequence, IteratorProtocol {
        let document: JSONDocument
        var position: Int
        let end: Int

        init(of node: JSONNode) {
            document = node.document
            position = node.index + 1
            end = node.next
        }

        mutating func next() -> JSONNode? {
            guard position < end else { return nil }
            let child = JSONNode(document: document, index: position)
            position = child.next
            return child
        }
    }

    /// An array's items in order.
    struct Items: Sequence {
        let node: JSONNode

        func makeIterator() -> Children { Children(of: node) }

        /// How many items there are, counted by walking them.
        var count: Int { reduce(0) { count, _ in count + 1 } }
    }

    /// An object's members in written order: each name is a string value on the tape, its
    /// value right after it.
    struct Members: Sequence {
        let node: JSONNode

        func makeIterator() -> Iterator { Iterator(children: Children(of: node)) }

        struct Iterator: IteratorProtocol {
            var children: Children

            mutating func next() -> (key: String, node: JSONNode)? {
                guard let name = children.next(), let value = children.next() else { return nil }
                return (name.document.string(at: name.index), value)
            }
        }
    }
}
