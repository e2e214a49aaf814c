import LessonScript
import Publishing

extension PublishPlan {
    /// Plans a run over loaded inputs; a planning error becomes the command's usage or data error.
    /// - Throws: `CLIError.usage` for `--block` with several inputs or a selection out of range,
    ///   `.data` for a collision or a name with nothing left to name a file.
    init(_ inputs: [LoadedInput], layout: Layout, selection: Selection, command: String) throws(CLIError) {
        if selection.block != nil, inputs.count > 1 {
            throw .usage("--block picks a block of one input; \(inputs.count) were given", command: command)
        }
        do {
            try self.init(inputs: inputs.map { ($0.path, $0.document) }, layout: layout, selection: selection)
        } catch {
            throw error.isUsage ? .usage(error.message, command: command) : .data(error.message)
        }
    }
}
