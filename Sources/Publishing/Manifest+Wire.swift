import SystemIO

// A block's manifest entry, as a drawing process reports it to the process that forked it
// (`BlockWorkers`): each member in the order it is declared.

extension Manifest.Block: WireCodable {
    /// Appends its bytes, member after member.
    public func write(to wire: inout WireWriter) {
        wire.write(name)
        wire.write(source)
        wire.write(caption)
        wire.write(changes)
        wire.write(files)
    }

    /// Reads the bytes ``write(to:)`` appended.
    public init(from wire: inout WireReader) throws(WireReader.Corrupted) {
        self.init(
            name: try wire.read(), source: try wire.read(), caption: try wire.read(), changes: try wire.read(),
            files: try wire.read())
    }
}

extension Manifest.Change: WireCodable {
    /// Appends its bytes, member after member.
    public func write(to wire: inout WireWriter) {
        wire.write(number)
        wire.write(label)
        wire.write(key)
        wire.write(source)
        wire.write(textLine)
        wire.write(causes)
        wire.write(skipped)
        wire.write(files)
    }

    /// Reads the bytes ``write(to:)`` appended.
    public init(from wire: inout WireReader) throws(WireReader.Corrupted) {
        self.init(
            number: try wire.read(), label: try wire.read(), key: try wire.read(), source: try wire.read(),
            textLine: try wire.read(), causes: try wire.read(), skipped: try wire.read(), files: try wire.read())
    }
}

extension Manifest.Source: WireCodable {
    /// Appends its bytes, member after member.
    public func write(to wire: inout WireWriter) {
        wire.write(file)
        wire.write(line)
    }

    /// Reads the bytes ``write(to:)`` appended.
    public init(from wire: inout WireReader) throws(WireReader.Corrupted) {
        self.init(file: try wire.read(), line: try wire.read())
    }
}

extension Manifest.File: WireCodable {
    /// Appends its bytes, member after member.
    public func write(to wire: inout WireWriter) {
        wire.write(path)
        wire.write(format)
        wire.write(theme)
        wire.write(bytes)
    }

    /// Reads the bytes ``write(to:)`` appended.
    public init(from wire: inout WireReader) throws(WireReader.Corrupted) {
        self.init(path: try wire.read(), format: try wire.read(), theme: try wire.read(), bytes: try wire.read())
    }
}
