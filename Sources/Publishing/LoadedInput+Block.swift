import LessonScript

extension LoadedInput {
    /// The one block `dot` or `scene` works on: `--block K`, or the input's only block.
    /// - Throws: `PublishingError.request` when K is out of range or names a block without a tree, and
    ///   when a page has several blocks with a tree and no `--block` picks one (the message lists them).
    public func block(_ index: Int?) throws(PublishingError) -> Scene {
        guard document.kind == .page else {
            guard let scene = document.scenes.first, index == nil || index == 1 else {
                throw .request(
                    "no block \(index ?? 1) in \(path): it has \(document.scenes.count) block(s) with a tree")
            }
            return scene
        }
        let drawable = document.pageBlocks.filter { $0.scene != nil }
        guard let index else {
            guard drawable.count > 1 else {
                guard let scene = drawable.first?.scene else {
                    throw .request("\(path) has no block with a view tree")
                }
                return scene
            }
            let list = drawable.map { "\($0.index) (\(path):\($0.line))" }.joined(separator: ", ")
            throw .request("\(path) has \(drawable.count) blocks with a tree; pick one with --block K: \(list)")
        }
        guard let block = document.pageBlocks.first(where: { $0.index == index }) else {
            let count = document.pageBlocks.count
            throw .request("no block \(index) in \(path): valid blocks are \(count == 1 ? "1" : "1-\(count)")")
        }
        guard let scene = block.scene else {
            throw .request("\(path):\(block.line): block \(index) has no view tree: nothing to draw")
        }
        return scene
    }
}
