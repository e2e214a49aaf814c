import LessonScript

extension LoadedInput {
    /// The one block `dot` or `scene` works on: block `index` of a page, or the input's only block.
    /// - Throws: `PublishingError.plan` when `index` is out of range or names a block without a tree,
    ///   `.request` when a page has several blocks with a tree and no `index` picks one (it lists them).
    public func block(_ index: Int?) throws(PublishingError) -> Scene {
        guard document.kind == .page else {
            guard let scene = document.scenes.first, index == nil || index == 1 else {
                throw .request(.notOneBlock(index ?? 1, input: path, count: document.scenes.count))
            }
            return scene
        }
        let drawable = document.pageBlocks.filter { $0.scene != nil }
        guard let index else {
            guard drawable.count > 1 else {
                guard let scene = drawable.first?.scene else {
                    throw .request(.noBlockWithTree(input: path))
                }
                return scene
            }
            throw .request(.severalBlocks(input: path, blocks: drawable.map(\.index), lines: drawable.map(\.line)))
        }
        guard let block = document.pageBlocks.first(where: { $0.index == index }) else {
            throw .plan(.noSuchBlock(index, input: path, count: document.pageBlocks.count))
        }
        guard let scene = block.scene else {
            throw .plan(.blockWithoutTree(index, origin: "\(path):\(block.line)"))
        }
        return scene
    }
}
