/// The output folder and the folders in it that a commit or a rollback reaches, each opened once.
final class FolderCache {
    let root: Folder
    private var folders: [String: Folder] = [:]

    init(_ root: Folder) { self.root = root }

    /// The root and every folder opened so far.
    var opened: [Folder] { [root] + folders.values }

    /// The folder `name` of the root (the root for nil), never through a link.
    /// - Throws: `OutputError.cantCreate` when it cannot be opened.
    func folder(_ name: String?) throws(OutputError) -> Folder {
        guard let name else { return root }
        if let open = folders[name] { return open }
        do throws(FolderError) {
            let open = try root.folder(name)
            folders[name] = open
            return open
        } catch {
            throw error.outputError
        }
    }

    /// The folder `name`, or nil when it cannot be opened.
    func existing(_ name: String?) -> Folder? {
        guard let name else { return root }
        if let open = folders[name] { return open }
        let open = root.existingFolder(name)
        folders[name] = open
        return open
    }
}
