import TriggerModel

extension Scene {
    /// A warning for each state owner that names no view of any tree of the scene, at the owner's
    /// name: most likely a typo, and it makes every reader of the key off-rule.
    ///
    /// A storage table shared by several trees is warned about once.
    public func unknownOwnerWarnings() -> [Diagnostic] {
        // Each tree's own index of its views answers for it: no set of every view is made.
        func namesAView(_ owner: String) -> Bool { trees.contains { $0.tree.position(of: owner) != nil } }
        var warned = Set<SourceLocation>()
        var warnings: [Diagnostic] = []
        for sceneTree in trees {
            for key in sceneTree.tree.storage.keys.sorted() {
                guard case .state(let owner)? = sceneTree.tree.storage[key], !namesAView(owner) else { continue }
                let location = sceneTree.ownerLocations[key] ?? sceneTree.location
                guard warned.insert(location).inserted else { continue }
                warnings.append(.warning(.ownerNamesNoView(owner: owner, key: key), at: location))
            }
        }
        return warnings.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
    }
}
