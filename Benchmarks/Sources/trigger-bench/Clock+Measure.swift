import Foundation

/// Runs `body` repeatedly until `budget` seconds have passed (at least once) and returns
/// the best time of one run, in seconds: the least disturbed by the rest of the machine.
func measure(budget: Double = 1.0, minimumRuns: Int = 1, _ body: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    var best = Double.infinity
    var runs = 0
    let start = clock.now
    repeat {
        let begin = clock.now
        try body()
        best = min(best, seconds(clock.now - begin))
        runs += 1
    } while runs < minimumRuns || seconds(clock.now - start) < budget
    return best
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
}

/// The true median: the middle value of an odd count, the mean of the two middle values of an
/// even one; NaN for none. The peer benchmark takes 9 runs and the preview's 20 edits, the same
/// rule for both.
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// A time in the unit that reads best.
func formatted(_ seconds: Double) -> String {
    switch seconds {
    case ..<1e-3: return String(format: "%.1f µs", seconds * 1e6)
    case ..<1: return String(format: "%.2f ms", seconds * 1e3)
    default: return String(format: "%.2f s", seconds)
    }
}

/// Prints one row of a table with fixed column widths.
func row(_ cells: [String], widths: [Int]) {
    let padded = zip(cells, widths).map { cell, width in
        cell.count >= width ? cell : String(repeating: " ", count: width - cell.count) + cell
    }
    print(padded.joined(separator: "  "))
}
