import GestureKit
import Testing
@testable import GestureShapes

/// The one-stroke base the shape recognizers share: one finger, the stroke's points in the
/// chosen space, its three moments, and a second finger or a cancellation failing it.
@Suite("One-stroke recognizers")
struct OneStrokeGestureRecognizerTests {
    /// Records its moments and what the stroke held at each.
    final class Recording: OneStrokeGestureRecognizer {
        var moments: [String] = []
        var space: View?
        override var strokeCoordinateSpace: View? { space }
        override func strokeBegan(_ touch: Touch, with event: Event) { moments.append("began \(stroke.count)") }
        override func strokeMoved(_ touch: Touch, with event: Event) { moments.append("moved \(stroke.count)") }
        override func strokeEnded(_ touch: Touch, with event: Event) {
            moments.append("ended \(stroke.count) \(stroke.last!.x),\(stroke.last!.y)")
            state = .recognized
        }
    }

    func change(_ id: Int, _ phase: TouchPhase, _ x: Double, _ y: Double) -> TouchEvent.Change {
        .init(id: id, phase: phase, location: Point(x: x, y: y))
    }

    @Test("The stroke holds the landing, each move and the lift, in the chosen view's coordinates")
    func strokeAndMoments() throws {
        let window = Window(size: Size(width: 400, height: 400))
        let card = View(frame: Rect(x: 100, y: 100, width: 200, height: 200))
        window.addSubview(card)
        let recognizer = Recording()
        card.addGestureRecognizer(recognizer)
        recognizer.space = card
        var seen: [[Point]] = []
        recognizer.addAction { seen.append(($0 as! Recording).stroke) }
        try window.sendEvent(TouchEvent(timestamp: 0, changes: [change(1, .began, 110, 120)]))
        try window.sendEvent(TouchEvent(timestamp: 0.01, changes: [change(1, .moved, 130, 120)]))
        try window.sendEvent(TouchEvent(timestamp: 0.02, changes: [change(1, .ended, 150, 140)]))
        #expect(recognizer.moments == ["began 1", "moved 2", "ended 3 50.0,40.0"])
        #expect(seen == [[Point(x: 10, y: 20), Point(x: 30, y: 20), Point(x: 50, y: 40)]])
        #expect(recognizer.stroke.isEmpty)  // reset after the gesture
        // In window coordinates when the space is nil.
        recognizer.space = nil
        try window.sendEvent(TouchEvent(timestamp: 1, changes: [change(2, .began, 110, 120)]))
        try window.sendEvent(TouchEvent(timestamp: 1.01, changes: [change(2, .ended, 150, 140)]))
        #expect(seen.last == [Point(x: 110, y: 120), Point(x: 150, y: 140)])
    }

    @Test("A second finger fails it at once; a cancelled stroke fails")
    func secondFingerAndCancel() throws {
        let window = Window(size: Size(width: 400, height: 400))
        let recognizer = Recording()
        window.addGestureRecognizer(recognizer)
        try window.sendEvent(TouchEvent(timestamp: 0, changes: [change(1, .began, 10, 10)]))
        try window.sendEvent(TouchEvent(timestamp: 0.01, changes: [change(2, .began, 50, 10)]))
        #expect(recognizer.state == .failed && recognizer.failureReason == .requested("more than one finger"))
        #expect(recognizer.moments == ["began 1"])
        try window.sendEvent(TouchEvent(timestamp: 0.02, changes: [change(1, .ended, 10, 10), change(2, .ended, 50, 10)]))
        try window.sendEvent(TouchEvent(timestamp: 1, changes: [change(3, .began, 10, 10)]))
        try window.sendEvent(TouchEvent(timestamp: 1.01, changes: [change(3, .cancelled, 10, 10)]))
        #expect(recognizer.failureReason == .requested("a touch was cancelled") && recognizer.moments == ["began 1", "began 1"])
    }

    @Test("The shape recognizers are one-stroke recognizers, and keep their stroke in the space the source material uses")
    func shapeRecognizersShareIt() {
        let container = View(frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let view = View(frame: Rect(x: 10, y: 10, width: 100, height: 100))
        container.addSubview(view)
        let check = CheckMarkGestureRecognizer(), circle = CircleGestureRecognizer(), z = ZGestureRecognizer(), r = ReturnGestureRecognizer()
        for recognizer in [check, circle, z, r] as [GestureRecognizer] { view.addGestureRecognizer(recognizer) }
        #expect(check.strokeCoordinateSpace === view && z.strokeCoordinateSpace === view)
        #expect(circle.strokeCoordinateSpace == nil && r.strokeCoordinateSpace === container)
    }

    @Test("Every shape recognizer's className (what Embedded Swift logs) is its reflected name")
    func classNames() {
        let recognizers: [GestureRecognizer] = [
            OneStrokeGestureRecognizer(), CheckMarkGestureRecognizer(), CircleGestureRecognizer(), ReturnGestureRecognizer(),
            ZGestureRecognizer(), DragViewGestureRecognizer(), TemplateGestureRecognizer(matcher: .protractor(ProtractorRecognizer())),
        ]
        for recognizer in recognizers {
            #expect(type(of: recognizer).className == String(describing: type(of: recognizer)))
        }
    }
}
