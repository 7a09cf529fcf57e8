import Foundation
import GestureKit
import GestureKitFoundation
import Testing

@Suite("Foundation and Core Graphics interop")
struct ConversionTests {
    @Test("points, sizes and rectangles round-trip exactly, negative sizes included")
    func geometryRoundTrips() {
        let point = Point(x: -12.25, y: 1e9 + 0.5)
        #expect(Point(CGPoint(point)) == point)
        #expect(CGPoint(point) == CGPoint(x: -12.25, y: 1e9 + 0.5))

        let size = Size(width: 390, height: -844)
        #expect(Size(CGSize(size)) == size)

        let rect = Rect(x: 10, y: 20, width: -30, height: 40)
        let cgRect = CGRect(rect)
        #expect(cgRect.origin == CGPoint(x: 10, y: 20))
        #expect(cgRect.size == CGSize(width: -30, height: 40))   // not standardized
        #expect(Rect(cgRect) == rect)
        #expect(Rect(cgRect).minX == cgRect.minX && Rect(cgRect).maxX == cgRect.maxX)
    }

    @Test("Foundation's AffineTransform is the same matrix under other names")
    func foundationTransform() {
        let transform = GestureKit.AffineTransform(rotationAngle: 0.3)
            .scaledBy(x: 2, y: 0.5).translatedBy(x: 7, y: -3)
        let foundation = Foundation.AffineTransform(transform)
        #expect(GestureKit.AffineTransform(foundation) == transform)

        // Both map a point the same way: Foundation's transform(_:) and GestureKit's applying.
        let mapped = foundation.transform(CGPoint(x: 5, y: 11))
        let expected = Point(x: 5, y: 11).applying(transform)
        #expect(abs(Double(mapped.x) - expected.x) < 1e-12)
        #expect(abs(Double(mapped.y) - expected.y) < 1e-12)
    }

    #if canImport(CoreGraphics)
    @Test("CGAffineTransform round-trips and maps points as GestureKit does")
    func coreGraphicsTransform() {
        let transform = GestureKit.AffineTransform(rotationAngle: -1.1).translatedBy(x: 3, y: 4)
        let cg = CGAffineTransform(transform)
        #expect(GestureKit.AffineTransform(cg) == transform)
        let mapped = CGPoint(x: 2, y: 9).applying(cg)
        let expected = Point(x: 2, y: 9).applying(transform)
        #expect(abs(Double(mapped.x) - expected.x) < 1e-12)
    }
    #endif

    @Test("views and windows are built from Core Graphics values, and hit testing agrees")
    func viewsFromCoreGraphics() throws {
        let window = Window(size: CGSize(width: 390, height: 844))
        #expect(window.bounds == Rect(x: 0, y: 0, width: 390, height: 844))
        let photo = View(frame: CGRect(x: 45, y: 222, width: 300, height: 400))
        window.addSubview(photo)
        #expect(photo.frame == Rect(x: 45, y: 222, width: 300, height: 400))

        let tap = TapGestureRecognizer()
        var location: CGPoint?
        tap.addAction { recognizer in location = CGPoint(recognizer.location(in: photo)) }
        photo.addGestureRecognizer(tap)
        try window.sendEvent(TouchEvent(timestamp: 0, changes: [.init(1, .began, x: 195, y: 420)]))
        try window.sendEvent(TouchEvent(timestamp: 0.05, changes: [.init(1, .ended, x: 195, y: 420)]))
        #expect(location == CGPoint(x: 150, y: 198))
    }
}
