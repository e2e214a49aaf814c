extension ViewTree {
    /// Each view's depth, position for position: a root's is 0, a child's one more than its parent's.
    ///
    /// O(nodes): from each view whose depth is not known yet, up to the first ancestor whose depth
    /// is (or a root), then down again, filling in the path; views may come before their parents.
    /// - Returns: The depths, indexed as ``nodes``.
    public func depths() -> [Int] {
        var depths = [Int](repeating: -1, count: nodes.count)
        var path: [Int] = []
        for start in nodes.indices where depths[start] < 0 {
            path.removeAll(keepingCapacity: true)
            var top = start
            path.append(top)
            while let parent = parentPosition(of: top), depths[parent] < 0 {
                top = parent
                path.append(top)
            }
            var depth = parentPosition(of: top).map { depths[$0] + 1 } ?? 0
            for position in path.reversed() {
                depths[position] = depth
                depth += 1
            }
        }
        return depths
    }
}
