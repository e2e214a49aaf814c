import DOT
import Graphviz
import SystemIO

/// The sizes of header nodes measured by earlier diagrams of the process, by the header's
/// settings (its graph without nodes or edges) and the node's attributes.
///
/// A header node's size is its own, whatever else its layout holds (``PinnedHeader/NodeSizes``
/// measures them in batches for that reason), and a run's diagrams share most of them: a
/// legend's keys and marks recur from block to block, each of which laid them out again, about
/// a seventh of a course render's instructions. Remembered, each is laid out once a process.
/// Past ``capacity`` sizes it forgets all but those it is given, so that its memory stays bounded.
final class HeaderSizeMemory: @unchecked Sendable {
    /// The process's memory, shared by every diagram, on any thread.
    static let shared = HeaderSizeMemory()

    /// The most sizes remembered at once.
    static let capacity = 4096

    private let lock = Lock()
    private var sizes: [DOTGraph: [HashedAttributes: LayoutSize]] = [:]
    private var count = 0

    /// The sizes remembered for nodes of headers with these settings.
    func sizes(for settings: DOTGraph) -> [HashedAttributes: LayoutSize] {
        lock.withLock { sizes[settings] ?? [:] }
    }

    /// Whether it remembers no size.
    var isEmpty: Bool { lock.withLock { count == 0 } }

    /// Forgets every size, as when it is full: what a test measures afresh from.
    func forget() {
        lock.withLock {
            sizes = [:]
            count = 0
        }
    }

    /// Remembers the sizes measured for nodes of headers with these settings.
    func remember(_ measured: [(attributes: HashedAttributes, size: LayoutSize)], for settings: DOTGraph) {
        guard !measured.isEmpty else { return }
        lock.withLock {
            // Taken out and put back, so that the settings are hashed twice, not at every size.
            var known = sizes.removeValue(forKey: settings) ?? [:]
            for (attributes, size) in measured where known.updateValue(size, forKey: attributes) == nil {
                count += 1
            }
            if count > Self.capacity {
                sizes = [:]
                known = [:]
                for (attributes, size) in measured { known[attributes] = size }
                count = known.count
            }
            sizes[settings] = known
        }
    }
}

/// A node's attributes with their hash worked out once. A header node's attributes hold its
/// HTML-like label, whose every string a hash reads, and its size is looked up by them several
/// times (measured, remembered, placed): hashed once, each lookup hashes one number, and compares
/// the attributes themselves only where the numbers match.
struct HashedAttributes: Hashable {
    let attributes: DOTAttributes
    private let hash: Int

    init(_ attributes: DOTAttributes) {
        self.attributes = attributes
        hash = attributes.hashValue
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.hash == rhs.hash && lhs.attributes == rhs.attributes }
}
