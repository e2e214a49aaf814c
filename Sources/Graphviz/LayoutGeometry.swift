/// A point in Graphviz layout coordinates: points (1/72 inch), y pointing up.
public struct LayoutPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = LayoutPoint(x: 0, y: 0)
}

/// A rectangle in Graphviz layout coordinates, as the graph's `bb` attribute gives it.
public struct LayoutBox: Hashable, Sendable {
    public var lowerLeft: LayoutPoint
    public var upperRight: LayoutPoint

    public init(lowerLeft: LayoutPoint, upperRight: LayoutPoint) {
        self.lowerLeft = lowerLeft
        self.upperRight = upperRight
    }

    /// The width in points.
    public var width: Double { upperRight.x - lowerLeft.x }
    /// The height in points.
    public var height: Double { upperRight.y - lowerLeft.y }
}

/// A node's size in Graphviz layout coordinates: points.
public struct LayoutSize: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
