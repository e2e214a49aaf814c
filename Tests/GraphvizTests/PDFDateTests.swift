import Foundation
import Testing

@testable import Graphviz

/// A PDF carries a fixed creation date, or the one `SOURCE_DATE_EPOCH` gives, so that two
/// renders are byte-identical (issue 25: cairo dated every PDF with the time it was made).
@Suite("PDF creation date")
struct PDFDateTests {
    /// The date cairo writes for `PDFCreationDate.isoDate`, in its PDF form.
    static var expectedDate: String {
        let iso = PDFCreationDate.isoDate(sourceDateEpoch: ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"])
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
        #expect(PDFCreationDate.isoDate(sourceDateEpoch: epoch.value) == epoch.iso)
    }
}
