#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Markup {
    /// Why a document could not be read.
    struct ParseError: Error, CustomStringConvertible {
        let description: String
    }

    /// Reads an XML document's root element: the SVG that libgvc and ``WebSVG`` write.
    ///
    /// A small reader of its own, over the bytes: FoundationXML's `XMLDocument` keeps every
    /// document it has read (tens of kilobytes a frame), which a block of thousands of changes
    /// cannot afford. It reads elements, double- or single-quoted attributes in written order,
    /// text with character and entity references, comments, and skips a prolog, a doctype and
    /// processing instructions; anything else is an error.
    /// - Throws: `ParseError` when the bytes are not well-formed XML of that kind.
    static func parse(_ data: Data) throws(ParseError) -> Markup {
        var reader = MarkupReader(bytes: [UInt8](data))
        return try reader.document()
    }
}

/// The byte reader behind ``Markup/parse(_:)``.
private struct MarkupReader {
    let bytes: [UInt8]
    var position = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    func failure(_ message: String) -> Markup.ParseError {
        Markup.ParseError(description: "not well-formed XML: \(message) at byte \(position)")
    }

    func at(_ text: String) -> Bool {
        let utf8 = Array(text.utf8)
        return position + utf8.count <= bytes.count && bytes[position..<(position + utf8.count)].elementsEqual(utf8)
    }

    /// Moves past `end`, which must come.
    mutating func skip(past end: String) throws(Markup.ParseError) {
        while position < bytes.count, !at(end) { position += 1 }
        guard position < bytes.count else { throw failure("'\(end)' never comes") }
        position += end.utf8.count
    }

    mutating func skipSpace() {
        while position < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[position]) { position += 1 }
    }

    mutating func document() throws(Markup.ParseError) -> Markup {
        while true {
            skipSpace()
            if at("<?") {
                try skip(past: "?>")
            } else if at("<!--") {
                try skip(past: "-->")
            } else if at("<!") {
                try skip(past: ">")
            } else {
                break
            }
        }
        guard at("<") else { throw failure("no root element") }
        let root = try element()
        return root
    }

    /// An element, from its `<`.
    mutating func element() throws(Markup.ParseError) -> Markup {
        position += 1
        let name = self.name()
        guard !name.isEmpty else { throw failure("an element without a name") }
        var attributes: [Markup.Attribute] = []
        while true {
            skipSpace()
            if at("/>") {
                position += 2
                return Markup(name, attributes, [])
            }
            if at(">") {
                position += 1
                break
            }
            let attribute = self.name()
            guard !attribute.isEmpty else { throw failure("a malformed start tag") }
            skipSpace()
            guard at("=") else { throw failure("an attribute without a value") }
            position += 1
            skipSpace()
            guard position < bytes.count, bytes[position] == 0x22 || bytes[position] == 0x27 else {
                throw failure("an unquoted attribute value")
            }
            let quote = bytes[position]
            position += 1
            let start = position
            while position < bytes.count, bytes[position] != quote { position += 1 }
            guard position < bytes.count else { throw failure("an attribute value never closes") }
            attributes.append(Markup.Attribute(name: attribute, value: try decoded(bytes[start..<position])))
            position += 1
        }
        var children: [Markup.Node] = []
        while true {
            guard position < bytes.count else { throw failure("<\(name)> never closes") }
            if at("</") {
                position += 2
                guard self.name() == name else { throw failure("</…> does not close <\(name)>") }
                skipSpace()
                guard at(">") else { throw failure("a malformed end tag") }
                position += 1
                return Markup(name, attributes, children)
            } else if at("<!--") {
                position += 4
                let start = position
                try skip(past: "-->")
                children.append(.comment(String(decoding: bytes[start..<(position - 3)], as: UTF8.self)))
            } else if at("<![CDATA[") {
                position += 9
                let start = position
                try skip(past: "]]>")
                children.append(.text(String(decoding: bytes[start..<(position - 3)], as: UTF8.self)))
            } else if at("<?") {
                try skip(past: "?>")
            } else if at("<") {
                children.append(.element(try element()))
            } else {
                let start = position
                while position < bytes.count, bytes[position] != UInt8(ascii: "<") { position += 1 }
                children.append(.text(try decoded(bytes[start..<position])))
            }
        }
    }

    /// A name: everything up to space, `=`, `/` or `>`.
    mutating func name() -> String {
        let start = position
        while position < bytes.count,
            ![0x20, 0x0A, 0x0D, 0x09, UInt8(ascii: "="), UInt8(ascii: "/"), UInt8(ascii: ">")].contains(bytes[position])
        {
            position += 1
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// Text with its references decoded.
    func decoded(_ slice: ArraySlice<UInt8>) throws(Markup.ParseError) -> String {
        guard slice.contains(UInt8(ascii: "&")) else { return String(decoding: slice, as: UTF8.self) }
        var result = String.UnicodeScalarView()
        var raw: [UInt8] = []
        var index = slice.startIndex
        while index < slice.endIndex {
            guard slice[index] == UInt8(ascii: "&") else {
                raw.append(slice[index])
                index += 1
                continue
            }
            guard let end = slice[index...].firstIndex(of: UInt8(ascii: ";")) else {
                throw failure("an unterminated reference")
            }
            let reference = String(decoding: slice[(index + 1)..<end], as: UTF8.self)
            let scalar: Unicode.Scalar?
            switch reference {
            case "amp": scalar = "&"
            case "lt": scalar = "<"
            case "gt": scalar = ">"
            case "quot": scalar = "\""
            case "apos": scalar = "'"
            case _ where reference.hasPrefix("#x"):
                scalar = UInt32(reference.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
            case _ where reference.hasPrefix("#"): scalar = UInt32(reference.dropFirst(1)).flatMap(Unicode.Scalar.init)
            default: scalar = nil
            }
            guard let scalar else { throw failure("an unknown reference '&\(reference);'") }
            result.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
            raw.removeAll(keepingCapacity: true)
            result.append(scalar)
            index = end + 1
        }
        result.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
        return String(result)
    }
}
