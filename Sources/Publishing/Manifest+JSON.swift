import TextEscapes

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Manifest {
    /// The manifest as JSON: two-space indent, keys sorted, ending in a line break.
    ///
    /// Written by hand in the text `JSONEncoder` writes with `.prettyPrinted`, `.sortedKeys` and
    /// `.withoutEscapingSlashes` (`ManifestJSONTests` holds the two to the same bytes), because it
    /// is written last, after every block is drawn, where the encoder is about three times slower.
    /// Each type writes its members sorted by name: every name is lowercase ASCII letters, on
    /// which the byte order used here and the encoder's (numeric, case-insensitive) agree. Absent
    /// optionals are left out, as the synthesized `Encodable` leaves them out. A member added to a
    /// manifest type is written here too, and given a value in `anyTextIsTheEncodersText`.
    public var json: Data {
        var writer = EncoderStyleJSON()
        writer.object { json in
            json.member("blocks") { json in json.array(blocks) { json, block in block.write(&json) } }
            json.member("command") { $0.string(command) }
            json.member("files") { json in json.array(files) { json, file in file.write(&json) } }
            if let kept { json.member("kept") { json in json.array(kept) { json, file in file.write(&json) } } }
            json.member("manifestVersion") { $0.int(manifestVersion) }
            json.member("pages") { json in json.array(pages) { json, page in page.write(&json) } }
            json.member("tool") { $0.string(tool) }
            json.member("version") { $0.string(version) }
        }
        return writer.data
    }
}

extension Manifest.Source {
    fileprivate func write(_ json: inout EncoderStyleJSON) {
        json.object { json in
            json.member("file") { $0.string(file) }
            json.member("line") { $0.int(line) }
        }
    }
}

extension Manifest.File {
    fileprivate func write(_ json: inout EncoderStyleJSON) {
        json.object { json in
            json.member("bytes") { $0.int(bytes) }
            json.member("format") { $0.string(format) }
            json.member("path") { $0.string(path) }
            if let theme { json.member("theme") { $0.string(theme) } }
        }
    }
}

extension Manifest.Block {
    fileprivate func write(_ json: inout EncoderStyleJSON) {
        json.object { json in
            if let caption { json.member("caption") { $0.string(caption) } }
            json.member("changes") { json in json.array(changes) { json, change in change.write(&json) } }
            json.member("files") { json in json.array(files) { json, file in file.write(&json) } }
            json.member("name") { $0.string(name) }
            json.member("source") { source.write(&$0) }
        }
    }
}

extension Manifest.Change {
    fileprivate func write(_ json: inout EncoderStyleJSON) {
        json.object { json in
            json.member("causes") { json in
                json.object { json in
                    for (cause, count) in causes.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
                        json.member(cause) { $0.int(count) }
                    }
                }
            }
            json.member("files") { json in json.array(files) { json, file in file.write(&json) } }
            json.member("key") { $0.string(key) }
            json.member("label") { $0.string(label) }
            json.member("number") { $0.int(number) }
            json.member("skipped") { $0.int(skipped) }
            json.member("source") { source.write(&$0) }
            json.member("textLine") { $0.string(textLine) }
        }
    }
}

extension Manifest.Page {
    fileprivate func write(_ json: inout EncoderStyleJSON) {
        json.object { json in
            json.member("files") { json in json.array(files) { json, file in file.write(&json) } }
            json.member("name") { $0.string(name) }
            json.member("source") { $0.string(source) }
            if let title { json.member("title") { $0.string(title) } }
        }
    }
}
