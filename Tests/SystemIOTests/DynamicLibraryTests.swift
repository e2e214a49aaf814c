import SystemIO
import Testing

/// A C library opened when first needed: the first of its file names that opens, and why it
/// cannot be used, the library named.
@Suite("Libraries opened when first needed")
struct DynamicLibraryTests {
    @Test func theFirstFileNameThatOpensIsTheLibrary() throws {
        let library = try DynamicLibrary.open("libc", fileNames: ["libc.so.0-none", "libc.so.6"]).get()
        #expect(library.name == "libc")
        let strlen: @convention(c) (UnsafePointer<CChar>?) -> Int = try library.function("strlen")
        #expect(strlen("four") == 4)
    }

    @Test func aLibraryThatCannotBeOpenedSaysWhichAndWhy() {
        let error = #expect(throws: DynamicLibrary.Unavailable.self) {
            try DynamicLibrary.open("libnone", fileNames: ["libnone.so.0-none", "libnone.so"]).get()
        }
        #expect(error?.library == "libnone")
        #expect(error?.reason.contains("libnone.so") == true, "\(String(describing: error))")
    }

    @Test func aMissingFunctionIsNamed() throws {
        let library = try DynamicLibrary.open("libc", fileNames: ["libc.so.6"]).get()
        #expect(throws: DynamicLibrary.Unavailable(library: "libc", reason: "it has no tg_no_such_function")) {
            _ = try library.address("tg_no_such_function")
        }
    }
}
