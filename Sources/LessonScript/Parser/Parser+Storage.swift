import TriggerModel

extension Parser {
    /// `[ "key": .state(owner: "V"), "key": .model(object: "O"), "key": .environment, ]` or `[:]`.
    /// - Throws: For an unknown storage kind, a repeated key or a malformed entry.
    mutating func parseStorageTable() throws(Diagnostic) -> [String: Storage] {
        try expect("[")
        var table: [String: Storage] = [:]
        if consume(if: ":") {
            try expect("]")
            return table
        }
        while !at("]") {
            let keyToken = current
            let key = try expectString("a storage key string", as: .storageKey)
            try expect(":")
            let storage = try parseStorageKind()
            if case .state(let owner) = storage {
                // `.state(owner: "V")` has just been read: the owner's literal stands before its `)`.
                ownerLiterals.append((key, owner, location(tokens[position - 2])))
            }
            guard table.updateValue(storage, forKey: key) == nil else {
                throw .error(.duplicateStorageKey(key), at: location(keyToken))
            }
            guard try continueList(until: "]") else { break }
        }
        try expect("]")
        return table
    }

    /// `.state(owner: "V")`, `.model(object: "O")` or `.environment`, optionally written `Storage.…`.
    mutating func parseStorageKind() throws(Diagnostic) -> Storage {
        if at(identifier: "Storage"), isSymbol(peek(), ".") { consume() }
        try expect(".")
        let kindToken = try expectName("a storage kind")
        switch text(kindToken) {
        case "state":
            return .state(owner: try parseStorageArgument(label: "owner", as: .ownerName))
        case "model":
            return .model(object: try parseStorageArgument(label: "object", as: .objectName))
        case "environment":
            return .environment
        default:
            throw .error(.unknownStorageKind(text(kindToken)), at: location(kindToken))
        }
    }

    /// `(label: "text")`.
    private mutating func parseStorageArgument(label: StaticString, as field: NameField) throws(Diagnostic) -> String {
        try expect("(")
        try expect(label: label)
        let value = try expectString("a \(label) name string", as: field)
        try expect(")")
        return value
    }
}
