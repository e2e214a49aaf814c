import Foundation
import LessonScript

/// The inputs of one run, read and checked, with their warnings already on standard error.
struct LoadedInput {
    let path: String
    let document: InputDocument
}

enum Inputs {
    /// Reads every input; warnings go to standard error as they come, unless `showWarnings` is false.
    /// `name`, for a single input, names its block (or its page).
    /// - Throws: `CLIError.usage` when no input is given, `.noInput` for a missing file,
    ///   `.data` for input that is not a valid block, page or scene, or that breaks `limits`.
    static func load(
        _ paths: [String], command: String, console: Console,
        limits: InputLimits = .standard, name: String? = nil,
        showWarnings: Bool = true
    ) throws(CLIError) -> [LoadedInput] {
        guard !paths.isEmpty else { throw .usage("no input given", command: command) }
        if name != nil, paths.count > 1 {
            throw .usage("--name names one input; \(paths.count) were given", command: command)
        }
        var loaded: [LoadedInput] = []
        for path in paths {
            let document: InputDocument
            do throws(Diagnostic) {
                if path == "-" {
                    let data: Data
                    do {
                        data = try console.readStandardInput(limit: limits.inputBytesAllowed)
                    } catch {
                        throw InputReader.diagnostic(error, file: InputReader.standardInputName)
                    }
                    document = try InputReader.read(
                        data: data, file: InputReader.standardInputName, kind: .block, name: "stdin", limits: limits
                    )
                } else {
                    document = try InputReader.read(path: path, limits: limits)
                }
            } catch {
                throw cliError(error, path: path)
            }
            if showWarnings {
                for warning in document.warnings { console.warn(warning.description) }
            }
            loaded.append(LoadedInput(path: path, document: name.map(document.renamed) ?? document))
        }
        return loaded
    }

    static func cliError(_ diagnostic: Diagnostic, path: String) -> CLIError {
        switch diagnostic.problem {
        case .cannotRead(_, let reason):
            return .noInput(path: path, reason: reason)
        case .unsupportedInput:
            return .usage(diagnostic.message, command: nil)
        default:
            return .data(diagnostic.description)
        }
    }
}
