import Animation
import Foundation
import TriggerDiagram
import TriggerRender

/// The formats named by `--format LIST`: comma-separated names of `Format`'s cases, in any
/// case, each kept once in the order given.
/// - Throws: `CLIError.usage` for an unknown name or an empty list.
func parseFormats<Format: RawRepresentable & CaseIterable & Equatable>(
    _ list: String, command: String
) throws(CLIError) -> [Format] where Format.RawValue == String {
    var formats: [Format] = []
    for word in list.split(separator: ",") {
        guard let format = Format(rawValue: word.trimmingCharacters(in: .whitespaces).lowercased()) else {
            let names = Format.allCases.map(\.rawValue)
            let choices = names.dropLast().joined(separator: ", ") + " or " + names.last!
            throw .usage("unknown format '\(word)'; use \(choices)", command: command)
        }
        if !formats.contains(format) { formats.append(format) }
    }
    guard !formats.isEmpty else { throw .usage("--format needs at least one format", command: command) }
    return formats
}

/// The theme named by `--theme`, light when none is given.
func parseTheme(_ name: String?, command: String) throws(CLIError) -> Theme {
    guard let name else { return .light }
    guard let theme = Theme.named(name) else {
        throw .usage("unknown theme '\(name)'; use light or dark", command: command)
    }
    return theme
}

/// The themes named by `--theme`: `light`, `dark`, or `both` (light, then dark), `fallback` when
/// none is given.
func parseThemes(_ name: String?, fallback: [Theme] = [.light], command: String) throws(CLIError) -> [Theme] {
    guard let name else { return fallback }
    if name.lowercased() == "both" { return [.light, .dark] }
    return [try parseTheme(name, command: command)]
}

/// The milliseconds named by `--delay`, the default when none is given.
/// - Throws: `CLIError.usage` for anything but a whole number from 1 to the GIF's longest delay.
func parseDelay(_ text: String?, command: String) throws(CLIError) -> Int {
    guard let text else { return AnimationFormat.defaultDelay }
    guard let value = Int(text), value >= 1, value <= AnimationFormat.maximumDelay else {
        throw .usage(
            "--delay takes a whole number of milliseconds from 1 to \(AnimationFormat.maximumDelay)", command: command)
    }
    return value
}

/// The `--scale` value: a whole number from 1 to the renderer's maximum, 1 when none is given.
func parseScale(_ text: String?, command: String) throws(CLIError) -> Int {
    guard let text else { return 1 }
    guard let value = Int(text), value >= 1, value <= DiagramRenderer.maximumScale else {
        throw .usage("--scale takes a whole number from 1 to \(DiagramRenderer.maximumScale)", command: command)
    }
    return value
}
