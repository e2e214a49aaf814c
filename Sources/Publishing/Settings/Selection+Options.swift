extension Selection {
    /// Sets the block and changes given as text, as a front end gives them (`2`, `2,4-6`);
    /// what is given no text stays as it is.
    /// - Parameters:
    ///   - block: The measurement block of a page: a whole number from 1.
    ///   - changes: Positions and ranges from 1, such as `2,4-6` (``positions(_:)``).
    /// - Throws: `PublishingError.request` for text of neither form.
    public mutating func set(block: String? = nil, changes: String? = nil) throws(PublishingError) {
        if let block { self.block = try OptionValue.wholeNumber(block, option: .block) }
        if let changes {
            guard let positions = Selection.positions(changes) else {
                throw .request(.notPositions(.change, most: OptionValue.largestNumber))
            }
            self.changes = positions
        }
    }
}
