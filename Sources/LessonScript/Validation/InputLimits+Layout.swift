import TriggerModel

extension InputLimits {
    /// What laying a block's diagram out costs dot, estimated from its trees before any layout:
    /// views × (rows + the widest row's views).
    ///
    /// dot places views in rows (a view's depth) and orders each row against its neighbours:
    /// its time grows with the views times the rows (a chain) and times the widest row (a
    /// root with many children). A 2,000-view chain or fan costs about 4 million and takes a
    /// few seconds; a 20,000-view chain costs 400 million, which would take many minutes.
    public struct LayoutCost: Hashable, Sendable, Codable {
        /// The block's distinct views.
        public var views: Int
        /// The rows, the deepest tree's depth.
        public var rows: Int
        /// The most views in one row, over the block's trees together (at most `views`).
        public var widest: Int

        init(views: Int, rows: Rows) {
            self.views = views
            self.rows = rows.widths.count
            self.widest = min(rows.widths.max() ?? 0, views)
        }

        /// views × (rows + widest), the second factor at most views + 1: views in `rows` rows
        /// number at least (rows − 1) + widest, however the trees share them.
        public var value: Int { views.multipliedReportingOverflow(by: min(rows + widest, views + 1)).partialValue }
    }

    /// The views a block's trees put in each row (by depth), summed over its trees.
    struct Rows {
        private(set) var widths: [Int] = []

        /// Adds a tree's views, row by row. O(nodes): each view's depth is found once.
        mutating func add(_ tree: ViewTree) {
            for depth in tree.depths() {
                while depth >= widths.count { widths.append(0) }
                widths[depth] += 1
            }
        }
    }
}
