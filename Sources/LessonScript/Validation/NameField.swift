/// Which name of a scene a string is, for the messages that reject it.
public enum NameField: String, Hashable, Sendable {
    case viewName = "view name"
    case parentName = "parent name"
    case ownerName = "owner name"
    case objectName = "object name"
    case storageKey = "storage key"
    case key = "key"
    case changeLabel = "change label"
}
