import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The author's loop: from a course block's save to the Server-Sent Event that announces its new
/// frame in a running `triggergraph preview`, beside a cold `triggergraph render` of the same
/// block (the loop without the preview, before the browser is reloaded by hand).
enum PreviewBench {
    /// The page whose first block is edited, and the same block as a file of its own.
    static let page = "01-declarative-syntax.md"
    static let block = "01-declarative-syntax-1.swift"
    /// The text edited in the block (its first change's label), and what it becomes in turn.
    static let label = #"screen.change("filter-selected""#

    static func run(tool: String, graphs: String, scratch parent: URL, edits: Int = 20) throws {
        let tool = URL(fileURLWithPath: tool).standardizedFileURL
        guard FileManager.default.isExecutableFile(atPath: tool.path) else {
            throw BenchError("no triggergraph at \(tool.path); build it or pass --tool PATH")
        }
        let scratch = try RenderBench.scratchFolder(in: parent, named: "preview-bench")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let pageFile = scratch.appendingPathComponent(page)
        try FileManager.default.copyItem(atPath: "\(graphs)/\(page)", toPath: pageFile.path)

        // The baseline: one cold `render` process per save.
        var cold: [Double] = []
        for run in 0..<edits {
            let output = scratch.appendingPathComponent("render-\(run)")
            cold.append(
                try RenderBench.timed {
                    try RenderBench.launch(
                        tool, ["render", "\(graphs)/\(block)", "-o", output.path, "--format", "svg"])
                })
        }

        // The preview: a save, then the event naming the block.
        let server = Process()
        server.executableURL = tool
        server.arguments = ["preview", pageFile.path, "--port", "0"]
        let output = Pipe()
        server.standardOutput = output
        server.standardError = FileHandle.nullDevice
        try server.run()
        defer {
            kill(server.processIdentifier, SIGINT)
            server.waitUntilExit()
        }
        var printed = ""
        while !printed.contains("\n") {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            printed += String(decoding: data, as: UTF8.self)
        }
        guard let match = printed.firstMatch(of: /127\.0\.0\.1:(\d+)\//), let port = UInt16(match.1) else {
            throw BenchError("triggergraph preview did not say where it serves: \(printed)")
        }
        let events = try EventSocket(port: port)
        defer { events.close() }
        var text = try String(contentsOf: pageFile, encoding: .utf8)
        var current = label
        var live: [Double] = []
        for edit in 0..<edits {
            let next = #"screen.change("filter-selected-\#(edit)""#
            guard let range = text.range(of: current) else { throw BenchError("the page lost its block's label") }
            text.replaceSubrange(range, with: next)
            current = next
            let bytes = Data(text.utf8)
            live.append(
                try RenderBench.timed {
                    try bytes.write(to: pageFile)
                    try events.waitForUpdate(naming: "01-declarative-syntax-1")
                })
        }

        print("== preview: a course block's save to the event announcing its new frame, median of \(edits) edits")
        print(
            "   (\(page), block 1), against a cold `triggergraph render` of the same block (\(block)); target ≤ 50 ms")
        let widths = [22, 10, 10, 10]
        row(["", "median", "best", "worst"], widths: widths)
        row(
            ["cold render (baseline)", formatted(median(cold)), formatted(cold.min()!), formatted(cold.max()!)],
            widths: widths)
        row(
            ["preview save → event", formatted(median(live)), formatted(live.min()!), formatted(live.max()!)],
            widths: widths)
        print(String(format: "   the preview is %.1f× faster than a cold render", median(cold) / median(live)))
    }
}

/// A connection to the preview's event stream.
final class EventSocket {
    private let socket: Int32
    private var pending = ""

    init(port: UInt16) throws {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw BenchError("cannot open a socket: \(String(cString: strerror(errno)))") }
        self.socket = socket
        do {
            try subscribe(port: port)
        } catch {
            _ = Glibc.close(socket)
            throw error
        }
    }

    /// Connects to the preview on `port` and asks for its events, up to the stream's first line.
    private func subscribe(port: UInt16) throws {
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw BenchError("cannot connect to the preview on port \(port)") }
        _ = "GET /events HTTP/1.1\r\nHost: localhost\r\n\r\n".withCString { send(socket, $0, strlen($0), 0) }
        try read(until: "retry:")
        pending = ""
    }

    /// Waits for the `update` event that names `block` among the blocks drawn again.
    func waitForUpdate(naming block: String) throws {
        try read(until: "\"\(block)\"")
        pending = ""
    }

    private func read(until marker: String) throws {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !pending.contains(marker) {
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { throw BenchError("the preview's event stream ended before \(marker)") }
            pending += String(decoding: buffer[..<count], as: UTF8.self)
        }
    }

    func close() { _ = Glibc.close(socket) }
}
