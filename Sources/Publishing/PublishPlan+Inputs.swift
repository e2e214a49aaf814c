import LessonScript

extension PublishPlan {
    /// Plans a run over loaded inputs.
    /// - Throws: `PublishingError.request` for a block picked among several inputs, `.plan` for a
    ///   selection out of range, a collision or a name with nothing left to name a file.
    public init(_ inputs: [LoadedInput], layout: Layout, selection: Selection) throws(PublishingError) {
        if selection.block != nil, inputs.count > 1 {
            throw .request(.oneInputOnly(.block, given: inputs.count))
        }
        do {
            try self.init(inputs: inputs.map { ($0.path, $0.document) }, layout: layout, selection: selection)
        } catch {
            throw .plan(error)
        }
    }
}
