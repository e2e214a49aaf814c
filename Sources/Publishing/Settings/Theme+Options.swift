import TriggerDiagram

extension Theme {
    /// The theme named `name`, as a front end gives it: light or dark, in any case (``Theme/named(_:)``).
    /// - Parameter name: The theme's name, in any case.
    /// - Throws: `PublishingError.request` for any other name.
    public init(named name: String) throws(PublishingError) {
        guard let theme = Theme.named(name) else {
            throw .request(.unknownName(kind: "theme", name: name, choices: ["light", "dark"]))
        }
        self = theme
    }

    /// The themes `name` names, as a front end gives it where a run draws in more than one: light,
    /// dark, or both (light, then dark).
    /// - Parameter name: `light`, `dark`, or `both` in any case.
    /// - Returns: One theme, or light and dark for `both`.
    /// - Throws: `PublishingError.request` for any other name.
    public static func themes(named name: String) throws(PublishingError) -> [Theme] {
        name.lowercased() == "both" ? [.light, .dark] : [try Theme(named: name)]
    }
}
