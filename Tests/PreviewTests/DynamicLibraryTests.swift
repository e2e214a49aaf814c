import Testing

@testable import Preview

extension PreviewError {
    /// The library and the reason of `.libraryUnavailable`; nil for any other error.
    fileprivate var library: String? {
        guard case .libraryUnavailable(let library, _) = self else { return nil }
        return library
    }
    fileprivate var reason: String {
        guard case .libraryUnavailable(_, let reason) = self else { return "" }
        return reason
    }
}

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
        let error = #expect(throws: PreviewError.self) {
            try DynamicLibrary.open("libnone", fileNames: ["libnone.so.0-none", "libnone.so"]).get()
        }
        #expect(error?.library == "libnone")
        #expect(error?.reason.contains("libnone.so") == true, "\(String(describing: error))")
    }

    @Test func aMissingFunctionIsNamed() throws {
        let library = try DynamicLibrary.open("libc", fileNames: ["libc.so.6"]).get()
        #expect(throws: PreviewError.libraryUnavailable(library: "libc", reason: "it has no tg_no_such_function")) {
            _ = try library.address("tg_no_such_function")
        }
    }
}
