/// One view of a tree: its name, its parent's name and the keys its body reads.
public struct ViewNode: Hashable, Sendable {
    /// The view's name, unique within its tree.
    public let name: String
    /// The parent view's name, or `nil` for a root.
    public let parent: String?
    /// The keys read, in the order first written, without repeats.
    public let reads: [String]

    /// Creates a view.
    /// - Parameters:
    ///   - name: The view's name, unique within its tree.
    ///   - parent: The parent view's name, or `nil` for a root.
    ///   - reads: The keys the view's body reads; repeats are dropped, as the core's `Set` drops them.
    public init(_ name: String, parent: String?, reads: [String]) {
        self.name = name
        self.parent = parent
        if reads.count <= 8 {
            // A view reads a few keys: comparing them beats building a set for each of 50k views,
            // and a list without repeats, as most are, is kept as given rather than copied.
            let hasRepeats = reads.indices.contains { index in reads[..<index].contains(reads[index]) }
            if hasRepeats {
                var unique: [String] = []
                unique.reserveCapacity(reads.count)
                for key in reads where !unique.contains(key) { unique.append(key) }
                self.reads = unique
            } else {
                self.reads = reads
            }
        } else {
            var seen = Set<String>()
            self.reads = reads.filter { seen.insert($0).inserted }
        }
    }
}
