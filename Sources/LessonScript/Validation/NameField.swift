/// Which name (or other text) of a scene a string is, for the messages that reject it.
public enum NameField: String, Hashable, Sendable, Codable {
    /// A scene's or block's name.
    case sceneName = "scene name"
    /// The name a block binds a tree to.
    case treeName = "tree name"
    /// The text after `// main.swift — `; at most ``InputLimits/maxCaptionBytes`` long, not
    /// ``InputLimits/maxNameBytes``.
    case caption = "caption"
    /// A view's name.
    case viewName = "view name"
    /// The name of a view's parent.
    case parentName = "parent name"
    /// The view that owns a state key.
    case ownerName = "owner name"
    /// The object that holds a model key.
    case objectName = "object name"
    /// A key of a storage table.
    case storageKey = "storage key"
    /// A key a view reads or a change names.
    case key = "key"
    /// A change's label.
    case changeLabel = "change label"
}
