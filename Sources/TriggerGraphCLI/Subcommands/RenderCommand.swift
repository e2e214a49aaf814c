import TriggerGraph

enum RenderCommand: PublishingCommand {
    typealias Writer = FrameWriter
    static let name = "render"
    static let summary = "draw one diagram per change (SVG, PNG, PDF or DOT)"
    static let synopsis = "INPUT… -o DIR [options]"
    static let about = """
        Draws every change of every block as DIR/<block>/<NN>-<label>.<ext>, NN the change's position,
        zero-padded. <block> is a JSON scene's name, else the file's stem; a stem `main` takes its folders'
        names (01-x/1/main.swift is 01-x-1), a page stem `lesson`, `index` or `README` its folder's
        (01-x/lesson.md is 01-x, its blocks 01-x-1, …). Each block's folder is replaced whole. Beside every
        SVG frame, <NN>-<label>.figure.html and .figure.md are figures to paste into a page; for a lesson
        page, DIR/<page>/index.html previews it. --theme both also writes <NN>-<label>~dark.<ext>, which
        the figures show under a dark colour scheme. DIR/manifest.json lists every file written.
        """
}
