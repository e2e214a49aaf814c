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

    /// - Parameters:
    ///   - maxNodes: The most nodes one tree may have; 2,000 unless raised.
    ///   - maxNameBytes: The most UTF-8 bytes one name may have; 256 unless raised.
    ///   - maxInputBytes: The most bytes one input may have; 32 MB unless raised.
    ///   - maxCaptionBytes: The most UTF-8 bytes a caption may have; 1,024 unless raised.
    ///   - maxPageBlocks: The most measurement blocks one page may have; 10,000 unless raised.
    ///   - maxLayoutCost: A block's layout budget; nil (unchecked) unless given.
    public init(
        maxNodes: Int = 2_000, maxNameBytes: Int = 256, maxInputBytes: Int = defaultMaxInputBytes,
        maxCaptionBytes: Int = 1_024, maxPageBlocks: Int = 10_000, maxLayoutCost: Int? = nil
    ) {
        self.maxNodes = maxNodes
        self.maxNameBytes = maxNameBytes
        self.maxInputBytes = maxInputBytes
        self.maxCaptionBytes = maxCaptionBytes
        self.maxPageBlocks = maxPageBlocks
        self.maxLayoutCost = maxLayoutCost
    }

    /// The limits used when a caller gives none.
    public static let standard = InputLimits()

    /// The limits of inputs that are drawn: the standard ones and the default layout budget.
    public static let drawing = InputLimits(maxLayoutCost: defaultMaxLayoutCost)
}
