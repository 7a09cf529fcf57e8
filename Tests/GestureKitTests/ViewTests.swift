import Testing
@testable import GestureKit

@Suite("Views: geometry, hierarchy, recognizers")
struct ViewTests {
    @Test func frameCenterAndBoundsAgree() {
        let view = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == Point(x: 60, y: 45))
        #expect(view.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
        view.frame = Rect(x: 0, y: 0, width: 40, height: 40)
        #expect(view.center == Point(x: 20, y: 20) && view.bounds.size == Size(width: 40, height: 40))
        view.center = Point(x: 100, y: 100)
        #expect(view.frame == Rect(x: 80, y: 80, width: 40, height: 40))
    }

    @Test func transformAppliesAboutTheCentre() {
        let view = View(frame: Rect(x: 100, y: 100, width: 100, height: 50))
        view.transform = AffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == Rect(x: 50, y: 75, width: 200, height: 100))
        #expect(view.bounds.size == Size(width: 100, height: 50))  // bounds are untouched
        view.transform = AffineTransform(rotationAngle: Double.pi / 2)
        let frame = view.frame
        #expect(abs(frame.width - 50) < 1e-9 && abs(frame.height - 100) < 1e-9 && frame.center == Point(x: 150, y: 125))
        // With a transform, setting the frame moves the centre and keeps the size.
        view.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(view.center == Point(x: 5, y: 5) && view.bounds.size == Size(width: 100, height: 50))
    }

    @Test func pointConversionThroughTransformsAndBoundsOrigins() {
        let window = Window(size: Size(width: 400, height: 400))
        let parent = View(frame: Rect(x: 100, y: 100, width: 200, height: 200))
        let child = View(frame: Rect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(parent)
        parent.addSubview(child)
        #expect(child.convert(Point.zero, to: nil) == Point(x: 150, y: 150))
        #expect(child.convert(Point(x: 150, y: 150), from: nil) == .zero)
        #expect(child.convert(Point(x: 10, y: 10), to: parent) == Point(x: 60, y: 60))
        // Scrolling: the bounds origin shifts what the parent shows.
        parent.bounds.origin = Point(x: 0, y: 30)
        #expect(child.convert(Point.zero, to: nil) == Point(x: 150, y: 120))
        parent.bounds.origin = .zero
        // A child scaled ×2 about its centre (200, 200 in the window).
        child.transform = AffineTransform(scaleX: 2, y: 2)
        #expect(child.convert(Point(x: 50, y: 50), to: nil) == Point(x: 200, y: 200))
        #expect(child.convert(Point.zero, to: nil) == Point(x: 100, y: 100))
        #expect(child.convert(Point(x: 100, y: 100), from: nil) == .zero)
        // Round trip through a rotation.
        child.transform = AffineTransform(rotationAngle: 0.4)
        let p = Point(x: 12, y: 34)
        let back = child.convert(child.convert(p, to: nil), from: nil)
        #expect(abs(back.x - p.x) < 1e-12 && abs(back.y - p.y) < 1e-12)
        let box = child.convert(Rect(x: 0, y: 0, width: 100, height: 100), to: nil)
        #expect(box.contains(Point(x: 200, y: 200)))
    }

    @Test func subviewManagement() {
        let root = View(), a = View(), b = View(), c = View()
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, at: 0)
        #expect(root.subviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
        root.bringSubviewToFront(c)
        #expect(root.subviews.last === c)
        root.sendSubviewToBack(b)
        #expect(root.subviews.first === b)
        root.insertSubview(b, aboveSubview: a)
        #expect(root.subviews.map(ObjectIdentifier.init) == [a, b, c].map(ObjectIdentifier.init))
        root.insertSubview(c, belowSubview: a)
        #expect(root.subviews.first === c)
        a.addSubview(b)  // moving to another parent detaches from the old one
        #expect(root.subviews.count == 2 && b.superview === a && b.isDescendant(of: root))
        b.removeFromSuperview()
        #expect(b.superview == nil && a.subviews.isEmpty)
        #expect(root.window == nil)
        let window = Window(size: Size(width: 10, height: 10))
        window.addSubview(root)
        #expect(a.window === window && window.window === window)
    }

    @Test func aRecognizerBelongsToOneViewAtATime() {
        let a = View(), b = View(), recognizer = GestureRecognizer()
        a.addGestureRecognizer(recognizer)
        a.addGestureRecognizer(recognizer)
        #expect(a.gestureRecognizers.count == 1 && recognizer.view === a)
        b.addGestureRecognizer(recognizer)
        #expect(a.gestureRecognizers.isEmpty && b.gestureRecognizers.count == 1 && recognizer.view === b)
        b.removeGestureRecognizer(recognizer)
        #expect(recognizer.view == nil && b.gestureRecognizers.isEmpty)
    }
}

@Suite("Hit testing (H1–H3)")
struct HitTestingTests {
    let window = Window(size: Size(width: 400, height: 400))
    let back = View(frame: Rect(x: 0, y: 0, width: 200, height: 200))
    let front = View(frame: Rect(x: 100, y: 100, width: 200, height: 200))
    let child = View(frame: Rect(x: 10, y: 10, width: 50, height: 50))

    init() {
        back.name = "back"; front.name = "front"; child.name = "child"
        window.addSubview(back)
        window.addSubview(front)
        front.addSubview(child)
    }

    @Test("H1: front-most subview first, deepest view wins, window when nothing else")
    func frontMostAndDeepest() {
        #expect(window.hitView(at: Point(x: 180, y: 180)) === front)  // overlap: front wins
        #expect(window.hitView(at: Point(x: 50, y: 50)) === back)
        #expect(window.hitView(at: Point(x: 115, y: 115)) === child)
        #expect(window.hitView(at: Point(x: 350, y: 50)) === window)
        #expect(window.hitView(at: Point(x: 500, y: 500)) === window)  // outside the window too
    }

    @Test("H1: edges — min edge inside, max edge outside")
    func edges() {
        #expect(window.hitView(at: Point(x: 110, y: 110)) === child)
        #expect(window.hitView(at: Point(x: 160, y: 150)) === front)  // child spans 110..<160
        #expect(window.hitView(at: Point(x: 159.999, y: 150)) === child)
    }

    @Test("H1: hidden, transparent and non-interactive views are skipped with their subtrees")
    func skippedViews() {
        front.isHidden = true
        #expect(window.hitView(at: Point(x: 115, y: 115)) === back)
        front.isHidden = false
        front.alpha = 0.0099
        #expect(window.hitView(at: Point(x: 115, y: 115)) === back)
        front.alpha = 0.01  // exactly at the threshold: hittable
        #expect(window.hitView(at: Point(x: 115, y: 115)) === child)
        front.isUserInteractionEnabled = false
        #expect(window.hitView(at: Point(x: 250, y: 250)) === window)
        front.isUserInteractionEnabled = true
        child.isUserInteractionEnabled = false
        #expect(window.hitView(at: Point(x: 115, y: 115)) === front)
    }

    @Test("H1: a subview outside its parent's bounds is not hit there")
    func clippedByParent() {
        child.center = Point(x: 250, y: 30)  // sticks out to the right of front
        #expect(window.hitView(at: Point(x: 100 + 240, y: 130)) === window)
    }

    @Test("H1: points are converted through frames, bounds origins and transforms")
    func transformedViews() {
        front.transform = AffineTransform(scaleX: 0.5, y: 0.5)  // front now covers 150..<250
        #expect(window.hitView(at: Point(x: 120, y: 120)) === back)
        #expect(window.hitView(at: Point(x: 160, y: 160)) === child)  // child: 155..<180 after scaling
        front.transform = .identity
        // Scrolling front by 40 moves the child to window 70..<120, clipped by front at 100.
        front.bounds.origin = Point(x: 40, y: 40)
        #expect(window.hitView(at: Point(x: 115, y: 115)) === child)
        #expect(window.hitView(at: Point(x: 125, y: 125)) === front)
        #expect(window.hitView(at: Point(x: 76, y: 76)) === back)
    }

    @Test("H2: the touch's view is fixed at touch-down")
    func fixedView() throws {
        try window.send(0, down(1, 115, 115))
        let touch = try #require(window.touches.first)
        #expect(touch.view === child)
        try window.send(0.1, move(1, 50, 50))  // now over back
        #expect(touch.view === child)
        try window.send(0.2, up(1, 50, 50))
        #expect(touch.view === child && touch.phase == .ended)
    }

    final class BigButton: View {
        override func point(inside point: Point) -> Bool { bounds.insetBy(dx: -20, dy: -20).contains(point) }
    }

    final class Redirecting: View {
        weak var target: View?
        override func hitTest(_ point: Point) -> View? { super.hitTest(point) == nil ? nil : target }
    }

    @Test("H3: point(inside:) and hitTest(_:) can be overridden")
    func overrides() {
        let button = BigButton(frame: Rect(x: 300, y: 300, width: 40, height: 40))
        window.addSubview(button)
        #expect(window.hitView(at: Point(x: 285, y: 285)) === button)  // 15 pt outside its frame
        #expect(window.hitView(at: Point(x: 279, y: 279)) === front)
        let redirect = Redirecting(frame: Rect(x: 0, y: 300, width: 50, height: 50))
        redirect.target = back
        window.addSubview(redirect)
        #expect(window.hitView(at: Point(x: 10, y: 310)) === back)
    }
}
