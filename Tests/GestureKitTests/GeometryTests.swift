import Foundation  // only to compare Trigonometry with the platform's libm
import Testing
@testable import GestureKit

@Suite("Geometry")
struct GeometryTests {
    @Test func pointArithmeticAndDistance() {
        let a = Point(x: 1, y: 2), b = Point(x: 4, y: 6)
        #expect(a.distance(to: b) == 5)
        #expect(b - a == Point(x: 3, y: 4))
        #expect(a + b == Point(x: 5, y: 8))
        #expect(a * 2 == Point(x: 2, y: 4))
        #expect(b / 2 == Point(x: 2, y: 3))
        #expect(!Point(x: .nan, y: 0).isFinite)
        #expect(Point(x: 1, y: 1).isFinite)
    }

    @Test func rectContainsIsHalfOpenLikeCGRect() {
        let r = Rect(x: 10, y: 10, width: 100, height: 50)
        #expect(r.contains(Point(x: 10, y: 10)))  // minimum edges are inside
        #expect(r.contains(Point(x: 109.999, y: 59.999)))
        #expect(!r.contains(Point(x: 110, y: 30)))  // maximum edges are not
        #expect(!r.contains(Point(x: 50, y: 60)))
        #expect(!r.contains(Point(x: 9.999, y: 30)))
    }

    @Test func rectRelations() {
        let r = Rect(x: 0, y: 0, width: 100, height: 100)
        #expect(r.contains(Rect(x: 0, y: 0, width: 100, height: 100)))
        #expect(!r.contains(Rect(x: 1, y: 0, width: 100, height: 100)))
        #expect(r.intersects(Rect(x: 99, y: 99, width: 10, height: 10)))
        #expect(!r.intersects(Rect(x: 100, y: 0, width: 10, height: 10)))  // touching edges share no area
        #expect(r.union(Rect(x: 150, y: -10, width: 10, height: 10)) == Rect(x: 0, y: -10, width: 160, height: 110))
        #expect(r.insetBy(dx: 10, dy: 20) == Rect(x: 10, y: 20, width: 80, height: 60))
        #expect(r.offsetBy(dx: 5, dy: -5).origin == Point(x: 5, y: -5))
        #expect(r.center == Point(x: 50, y: 50))
        // A negative size is standardized by the accessors.
        let flipped = Rect(x: 100, y: 100, width: -100, height: -100)
        #expect(flipped.minX == 0 && flipped.maxX == 100 && flipped.contains(Point(x: 50, y: 50)))
    }

    @Test func transformsFollowCoreGraphicsConventions() {
        let p = Point(x: 1, y: 0)
        #expect(p.applying(.identity) == p)
        #expect(p.applying(AffineTransform(translationX: 3, y: 4)) == Point(x: 4, y: 4))
        #expect(p.applying(AffineTransform(scaleX: 2, y: 3)) == Point(x: 2, y: 0))
        let quarter = p.applying(AffineTransform(rotationAngle: Double.pi / 2))
        #expect(abs(quarter.x) < 1e-15 && abs(quarter.y - 1) < 1e-15)  // clockwise on a y-down screen
        // concatenating applies self first: scale then translate ≠ translate then scale.
        let scaleThenMove = AffineTransform(scaleX: 2, y: 2).concatenating(AffineTransform(translationX: 10, y: 0))
        let moveThenScale = AffineTransform(translationX: 10, y: 0).concatenating(AffineTransform(scaleX: 2, y: 2))
        #expect(p.applying(scaleThenMove) == Point(x: 12, y: 0))
        #expect(p.applying(moveThenScale) == Point(x: 22, y: 0))
        // translatedBy/scaledBy/rotated prepend, as CGAffineTransform's do.
        #expect(AffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0) == moveThenScale)
        #expect(AffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2) == scaleThenMove)
        let rotated = AffineTransform.identity.rotated(by: 0.3)
        #expect(rotated == AffineTransform(rotationAngle: 0.3))
    }

    @Test func inversionRoundTripsAndRejectsSingularTransforms() throws {
        let t = AffineTransform(rotationAngle: 0.7).concatenating(AffineTransform(scaleX: 2, y: 0.5))
            .concatenating(AffineTransform(translationX: -3, y: 8))
        let inverse = try #require(t.inverted())
        let q = Point(x: 12.5, y: -7).applying(t).applying(inverse)
        #expect(abs(q.x - 12.5) < 1e-12 && abs(q.y + 7) < 1e-12)
        #expect(AffineTransform(scaleX: 0, y: 1).inverted() == nil)
        #expect(AffineTransform(scaleX: .infinity, y: 1).inverted() == nil)
        let product = t.concatenating(inverse)
        #expect(abs(product.a - 1) < 1e-12 && abs(product.b) < 1e-12 && abs(product.tx) < 1e-12)
    }

    @Test func rectApplyingTakesTheBoundingBox() {
        let r = Rect(x: -1, y: -1, width: 2, height: 2).applying(AffineTransform(rotationAngle: Double.pi / 4))
        let half = 2.0.squareRoot()
        #expect(abs(r.minX + half) < 1e-12 && abs(r.maxY - half) < 1e-12)
    }

    /// The core's own trigonometry agrees with the platform's to a few units in the last place.
    @Test func trigonometryMatchesLibm() {
        var worst = 0.0
        var x = -40.0
        while x <= 40 {
            worst = max(worst, abs(Trigonometry.sin(x) - Foundation.sin(x)), abs(Trigonometry.cos(x) - Foundation.cos(x)))
            x += 0.0137
        }
        #expect(worst < 4e-16)
        for value in [1e-300, 1e-8, 0.25, 0.2679491924311227, 0.5, 1, 1.0000001, 3, 1e8, 1e300] {
            for signed in [value, -value] {
                #expect(abs(Trigonometry.atan(signed) - Foundation.atan(signed)) <= 2.3e-16 * max(1, abs(Foundation.atan(signed))))
            }
        }
        var angle = -3.14
        while angle < 3.14 {
            let (y, x) = (Foundation.sin(angle) * 7, Foundation.cos(angle) * 7)
            #expect(abs(Trigonometry.atan2(y, x) - Foundation.atan2(y, x)) < 1e-15)
            angle += 0.01
        }
    }

    @Test func trigonometryEdgeCases() {
        #expect(Trigonometry.atan2(0, 0) == 0)
        #expect(Trigonometry.atan2(1, 0) == Double.pi / 2)
        #expect(Trigonometry.atan2(-1, 0) == -Double.pi / 2)
        #expect(Trigonometry.atan2(0, -1) == Double.pi)
        #expect(Trigonometry.atan2(.infinity, 1) == Double.pi / 2)
        #expect(Trigonometry.atan2(1, -.infinity) == Double.pi)
        #expect(Trigonometry.sin(.nan).isNaN && Trigonometry.cos(.infinity).isNaN && Trigonometry.atan2(.nan, 1).isNaN)
        #expect(Trigonometry.sin(0) == 0 && Trigonometry.cos(0) == 1)
        #expect(Trigonometry.atan(.infinity) == Double.pi / 2)
    }
}
