/// Distinct names numbered in the order they were added, found again by name: how a tree
/// interns its view names and keys once, to work on numbers from then on.
///
/// Names compare as `String`s do, by canonical equivalence. While every name added is ASCII,
/// as names almost always are, equal names have equal bytes: they are found through an
/// open-addressing table of numbers, hashed from their bytes, with no `String` hashed (Swift
/// hashes a `String` with SipHash, through its normalised form) and 4 bytes a slot, where a
/// `[String: Int]` of 500k names takes 24 MB. The first non-ASCII name moves the index to a
/// `[String: Int]`, which compares as `String` does whatever the names.
struct NameIndex: Sendable {
    /// The names, by number.
    private(set) var names: [String] = []
    /// Numbers by hash, -1 where empty; a power of two long, at most half full. Unused once `general` is set.
    private var slots: [Int32]
    /// The index once a name is not ASCII.
    private var general: [String: Int]?

    /// An empty index with room for `capacity` names before it grows.
    init(capacity: Int = 0) {
        names.reserveCapacity(capacity)
        slots = [Int32](repeating: -1, count: Self.slotCount(for: capacity))
    }

    /// The number of names.
    var count: Int { names.count }

    /// Adds a name unless an equal one is there.
    /// - Returns: Whether it was added, and its number (the equal name's, if it was not).
    mutating func insert(_ name: String) -> (inserted: Bool, number: Int) {
        if general == nil, let hash = NameHash.ofASCII(name) { return insert(name, hash: hash) }
        return insertInGeneral(name)
    }

    /// Adds names in order, as `insert(_:)` one by one would, up to the first one equal to a
    /// name already there. Hashed first, like the names `numbers(of:)` looks up.
    /// - Returns: The position in `newNames` of the first name that was not added, if one was not.
    mutating func insert(contentsOf newNames: [String]) -> Int? {
        let hashes = newNames.map { NameHash.ofASCII($0) }
        for (index, name) in newNames.enumerated() {
            let added: Bool
            if general == nil, let hash = hashes[index] {
                added = insert(name, hash: hash).inserted
            } else {
                added = insertInGeneral(name).inserted
            }
            if !added { return index }
        }
        return nil
    }

    /// Adds an ASCII name, whose hash is `hash`, to the table unless an equal one is there.
    private mutating func insert(_ name: String, hash: UInt64) -> (inserted: Bool, number: Int) {
        var slot = slotIndex(of: hash)
        while slots[slot] >= 0 {
            if names[Int(slots[slot])] == name { return (false, Int(slots[slot])) }
            slot = (slot + 1) & (slots.count - 1)
        }
        slots[slot] = Int32(names.count)
        names.append(name)
        if names.count * 2 > slots.count { rehash() }
        return (true, names.count - 1)
    }

    /// Adds a name to the `[String: Int]`, which a non-ASCII name moves the index to.
    private mutating func insertInGeneral(_ name: String) -> (inserted: Bool, number: Int) {
        if general == nil { moveToGeneral() }
        if let number = general![name] { return (false, number) }
        general![name] = names.count
        names.append(name)
        return (true, names.count - 1)
    }

    /// The number of the name equal to `name`, if one was added.
    func number(of name: String) -> Int? {
        if let general { return general[name] }
        guard let hash = NameHash.ofASCII(name) else {
            // Only a few scalars (such as U+212A KELVIN SIGN, equal to "K") make a non-ASCII name
            // equal to an ASCII one: rare enough to look for one name by one.
            return names.firstIndex(of: name)
        }
        return number(of: name, hash: hash)
    }

    /// The number of each of `queries`, -1 for one not added: what `number(of:)` answers for
    /// each, for many names at once. The names are hashed first and looked up after: a lookup
    /// then is a few instructions, so many run at once and the table's cache misses (one or two
    /// a name in a table of 500k) overlap instead of following each other.
    func numbers(of queries: [String]) -> [Int32] {
        if let general { return queries.map { general[$0].map(Int32.init) ?? -1 } }
        // An ASCII name's hash with its top bit clear (which no slot index uses); a non-ASCII
        // name's, all bits set: it is looked for by `number(of:)`.
        let hashes = queries.map { NameHash.ofASCII($0).map { $0 & ~(1 << 63) } ?? .max }
        var numbers = [Int32](repeating: -1, count: queries.count)
        for (index, hash) in hashes.enumerated() {
            let number = hash == .max ? self.number(of: queries[index]) : number(of: queries[index], hash: hash)
            if let number { numbers[index] = Int32(number) }
        }
        return numbers
    }

    /// The number of the name equal to ASCII `name`, whose hash is `hash`, if one was added.
    private func number(of name: String, hash: UInt64) -> Int? {
        var slot = slotIndex(of: hash)
        while slots[slot] >= 0 {
            if names[Int(slots[slot])] == name { return Int(slots[slot]) }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }

    private func slotIndex(of hash: UInt64) -> Int {
        Int(truncatingIfNeeded: hash) & (slots.count - 1)
    }

    /// Twice as many slots, every name placed again.
    private mutating func rehash() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        for (number, name) in names.enumerated() {
            var slot = slotIndex(of: NameHash.ofASCII(name)!)
            while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Int32(number)
        }
    }

    private mutating func moveToGeneral() {
        var general: [String: Int] = [:]
        general.reserveCapacity(max(names.capacity, names.count + 1))
        for (number, name) in names.enumerated() { general[name] = number }
        self.general = general
        slots = []
    }

    /// Slots for `capacity` names at most half full: a power of two, at least 8.
    private static func slotCount(for capacity: Int) -> Int {
        var count = 8
        while count < capacity * 2 { count *= 2 }
        return count
    }
}
