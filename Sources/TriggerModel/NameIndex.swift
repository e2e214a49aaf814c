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
        if general == nil, let hash = NameHash.ofASCII(name) {
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
