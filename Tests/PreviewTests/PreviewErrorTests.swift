import Preview
import Publishing
import Testing

/// What stops the preview, as a publishing run's error: the command line words it as it words a run's.
@Suite("Preview errors")
struct PreviewErrorTests {
    @Test func eachPreviewErrorIsTheRunsErrorOfItsKind() {
        #expect(PublishingError(PreviewError.request("no page given")) == .usage("no page given"))
        #expect(
            PublishingError(PreviewError.noInput(path: "p.md", reason: "gone"))
                == .noInput(path: "p.md", reason: "gone"))
        #expect(PublishingError(PreviewError.system("bind: in use")) == .software("bind: in use"))
        #expect(
            PublishingError(
                PreviewError.libraryUnavailable(
                    library: "libmicrohttpd", reason: "libmicrohttpd.so: cannot open shared object file"))
                == .software("libmicrohttpd cannot be used: libmicrohttpd.so: cannot open shared object file"))
        #expect(
            PublishingError(PreviewError.libraryUnavailable(library: "libcmark-gfm", reason: "it has no f"))
                == .software("libcmark-gfm cannot be used: it has no f"))
    }
}
