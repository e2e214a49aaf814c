/// Why a run's outputs cannot be planned. Nothing has been written when one is thrown.
public enum PublishError: Error, Equatable, Sendable, Codable {
    /// Two inputs (or two blocks, or a block and a page) would write the same name.
    case collision(name: String, first: String, second: String)
    /// A name with no letter or digit left to name a file or folder with.
    case unnamable(name: String, origin: String)
    /// A block (``Setting/block``) beyond the input's measurement blocks.
    case noSuchBlock(Int, input: String, count: Int)
    /// A block (``Setting/block``) that names a measurement block that has no view tree.
    case blockWithoutTree(Int, origin: String)
    /// A change (``Setting/change``) beyond a block's changes.
    case noSuchChange(Int, block: String, count: Int)

    /// Whether the arguments are at fault (a usage error) rather than the inputs (a data error).
    public var isUsage: Bool {
        switch self {
        case .collision, .unnamable: return false
        case .noSuchBlock, .blockWithoutTree, .noSuchChange: return true
        }
    }

    /// The one-line message, starting with where the problem is, each setting called as `name`
    /// calls it.
    public func message(naming name: (Setting) -> String) -> String {
        let rename = "(a JSON scene's \"name\", or \(name(.name)) with a single input)"
        switch self {
        case .collision(let name, let first, let second):
            return "\(second): error: its output '\(name)' is also the output of \(first); "
                + "rename one of them \(rename)"
        case .unnamable(let name, let origin):
            return "\(origin): error: the name '\(name)' has no letter or digit to name a file or folder with; "
                + "give it one \(rename)"
        case .noSuchBlock(let index, let input, let count):
            return "no block \(index) in \(input): valid blocks are " + Self.range(count)
        case .blockWithoutTree(let index, let origin):
            return "\(origin): block \(index) has no view tree: nothing to draw"
        case .noSuchChange(let position, let block, let count):
            return "no change \(position) in block \(block): valid changes are " + Self.range(count)
        }
    }

    private static func range(_ count: Int) -> String {
        switch count {
        case 0: return "none"
        case 1: return "1"
        default: return "1-\(count)"
        }
    }
}

extension PublishError: CustomStringConvertible {
    /// The one-line message, each setting called by its Swift name (`name`, `block`).
    public var description: String { message(naming: \.rawValue) }
}
