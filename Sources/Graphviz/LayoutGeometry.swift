/// A point in Graphviz layout coordinates: points (1/72 inch), y pointing up.
public struct LayoutPoint: Hashable, Sendable {
    /// The horizontal coordinate, in points from the left.
    public var x: Double
    /// The vertical coordinate, in points from the bottom.
    public var y: Double

    /// Creates a point from its coordinates in points.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = LayoutPoint(x: 0, y: 0)
}

/// A rectangle in Graphviz layout coordinates, as the graph's `bb` attribute gives it.
public struct LayoutBox: Hashable, Sendable {
    /// The corner with the smallest coordinates.
    public var lowerLeft: LayoutPoint
    /// The corner with the largest coordinates.
    public var upperRight: LayoutPoint

    /// Creates a rectangle from two opposite corners.
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
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double

    /// Creates a size from its width and height in points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
