import Graphviz

/// Why a frame could not be drawn.
public enum RenderError: Error, Hashable, Sendable {
    /// libgvc refused the graph or failed to lay it out or render it.
    case graphviz(GraphvizError)
    /// No frame has this index.
    case noSuchFrame(Int, count: Int)
    /// libgvc's output was not what the post-processing expects.
    case malformedOutput(String)
}

extension RenderError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .graphviz(let error): return "graphviz: \(error)"
        case .noSuchFrame(let index, let count): return "no frame \(index + 1); the scene has \(count) change(s)"
        case .malformedOutput(let text): return "unexpected graphviz output: \(text)"
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
