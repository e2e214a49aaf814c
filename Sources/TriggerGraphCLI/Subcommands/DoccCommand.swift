import TriggerGraph

enum DoccCommand: PublishingCommand {
    typealias Writer = CatalogWriter
    static let name = "docc"
    static let summary = "turn lesson pages into a DocC catalog with a diagram of every change"
    static let synopsis = "PAGE.md… -o NAME.docc [options]"
    static let about = """
        Writes a DocC catalog: an article per page, <page>.md, its Markdown with each measurement block's
        figures after its printed output; a root article, <NAME>.md, listing the lessons in order; every
        frame as Resources/<block>-<NN>-<label>.<ext> and its ~dark variant, blocks named as by render. A
        README.md or index.md with no measurement block is skipped. A later run removes what an earlier one
        wrote and no longer writes (manifest.json), touching nothing else. Build the site with:

          docc convert NAME.docc --output-path site --transform-for-static-hosting
        """
}
