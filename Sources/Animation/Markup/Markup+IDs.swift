extension Markup {
    /// The element with every `id` in it made unique to one picture on a page: each id that is
    /// not `prefix` and does not start with `prefix-` gets `prefix-` in front. References to ids (`aria-labelledby`, `href="#…"`) that
    /// name a renamed id follow.
    func prefixingIDs(with prefix: String) -> Markup {
        var renamed: [String: String] = [:]
        collectIDs(prefix: prefix, into: &renamed)
        return renaming(renamed)
    }

    private func collectIDs(prefix: String, into renamed: inout [String: String]) {
        if let id = self[attribute: "id"], id != prefix, !id.hasPrefix(prefix + "-") { renamed[id] = "\(prefix)-\(id)" }
        for element in elements { element.collectIDs(prefix: prefix, into: &renamed) }
    }

    private func renaming(_ renamed: [String: String]) -> Markup {
        var copy = self
        for index in copy.attributes.indices {
            let attribute = copy.attributes[index]
            switch attribute.name {
            case "id":
                copy.attributes[index].value = renamed[attribute.value] ?? attribute.value
            case "aria-labelledby", "aria-describedby":
                copy.attributes[index].value = attribute.value.split(separator: " ")
                    .map { renamed[String($0)] ?? String($0) }.joined(separator: " ")
            case "href", "xlink:href":
                if attribute.value.hasPrefix("#"), let target = renamed[String(attribute.value.dropFirst())] {
                    copy.attributes[index].value = "#" + target
                }
            default:
                break
            }
        }
        copy.children = children.map { node in
            if case .element(let element) = node { return .element(element.renaming(renamed)) }
            return node
        }
        return copy
    }
}
