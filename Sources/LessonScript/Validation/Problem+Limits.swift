extension Problem {
    /// A name written as a Swift string literal: quotes, backslashes and control characters escaped.
    static func quotedName(_ name: String) -> String {
        var text = "\""
        for scalar in name.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case _ where InputLimits.isControl(scalar) || InputLimits.isNoncharacter(scalar):
                text += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }

    /// `a × b`, or the largest `Int` where it would overflow.
    static func product(_ a: Int, _ b: Int) -> Int {
        let (value, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? .max : value
    }

    /// `U+0000`: a scalar's code point, at least four uppercase hex digits.
    static func codePoint(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
