/// How much a command says on standard error beside its errors: `--quiet` nothing, by default a
/// summary of the inputs' warnings and a line on what was written, `--verbose` every warning.
public enum Verbosity: Sendable {
    /// Errors only.
    case quiet
    /// A summary of the inputs' warnings, and a line on what was written.
    case normal
    /// Every warning as it comes, and a line on what was written.
    case verbose
}
