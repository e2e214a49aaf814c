import Foundation

/// Headless Chromium as Debian installs it (`chromium`), for tests that look at a page the way a
/// reader's browser draws it.
///
/// Each screenshot runs a fresh browser with its own profile folder, so tests never share state.
/// A test that needs the browser is enabled with `.enabled(if: Chromium.isAvailable)`.
public enum Chromium {
    /// The colour scheme the page is told the reader prefers (`prefers-color-scheme`).
    public enum ColorScheme: Sendable {
        case light
        case dark

        /// Blink's `preferredColorScheme` setting: 0 is dark, 1 is light.
        var blinkSetting: String {
            switch self {
            case .dark: "preferredColorScheme=0"
            case .light: "preferredColorScheme=1"
            }
        }
    }

    /// Why a screenshot could not be taken.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The `chromium` program found on `PATH`, if any.
    public static let executable: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("chromium") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Whether `chromium` is on `PATH`.
    public static var isAvailable: Bool { executable != nil }

    /// A `file:` URL for a page on disk, with a fragment (`#3`) if given.
    public static func url(of file: URL, fragment: String? = nil) -> URL {
        var components = URLComponents(url: file.standardizedFileURL, resolvingAgainstBaseURL: false)!
        components.fragment = fragment
        return components.url!
    }

    /// How long one browser run may take before it is stopped as hung.
    public static let hangLimit: TimeInterval = 120

    /// Loads a page and screenshots the window.
    /// - Parameters:
    ///   - url: The page; a `file:` URL, with a fragment if the page reads one.
    ///   - width: The window's width in CSS pixels (one pixel each: the device scale factor is 1).
    ///   - height: The window's height.
    ///   - scheme: The colour scheme the page is told the reader prefers.
    ///   - reducedMotion: Whether the page is told the reader prefers reduced motion
    ///     (`prefers-reduced-motion: reduce`).
    /// - Returns: The screenshot, decoded.
    /// - Throws: `Failure` when Chromium is missing, fails, hangs or writes no PNG.
    public static func screenshot(
        _ url: URL, width: Int, height: Int, scheme: ColorScheme = .light, reducedMotion: Bool = false
    ) throws -> Screenshot {
        guard let executable else { throw Failure(description: "chromium is not on PATH") }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("screenshot.png")
        let process = Process()
        process.executableURL = executable
        process.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
                "--no-first-run", "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
                "--blink-settings=\(scheme.blinkSetting)",
            ] + (reducedMotion ? ["--force-prefers-reduced-motion"] : []) + [
                "--screenshot=\(png.path)", "--window-size=\(width),\(height)", url.absoluteString,
            ]
        let log = folder.appendingPathComponent("log.txt")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        try wait(for: process)
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        guard process.terminationStatus == 0, let data = try? Data(contentsOf: png) else {
            throw Failure(
                description:
                    "chromium exited \(process.terminationStatus) without a screenshot:\n\(output.suffix(2000))")
        }
        return try Screenshot(png: data)
    }
}
