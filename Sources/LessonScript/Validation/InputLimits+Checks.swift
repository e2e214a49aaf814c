import TextEscapes

extension InputLimits {
    /// Rejects a name that is too long or holds a control character (C0, DEL or C1).
    /// - Parameters:
    ///   - name: The decoded name.
    ///   - field: What the name is, for the message.
    ///   - location: Where the name's string literal or JSON value starts.
    /// - Throws: `nameTooLong` or `controlCharacter` at `location`.
    func check(_ name: String, _ field: NameField, at location: SourceLocation) throws(Diagnostic) {
        let bytes = name.utf8.count
        if bytes > maxNameBytes {
            throw .error(.nameTooLong(field: field, bytes: bytes, limit: maxNameBytes), at: location)
        }
        try checkPrintable(name, field, at: location)
    }

    /// Rejects a caption longer than ``maxCaptionBytes`` or holding a control character or a
    /// noncharacter: a caption is one line of a page, written into every preview and snippet.
    /// - Throws: `nameTooLong`, `controlCharacter` or `noncharacter` at `location`.
    func check(caption: String, at location: SourceLocation) throws(Diagnostic) {
        let bytes = caption.utf8.count
        if bytes > maxCaptionBytes {
            throw .error(.nameTooLong(field: .caption, bytes: bytes, limit: maxCaptionBytes), at: location)
        }
        try checkPrintable(caption, .caption, at: location)
    }

    /// Rejects text that holds a control character (C0, DEL or C1) or a noncharacter; its length
    /// is checked by the caller, against the limit of its field.
    /// - Throws: `controlCharacter` or `noncharacter` at `location`.
    func checkPrintable(_ text: String, _ field: NameField, at location: SourceLocation) throws(Diagnostic) {
        // Printable ASCII, as most names are, holds neither: its bytes are checked without decoding.
        if text.isPrintableASCII() { return }
        for scalar in text.unicodeScalars {
            if Self.isControl(scalar) {
                throw .error(.controlCharacter(field: field, name: text, scalar: scalar.value), at: location)
            }
            if Self.isNoncharacter(scalar) {
                throw .error(.noncharacter(field: field, name: text, scalar: scalar.value), at: location)
            }
        }
    }

    /// Rejects a tree with more nodes than `maxNodes`.
    /// - Throws: `tooManyNodes` at `location` (the tree's node list).
    func check(nodeCount: Int, at location: SourceLocation) throws(Diagnostic) {
        if nodeCount > maxNodes {
            throw .error(.tooManyNodes(count: nodeCount, limit: maxNodes), at: location)
        }
    }

    /// Rejects a block whose trees hold more distinct views together than `maxNodes` or, for an
    /// input that is drawn, whose diagram costs more to lay out than ``maxLayoutCost``.
    ///
    /// A block's frames share one layout of the union of its trees, a view being the same view
    /// wherever its name appears, so both limits bound that union.
    /// - Parameters:
    ///   - union: The views of the block's trees before this one, which this one joins.
    ///   - tree: The block's newest tree.
    ///   - location: Where the newest tree is written.
    /// - Throws: `tooManyViewsInBlock` or `layoutTooCostly` at `location`.
    func check(union: inout ViewUnion, adding tree: SceneTree, at location: SourceLocation) throws(Diagnostic) {
        union.add(tree)
        if let count = union.count, count > maxNodes {
            throw .error(.tooManyViewsInBlock(count: count, limit: maxNodes), at: location)
        }
        if let maxLayoutCost {
            union.rows.add(tree.tree)
            let cost = LayoutCost(views: union.count ?? tree.tree.nodes.count, rows: union.rows)
            if cost.value > maxLayoutCost { throw .error(.layoutTooCostly(cost, limit: maxLayoutCost), at: location) }
        }
    }

    /// Rejects a block with more changes than ``maxChanges`` or, for an input that is drawn, whose
    /// frames would draw more views together than ``maxOutput``: its output budget, checked once
    /// the block is read, before anything is drawn. O(changes + views).
    ///
    /// Every frame draws the views of every tree the block's changes use (one layout for the
    /// whole block), so the budget counts the distinct views of those trees once per change.
    /// - Throws: `tooManyChanges` at the first change past the limit, or `outputTooLarge` at the
    ///   first change past the budget.
    public func check(scene: Scene) throws(Diagnostic) {
        let changes = scene.changes
        if changes.count > maxChanges {
            throw .error(
                .tooManyChanges(block: scene.name, count: changes.count, limit: maxChanges),
                at: changes[Swift.max(maxChanges, 0)].location)
        }
        guard let maxOutput, !changes.isEmpty else { return }
        let views = Self.drawnViews(of: scene)
        guard views > 0, Problem.product(views, changes.count) > maxOutput else { return }
        // The first change whose frame takes the views drawn past the budget: views × (index + 1) > budget.
        let index = Swift.min(Swift.max(maxOutput / views, 0), changes.count - 1)
        throw .error(
            .outputTooLarge(block: scene.name, views: views, changes: changes.count, limit: maxOutput),
            at: changes[index].location)
    }

    /// How many views each frame of the block draws: the distinct views of the trees its changes use.
    static func drawnViews(of scene: Scene) -> Int {
        var used = Set<Int>()
        for change in scene.changes { used.insert(change.tree) }
        guard used.count > 1 else { return used.first.map { scene.trees[$0].tree.nodes.count } ?? 0 }
        var names = Set<String>()
        for tree in used.sorted() {
            for node in scene.trees[tree].tree.nodes { names.insert(node.name) }
        }
        return names.count
    }

    /// The distinct view names of a block's trees, grown a tree at a time, so that a block of many
    /// trees costs each view once. A block of one tree, checked on its own, makes no set.
    struct ViewUnion {
        private var first: SceneTree?
        private var names: Set<String>?
        /// The rows the block's trees take, when the layout budget is checked.
        var rows = Rows()

        /// How many distinct views the trees have together; nil while there is one tree.
        var count: Int? { names?.count }

        mutating func add(_ tree: SceneTree) {
            if names == nil, let first {
                names = Set(first.tree.nodes.map(\.name))
                self.first = nil
            }
            guard names != nil else {
                first = tree
                return
            }
            for node in tree.tree.nodes { names?.insert(node.name) }
        }
    }

    /// Whether a scalar is one of Unicode's 66 noncharacters (U+FDD0–U+FDEF, and the last two code
    /// points of every plane, U+FFFE, U+FFFF, U+1FFFE, …), which XML cannot hold.
    static func isNoncharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isNoncharacter
    }

    /// Whether a scalar is a C0 control, DEL or a C1 control.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isControlCharacter
    }
}
