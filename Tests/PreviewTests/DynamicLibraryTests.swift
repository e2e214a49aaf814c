import Testing

@testable import Preview

/// A C library the preview opens when it starts: the first of its file names that opens, and
/// why it cannot be used, named.
@Suite("Libraries the preview opens")
struct DynamicLibraryTests {
    @Test func theFirstFileNameThatOpensIsTheLibrary() throws {
        let library = try DynamicLibrary.open("libc", fileNames: ["libc.so.0-none", "libc.so.6"]).get()
        #expect(library.name == "libc")
        _ = try library.address("strlen")
    }

    @Test func aLibraryThatCannotBeOpenedSaysWhichAndWhy() {
        guard
            case .failure(.libraryUnavailable("libcmark-gfm", let reason)) = CommonMarkLibrary.open([
                "libcmark-gfm.so.0-none"
            ])
        else {
            Issue.record("a missing library opened")
            return
        }
        #expect(reason.contains("libcmark-gfm.so.0-none"), "\(reason)")
    }

    @Test func aMissingFunctionIsNamed() throws {
        let library = try DynamicLibrary.open("libc", fileNames: ["libc.so.6"]).get()
        #expect(throws: PreviewError.libraryUnavailable(library: "libc", reason: "it has no tg_no_such_function")) {
            _ = try library.address("tg_no_such_function")
        }
    }
}
