import Foundation
import TriggerGraph

extension ArgumentScanner {
    /// Removes an option and reads its value with `read`.
    /// - Throws: `PublishingError.request` with `message` when `read` finds no value in it.
    mutating func value<Value>(_ name: String, else message: String, _ read: (String) -> Value?) throws(PublishingError)
        -> Value?
    {
        guard let text = try option(name) else { return nil }
        guard let value = read(text) else { throw .request(message) }
        return value
    }

    /// Removes an option whose value is a whole number from 1, as `--block` and `--max-nodes` take.
    mutating func wholeNumber(_ name: String) throws(PublishingError) -> Int? {
        try value(name, else: "\(name) takes a whole number from 1") { Self.number($0, in: 1...) }
    }

    /// The whole number `text` names, if it is in `range`.
    static func number(_ text: String, in range: some RangeExpression<Int>) -> Int? {
        Int(text).flatMap { range.contains($0) ? $0 : nil }
    }

    /// `--format LIST`: comma-separated names of `Format`'s cases, in any case, each kept once in
    /// the order given; `fallback` when it is not given.
    /// - Throws: `PublishingError.request` for an unknown name or an empty list.
    mutating func formats<Format: RawRepresentable & CaseIterable & Equatable>(
        _ name: String = "--format", fallback: String? = "svg"
    ) throws(PublishingError) -> [Format] where Format.RawValue == String {
        guard let list = try option(name) ?? fallback else { return [] }
        var formats: [Format] = []
        for word in list.split(separator: ",") {
            guard let format = Format(rawValue: word.trimmingCharacters(in: .whitespaces).lowercased()) else {
                let names = Format.allCases.map(\.rawValue)
                let choices = names.dropLast().joined(separator: ", ") + " or " + names.last!
                throw .request("unknown format '\(word)'; use \(choices)")
            }
            if !formats.contains(format) { formats.append(format) }
        }
        guard !formats.isEmpty else { throw .request("--format needs at least one format") }
        return formats
    }

    /// `--theme NAME`: light (when none is given) or dark.
    mutating func theme() throws(PublishingError) -> Theme {
        guard let name = try option("--theme") else { return .light }
        return try theme(named: name)
    }

    /// `--theme NAME`: light, dark, or both (light, then dark); `fallback` when none is given.
    mutating func themes(fallback: [Theme] = [.light]) throws(PublishingError) -> [Theme] {
        guard let name = try option("--theme") else { return fallback }
        return name.lowercased() == "both" ? [.light, .dark] : [try theme(named: name)]
    }

    private func theme(named name: String) throws(PublishingError) -> Theme {
        guard let theme = Theme.named(name) else {
            throw .request("unknown theme '\(name)'; use light or dark")
        }
        return theme
    }

    /// `--delay MS`, how long each change of an animation shows: the default when none is given.
    mutating func delay() throws(PublishingError) -> Int { try delay(try option("--delay")) }

    /// The milliseconds `text` names, from 1 to the GIF's longest delay; the default for nil.
    func delay(_ text: String?) throws(PublishingError) -> Int {
        guard let text else { return AnimationFormat.defaultDelay }
        guard let value = Self.number(text, in: 1...AnimationFormat.maximumDelay) else {
            let most = AnimationFormat.maximumDelay
            throw .request("--delay takes a whole number of milliseconds from 1 to \(most)")
        }
        return value
    }

    /// `--scale N`: from 1 to the renderer's maximum, 1 when none is given.
    mutating func scale() throws(PublishingError) -> Int {
        let most = DiagramRenderer.maximumScale
        return try value("--scale", else: "--scale takes a whole number from 1 to \(most)") {
            Self.number($0, in: 1...most)
        } ?? 1
    }

    /// `--quiet` or `--verbose`, never both.
    mutating func verbosity() throws(PublishingError) -> Verbosity {
        let quiet = flag("-q", "--quiet")
        let verbose = flag("-v", "--verbose")
        if quiet, verbose { throw .request("--quiet and --verbose do not go together") }
        return quiet ? .quiet : verbose ? .verbose : .normal
    }

    /// `--name NAME`: the name of the one input's block (or page, whose blocks are `NAME-K`).
    mutating func name() throws(PublishingError) -> String? {
        try value("--name", else: "--name needs a name") { $0.isEmpty ? nil : $0 }
    }

    /// `--block K` and `--change LIST`.
    mutating func selection() throws(PublishingError) -> Selection {
        let block = try wholeNumber("--block")
        let changes = try value("--change", else: "--change takes numbers and ranges from 1, such as 2,4-6") {
            Selection.positions($0)
        }
        return Selection(block: block, changes: changes)
    }

    /// `--max-nodes`, `--max-bytes` and, on a command that draws, `--max-layout`.
    /// - Parameter drawing: Whether the command draws (render, animate, docc, preview): it takes
    ///   `--max-layout`, and its limits start from ``InputLimits/drawing``.
    /// - Throws: `PublishingError.request` when a value is not a whole number from 1, or
    ///   `--max-bytes` is over its cap (``InputLimits/maxInputBytesCap``).
    mutating func limits(drawing: Bool = false) throws(PublishingError) -> InputLimits {
        var limits = drawing ? InputLimits.drawing : InputLimits.standard
        if let value = try wholeNumber("--max-nodes") { limits.maxNodes = value }
        if let value = try wholeNumber("--max-bytes") {
            let most = InputLimits.maxInputBytesCap
            guard value <= most else {
                throw .request("--max-bytes is at most \(most) (256 MB), where memory stays bounded")
            }
            limits.maxInputBytes = value
        }
        if drawing, let value = try wholeNumber("--max-layout") { limits.maxLayoutCost = value }
        return limits
    }
}
