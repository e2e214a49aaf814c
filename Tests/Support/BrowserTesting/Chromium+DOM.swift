import Foundation

extension Chromium {
    /// Loads a page, lets its scripts run for up to `budget` milliseconds of virtual time, and
    /// returns the DOM as it then is (as `--dump-dom` would): what a page's own script wrote into it.
    /// - Throws: `Failure` when Chromium is missing, fails or hangs.
    public static func dom(
        _ url: URL, width: Int = 1280, height: Int = 1000, scheme: ColorScheme = .light,
        budget: Int = 20_000
    ) async throws -> String {
        let page = PageLoad(url: url, width: width, height: height, scheme: scheme, budget: budget)
        return try await Browser.shared.run { browser in
            try page.run(in: browser) { session in
                let evaluation = try browser.call(
                    "Runtime.evaluate",
                    ["expression": "document.documentElement.outerHTML", "returnByValue": true], session: session)
                guard let result = evaluation["result"] as? DevToolsPipe.Message, let html = result["value"] as? String
                else { throw Failure(description: "chromium sent no DOM for \(url): \(evaluation)") }
                return html
            }
        }
    }
}
