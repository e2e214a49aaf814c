import FuzzChecks

/// libFuzzer's entry point: one input through ``LabelRoundTripCheck``.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLabelRoundTrip(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    LabelRoundTripCheck.fuzz(bytes, count)
}
