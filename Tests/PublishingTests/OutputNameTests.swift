import Publishing
import Testing

@Suite("Output names")
struct OutputNameTests {
    @Test(arguments: [
        (1, 1, "01"), (9, 9, "09"), (10, 99, "10"), (1, 120, "001"), (120, 120, "120"), (7, 1000, "0007"),
    ])
    func numbersArePaddedToTheBlocksChangeCount(_ position: Int, _ count: Int, _ expected: String) {
        #expect(OutputName.number(position, of: count) == expected)
    }

    @Test func aFrameStemIsItsNumberAndLabel() {
        #expect(OutputName.frameStem(position: 3, of: 120, label: "task added") == "003-task-added")
        #expect(OutputName.frameStem(position: 3, of: 5, label: "!!!") == "03")
    }
}
