#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// JSON text as Foundation's `JSONEncoder` writes it with `.withoutEscapingSlashes`, strings as
/// ``JSONString`` writes them; members are written in the order given (`.sortedKeys` is the
/// caller's). Pretty printed (`.prettyPrinted`): `"key" : value`, two spaces a level, an empty
/// container as its brackets around an empty line. Compact: `"key":value`, no space or line break.
/// `manifest.json` is written pretty printed, the commit journal compact.
package struct EncoderStyleJSON {
    private let prettyPrinted: Bool
    /// The text written so far.
    package private(set) var bytes: [UInt8] = []
    private var depth = 0
    /// Whether the innermost open container has no element yet.
    private var empty = false

    package init(prettyPrinted: Bool = true) {
        self.prettyPrinted = prettyPrinted
    }

    /// The text, ending in a line break.
    package var data: Data { Data(bytes + [UInt8(ascii: "\n")]) }

    /// Takes the text written so far, leaving none: a long text is written out in pieces as it is
    /// made (`text --json`), each taken between two elements, so never within a character.
    package mutating func take() -> [UInt8] {
        defer { bytes.removeAll(keepingCapacity: true) }
        return bytes
    }

    package mutating func object(_ members: (inout EncoderStyleJSON) -> Void) {
        container(open: "{", close: "}", members)
    }

    package mutating func array<Elements: Sequence>(
        _ elements: Elements, _ element: (inout EncoderStyleJSON, Elements.Element) -> Void
    ) {
        container(open: "[", close: "]") { json in
            for item in elements {
                json.startElement()
                element(&json, item)
            }
        }
    }

    /// A member of the object being written.
    package mutating func member(_ name: String, _ value: (inout EncoderStyleJSON) -> Void) {
        startElement()
        string(name)
        bytes.append(contentsOf: (prettyPrinted ? " : " : ":").utf8)
        value(&self)
    }

    package mutating func int(_ number: Int) {
        bytes.append(contentsOf: String(number).utf8)
    }

    package mutating func int(_ number: UInt64) {
        bytes.append(contentsOf: String(number).utf8)
    }

    package mutating func bool(_ value: Bool) {
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    package mutating func string(_ text: String) {
        JSONString.append(text, to: &bytes)
    }

    private mutating func container(
        open: Unicode.Scalar, close: Unicode.Scalar, _ elements: (inout EncoderStyleJSON) -> Void
    ) {
        bytes.append(UInt8(ascii: open))
        if prettyPrinted { bytes.append(UInt8(ascii: "\n")) }
        let outer = empty
        empty = true
        depth += 1
        elements(&self)
        depth -= 1
        if prettyPrinted {
            bytes.append(UInt8(ascii: "\n"))
            indent()
        }
        bytes.append(UInt8(ascii: close))
        empty = outer
    }

    /// The separator before an element, and its indent.
    private mutating func startElement() {
        if !empty { bytes.append(contentsOf: (prettyPrinted ? ",\n" : ",").utf8) }
        empty = false
        if prettyPrinted { indent() }
    }

    private mutating func indent() {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }
}
