import Testing
@testable import GestureKit

/// Fingers that move on the way up: many sources (SDL's finger-up, Android's pointer-up, a
/// panel's last frame) carry a position with the lift. A pan counts that movement; so do the
/// pinch and the rotation, so that the value a gesture ends with is where the fingers left
/// the surface, whatever the source's report rate.
@Suite("Pinch and rotation: the lift's own movement")
struct LiftMovementTests {
    let window = Window(size: Size(width: 800, height: 600))

    /// Spreads two fingers about (400, 300) from 100 to 300 pt apart over 0.3 s in `frames`
    /// reports, the last of them the lift; returns the actions' states and scales.
    func pinchOut(frames: Int) throws -> [(GestureRecognizer.State, Double)] {
        let pinch = PinchGestureRecognizer()
        window.addGestureRecognizer(pinch)
        var seen: [(GestureRecognizer.State, Double)] = []
        pinch.addAction { seen.append(($0.state, pinch.scale)) }
        try window.send(0, down(1, 350, 300), down(2, 450, 300))
        for frame in 1...frames {
            let half = 50 + 100 * Double(frame) / Double(frames), time = 0.3 * Double(frame) / Double(frames)
            if frame < frames {
                try window.send(time, move(1, 400 - half, 300), move(2, 400 + half, 300))
            } else {
                try window.send(time, up(1, 400 - half, 300), up(2, 400 + half, 300))
            }
        }
        return seen
    }

    @Test("P2, pinch: fingers that part further as they lift end at the lift's spread, with no extra change",
          arguments: [2, 9, 18, 36, 72])
    func pinchEndsWhereTheFingersLifted(frames: Int) throws {
        let seen = try pinchOut(frames: frames)
        #expect(seen.first?.0 == .began && seen.last?.0 == .ended)
        #expect(seen.dropFirst().dropLast().allSatisfy { $0.0 == .changed })
        #expect(abs(seen.last!.1 - 3) < 1e-12, "\(seen.last!.1)")  // 300 / 100, at any report rate
    }

    @Test("P2, pinch: a finger that moves as it lifts, leaving one down, is a change; the scale then holds")
    func pinchOneFingerLiftsMoving() throws {
        let pinch = PinchGestureRecognizer()
        window.addGestureRecognizer(pinch)
        var seen: [(GestureRecognizer.State, Double)] = []
        pinch.addAction { seen.append(($0.state, pinch.scale)) }
        try window.send(0, down(1, 300, 300), down(2, 400, 300))
        try window.send(0.1, move(2, 500, 300))  // 200 apart: ×2
        try window.send(0.2, up(2, 600, 300))  // lifted 300 apart
        #expect(seen.map(\.0) == [.began, .changed] && abs(seen[1].1 - 3) < 1e-12)
        try window.send(0.3, move(1, 250, 300))  // one finger: nothing to scale
        try window.send(0.4, up(1, 250, 300))
        #expect(seen.map(\.0) == [.began, .changed, .ended] && abs(seen[2].1 - 3) < 1e-12)
    }

    /// A panel's frame often carries one finger's lift and the others' moves together. The
    /// moves are delivered first: measured over the fingers still down against a base of
    /// all three, the scale jumped without any finger pinching, and the jump
    /// stayed in the velocity's samples.
    @Test("P2, pinch: one finger lifting while the others move, in one event, makes no jump in the scale or its velocity")
    func pinchLiftAndMoveInOneEvent() throws {
        func run(lifting: Bool) throws -> (scales: [Double], velocity: Double) {
            let window = Window(size: Size(width: 800, height: 600))
            let pinch = PinchGestureRecognizer()
            window.addGestureRecognizer(pinch)
            var scales: [Double] = []
            var velocity = 0.0
            pinch.addAction { _ in
                scales.append(pinch.scale)
                velocity = pinch.velocity
            }
            try window.send(0, down(1, 300, 300), down(2, 500, 300), down(3, 400, 100))
            try window.send(0.1, move(1, 280, 300), move(2, 520, 300))  // begins
            try window.sendEvent(TouchEvent(timestamp: 0.2, changes: [move(1, 279, 300), move(2, 521, 300)] + (lifting ? [up(3, 400, 100)] : [])))
            return (scales, velocity)
        }
        let lifting = try run(lifting: true), staying = try run(lifting: false)
        #expect(lifting.scales == staying.scales, "\(lifting.scales) \(staying.scales)")
        #expect(lifting.velocity == staying.velocity && lifting.velocity > 0, "\(lifting.velocity) \(staying.velocity)")
    }

    /// Protocol B ends one tracking id and starts another in one frame. Touches are delivered
    /// began, moved, ended: the landing re-based over the fingers still down, the lift then
    /// measured all of them, and the scale jumped (to 1.83 here).
    @Test("P2, pinch: one finger lifting as another lands, in one event, keeps the scale")
    func pinchLiftAndLandInOneEvent() throws {
        let pinch = PinchGestureRecognizer()
        window.addGestureRecognizer(pinch)
        var scales: [Double] = []
        pinch.addAction { _ in scales.append(pinch.scale) }
        try window.send(0, down(1, 300, 300), down(2, 400, 300))
        try window.send(0.1, move(1, 250, 300), move(2, 450, 300))  // ×2
        try window.send(0.2, up(2, 450, 300), down(3, 450, 400))
        #expect(scales.count == 1 && abs(pinch.scale - 2) < 1e-12, "\(scales) \(pinch.scale)")
        try window.send(0.3, move(3, 450, 500))  // 1–3 from 223.6 to 282.8 pt apart
        #expect(abs(scales.last! - 2 * 282.842712474619 / 223.60679774997897) < 1e-9, "\(scales)")
    }

    @Test("P2, pinch: a finger that moves as it lifts while another lands, in one event, still scales the pinch")
    func pinchLiftMovingAndLandInOneEvent() throws {
        let pinch = PinchGestureRecognizer()
        window.addGestureRecognizer(pinch)
        try window.send(0, down(1, 300, 300), down(2, 400, 300))
        try window.send(0.1, move(1, 250, 300), move(2, 450, 300))  // ×2
        try window.send(0.2, up(2, 500, 300), down(3, 450, 400))  // lifted 250 from finger 1: ×2.5
        #expect(abs(pinch.scale - 2.5) < 1e-12, "\(pinch.scale)")
    }

    /// A third finger landing on a pinch that has not begun: its spread (200 pt) against the
    /// start two fingers had (100 pt) began the pinch at the next small move.
    @Test("P2, pinch: a finger landing before the pinch begins measures the hysteresis afresh", arguments: [7.9, 8.0])
    func pinchThirdFingerBeforeBegin(growth: Double) throws {
        let pinch = PinchGestureRecognizer()
        window.addGestureRecognizer(pinch)
        let points = [Point(x: 300, y: 300), Point(x: 400, y: 300), Point(x: 350, y: 500)]
        try window.send(0, down(1, 300, 300), down(2, 400, 300))
        try window.send(0.1, down(3, 350, 500))  // three fingers: a spread of 200 pt
        try window.send(0.2, move(3, 350, 501))
        #expect(pinch.state == .possible)
        // All three away from their centroid, so that the spread grows by `growth`.
        let centroid = Point(x: 350, y: 1100.0 / 3), k = 1 + growth / 200
        try window.sendEvent(TouchEvent(timestamp: 0.3, changes: points.indices.map { index in
            let p = centroid + (points[index] - centroid) * k
            return move(index + 1, p.x, p.y)
        }))
        #expect(pinch.state == (growth >= 8 ? .began : .possible))
    }

    @Test("P2, pinch: a lift that would cross the hysteresis does not begin the pinch")
    func pinchLiftNeverBegins() throws {
        let pinch = PinchGestureRecognizer()
        window.addGestureRecognizer(pinch)
        let log = ActionLog(pinch, in: window)
        try window.send(0, down(1, 300, 300), down(2, 400, 300))
        try window.send(0.1, up(1, 250, 300), up(2, 450, 300))  // 200 apart on the way up
        #expect(log.states.isEmpty && pinch.failureReason == .requested("the fingers lifted before pinching"))
    }

    @Test("P2, rotation: a pair that turns further as it lifts ends at the lift's angle, at any report rate",
          arguments: [2, 9, 36])
    func rotationEndsWhereThePairLifted(frames: Int) throws {
        let rotation = RotationGestureRecognizer()
        window.addGestureRecognizer(rotation)
        var seen: [(GestureRecognizer.State, Double)] = []
        rotation.addAction { seen.append(($0.state, rotation.rotation)) }
        try window.send(0, down(1, 300, 300), down(2, 500, 300))
        let turn = 0.6  // radians, about the centre (400, 300)
        for frame in 1...frames {
            let angle = turn * Double(frame) / Double(frames), time = 0.3 * Double(frame) / Double(frames)
            let dx = 100 * Trigonometry.cos(angle), dy = 100 * Trigonometry.sin(angle)
            let phase: TouchPhase = frame < frames ? .moved : .ended
            try window.sendEvent(TouchEvent(timestamp: time, changes: [
                .init(1, phase, x: 400 - dx, y: 300 - dy), .init(2, phase, x: 400 + dx, y: 300 + dy),
            ]))
        }
        #expect(seen.first?.0 == .began && seen.last?.0 == .ended)
        #expect(seen.dropFirst().dropLast().allSatisfy { $0.0 == .changed })
        #expect(abs(seen.last!.1 - turn) < 1e-12, "\(seen.last!.1)")
    }

    @Test("P2, rotation: a finger of the pair turning as it lifts while another lands, in one event, still turns the pair")
    func rotationLiftAndLandInOneEvent() throws {
        let rotation = RotationGestureRecognizer()
        window.addGestureRecognizer(rotation)
        var seen: [(GestureRecognizer.State, Double)] = []
        rotation.addAction { seen.append(($0.state, rotation.rotation)) }
        try window.send(0, down(1, 300, 300), down(2, 400, 300))
        try window.send(0.1, move(2, 400, 400))  // π/4
        try window.sendEvent(TouchEvent(timestamp: 0.2, changes: [up(2, 300, 400), down(3, 500, 500)]))  // lifted at π/2
        #expect(seen.map(\.0) == [.began, .changed] && abs(seen[1].1 - Trigonometry.pi / 2) < 1e-12, "\(seen)")
        try window.send(0.3, move(3, 300, 500))  // the new pair 1–3 turns from π/4 to π/2
        #expect(abs(seen.last!.1 - 3 * Trigonometry.pi / 4) < 1e-12, "\(seen)")
    }

    @Test("P2, rotation: one finger of the pair turning as it lifts is a change; the rotation then holds")
    func rotationOneFingerLiftsTurning() throws {
        let rotation = RotationGestureRecognizer()
        window.addGestureRecognizer(rotation)
        var seen: [(GestureRecognizer.State, Double)] = []
        rotation.addAction { seen.append(($0.state, rotation.rotation)) }
        try window.send(0, down(1, 300, 300), down(2, 400, 300))
        try window.send(0.1, move(2, 400, 400))  // the line turns by π/4
        try window.send(0.2, up(2, 300, 400))  // lifted straight below finger 1: π/2 in all
        #expect(seen.map(\.0) == [.began, .changed] && abs(seen[1].1 - Trigonometry.pi / 2) < 1e-12, "\(seen)")
        try window.send(0.3, up(1, 300, 300))
        #expect(seen.map(\.0) == [.began, .changed, .ended] && abs(seen[2].1 - Trigonometry.pi / 2) < 1e-12)
    }
}
