/// A location in a two-dimensional coordinate space, in points.
///
/// GestureKit uses its own geometry types instead of CoreGraphics' so that the core
/// depends on the standard library only. Components are `Double`, like `CGFloat` on
/// 64-bit Apple platforms.
public struct Point: Hashable, Sendable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate (grows downwards, as in UIKit).
    public var y: Double

    /// Creates a point from its coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)

    /// Whether both coordinates are finite (neither infinite nor NaN).
    @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The Euclidean distance to `other`.
    @inlinable public func distance(to other: Point) -> Double {
        let dx = other.x - x, dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The point moved by `dx` horizontally and `dy` vertically.
    @inlinable public func offsetBy(dx: Double, dy: Double) -> Point {
        Point(x: x + dx, y: y + dy)
    }

    /// Component-wise sum: treats `rhs` as a displacement.
    @inlinable public static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    /// Component-wise difference: the displacement from `rhs` to `lhs`.
    @inlinable public static func - (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
    /// Scales both coordinates.
    @inlinable public static func * (lhs: Point, rhs: Double) -> Point { Point(x: lhs.x * rhs, y: lhs.y * rhs) }
    /// Divides both coordinates.
    @inlinable public static func / (lhs: Point, rhs: Double) -> Point { Point(x: lhs.x / rhs, y: lhs.y / rhs) }
}

extension Point: CustomStringConvertible {
    /// `(x, y)` with the shortest round-tripping decimal form of each coordinate.
    public var description: String { "(\(x), \(y))" }
}
