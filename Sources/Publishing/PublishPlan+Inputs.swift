import LessonScript

extension PublishPlan {
    /// Plans a run over loaded inputs.
    /// - Throws: `PublishingError.request` for `--block` with several inputs or a selection out of
    ///   range, `.data` for a collision or a name with nothing left to name a file.
    public init(_ inputs: [LoadedInput], layout: Layout, selection: Selection) throws(PublishingError) {
        if selection.block != nil, inputs.count > 1 {
            throw .request("--block picks a block of one input; \(inputs.count) were given")
        }
        do {
            try self.init(inputs: inputs.map { ($0.path, $0.document) }, layout: layout, selection: selection)
        } catch {
            throw error.isUsage ? .request(error.message) : .data(error.message)
        }
    }
}
