import Foundation
import LessonScript
import TextEscapes
import TriggerModel

/// Any bytes, read as a lesson block, a lesson page and a JSON scene: the reader either
/// throws a located one-line error, or returns scenes whose every name is within the limits,
/// whose outcomes and text can be made, and which write to JSON and read back the same.
public enum LessonInputCheck: FuzzCheck {
    public static let name = "fuzz-lesson"

    public static func problems(in input: Data) -> [String] {
        var problems: [String] = []
        let lines = LineTable(input)
        for kind in [InputKind.block, .page, .json] {
            let file = "fuzz.\(kind.rawValue)"
            do {
                let document = try InputReader.read(data: input, file: file, kind: kind, name: "fuzz")
                for warning in document.warnings {
                    problems += lines.problems(with: warning, file: file).map { "\(kind) warning: \($0)" }
                }
                for scene in document.scenes {
                    problems += SceneProperties.problems(of: scene).map { "\(kind) scene '\(scene.name)': \($0)" }
                }
            } catch {
                problems += lines.problems(with: error, file: file).map { "\(kind) error: \($0)" }
            }
        }
        return problems
    }
}

/// The lines of an input, to check that a diagnostic points inside it.
///
/// Lines end at LF, CR LF or a lone CR, as the readers count them; columns count UTF-8 bytes.
struct LineTable {
    /// The length in bytes of each line.
    private var lengths: [Int] = []

    init(_ input: Data) {
        var length = 0
        var afterCR = false
        for byte in input {
            if byte == 0x0A, afterCR {
                afterCR = false
                continue
            }
            afterCR = byte == 0x0D
            if byte == 0x0A || byte == 0x0D {
                lengths.append(length)
                length = 0
            } else {
                length += 1
            }
        }
        lengths.append(length)
    }

    /// What is wrong with a diagnostic: not one line, no message, or a place outside the input.
    func problems(with diagnostic: Diagnostic, file: String) -> [String] {
        var problems: [String] = []
        let text = diagnostic.description
        if text.unicodeScalars.contains(where: { $0.isControlCharacter || $0 == "\u{2028}" || $0 == "\u{2029}" }) {
            problems.append("not one printable line: \(text.debugDescription)")
        }
        if diagnostic.message.isEmpty { problems.append("no message: \(text.debugDescription)") }
        let location = diagnostic.location
        if location.file != file { problems.append("names file \(location.file.debugDescription), not \(file)") }
        if location.line < 1 || location.line > lengths.count {
            problems.append("line \(location.line) outside 1...\(lengths.count): \(text.debugDescription)")
        } else if location.column < 1 || location.column > lengths[location.line - 1] + 1 {
            problems.append(
                "column \(location.column) outside line \(location.line) (\(lengths[location.line - 1]) bytes): \(text.debugDescription)"
            )
        }
        return problems
    }
}
