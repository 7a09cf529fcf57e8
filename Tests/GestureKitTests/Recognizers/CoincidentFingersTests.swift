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

    @Test("Pinch: a finger landing on the other mid-pinch holds the scale until they are the hysteresis apart")
    func pinchFingerLandsOnTheOther() throws {
        let pinch = PinchGestureRecognizer()
        window.addGestureRecognizer(pinch)
        let log = ActionLog(pinch, in: window)
        try window.send(0, down(1, 200, 300), down(2, 300, 300))
        try window.send(0.1, move(2, 400, 300))  // began at 2.0
        try window.send(0.2, up(2, 400, 300))
        try window.send(0.3, down(3, 200, 300))  // on finger 1
        try window.send(0.4, move(3, 204, 300))  // 4 pt apart: no base yet, the scale holds
        #expect(abs(pinch.scale - 2) < 1e-12)
        try window.send(0.5, move(3, 210, 300))  // 10 pt: the base
        try window.send(0.6, move(3, 230, 300))  // 30 pt: ×3
        #expect(abs(pinch.scale - 6) < 1e-12 && log.states.last == .changed)
    }

    @Test("Pinch: a scale set while the fingers are at one point holds until they part, then scales from there")
    func pinchScaleSetAtOnePoint() throws {
        let pinch = PinchGestureRecognizer()
        window.addGestureRecognizer(pinch)
        try window.send(0, down(1, 200, 300), down(2, 300, 300))
        try window.send(0.1, move(2, 200, 300))  // pinched shut: began at 0
        #expect(pinch.state == .began && pinch.scale == 0)
        pinch.scale = 1  // the app applies it and starts again from 1
        try window.send(0.2, move(2, 210, 300))
        #expect(pinch.scale == 1 && pinch.state == .changed)
        try window.send(0.3, move(2, 230, 300))
        #expect(abs(pinch.scale - 3) < 1e-12)
    }

    @Test("Pinch: three fingers, two at one point, the third lifting before it began: the two still pinch")
    func pinchThreeFingersTwoAtOnePoint() throws {
        let pinch = PinchGestureRecognizer()
        window.addGestureRecognizer(pinch)
        let log = ActionLog(pinch, in: window)
        try window.send(0, down(1, 300, 300), down(2, 300, 300), down(3, 400, 300))
        try window.send(0.1, up(3, 400, 300))
        try window.send(0.2, move(2, 350, 300))
        #expect(log.states == [.began] && pinch.scale == 1)
        try window.send(0.3, move(2, 400, 300))
        #expect(abs(pinch.scale - 2) < 1e-12)
    }

    @Test("Pinch: waiting for another to fail, it scales from the spread at which it asked to begin")
    func pinchPendingFromOnePoint() throws {
        let pinch = PinchGestureRecognizer()
        let blocker = CueRecognizer("blocker")
        window.addGestureRecognizer(pinch)
        window.addGestureRecognizer(blocker)
        pinch.require(toFail: blocker)
        var began: Double?
        pinch.addAction { if $0.state == .began { began = pinch.scale } }
        try window.send(0, down(1, 300, 300), down(2, 300, 300))
        try window.send(0.1, move(2, 310, 300))  // 10 pt apart: asks to begin, waits
        try window.send(0.2, move(2, 320, 300))
        #expect(began == nil)
        blocker.onMoved = { recognizer, _ in recognizer.state = .failed }
        try window.send(0.3, move(2, 340, 300))
        #expect(began.map { abs($0 - 4) < 1e-12 } == true)
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

    @Test("Rotation: fingers that meet mid-gesture turn nothing while together, and count from where they part")
    func rotationFingersMeet() throws {
        let rotation = RotationGestureRecognizer()
        window.addGestureRecognizer(rotation)
        try window.send(0, down(1, 300, 300), down(2, 300, 400))
        try window.send(0.1, move(2, 300 - 100 * Trigonometry.sin(0.3), 300 + 100 * Trigonometry.cos(0.3)))
        #expect(abs(rotation.rotation - 0.3) < 1e-12)
        try window.send(0.2, move(2, 303, 300))  // 3 pt apart: no direction
        try window.send(0.3, move(2, 400, 300))  // parted to the right: no turn
        #expect(abs(rotation.rotation - 0.3) < 1e-12)
        try window.send(0.4, move(2, 300 + 100 * Trigonometry.cos(0.2), 300 + 100 * Trigonometry.sin(0.2)))
        #expect(abs(rotation.rotation - 0.5) < 1e-12)
    }

    @Test("Rotation: fingers 7.9 pt apart have no direction yet; at 8 pt they do")
    func rotationMinimumSpan() throws {
        let rotation = RotationGestureRecognizer()
        window.addGestureRecognizer(rotation)
        try window.send(0, down(1, 300, 300), down(2, 300, 300))
        try window.send(0.1, move(2, 300, 307.9))  // down, but too close to say
        try window.send(0.2, move(2, 307.9, 300))  // a quarter turn at 7.9 pt: nothing
        #expect(rotation.rotation == 0)
        try window.send(0.3, move(2, 300, 308))  // 8 pt, straight down: the reference
        try window.send(0.4, move(2, 300 - 100 * Trigonometry.sin(0.3), 300 + 100 * Trigonometry.cos(0.3)))
        #expect(abs(rotation.rotation - 0.3) < 1e-12)
    }
}
