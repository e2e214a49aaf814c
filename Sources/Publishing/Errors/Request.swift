import LessonScript

/// What was asked of a run that does not fit, with what a program needs to ask again: the
/// setting, the text given, the range or names it takes, the input.
public enum Request: Equatable, Sendable, Codable {
    /// A setting's text that is not a whole number in `range` (of `unit`, when it is worth naming).
    case notInRange(Setting, range: ClosedRange<Int>, unit: String?)
    /// A setting's number past the most it may be: `cap`, where memory stays bounded.
    case pastCap(Setting, cap: Int)
    /// A name of a `kind` (format, theme, layout) that is none of `choices`.
    case unknownName(kind: String, name: String, choices: [String])
    /// A list of formats with none in it.
    case noFormat
    /// A list of changes that is not positions and ranges from 1 to `most`.
    case notPositions(Setting, most: Int)
    /// A catalog asked for in more than one format.
    case oneFormatPerCatalog
    /// A setting a run cannot go without (``Setting/output``), not given.
    case missing(Setting)
    /// A setting given the empty text where it names a folder or a name.
    case empty(Setting)
    /// A path holding a NUL byte, which the system would read only up to it: an input's (no
    /// setting), or a setting's (``Setting/output``).
    case pathHoldsNUL(path: String, setting: Setting?)
    /// Animations (``Setting/animate``) asked of a run that draws some blocks or changes only.
    case partialAnimation
    /// A scale (``Setting/scale``) for a run that draws no bitmap it applies to: `format`
    /// (`png`, `gif`) is the one to add.
    case scaleWithoutBitmaps(format: String)
    /// A catalog's animation delay (``Setting/delay``) with no animation (``Setting/animate``).
    case delayWithoutAnimation
    /// An input that is not a lesson page, given to what `command` writes of pages only (a catalog).
    case notAPage(path: String, command: String)
    /// A setting for one input (``Setting/name``, ``Setting/block``) given with `given` inputs.
    case oneInputOnly(Setting, given: Int)
    /// No input at all.
    case noInput
    /// Every input was skipped (a `README.md` or `index.md` with no measurement block).
    case everyInputSkipped
    /// An input that is none of a `.swift` block, a `.md` page, a `.json` scene or `-`.
    case unsupportedInput(path: String)
    /// Block `index` of a block or scene, which has `count` (0 or 1).
    case notOneBlock(Int, input: String, count: Int)
    /// A page with no block that has a view tree.
    case noBlockWithTree(input: String)
    /// A page with several blocks that have a view tree, and none picked: their numbers and lines.
    case severalBlocks(input: String, blocks: [Int], lines: [Int])
    /// A catalog whose name has no letter or digit to name its root article with.
    case catalogUnnamable(name: String)
    /// A block's animation at `origin` that would take a frame's resource name.
    case animationTakesFrameName(origin: String, block: String, resource: String)

    /// The one-line message, each setting called as `name` calls it.
    public func message(naming name: (Setting) -> String) -> String {
        switch self {
        case .notInRange(let setting, let range, let unit):
            return "\(name(setting)) takes \(OptionValue.wording(of: range, unit: unit))"
        case .pastCap(let setting, let cap):
            return "\(name(setting)) is at most \(cap) (\(cap >> 20) MB), where memory stays bounded"
        case .unknownName(let kind, let text, let choices):
            let list = choices.dropLast().joined(separator: ", ") + " or " + (choices.last ?? "")
            return "unknown \(kind) '\(text)'; use \(list)"
        case .missing(let setting): return "missing \(name(setting))"
        case .empty(let setting): return "\(name(setting)) needs \(setting == .output ? "a folder" : "a name")"
        case .pathHoldsNUL(let path, let setting):
            return "the \(setting.map(name) ?? "input") path '\(path)' holds a NUL byte, which no file name can hold"
        case .partialAnimation:
            return
                "\(name(.animate)) draws whole blocks; animate \(name(.block)) and \(name(.change)) pick what to animate"
        case .scaleWithoutBitmaps(let format):
            return "\(name(.scale)) draws \(format.uppercased()) figures; add \(name(.format)) \(format)"
        case .delayWithoutAnimation: return "\(name(.delay)) times the animation; add \(name(.animate))"
        case .notAPage(let path, let command): return "\(command) takes lesson pages (.md); \(path) is not one"
        case .noFormat: return "\(name(.format)) needs at least one format"
        case .notPositions(let setting, let most):
            return "\(name(setting)) takes numbers and ranges from 1 to \(most), such as 2,4-6"
        case .oneFormatPerCatalog:
            return "a catalog holds each figure in one format (DocC shows either of name.svg and name.png at random); "
                + "use \(name(.format)) svg or \(name(.format)) png"
        case .oneInputOnly(let setting, let given):
            let does = setting == .block ? "picks a block of one input" : "names one input"
            return "\(name(setting)) \(does); \(given) were given"
        case .noInput: return "no input given"
        case .everyInputSkipped: return "no lesson to read: every input was skipped"
        case .unsupportedInput(let path): return Problem.unsupportedInput(path: path).message
        case .notOneBlock(let index, let input, let count):
            return "no block \(index) in \(input): it has \(count) block(s) with a tree"
        case .noBlockWithTree(let input): return "\(input) has no block with a view tree"
        case .severalBlocks(let input, let blocks, let lines):
            let list = zip(blocks, lines).map { "\($0) (\(input):\($1))" }.joined(separator: ", ")
            return "\(input) has \(blocks.count) blocks with a tree; pick one with \(name(.block)) K: \(list)"
        case .catalogUnnamable(let catalog):
            return "the catalog '\(catalog)' has no letter or digit to name its root article"
        case .animationTakesFrameName(let origin, let block, let resource):
            return "\(origin): error: the animation of \(block) would take a frame's name, \(resource); "
                + "rename the block or the change"
        }
    }
}
