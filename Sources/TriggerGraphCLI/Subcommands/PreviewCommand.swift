import Preview
import TriggerGraph

enum PreviewCommand: Command {
    static let name = "preview"
    static let summary = "serve lesson pages whole, with their diagrams, updated as they are saved"
    static let synopsis = "PAGE.md… [--port N]"
    static let about = """
        Serves each lesson page at http://127.0.0.1:PORT/<page>/ until Ctrl-C, each measurement block's
        diagrams after its printed output, a change at a time. A saved page is read again, its changed
        blocks drawn again, and open pages update in place; a block that no longer reads shows its
        error. The server listens on 127.0.0.1 only, answers GET and HEAD, and refuses a Host other
        than localhost, 127.0.0.1 or [::1]; a request's headers must arrive within 10 s.

        Exit status: 0 when interrupted, 64 for a file that is not a page, 66 for a missing page
        or one that is not a regular file, 69 when another program has the port, 70 when the port
        cannot be had otherwise or libmicrohttpd cannot be opened.
        """
    static let options: [Option] =
        [Option("--port", value: "N", help: "the port on 127.0.0.1 (default 8080; 0 picks a free one)")]
        + InputLimits.settings(drawing: true).map(Option.init)

    static func run(_ arguments: ArgumentScanner, console: Console) throws(PublishingError) -> ExitCode {
        let limits = try InputLimits(settings: arguments.settings, drawing: true)
        guard let port = UInt16(arguments.value("--port") ?? "8080") else {
            throw .usage("--port takes a port number from 0 to 65535")
        }
        do throws(PreviewError) {
            try LivePreview.serve(pages: arguments.paths, port: port, limits: limits, naming: Option.flag) { preview in
                let pages = preview.pageURLs.count > 1 ? preview.pageURLs.map { "\n  \($0)" }.joined() : ""
                console.print("preview: \(preview.url)\(pages)\npreview: Ctrl-C stops it")
            }
        } catch .portInUse(let port) {
            console.warn("triggergraph: error: port \(port) on 127.0.0.1 is in use; pick another with --port N")
            return .unavailable
        } catch {
            throw PublishingError(error)
        }
        return .success
    }
}
