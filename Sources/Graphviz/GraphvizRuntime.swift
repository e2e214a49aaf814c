internal import CGraphviz
import SystemIO
import TextEscapes

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The process's one Graphviz context, and the lock every libgvc and cgraph call runs under.
///
/// Graphviz is not thread-safe and leaks a little per context, so there is
/// exactly one `GVC_t`, created on first use with the plugins of ``GraphvizPlugins``
/// and never freed. Graphviz's own
/// messages are captured (never printed) and handed to ``check(_:_:)``.
final class GraphvizRuntime: @unchecked Sendable {
    /// The runtime for the process.
    static let shared = GraphvizRuntime()

    /// The `GVC_t`; use it only inside ``locked(_:)``.
    let context: OpaquePointer
    /// The plugin libraries built into the context; empty if it fell back to `gvContext()`.
    let plugins: [String]

    private let lock = Lock()
    /// The graph laid out last, whose attributes libgvc's attribute globals point at; use it only
    /// inside ``locked(_:)``.
    var lastLaidOut: UnsafeMutableRawPointer?
    /// How many graphs were laid out again to render, because their attribute globals could
    /// not be put back (``AttributeSymbols/restorable``).
    var layoutsAgain = 0

    /// The plugin library still being opened when the context was made (``GraphvizPlugins/later``).
    private let laterPlugin: LaterPlugin?
    /// Where the built-in plugins were opened from, and Pango's is; nil with the fallback.
    private let pluginFolder: String?

    private init() {
        lock.lock()
        defer { lock.unlock() }
        _ = agseterrf(captureGraphvizMessage)
        (context, plugins, laterPlugin, pluginFolder) = GraphvizPlugins.makeContext()
    }

    /// Makes sure the context has cairo's renderer and devices and Pango's text layout: opens
    /// Pango's plugin library the first time (``PangoPlugin``). Call inside ``locked(_:)``.
    /// - Returns: Whether they are there; always with the fallback context, which has every
    ///   plugin installed.
    @discardableResult func prepareCairo() -> Bool {
        guard let pluginFolder else { return true }
        return PangoPlugin.open(into: context, from: pluginFolder)
    }

    /// Makes sure the context can render `format`: a format no device of `core` writes (PNG, PDF,
    /// …) needs Pango's library. Call inside ``locked(_:)``.
    func prepareFormat(_ format: String) {
        let name = format.split(separator: ":", maxSplits: 1).first.map(String.init) ?? format
        guard pluginFolder != nil, !GraphvizPlugins.coreFormats.contains(name) else { return }
        prepareCairo()
    }

    /// Makes sure the context has the layout engine `engine`: every engine but `dot` is in the
    /// plugin library opened last, which this waits for and adds the first time. Call inside
    /// ``locked(_:)``.
    /// - Returns: Why that library could not be opened, if it could not: for the layout's error.
    func prepareEngine(_ engine: String) -> String? {
        guard engine != "dot" else { return nil }
        return laterPlugin?.add(to: context)
    }

    /// Runs `body` while holding the lock that serialises all access to Graphviz.
    func locked<R>(_ body: () throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// The version Graphviz reports; the corresponding C function is `gvcVersion`.
    var version: String {
        locked { String(cString: gvcVersion(context)) }
    }

    /// Forgets earlier messages and error levels before a C call; call inside ``locked(_:)``.
    func resetMessages() {
        capturedMessages = ""
        _ = agreseterrors()
    }

    /// Whether an error (not just a warning) was reported since ``resetMessages()``.
    ///
    /// The corresponding C function is `agerrors`.
    var errorReported: Bool {
        agerrors() >= Int32(AGERR.rawValue)
    }

    /// Throws `error` with Graphviz's captured text unless `succeeded`.
    ///
    /// The one place a C status becomes a Swift error.
    func check(_ succeeded: Bool, _ error: (String) -> GraphvizError) throws {
        guard !succeeded else { return }
        let text = capturedMessages.trimmingWhitespaceAndNewlines()
        capturedMessages = ""
        throw error(text.isEmpty ? "Graphviz reported no message" : text)
    }
}

/// Messages reported since the last reset; guarded by the runtime's lock.
nonisolated(unsafe) private var capturedMessages = ""

/// Receives every Graphviz warning and error instead of stderr.
///
/// Installed with `agseterrf`: unlike `agseterr(AGMAX)` plus `aglasterr()`,
/// which keeps only the last message (in a temporary file), this sees them all.
private func captureGraphvizMessage(_ message: UnsafeMutablePointer<CChar>?) -> Int32 {
    if let message {
        capturedMessages += String(cString: message)
    }
    return 0
}

extension String {
    /// Calls `body` with the string's own NUL-terminated bytes, for cgraph's `char *` parameters:
    /// cgraph only reads the names and values it is given (it copies what it keeps, `agstrdup`),
    /// though its API declares them mutable.
    func withCgraphString<R>(_ body: (UnsafeMutablePointer<CChar>) throws -> R) rethrows -> R {
        try withCString { try body(UnsafeMutablePointer(mutating: $0)) }
    }
}
