import Testing
@testable import GestureKit

@Suite("Pinch and rotation")
struct PinchRotationTests {
    let window = Window(size: Size(width: 600, height: 600))

    @Test("Pinch: the scale is 2.0 when the fingers' distance doubles")
    func scaleDoubles() throws {
        let pinch = PinchGestureRecognizer()
        window.addGestureRecognizer(pinch)
        let log = ActionLog(pinch, in: window)
        var scales: [Double] = []
        pinch.addAction { scales.append(($0 as! PinchGestureRecognizer).scale) }
        try window.stroke([FingerPath(1, from: (250, 300), to: (200, 300)), FingerPath(2, from: (350, 300), to: (400, 300))],
                          start: 0, duration: 0.5, hz: 60)
        #expect(log.states.first == .began && log.states.last == .ended)
        #expect(abs(scales.last! - 2) < 1e-12)
        #expect(zip(scales, scales.dropFirst()).allSatisfy { $0 <= $1 })  // monotonic, no jumps
    }

    @Test("Pinch: begins once the distance changed by the threshold, not before", arguments: [(7.99, false), (8.0, true)])
    func threshold(change: Double, begins: Bool) throws {
        let pinch = PinchGestureRecognizer()
        window.addGestureRecognizer(pinch)
        let log = ActionLog(pinch, in: window)
        try window.send(0, down(1, 200, 300), down(2, 300, 300))
        try window.send(0.1, move(2, 300 + change, 300))
        #expect(log.states == (begins ? [.began] : []))
    }

    @Test("Pinch: velocity is the scale's rate of change per second")
    func velocity() throws {
        let pinch = PinchGestureRecognizer()
        window.addGestureRecognizer(pinch)
        var velocity = 0.0
        pinch.addAction { velocity = ($0 as! PinchGestureRecognizer).velocity }
        // 100 → 200 pt over 1 s: the scale grows by 1.0 per second.
        try window.stroke([FingerPath(1, from: (250, 300), to: (200, 300)), FingerPath(2, from: (350, 300), to: (400, 300))],
                          start: 0, duration: 1, hz: 60, lift: false)
        #expect(abs(velocity - 1) < 0.01)
    }

    @Test("P12: pinch: every finger lifting before it began fails it; a third finger does not make it jump")
    func fingers() throws {
        let pinch = PinchGestureRecognizer()
        window.addGestureRecognizer(pinch)
        try window.send(0, down(1, 200, 300), down(2, 300, 300))
        try window.send(0.1, up(1, 200, 300))
        try window.send(0.2, up(2, 300, 300))
        #expect(pinch.failureReason == .requested("the fingers lifted before pinching"))
        try window.send(1, down(3, 200, 300), down(4, 300, 300))
        try window.send(1.1, move(4, 400, 300))
        #expect(abs(pinch.scale - 2) < 1e-12)
        try window.send(1.2, down(5, 300, 500))
        #expect(abs(pinch.scale - 2) < 1e-12)
        pinch.scale = 1  // apps apply the scale and start again from 1
        try window.send(1.3, move(3, 100, 300), move(4, 500, 300), move(5, 300, 700))
        #expect(pinch.scale > 1.5 && pinch.state == .changed)
    }

    @Test("P2: a pinch ends when the last finger lifts; with one finger left it stays in progress and its scale stays put")
    func pinchEndsAtLastLift() throws {
        let pinch = PinchGestureRecognizer()
        window.addGestureRecognizer(pinch)
        var seen: [(GestureRecognizer.State, Int, Double)] = []
        pinch.addAction { seen.append(($0.state, $0.numberOfTouches, pinch.scale)) }
        try window.send(0, down(1, 200, 300), down(2, 300, 300))
        try window.send(0.1, move(2, 400, 300))  // spread 100 → 200: began at 2.0
        try window.send(0.2, up(2, 400, 300))
        try window.send(0.3, move(1, 150, 300))  // one finger: nothing to measure
        #expect(pinch.state == .began && abs(pinch.scale - 2) < 1e-12)
        try window.send(0.4, down(3, 350, 300))  // a new second finger: no jump, measured from here
        #expect(abs(pinch.scale - 2) < 1e-12)
        try window.send(0.5, move(3, 550, 300))  // 200 → 400: ×2 again
        #expect(pinch.state == .changed && abs(pinch.scale - 4) < 1e-12)
        try window.send(0.6, up(1, 150, 300))
        #expect(pinch.state == .changed)
        try window.send(0.7, up(3, 550, 300))
        #expect(seen.map(\.0) == [.began, .changed, .ended])
        #expect(seen.last!.1 == 1 && abs(seen.last!.2 - 4) < 1e-12)  // the ended action sees one touch, the scale kept
    }

    @Test("P2: a pinch not yet begun that drops to one finger measures its threshold afresh from the next pair",
          arguments: [(7.99, false), (8.0, true)])
    func pinchThresholdAfterRelanding(change: Double, begins: Bool) throws {
        let pinch = PinchGestureRecognizer()
        window.addGestureRecognizer(pinch)
        let log = ActionLog(pinch, in: window)
        try window.send(0, down(1, 200, 300), down(2, 300, 300))
        try window.send(0.1, up(2, 300, 300))
        try window.send(0.2, down(3, 500, 300))  // spread 300, far from the first pair's 100
        #expect(log.states.isEmpty)
        try window.send(0.3, move(3, 500 + change, 300))
        #expect(log.states == (begins ? [.began] : []))
    }

    @Test("P2: a rotation ends when the last finger lifts; with one finger left it stays in progress and its angle stays put")
    func rotationEndsAtLastLift() throws {
        let rotation = RotationGestureRecognizer()
        window.addGestureRecognizer(rotation)
        var seen: [(GestureRecognizer.State, Int)] = []
        rotation.addAction { seen.append(($0.state, $0.numberOfTouches)) }
        try window.send(0, down(1, 300, 300), down(2, 400, 300))
        try window.send(0.1, move(2, 300, 400))  // a quarter turn
        try window.send(0.2, up(1, 300, 300))
        try window.send(0.3, move(2, 200, 300))  // one finger: no pair, no turning
        #expect(rotation.state == .began && abs(rotation.rotation - Trigonometry.pi / 2) < 1e-12)
        try window.send(0.4, up(2, 200, 300))
        #expect(seen.map(\.0) == [.began, .ended] && seen.last!.1 == 1)
        #expect(abs(rotation.rotation - Trigonometry.pi / 2) < 1e-12 || rotation.state == .possible)
    }

    @Test("Rotation keeps accumulating past π")
    func pastPi() throws {
        let rotation = RotationGestureRecognizer()
        window.addGestureRecognizer(rotation)
        let log = ActionLog(rotation, in: window)
        var values: [Double] = []
        rotation.addAction { values.append(($0 as! RotationGestureRecognizer).rotation) }
        // Two fingers 100 pt either side of (300, 300), turning 270° clockwise in 10° steps.
        func positions(_ degrees: Double) -> (Point, Point) {
            let a = degrees * Double.pi / 180
            let offset = Point(x: 100 * Trigonometry.cos(a), y: 100 * Trigonometry.sin(a))
            return (Point(x: 300, y: 300) - offset, Point(x: 300, y: 300) + offset)
        }
        try window.send(0, down(1, 200, 300), down(2, 400, 300))
        for step in 1...27 {
            let (p, q) = positions(Double(step) * 10)
            try window.send(Double(step) / 60, move(1, p.x, p.y), move(2, q.x, q.y))
        }
        #expect(abs(values.last! - 1.5 * Double.pi) < 1e-12)
        #expect(log.states.first == .began)
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test("Rotation: begins at the minimum rotation, not before; velocity in radians per second")
    func thresholdAndVelocity() throws {
        let rotation = RotationGestureRecognizer()
        window.addGestureRecognizer(rotation)
        let log = ActionLog(rotation, in: window)
        func angle(_ a: Double) -> (Double, Double) { (300 + 100 * Trigonometry.cos(a), 300 + 100 * Trigonometry.sin(a)) }
        try window.send(0, down(1, 300, 300), down(2, 400, 300))
        let below = angle(rotation.minimumRotation * 0.999)
        try window.send(0.01, move(2, below.0, below.1))
        #expect(log.states.isEmpty)
        let at = angle(rotation.minimumRotation)
        try window.send(0.02, move(2, at.0, at.1))
        #expect(log.states == [.began])
        // Turning at 2 rad/s for 0.2 s.
        for step in 1...24 {
            let p = angle(rotation.minimumRotation + 2 * Double(step) / 120)
            try window.send(0.02 + Double(step) / 120, move(2, p.0, p.1))
        }
        #expect(abs(rotation.velocity - 2) < 0.02)
        rotation.rotation = 0  // the angle starts again; the fingers' speed does not
        #expect(rotation.rotation == 0 && abs(rotation.velocity - 2) < 0.02)
    }
}

@Suite("Velocity tracker")
struct VelocityTrackerTests {
    @Test func constantSpeedIsExact() {
        var tracker = VelocityTracker()
        for step in 0...30 { tracker.addSample(Point(x: 5 * Double(step), y: -2 * Double(step)), at: Double(step) / 100) }
        let v = tracker.velocity(at: 0.3)
        #expect(abs(v.x - 500) < 1e-6 && abs(v.y + 200) < 1e-6)
    }

    @Test("The ring holds 2 to 4,096 samples: a capacity outside is raised or lowered, never allocated as asked",
          arguments: [(Int.min, 2), (0, 2), (2, 2), (4_096, 4_096), (4_097, 4_096), (Int.max, 4_096)])
    func capacityBounds(capacity: Int, kept: Int) {
        var tracker = VelocityTracker(horizon: .infinity, capacity: capacity)
        // Samples at 0, then a jump to 1,000: the fit sees the jump while the ring still holds
        // a sample from before it, that is for kept − 2 samples after the jump, not one more.
        for step in 0..<kept { tracker.addSample(Point(x: 0, y: 0), at: Double(step)) }
        for step in 0..<(kept - 1) { tracker.addSample(Point(x: 1_000, y: 0), at: Double(kept + step)) }
        #expect(tracker.velocity(at: Double(2 * kept - 2)).x > 0)
        tracker.addSample(Point(x: 1_000, y: 0), at: Double(2 * kept - 1))
        #expect(tracker.velocity(at: Double(2 * kept - 1)).x == 0)
    }

    @Test func repeatedTimestampsGiveNoSlope() {
        var tracker = VelocityTracker()
        for x in [0.0, 10, 20] { tracker.addSample(Point(x: x, y: 0), at: 1) }
        #expect(tracker.velocity(at: 1) == .zero)
        tracker.addSample(Point(x: 30, y: 0), at: 1.01)
        #expect(tracker.velocity(at: 1.01).x.isFinite && tracker.velocity(at: 1.01).x > 0)
    }

    @Test func onlyTheHorizonCounts() {
        var tracker = VelocityTracker(horizon: 0.1)
        for step in 0...10 { tracker.addSample(Point(x: Double(step), y: 0), at: Double(step) / 100) }
        #expect(tracker.velocity(at: 0.1).x > 99)
        #expect(tracker.velocity(at: 0.21) == .zero)  // the newest sample is 0.11 s old: a pause
        tracker.reset()
        #expect(tracker.velocity(at: 0.1) == .zero)
    }

    @Test func scalarTracker() {
        var tracker = ScalarVelocityTracker()
        for step in 0...12 { tracker.addSample(1 + Double(step) / 120, at: Double(step) / 120) }
        #expect(abs(tracker.velocity(at: 0.1) - 1) < 1e-9)
    }
}
