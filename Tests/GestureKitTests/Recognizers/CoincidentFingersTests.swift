import Testing
@testable import GestureKit

/// Two fingers reported at one point: a touch panel that splits one contact in two reports
/// both at the same coordinates before they part. Neither the spread nor the angle is defined
/// there, so the pinch and the rotation measure from where the fingers are first apart.
@Suite("Pinch and rotation: fingers that land at one point")
struct CoincidentFingersTests {
    let window = Window(size: Size(width: 600, height: 600))

    @Test("Pinch: fingers landing at one point begin once the hysteresis apart, at scale 1, and scale from there",
          arguments: [(7.99, false), (8.0, true)])
    func pinchFromOnePoint(apart: Double, begins: Bool) throws {
        let pinch = PinchGestureRecognizer()
        window.addGestureRecognizer(pinch)
        let log = ActionLog(pinch, in: window)
        var scales: [Double] = []
        pinch.addAction { scales.append(($0 as! PinchGestureRecognizer).scale) }
        try window.send(0, down(1, 300, 300), down(2, 300, 300))
        try window.send(0.1, move(2, 300 + apart, 300))
        #expect(log.states == (begins ? [.began] : []))
        guard begins else { return }
        try window.send(0.2, move(1, 300 - apart, 300))  // twice as far apart
        try window.send(0.3, up(1, 300 - apart, 300), up(2, 300 + apart, 300))
        #expect(log.states == [.began, .changed, .ended])
        #expect(scales.count == 3 && scales[0] == 1 && abs(scales[1] - 2) < 1e-12)
    }

    @Test("Pinch: fingers that stay at one point never begin and fail when they lift")
    func pinchNeverApart() throws {
        let pinch = PinchGestureRecognizer()
        window.addGestureRecognizer(pinch)
        try window.send(0, down(1, 300, 300), down(2, 300, 300))
        try window.send(0.1, move(1, 310, 300), move(2, 310, 300))
        #expect(pinch.state == .possible && pinch.scale == 1)
        try window.send(0.2, up(1, 310, 300), up(2, 310, 300))
        #expect(pinch.failureReason == .requested("the fingers lifted before pinching"))
    }

    @Test("Rotation: fingers landing at one point turn from the direction in which they part")
    func rotationFromOnePoint() throws {
        let rotation = RotationGestureRecognizer()
        window.addGestureRecognizer(rotation)
        let log = ActionLog(rotation, in: window)
        try window.send(0, down(1, 300, 300), down(2, 300, 300))
        // Parting straight down (a direction of π/2) is no turn at all.
        try window.send(0.1, move(2, 300, 400))
        #expect(log.states.isEmpty && rotation.rotation == 0)
        // Then a turn of 0.3 rad about finger 1.
        try window.send(0.2, move(2, 300 - 100 * Trigonometry.sin(0.3), 300 + 100 * Trigonometry.cos(0.3)))
        #expect(log.states == [.began])
        #expect(abs(rotation.rotation - 0.3) < 1e-12)
    }
}
