import Foundation

extension Chromium {
    /// The fonts a page is drawn with.
    public enum Fonts: Sendable {
        /// Every font installed on the machine.
        case installed
        /// Every installed font but DejaVu Sans (regular and bold), hidden through fontconfig: the
        /// fonts of a reader whose machine lacks it, as macOS and iOS do.
        case withoutDejaVuSans

        /// The variables a browser with these fonts is started with; a fontconfig file written
        /// into `folder` when one is needed.
        func environment(in folder: URL) throws -> [String: String] {
            guard self == .withoutDejaVuSans else { return [:] }
            let file = folder.appendingPathComponent("fonts.conf")
            let configuration = """
                <?xml version="1.0"?>
                <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
                <fontconfig>
                  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
                  <selectfont>
                    <rejectfont>
                      <pattern><patelt name="family"><string>DejaVu Sans</string></patelt></pattern>
                    </rejectfont>
                  </selectfont>
                </fontconfig>

                """
            try Data(configuration.utf8).write(to: file)
            return ["FONTCONFIG_FILE": file.path]
        }
    }

    /// Loads a page, evaluates a script in it and returns what the script returns, as a string.
    /// - Parameters:
    ///   - url: The page.
    ///   - expression: A JavaScript expression whose value is a string (e.g. `JSON.stringify(…)`).
    ///   - fonts: The fonts the browser may draw with.
    /// - Throws: `Failure` when Chromium is missing, fails, hangs, or the value is not a string.
    public static func evaluate(
        _ url: URL, _ expression: String, fonts: Fonts = .installed, width: Int = 1280, height: Int = 1000
    ) async throws -> String {
        let page = PageLoad(url: url, width: width, height: height, scheme: .light)
        return try await Browser.with(fonts).run { browser in
            try page.run(in: browser) { session in
                let evaluation = try browser.call(
                    "Runtime.evaluate", ["expression": expression, "returnByValue": true], session: session)
                guard let result = evaluation["result"] as? DevToolsPipe.Message, let value = result["value"] as? String
                else { throw Failure(description: "chromium's script gave no string for \(url): \(evaluation)") }
                return value
            }
        }
    }
}
