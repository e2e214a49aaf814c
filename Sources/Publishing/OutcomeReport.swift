import LessonScript
import TextEscapes
import TriggerModel

/// The outcomes of every block as JSON, for page tooling (`triggergraph text --json`).
///
/// The text is what `JSONEncoder` writes with `.prettyPrinted`, `.sortedKeys` and
/// `.withoutEscapingSlashes` (`EncoderStyleJSON`), made a change at a time and handed out in
/// pieces as it is made: 2,000 views in each of 100,000 changes print gigabytes, which were held
/// whole (8 GB) before any was written. What is kept meanwhile is each change's count of causes.
///
/// ```json
/// {"inputs": [{"file": "…", "blocks": [{"caption": "…", "changes": [{"key", "label", "line",
///   "recomputed": [{"cause", "view"}], "skipped": […], "tree"}], "counts": [{"environment",
///   "local", "observed", "off-rule", "out-of-scope", "parent"}], "lines": […], "name"}]}],
///  "version": 1}
/// ```
public struct OutcomeReport {
    /// The report's format version.
    public static let version = 1
    private let inputs: [LoadedInput]
    /// How much text is made before it is handed out.
    static let pieceBytes = 1 << 16

    /// The report of inputs already read, each under its path.
    /// - Parameter loaded: The inputs, read.
    public init(_ loaded: [LoadedInput]) {
        inputs = loaded
    }

    /// The report as JSON: two-space indent, keys sorted, no final line break.
    public func jsonText() -> String {
        var text: [UInt8] = []
        write { text += $0 }
        return String(decoding: text, as: UTF8.self)
    }

    /// Makes the report as JSON (as ``jsonText()`` returns it), handing it to `output` in pieces of
    /// about 64 KB, in order, as it is made.
    /// - Parameter output: Given each piece; the pieces together are the text.
    public func write(_ output: ([UInt8]) -> Void) {
        var json = EncoderStyleJSON()
        func flush(_ json: inout EncoderStyleJSON, atLeast bytes: Int = Self.pieceBytes) {
            if json.bytes.count >= bytes { output(json.take()) }
        }
        json.object { json in
            json.member("inputs") { json in
                json.array(inputs) { json, input in
                    json.object { json in
                        json.member("blocks") { json in
                            json.array(input.document.scenes) { json, scene in
                                Self.write(scene, to: &json, flush: { flush(&$0) })
                            }
                        }
                        json.member("file") { $0.string(input.path) }
                    }
                }
            }
            json.member("version") { $0.int(Self.version) }
        }
        flush(&json, atLeast: 1)
    }

    /// One block: its changes' outcomes, made one at a time, then its counts and lines.
    private static func write(
        _ scene: Scene, to json: inout EncoderStyleJSON, flush: (inout EncoderStyleJSON) -> Void
    ) {
        var causes: [CauseCounts] = []
        causes.reserveCapacity(scene.changes.count)
        json.object { json in
            if let caption = scene.caption { json.member("caption") { $0.string(caption) } }
            json.member("changes") { json in
                json.array(scene.changes) { json, change in
                    let outcome = scene.trees[change.tree].tree.apply(change.change)
                    causes.append(CauseCounts([outcome]))
                    write(outcome, tree: scene.trees[change.tree].name, to: &json)
                    flush(&json)
                }
            }
            json.member("counts") { json in
                let requests = scene.steps.compactMap { step -> CountRequest? in
                    guard case .count(let request) = step else { return nil }
                    return request
                }
                json.array(requests) { json, request in
                    let totals = Scene.counts(of: request, in: causes)
                    json.object { json in
                        for (name, cause) in Self.countedCauses {
                            json.member(name) { $0.int(totals[cause]) }
                        }
                    }
                }
            }
            // The lines again, a step at a time: kept from the changes above, they would be the
            // size of the output.
            json.member("lines") { json in
                json.array(scene.printedSteps.lazy.flatMap(\.lines)) { json, line in
                    json.string(line)
                    flush(&json)
                }
            }
            json.member("name") { $0.string(scene.name) }
        }
    }

    /// A change's outcome, its members sorted.
    private static func write(_ outcome: Outcome, tree: String, to json: inout EncoderStyleJSON) {
        json.object { json in
            json.member("key") { $0.string(outcome.change.key) }
            json.member("label") { $0.string(outcome.change.label) }
            json.member("line") { $0.string(outcome.textLine) }
            json.member("recomputed") { json in
                json.array(outcome.recomputed) { json, hit in
                    json.object { json in
                        json.member("cause") { $0.string(hit.cause.rawValue) }
                        json.member("view") { $0.string(hit.view) }
                    }
                }
            }
            json.member("skipped") { json in json.array(outcome.skipped) { $0.string($1) } }
            json.member("tree") { $0.string(tree) }
        }
    }

    /// Each count's members, by name, in sorted order.
    private static let countedCauses: [(String, Cause)] = [
        ("environment", .environment), ("local", .local), ("observed", .observed), ("off-rule", .offRule),
        ("out-of-scope", .outOfScope), ("parent", .parent),
    ]
}
