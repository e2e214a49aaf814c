import Foundation

/// A page kept open while a test changes what it shows: its scripts run in real time, and the
/// test reads its DOM, runs script in it, and waits for it to change.
public struct LiveTab {
    let browser: DevToolsPipe
    let session: String

    /// Runs `expression` in the page (a promise is awaited) and returns its value as JSON gives
    /// it: a string, a number, a Boolean, nil, an array or a dictionary.
    /// - Throws: `Chromium.Failure` when the expression throws or the browser fails.
    @discardableResult
    public func evaluate(_ expression: String) throws -> Any? {
        let answer = try browser.call(
            "Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true],
            session: session)
        if let exception = answer["exceptionDetails"] {
            throw Chromium.Failure(description: "\(expression) threw: \(exception)")
        }
        return (answer["result"] as? DevToolsPipe.Message)?["value"]
    }

    /// Waits until `condition`, a script expression, is true in the page, checking every 50 ms.
    /// - Returns: Whether it became true before `seconds` passed.
    public func wait(until condition: String, seconds: TimeInterval) throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        repeat {
            if try evaluate("Boolean(\(condition))") as? Bool == true { return true }
            usleep(50_000)
        } while Date() < deadline
        return false
    }

    /// The window as it is drawn now.
    public func screenshot() throws -> Screenshot {
        try Screenshot(png: try png())
    }

    /// The window as it is drawn now, as PNG bytes (to look at).
    public func png() throws -> Data {
        let data = try browser.call("Page.captureScreenshot", ["format": "png"], session: session).string("data")
        guard let png = Data(base64Encoded: data) else {
            throw Chromium.Failure(description: "chromium sent a screenshot that is not base64")
        }
        return png
    }
}

extension Chromium {
    /// Loads a page and runs `body` with it open, in real time (a page that keeps a connection
    /// open, such as an event stream, never lets virtual time run).
    /// - Throws: `Failure` when Chromium is missing, fails or hangs; or what `body` throws.
    public static func live<T: Sendable>(
        _ url: URL, width: Int = 1280, height: Int = 1000, scheme: ColorScheme = .light,
        _ body: @escaping @Sendable (LiveTab) throws -> T
    ) async throws -> T {
        let page = PageLoad(url: url, width: width, height: height, scheme: scheme)
        return try await Browser.shared.run { browser in
            try page.run(in: browser) { session in
                return try body(LiveTab(browser: browser, session: session))
            }
        }
    }
}
