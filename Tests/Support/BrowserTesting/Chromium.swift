import Foundation

/// Headless Chromium as Debian installs it (`chromium`), for tests that look at a page the way a
/// reader's browser draws it.
///
/// One browser serves the whole test process (``Browser``), driven over the DevTools protocol;
/// each page is loaded in a browser context of its own, so tests never share state.
/// A test that needs the browser is enabled with `.enabled(if: Chromium.isAvailable)`.
public enum Chromium {
    /// The colour scheme the page is told the reader prefers (`prefers-color-scheme`).
    public enum ColorScheme: Sendable {
        case light
        case dark

        /// The value of the `prefers-color-scheme` media feature.
        var mediaValue: String {
            switch self {
            case .dark: "dark"
            case .light: "light"
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

    /// How long one page load, with its screenshot or DOM, may take before the browser is stopped as hung.
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
    /// - Throws: `Failure` when Chromium is missing, fails, hangs or sends no PNG.
    public static func screenshot(
        _ url: URL, width: Int, height: Int, scheme: ColorScheme = .light, reducedMotion: Bool = false
    ) async throws -> Screenshot {
        let page = PageLoad(url: url, width: width, height: height, scheme: scheme, reducedMotion: reducedMotion)
        let base64 = try await Browser.shared.run { browser in
            try page.run(in: browser) { session in
                try browser.call("Page.captureScreenshot", ["format": "png"], session: session).string("data")
            }
        }
        guard let png = Data(base64Encoded: base64) else {
            throw Failure(description: "chromium sent a screenshot that is not base64 (\(base64.count) characters)")
        }
        return try Screenshot(png: png)
    }
}
