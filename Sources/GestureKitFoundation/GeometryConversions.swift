import Foundation
import GestureKit

// GestureKit's geometry is its own (`Double`-based, standard library only) so that the core
// runs where Foundation does not. Code ported from UIKit speaks `CGPoint`, `CGSize` and `CGRect`;
// these conversions let it keep doing so at its edges. `CGFloat` converts to and from `Double`
// implicitly (SE-0307), so `Point(x: someCGFloat, y: …)` needs nothing from here.

extension Point {
    /// The point with the same coordinates as a Core Graphics point.
    public init(_ point: CGPoint) {
        self.init(x: Double(point.x), y: Double(point.y))
    }
}

extension CGPoint {
    /// The Core Graphics point with the same coordinates as a GestureKit point.
    public init(_ point: Point) {
        self.init(x: CGFloat(point.x), y: CGFloat(point.y))
    }
}

extension Size {
    /// The size with the same width and height as a Core Graphics size.
    public init(_ size: CGSize) {
        self.init(width: Double(size.width), height: Double(size.height))
    }
}

extension CGSize {
    /// The Core Graphics size with the same width and height as a GestureKit size.
    public init(_ size: Size) {
        self.init(width: CGFloat(size.width), height: CGFloat(size.height))
    }
}

extension Rect {
    /// The rectangle with the same origin and size as a Core Graphics rectangle.
    ///
    /// The origin and size are copied as they are, not standardized: a rectangle with a
    /// negative width stays one, exactly as `CGRect` keeps it.
    public init(_ rect: CGRect) {
        self.init(origin: Point(rect.origin), size: Size(rect.size))
    }
}

extension CGRect {
    /// The Core Graphics rectangle with the same origin and size as a GestureKit rectangle.
    public init(_ rect: Rect) {
        self.init(origin: CGPoint(rect.origin), size: CGSize(rect.size))
    }
}
