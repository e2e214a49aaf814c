extension WebSVG {
    /// A start tag's bytes, from its `<` up to (not including) its `>`, whose attributes libgvc
    /// writes once each, double-quoted.
    struct StartTag {
        var bytes: [UInt8]

        init(_ bytes: some Sequence<UInt8>) {
            self.bytes = Array(bytes)
        }

        /// Where the attribute's value runs, if the tag has it.
        func range(of attribute: ByteString) -> Range<Int>? {
            guard let start = index(of: attribute).map({ $0 + attribute.bytes.count }),
                let end = bytes[start...].firstIndex(of: UInt8(ascii: "\""))
            else { return nil }
            return start..<end
        }

        /// The attribute's value, if the tag has it.
        func value(of attribute: ByteString) -> ArraySlice<UInt8>? {
            range(of: attribute).map { bytes[$0] }
        }

        /// Sets the attribute's value; a tag without it stays as it is.
        mutating func set(_ attribute: ByteString, to value: [UInt8]) {
            guard let range = range(of: attribute) else { return }
            bytes.replaceSubrange(range, with: value)
        }

        /// Removes the attribute, its name and the space before it included; a tag without it
        /// stays as it is.
        mutating func remove(_ attribute: ByteString) {
            guard let start = index(of: attribute), let value = range(of: attribute) else { return }
            bytes.removeSubrange(start...value.upperBound)
        }

        /// Whether the tag holds these bytes.
        func contains(_ part: ByteString) -> Bool {
            index(of: part) != nil
        }

        /// Where `part` first starts in the tag.
        private func index(of part: ByteString) -> Int? {
            bytes.withUnsafeBufferPointer { part.find(in: $0, from: 0, to: $0.count) }
        }
    }
}

extension ByteString {
    /// An attribute as a start tag holds it, ` name="`: what a tag is searched for.
    static func attribute(_ name: String) -> ByteString {
        ByteString(" \(name)=\"")
    }
}
