import Foundation
import Testing

@testable import TriggerGraphCLI

/// The house rules on the sources themselves, read from the package: the library names no
/// command-line option, no file is over 300 lines, and the command line stays small.
@Suite("House rules")
struct HouseRulesTests {
    /// Every Swift file under `Sources/`, by its path from the package root, with its text.
    static let sources: [(path: String, text: String)] = {
        let root = repositoryRoot.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".swift") || $0.hasSuffix(".c") || $0.hasSuffix(".h") }.sorted().map {
            path in
            ("Sources/" + path, (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? "")
        }
    }()

    /// Every option name the command line declares, as its help lists them.
    static let flags = Set(TriggerGraphCLI.commands.flatMap { $0.options + [.help] }.flatMap(\.names))

    /// The folders of the command line, where options may be named.
    static func isCommandLine(_ path: String) -> Bool {
        path.hasPrefix("Sources/TriggerGraphCLI/") || path.hasPrefix("Sources/triggergraph/")
    }

    @Test func theScanFindsAnOptionInALiteralAndNotInACommentOrAName() {
        let text = #"""
            // --force in a comment
            let a = "x (--force takes it over)"
            let b = "\(id)-v\(shape)"
            let c = """
                raise it with --max-bytes N
                """
            /* "--jobs" */ let d = "no-sync"
            """#
        #expect(Self.flagsNamed(inLiteralsOf: text, among: Self.flags) == ["--force", "--max-bytes"])
    }

    @Test func noStringLiteralOutsideTheCommandLineNamesAnOption() throws {
        #expect(Self.flags.count > 20, "the options are read from the command line's declarations")
        #expect(Self.sources.count > 100)
        for (path, text) in Self.sources where !Self.isCommandLine(path) && path.hasSuffix(".swift") {
            let named = Self.flagsNamed(inLiteralsOf: text, among: Self.flags)
            #expect(named.isEmpty, "\(path) names \(named)")
        }
    }

    @Test func noSourceFileIsOver300Lines() {
        for (path, text) in Self.sources {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
            #expect(lines <= 300, "\(path) has \(lines) lines")
        }
    }

    /// The command line is a porch (options, dispatch, help, what a run prints): its lines, counted
    /// as `wc -l` counts them, stay within 700.
    @Test func theCommandLineIsAtMost700Lines() {
        let files = Self.sources.filter { $0.path.hasPrefix("Sources/TriggerGraphCLI/") }
        let lines = files.map { $0.text.utf8.count { $0 == UInt8(ascii: "\n") } }.reduce(0, +)
        #expect(files.count > 10 && lines > 350, "the command line's sources were read")
        #expect(lines <= 700, "Sources/TriggerGraphCLI has \(lines) lines")
    }

    /// The options `text`'s string literals name: each a whole word of a literal, interpolations
    /// and comments aside.
    static func flagsNamed(inLiteralsOf text: String, among flags: Set<String>) -> [String] {
        literals(of: Array(text.utf8)).flatMap { literal in
            literal.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "-") }).map(String.init)
                .filter(flags.contains)
        }
    }

    /// The text of each string literal of Swift source `bytes`, each interpolation standing as `X`
    /// (so `\(id)-v` is no option), comments left out.
    static func literals(of bytes: [UInt8]) -> [String] {
        var literals: [String] = []
        var index = 0
        /// Reads a literal from after its opening quote(s), up to its closing one(s).
        func literal(closing: [UInt8]) -> String {
            var text: [UInt8] = []
            while index < bytes.count, !bytes[index...].starts(with: closing) {
                if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "(") {
                    index += 2
                    var depth = 1
                    while index < bytes.count, depth > 0 {
                        let byte = bytes[index]
                        index += 1
                        if byte == UInt8(ascii: "(") { depth += 1 }
                        if byte == UInt8(ascii: ")") { depth -= 1 }
                        if byte == UInt8(ascii: "\"") { literals.append(literal(closing: [UInt8(ascii: "\"")])) }
                    }
                    text.append(UInt8(ascii: "X"))
                    continue
                }
                if bytes[index] == UInt8(ascii: "\\") { index += 1 }
                if index < bytes.count { text.append(bytes[index]) }
                index += 1
            }
            index += closing.count
            return String(decoding: text, as: UTF8.self)
        }
        while index < bytes.count {
            let rest = bytes[index...]
            if rest.starts(with: Array("//".utf8)) {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else if rest.starts(with: Array("/*".utf8)) {
                index += 2
                while index < bytes.count, !bytes[index...].starts(with: Array("*/".utf8)) { index += 1 }
                index += 2
            } else if rest.starts(with: Array("\"\"\"".utf8)) {
                index += 3
                literals.append(literal(closing: Array("\"\"\"".utf8)))
            } else if rest.starts(with: Array("#\"".utf8)) {
                index += 2
                literals.append(literal(closing: Array("\"#".utf8)))
            } else if bytes[index] == UInt8(ascii: "\"") {
                index += 1
                literals.append(literal(closing: [UInt8(ascii: "\"")]))
            } else {
                index += 1
            }
        }
        return literals
    }
}
