/// Which name (or other text) of a scene a string is, for the messages that reject it.
public enum NameField: String, Hashable, Sendable {
    case sceneName = "scene name"
    case treeName = "tree name"
    /// The text after `// main.swift — `; only its characters are checked, not its length.
    case caption = "caption"
    case viewName = "view name"
    case parentName = "parent name"
    case ownerName = "owner name"
    case objectName = "object name"
    case storageKey = "storage key"
    case key = "key"
    case changeLabel = "change label"
}
