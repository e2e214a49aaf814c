/// How large an input's trees and names may be; what the readers check before any diagram is built.
public struct InputLimits: Hashable, Sendable {
    /// The most nodes one tree may have.
    public var maxNodes: Int
    /// The most UTF-8 bytes one name (view, owner, object, key, label) may have.
    public var maxNameBytes: Int
    /// The most bytes one input (a file, or standard input) may have; larger ones are refused
    /// before they are read whole.
    public var maxInputBytes: Int
    /// The most UTF-8 bytes a caption may have.
    public var maxCaptionBytes: Int
    /// The most measurement blocks one page may have: each costs some 700 bytes beyond its text
    /// (its scene, warnings and output), which a page of a million tiny blocks would multiply to
    /// 25 times its size.
    public var maxPageBlocks: Int
    /// The most a block's diagram may cost to lay out (see ``LayoutCost``), or nil when the
    /// input is not drawn (`text`, `check`): a model of 100,000 views is read in a second,
    /// but dot would take hours to draw it.
    public var maxLayoutCost: Int?
    /// The most changes one block may have: each is a line of `text`, an outcome of `check` and a
    /// frame of every drawing, so a block of 100,000 changes (a 4 MB input) would print gigabytes.
    public var maxChanges: Int
    /// A block's output budget: the most views its frames may draw together, views × changes, or
    /// nil when the input is not drawn (`text`, `check`). A frame's files grow with its views
    /// (some 1.6 KB a view for an SVG and its figures, about ten times that with every format and
    /// both themes), so 2,000 views in each of 2,000 frames, a 266 KB input, would write 5 GB.
    public var maxOutput: Int?

    /// The input size limit unless raised: 32 MB.
    public static let defaultMaxInputBytes = 32 << 20

    /// The most bytes any text may have for the lexer and the JSON parser, which keep byte
    /// offsets in 32 bits.
    public static let largestInputBytes = Int(UInt32.max) - 1

    /// The most ``maxInputBytes`` may be raised to: 256 MB. Reading takes memory a few times the
    /// input's size (at most about ten times for blocks and scenes), so this keeps a run within
    /// a few GB; past it, the kernel rather than the tool would refuse the input.
    public static let maxInputBytesCap = 256 << 20

    /// The size limit the readers apply: ``maxInputBytes``, at most ``maxInputBytesCap``.
    public var inputBytesAllowed: Int { min(maxInputBytes, Self.maxInputBytesCap) }

    /// The layout budget unless raised: what the costliest tree within the default node limit
    /// needs (2,000 views in a chain or under one root; see README, Layout cost).
    public static let defaultMaxLayoutCost = 2_000 * 2_001

    /// The change limit unless raised: 1,000 changes, some 170 times the course's most (six), and
    /// each a frame a reader steps through. At 1,000, a block of a few views draws in seconds.
    public static let defaultMaxChanges = 1_000

    /// The output budget unless raised: 50,000 views drawn, some 1,400 times the course's
    /// costliest block (6 views × 6 changes), and as much as 2,000 views in 25 frames or 50 views
    /// in 1,000. An SVG run within it writes about 80 MB; every format in both themes, with
    /// animations, about 850 MB.
    public static let defaultMaxOutput = 50_000

    /// The most any count limit (nodes, changes, layout cost, output budget) may be set to:
    /// 2^31 − 1. A limit plus one, or two limits multiplied, then still fit an `Int`; a larger
    /// limit would allow nothing more, as no input within ``maxInputBytesCap`` comes near it.
    public static let largestLimit = Int(Int32.max)

    /// - Parameters:
    ///   - maxNodes: The most nodes one tree may have; 2,000 unless raised.
    ///   - maxNameBytes: The most UTF-8 bytes one name may have; 256 unless raised.
    ///   - maxInputBytes: The most bytes one input may have; 32 MB unless raised.
    ///   - maxCaptionBytes: The most UTF-8 bytes a caption may have; 1,024 unless raised.
    ///   - maxPageBlocks: The most measurement blocks one page may have; 10,000 unless raised.
    ///   - maxLayoutCost: A block's layout budget; nil (unchecked) unless given.
    ///   - maxChanges: The most changes one block may have; 1,000 unless raised.
    ///   - maxOutput: A block's output budget, views × changes; nil (unchecked) unless given.
    public init(
        maxNodes: Int = 2_000, maxNameBytes: Int = 256, maxInputBytes: Int = defaultMaxInputBytes,
        maxCaptionBytes: Int = 1_024, maxPageBlocks: Int = 10_000, maxLayoutCost: Int? = nil,
        maxChanges: Int = defaultMaxChanges, maxOutput: Int? = nil
    ) {
        self.maxNodes = maxNodes
        self.maxNameBytes = maxNameBytes
        self.maxInputBytes = maxInputBytes
        self.maxCaptionBytes = maxCaptionBytes
        self.maxPageBlocks = maxPageBlocks
        self.maxLayoutCost = maxLayoutCost
        self.maxChanges = maxChanges
        self.maxOutput = maxOutput
    }

    /// The limits used when a caller gives none.
    public static let standard = InputLimits()

    /// The limits of inputs that are drawn: the standard ones, the default layout budget and the
    /// default output budget.
    public static let drawing = InputLimits(maxLayoutCost: defaultMaxLayoutCost, maxOutput: defaultMaxOutput)
}
