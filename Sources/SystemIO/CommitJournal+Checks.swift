import TextEscapes

extension CommitJournal {
    /// Why the journal is not one this tool wrote for the folder `folders` reaches, in a few words;
    /// nil when it may be acted on.
    ///
    /// Every folder and name is one plain name inside the output folder (no `/`, no `..`, no
    /// absolute path), and every folder is a folder there, not a link; every staged name is one
    /// ``OutputNames`` makes; no name comes twice; and each swap is either still staged (its staged
    /// name holds the inode recorded, of the kind and size recorded) or done (its final name holds
    /// that inode). So whatever the journal says, `finish` renames and removes only inside the
    /// output folder and its own folders, and only what a run of this tool staged there.
    func problem(in folders: FolderCache) -> String? {
        var names = Set<[String]>()
        for swap in swaps {
            if let problem = Self.problem(folder: swap.folder) ?? Self.problem(name: swap.final) { return problem }
            guard OutputNames.isStaged(swap.staged) else { return "\(quoted(swap.staged)) is no staged name" }
            guard swap.bytes.map({ $0 >= 0 }) ?? true else { return "a size below zero" }
            for name in [swap.staged, swap.final] {
                guard names.insert([swap.folder ?? "", name]).inserted else { return "\(quoted(name)) comes twice" }
            }
            guard let place = folders.existing(swap.folder) else {
                return "\(quoted(swap.folder ?? ".")) is not a folder of the output folder"
            }
            let isDone = place.status(swap.final)?.inode == swap.inode
            guard isDone || Self.holdsWhatWasStaged(swap, place.status(swap.staged)) else {
                return "\(quoted(swap.staged)) does not hold what was staged"
            }
        }
        for removal in removals {
            if let problem = Self.problem(folder: removal.folder) ?? Self.problem(name: removal.name) { return problem }
            guard removal.bytes >= 0 else { return "a size below zero" }
            if let folder = removal.folder, let entry = folders.root.status(folder), entry.kind != .folder {
                return "\(quoted(folder)) is not a folder of the output folder"
            }
        }
        return nil
    }

    /// Why `folder` cannot be a folder of the output folder a commit writes into; nil when it can.
    private static func problem(folder: String?) -> String? {
        guard let folder else { return nil }
        guard OutputNames.isPlain(folder) else { return "\(quoted(folder)) is not a plain name" }
        guard !OutputNames.isStaged(folder) else { return "\(quoted(folder)) is a staged name" }
        return nil
    }

    /// Why `name` cannot be the final name of a file or folder a commit puts in place or removes.
    private static func problem(name: String) -> String? {
        guard OutputNames.isPlain(name) else { return "\(quoted(name)) is not a plain name" }
        guard !OutputNames.isStaged(name), name != Self.name else { return "\(quoted(name)) is not an output's name" }
        return nil
    }
}

/// A name in a journal, quoted for a message: at most 200 characters, as a terminal may show it.
private func quoted(_ name: String) -> String {
    "'" + TerminalText.escaped(name.count > 200 ? String(name.prefix(197)) + "..." : name) + "'"
}
