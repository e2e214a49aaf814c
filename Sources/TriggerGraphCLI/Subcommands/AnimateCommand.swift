import TriggerGraph

enum AnimateCommand: PublishingCommand {
    typealias Writer = AnimationWriter
    static let name = "animate"
    static let summary = "animate each block's changes (animated SVG, GIF, HTML flipbook)"
    static let synopsis = "INPUT… -o DIR [options]"
    static let about = """
        Writes each block's changes, in order, as one animation per format, DIR/<block>.<ext>, <block>
        named as by render. Every frame of a block comes from one layout, so views never move.

          svg   an animated SVG: no script, loops; shows the first change under prefers-reduced-motion
          gif   an animated GIF of the PNG frames, looping
          html  a flipbook page: previous/next, a slider, arrow keys; #N in the URL opens change N

        --theme both also writes each animation in the dark theme, as DIR/<block>~dark.<ext>.
        """
}
