import Foundation
import Testing

@testable import Graphviz

/// A PDF carries a fixed creation date, or the one `SOURCE_DATE_EPOCH` gives, so that two
/// renders are byte-identical (issue 25: cairo dated every PDF with the time it was made).
@Suite("PDF creation date")
struct PDFDateTests {
    /// The date cairo writes for `PDFDate.fromEnvironment`, in its PDF form.
    static var expectedDate: String {
        let iso = PDFDate.fromEnvironment.iso
        return iso.filter(\.isNumber) + "Z"
    }

    @Test func aPDFCarriesTheFixedDateNotTheTimeItWasMade() throws {
        let graph = try LaidOutGraph(dot: SampleGraphs.sixNodes)
        let first = try graph.render(format: "pdf")
        let text = String(decoding: first, as: UTF8.self)
        #expect(text.contains("/CreationDate (\(Self.expectedDate))"), "\(text.suffix(400))")
        // Past a second boundary, the time of the run would differ: the bytes do not.
        Thread.sleep(forTimeInterval: 1.1)
        #expect(try graph.render(format: "pdf") == first)
    }

    struct Epoch: Sendable, CustomTestStringConvertible {
        let value: String?
        let iso: String
        var testDescription: String { value ?? "unset" }
    }

    @Test(arguments: [
        Epoch(value: nil, iso: "1970-01-01T00:00:00Z"),
        Epoch(value: "1700000000", iso: "2023-11-14T22:13:20Z"),
        Epoch(value: "0", iso: "1970-01-01T00:00:00Z"),
        Epoch(value: "not a number", iso: "1970-01-01T00:00:00Z"),
        Epoch(value: "-5", iso: "1970-01-01T00:00:00Z"),
    ])
    func sourceDateEpochGivesTheDate(_ epoch: Epoch) {
        #expect(PDFDate(sourceDateEpoch: epoch.value).iso == epoch.iso)
    }
}

/// A value of `SOURCE_DATE_EPOCH` that is not a date is ignored with a warning, and one past 9999
/// is taken as the last second of 9999 (issue 47: the year 10000 wrote `1000-0-0T0:0:00`).
@Suite("SOURCE_DATE_EPOCH")
struct SourceDateEpochTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let value: String?
        let iso: String
        /// How the warning starts, or nil for none.
        let warning: String?
        var testDescription: String { value.map { "'\($0)'" } ?? "unset" }
    }

    static let ignored = "it is ignored, and PDFs are dated 1970-01-01T00:00:00Z"

    static let cases: [Case] = [
        Case(value: nil, iso: "1970-01-01T00:00:00Z", warning: nil),
        Case(value: "0", iso: "1970-01-01T00:00:00Z", warning: nil),
        Case(value: "1700000000", iso: "2023-11-14T22:13:20Z", warning: nil),
        Case(value: "253402300799", iso: "9999-12-31T23:59:59Z", warning: nil),
        Case(value: "", iso: "1970-01-01T00:00:00Z", warning: "SOURCE_DATE_EPOCH '' is not a whole number"),
        Case(value: "not a number", iso: "1970-01-01T00:00:00Z", warning: "SOURCE_DATE_EPOCH 'not a number' is not"),
        Case(value: "-5", iso: "1970-01-01T00:00:00Z", warning: "SOURCE_DATE_EPOCH '-5' is not a whole number"),
        Case(value: "+5", iso: "1970-01-01T00:00:00Z", warning: "SOURCE_DATE_EPOCH '+5' is not a whole number"),
        Case(value: " 5", iso: "1970-01-01T00:00:00Z", warning: "SOURCE_DATE_EPOCH ' 5' is not a whole number"),
        Case(value: "1.5", iso: "1970-01-01T00:00:00Z", warning: "SOURCE_DATE_EPOCH '1.5' is not a whole number"),
        Case(value: "١٢", iso: "1970-01-01T00:00:00Z", warning: "SOURCE_DATE_EPOCH '١٢' is not a whole number"),
        Case(
            value: "9223372036854775808", iso: "1970-01-01T00:00:00Z",
            warning: "SOURCE_DATE_EPOCH '9223372036854775808' is too large for a number of seconds"),
        Case(
            value: "253402300800", iso: "9999-12-31T23:59:59Z",
            warning: "SOURCE_DATE_EPOCH 253402300800 is past the year 9999, the last a PDF date can hold; "
                + "PDFs are dated 9999-12-31T23:59:59Z"),
        Case(
            value: "9223372036854775807", iso: "9999-12-31T23:59:59Z",
            warning: "SOURCE_DATE_EPOCH 9223372036854775807 is past the year 9999"),
    ]

    @Test(arguments: cases)
    func theDateIsWellFormedAndABadValueSaysSo(_ testCase: Case) {
        let date = PDFDate(sourceDateEpoch: testCase.value)
        #expect(date.iso == testCase.iso)
        #expect(date.iso.wholeMatch(of: /[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z/) != nil)
        if let warning = testCase.warning {
            #expect(date.warning?.hasPrefix(warning) == true, "\(date.warning ?? "none")")
            if testCase.iso.hasPrefix("1970") { #expect(date.warning?.hasSuffix(Self.ignored) == true) }
        } else {
            #expect(date.warning == nil)
        }
    }

    @Test func aLongValueIsShortenedInTheWarning() {
        let date = PDFDate(sourceDateEpoch: String(repeating: "x", count: 1_000))
        #expect(date.warning?.hasPrefix("SOURCE_DATE_EPOCH '\(String(repeating: "x", count: 40))…' is not") == true)
    }
}
