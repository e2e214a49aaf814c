import Testing

@testable import TriggerModel

/// The name index finds names as a `[String: Int]` would: by canonical equivalence, ASCII or not.
struct NameIndexTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let names: [String]
        let queries: [String]
    }

    static let cases: [Case] = [
        Case(
            testDescription: "ASCII, growing past its first table", names: (0..<100).map { "V\($0)" },
            queries: ["V7", "V99", "V100", ""]),
        Case(
            testDescription: "long ASCII names", names: ["AVeryLongViewNameIndeed", "AVeryLongViewNameIndeeD"],
            queries: ["AVeryLongViewNameIndeed", "AVeryLongViewName"]),
        // 16,384 names leave the table (grown from 8 slots) exactly half full, as full as it gets:
        // the longest probes, past other names.
        Case(
            testDescription: "16,384 ASCII names, the table half full",
            names: (0..<16_384).map { "View\($0)" }, queries: (16_380..<16_390).map { "View\($0)" } + ["view1"]),
        Case(testDescription: "a repeated name", names: ["A", "B", "A"], queries: ["A", "B"]),
        Case(
            testDescription: "a KELVIN SIGN asked of ASCII names", names: ["K", "L"], queries: ["\u{212A}", "K", "k"]),
        Case(
            testDescription: "a KELVIN SIGN added after its ASCII equal", names: ["K", "\u{212A}", "Ω"],
            queries: ["K", "\u{212A}", "\u{2126}"]),
        Case(
            testDescription: "decomposed and precomposed", names: ["Cafe\u{301}", "Café"],
            queries: ["Café", "Cafe\u{301}", "Cafe"]),
    ]

    @Test(arguments: cases)
    func findsNamesAsADictionaryDoes(_ testCase: Case) {
        var index = NameIndex(capacity: 4)
        var dictionary: [String: Int] = [:]
        for name in testCase.names {
            let (inserted, number) = index.insert(name)
            #expect(inserted == (dictionary[name] == nil))
            if inserted { dictionary[name] = number }
            #expect(number == dictionary[name])
        }
        #expect(index.count == dictionary.count)
        for name in testCase.names + testCase.queries {
            #expect(index.number(of: name) == dictionary[name], "\(name.unicodeScalars.map(\.value))")
        }
        let queries = testCase.names + testCase.queries
        #expect(index.numbers(of: queries) == queries.map { name in dictionary[name].map(Int32.init) ?? -1 })
    }

    @Test(arguments: cases)
    func addsManyAsOneByOne(_ testCase: Case) {
        var one = NameIndex(capacity: 4)
        let firstRepeat = testCase.names.indices.first { !one.insert(testCase.names[$0]).inserted }
        var many = NameIndex(capacity: 4)
        #expect(many.insert(contentsOf: testCase.names) == firstRepeat)
        #expect(many.count == (firstRepeat ?? testCase.names.count))
        // The names before the first repeat are distinct, each numbered by its position.
        let added = Dictionary(uniqueKeysWithValues: testCase.names.prefix(many.count).enumerated().map { ($1, $0) })
        for name in testCase.names + testCase.queries {
            #expect(many.number(of: name) == added[name])
        }
    }
}
