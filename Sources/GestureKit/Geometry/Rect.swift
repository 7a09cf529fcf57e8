/// An axis-aligned rectangle: an origin (its top-left corner) and a size.
///
/// Like `CGRect`, a rectangle with a negative width or height is allowed; the
/// `min`/`max` accessors always return the standardized edges.
public struct Rect: Hashable, Sendable {
    /// The corner with the smallest coordinates (when the size is positive).
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its origin's coordinates and its extents.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rectangle at the origin with zero size.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The width (may be negative for a non-standardized rectangle).
    public var width: Double { size.width }
    /// The height (may be negative for a non-standardized rectangle).
    public var height: Double { size.height }
    /// The smallest x coordinate.
    public var minX: Double { Swift.min(origin.x, origin.x + size.width) }
    /// The largest x coordinate.
    public var maxX: Double { Swift.max(origin.x, origin.x + size.width) }
    /// The smallest y coordinate.
    public var minY: Double { Swift.min(origin.y, origin.y + size.height) }
    /// The largest y coordinate.
    public var maxY: Double { Swift.max(origin.y, origin.y + size.height) }
    /// The x coordinate of the centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The y coordinate of the centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The centre point.
    public var center: Point { Point(x: midX, y: midY) }
    /// Whether the rectangle encloses no area.
    public var isEmpty: Bool { size.width == 0 || size.height == 0 }

    /// Whether `point` lies inside. As with `CGRect.contains(_:)`, the minimum edges are
    /// inside and the maximum edges are not, so adjacent rectangles never both contain a point.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether `other` lies entirely inside this rectangle (edges may touch).
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// Whether the two rectangles share some area.
    public func intersects(_ other: Rect) -> Bool {
        other.minX < maxX && other.maxX > minX && other.minY < maxY && other.maxY > minY
    }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom
    /// (grown when negative).
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: (maxX - minX) - 2 * dx, height: (maxY - minY) - 2 * dy)
    }

    /// The smallest rectangle containing both.
    public func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        return Rect(x: x0, y: y0, width: Swift.max(maxX, other.maxX) - x0, height: Swift.max(maxY, other.maxY) - y0)
    }

    /// The bounding box of the rectangle's four corners after `transform`.
    public func applying(_ transform: AffineTransform) -> Rect {
        let corners = (
            Point(x: minX, y: minY).applying(transform), Point(x: maxX, y: minY).applying(transform),
            Point(x: minX, y: maxY).applying(transform), Point(x: maxX, y: maxY).applying(transform)
        )
        let x0 = Swift.min(corners.0.x, corners.1.x, corners.2.x, corners.3.x)
        let x1 = Swift.max(corners.0.x, corners.1.x, corners.2.x, corners.3.x)
        let y0 = Swift.min(corners.0.y, corners.1.y, corners.2.y, corners.3.y)
        let y1 = Swift.max(corners.0.y, corners.1.y, corners.2.y, corners.3.y)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

extension Rect: CustomStringConvertible {
    /// `(x, y, width×height)`.
    public var description: String { "(\(origin.x), \(origin.y), \(size))" }
}
