extension JSONFields {
    /// A string member that is a name, checked against `limits` at its value.
    func name(_ key: String, as field: NameField, limits: InputLimits) throws(Diagnostic) -> String {
        let text = try string(key)
        try limits.check(text, field, at: location(of: optional(key)))
        return text
    }

    /// A name, or nil for null or an absent field; checked against `limits` at its value.
    func optionalName(_ key: String, as field: NameField, limits: InputLimits) throws(Diagnostic) -> String? {
        guard let text = try optionalString(key) else { return nil }
        try limits.check(text, field, at: location(of: optional(key)))
        return text
    }

    /// A name or null, which must be written; checked against `limits` at its value.
    func nullableName(_ key: String, as field: NameField, limits: InputLimits) throws(Diagnostic) -> String? {
        let node = try required(key)
        guard case .string(let text) = node.value else {
            guard case .null = node.value else { throw mistyped(key, node, "a string or null") }
            return nil
        }
        try limits.check(text, field, at: location(of: node))
        return text
    }

    /// A caption, or nil for null or an absent field; checked against `limits` at its value.
    func optionalCaption(_ key: String, limits: InputLimits) throws(Diagnostic) -> String? {
        guard let text = try optionalString(key) else { return nil }
        try limits.check(caption: text, at: location(of: optional(key)))
        return text
    }

    /// An array of names, each checked against `limits` at its value.
    func names(_ key: String, as field: NameField, limits: InputLimits) throws(Diagnostic) -> [String] {
        var values: [String] = []
        for (index, item) in try array(key).enumerated() {
            guard case .string(let text) = item.value else { throw mistyped("\(key)[\(index)]", item, "a string") }
            try limits.check(text, field, at: location(of: item))
            values.append(text)
        }
        return values
    }

    /// Where a value starts; the object's start when there is none.
    func location(of value: JSONNode?) -> SourceLocation {
        value?.location ?? node.location
    }
}
