import Foundation

/// One page as a test asks to see it: where, at what size, with what the reader prefers.
///
/// Loaded in a browser context of its own (as a fresh profile would be: no cookie or storage of
/// another test), in a window of its own size, as the page's `load` event ends; with a
/// virtual-time budget, after the page's timers have run that long too.
struct PageLoad: Sendable {
    var url: URL
    var width: Int
    var height: Int
    var scheme: Chromium.ColorScheme
    var reducedMotion = false
    /// Milliseconds of virtual time for the page's scripts after `load` (`--virtual-time-budget`).
    var budget: Int?

    /// Loads the page in a new tab of a new browser context, runs `body` in the tab's session,
    /// then closes both.
    /// - Throws: `Chromium.Failure` when the page cannot be loaded or the browser fails.
    func run<T>(in browser: DevToolsPipe, _ body: (_ session: String) throws -> T) throws -> T {
        do {
            return try load(in: browser, body)
        } catch let failure as Chromium.Failure {
            throw Chromium.Failure(description: "\(url): \(failure.description)")
        }
    }

    private func load<T>(in browser: DevToolsPipe, _ body: (_ session: String) throws -> T) throws -> T {
        let context = try browser.call("Target.createBrowserContext").string("browserContextId")
        defer { _ = try? browser.call("Target.disposeBrowserContext", ["browserContextId": context]) }
        let target = try browser.call(
            "Target.createTarget", ["url": "about:blank", "browserContextId": context]
        ).string("targetId")
        let session = try browser.call("Target.attachToTarget", ["targetId": target, "flatten": true])
            .string("sessionId")
        try browser.call("Page.enable", session: session)
        try browser.call(
            "Emulation.setDeviceMetricsOverride",
            ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false], session: session)
        try browser.call("Emulation.setEmulatedMedia", ["features": mediaFeatures], session: session)
        let navigation = try browser.call("Page.navigate", ["url": url.absoluteString], session: session)
        if let error = navigation["errorText"] as? String {
            throw Chromium.Failure(description: "chromium could not load \(url): \(error)")
        }
        try browser.wait(for: "Page.loadEventFired", session: session)
        if let budget {
            // As `--virtual-time-budget` has it: time stands still while a fetch is pending.
            try browser.call(
                "Emulation.setVirtualTimePolicy",
                [
                    "policy": "pauseIfNetworkFetchesPending", "budget": budget,
                    "maxVirtualTimeTaskStarvationCount": 9_999,
                ], session: session)
            try browser.wait(for: "Emulation.virtualTimeBudgetExpired", session: session)
        }
        return try body(session)
    }

    /// `prefers-color-scheme`, and `prefers-reduced-motion` when asked for (else the browser's own).
    private var mediaFeatures: [[String: String]] {
        [
            ["name": "prefers-color-scheme", "value": scheme.mediaValue],
            ["name": "prefers-reduced-motion", "value": reducedMotion ? "reduce" : ""],
        ]
    }
}

extension DevToolsPipe.Message {
    /// A string the answer must hold.
    func string(_ key: String) throws -> String {
        guard let value = self[key] as? String else {
            throw Chromium.Failure(description: "chromium's answer has no \(key): \(self)")
        }
        return value
    }
}
