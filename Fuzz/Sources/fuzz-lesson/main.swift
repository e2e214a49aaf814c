import FuzzChecks

/// libFuzzer's entry point: one input through ``LessonInputCheck``.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLessonInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    LessonInputCheck.fuzz(bytes, count)
}
