/// How large an input's trees and names may be; what the readers check before any diagram is built.
public struct InputLimits: Hashable, Sendable {
    /// The most nodes one tree may have.
    public var maxNodes: Int
    /// The most UTF-8 bytes one name (view, owner, object, key, label) may have.
    public var maxNameBytes: Int
    /// The most bytes one input (a file, or standard input) may have; larger ones are refused
    /// before they are read whole.
    public var maxInputBytes: Int

    /// The input size limit unless raised: 32 MB.
    public static let defaultMaxInputBytes = 32 << 20

    /// The most bytes any input may have, whatever ``maxInputBytes`` says: the lexer keeps a
    /// token's byte offsets in 32 bits.
    public static let largestInputBytes = Int(UInt32.max) - 1

    /// The size limit the readers apply: ``maxInputBytes``, at most ``largestInputBytes``.
    public var inputBytesAllowed: Int { min(maxInputBytes, Self.largestInputBytes) }

    /// - Parameters:
    ///   - maxNodes: The most nodes one tree may have; 2,000 unless raised.
    ///   - maxNameBytes: The most UTF-8 bytes one name may have; 256 unless raised.
    ///   - maxInputBytes: The most bytes one input may have; 32 MB unless raised.
    public init(maxNodes: Int = 2_000, maxNameBytes: Int = 256, maxInputBytes: Int = defaultMaxInputBytes) {
        self.maxNodes = maxNodes
        self.maxNameBytes = maxNameBytes
        self.maxInputBytes = maxInputBytes
    }

    /// The limits used when a caller gives none.
    public static let standard = InputLimits()
}
