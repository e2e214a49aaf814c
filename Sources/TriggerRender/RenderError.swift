import Graphviz

/// Why a frame could not be drawn.
public enum RenderError: Error, Hashable, Sendable {
    /// libgvc refused the graph or failed to lay it out or render it.
    case graphviz(GraphvizError)
    /// No frame has this index.
    case noSuchFrame(Int, count: Int)
    /// libgvc's output was not what the post-processing expects.
    case malformedOutput(String)
    /// A bitmap (PNG) this many pixels wide and high is past what cairo draws; libgvc would
    /// shrink it to fit and say so only on standard error.
    case tooLargeForBitmap(width: Int, height: Int, limit: Int)
}

extension RenderError: CustomStringConvertible {
    /// The error as one line of text, for a diagnostic.
    public var description: String {
        switch self {
        case .graphviz(let error): return "graphviz: \(error)"
        case .noSuchFrame(let index, let count): return "no frame \(index + 1); the scene has \(count) change(s)"
        case .malformedOutput(let text): return "unexpected graphviz output: \(text)"
        case .tooLargeForBitmap(let width, let height, let limit):
            return "the PNG would be \(width)×\(height) px, past the \(limit) px a side that cairo draws; "
                + "draw it as SVG, which has no such limit"
        }
    }
}

/// Runs a Graphviz call, turning its error into a `RenderError`.
func graphviz<T>(_ body: () throws -> T) throws(RenderError) -> T {
    do {
        return try body()
    } catch let error as GraphvizError {
        throw .graphviz(error)
    } catch {
        throw .malformedOutput("\(error)")
    }
}
