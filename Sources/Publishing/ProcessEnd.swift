import SystemIO

/// What a process that ends after its run need not take apart itself.
///
/// Releasing a block's drawings closes its graphs in libgvc, every node's and edge's attributes
/// and strings freed one by one: about 3% of the instructions of a one-block `render` (1.3 M of
/// 41 M). A process that ends after the block it drew last gives that memory back at once, by
/// ending. A front end whose process ends after its run (the command line) says so with
/// ``endsAfterRun``. A run then draws each block through `drawingBlock(_:)`: the diagrams laid
/// out meanwhile (``SceneFrames``, whatever the writer) are kept here, and released when the next
/// block starts, before its layout, so that a process never holds more than one block's drawings
/// beyond the one it draws. Any other program (the preview, a test, a program using the library)
/// releases each block's drawings as soon as it is drawn.
public final class ProcessEnd: @unchecked Sendable {
    /// The process's.
    public static let shared = ProcessEnd()

    private let lock = Lock()
    private var ending = false
    private var keeping = false
    private var kept: [AnyObject] = []

    init() {}

    /// Whether the process ends once its run does; set it before the run starts.
    public var endsAfterRun: Bool {
        get { lock.withLock { ending } }
        set { lock.withLock { ending = newValue } }
    }

    /// How many drawings are kept, waiting for the next block or the process's end.
    var keptCount: Int { lock.withLock { kept.count } }

    /// Draws one block of a run: releases what the block before left here, then runs `body`,
    /// whose drawings ``keep(_:)`` keeps if the process ends after its run.
    func drawingBlock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        do {
            let released = lock.withLock {
                defer { (kept, keeping) = ([], ending) }
                return kept
            }
            withExtendedLifetime(released) {}  // released here, outside the lock, before the block
        }
        defer { lock.withLock { keeping = false } }
        return try body()
    }

    /// Keeps `drawing` until the next block starts, while a block is drawn in a process that ends
    /// after its run; otherwise it is released as its owner lets it go.
    func keep(_ drawing: AnyObject) {
        lock.withLock { if keeping { kept.append(drawing) } }
    }
}
