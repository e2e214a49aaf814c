import Foundation

/// A property every input must have, checked by a fuzzer and replayed by the tests.
///
/// The fuzz executables under `Fuzz/` hand each input to ``FuzzCheck/problems(in:)`` and
/// stop at the first input that has a problem; `FuzzRegressionTests` hands every file of
/// `Tests/Fixtures/fuzz-regressions/<name>/` to the same function. A crash is a problem too:
/// the fuzzer keeps the input, the test process stops.
public protocol FuzzCheck {
    /// The fuzz target's name, which names its executable, corpus and regression folders.
    static var name: String { get }

    /// What is wrong with the code's handling of `input`, one line each; empty when all is well.
    static func problems(in input: Data) -> [String]
}

extension FuzzCheck {
    /// The body of a fuzz target's `LLVMFuzzerTestOneInput`: checks one input, and ends the
    /// process with the problems on standard error if there are any, so libFuzzer keeps the input.
    /// - Parameters:
    ///   - bytes: The input libFuzzer made (nil when empty).
    ///   - count: Its length in bytes.
    /// - Returns: 0, as libFuzzer expects.
    public static func fuzz(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
        let input = bytes.map { Data(bytes: $0, count: count) } ?? Data()
        let found = problems(in: input)
        guard found.isEmpty else {
            fatalError("\(name): " + found.joined(separator: "\n"))
        }
        return 0
    }
}
