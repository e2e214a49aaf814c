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

/// Runs `first` and `second` once a round for `rounds` rounds, the one run first alternating
/// (`first` first in the even rounds), and returns each round's two results. The two runs of a
/// round share the machine's load of that moment, which drifts over seconds: a ratio taken within
/// each round, then its median, is disturbed less than a ratio of two medians or two best times.
func pairedRounds<Result>(
    _ rounds: Int, _ first: () throws -> Result, _ second: () throws -> Result
) rethrows -> [(first: Result, second: Result)] {
    var pairs: [(first: Result, second: Result)] = []
    for round in 0..<rounds {
        if round.isMultiple(of: 2) {
            let one = try first()
            pairs.append((one, try second()))
        } else {
            let two = try second()
            pairs.append((try first(), two))
        }
    }
    return pairs
}

/// The true median: the middle value of an odd count, the mean of the two middle values of an
/// even one; NaN for none. Every bench's medians use it: the peer's rounds (odd counts) and the
/// preview's 20 edits (an even count) alike.
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
