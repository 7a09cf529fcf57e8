import Testing
@testable import GestureKit

/// P5's transforms at their limits: steps any finite value may carry, and spans a window may
/// be given, never make a scale, an angle or a velocity infinite or NaN.
@Suite("P5: trackpad transforms at their limits")
struct TransformLimitsTests {
    let window = Window(size: Size(width: 400, height: 400))
    let at = Point(x: 200, y: 200)

    @Test("P5: steps of huge factors and angles keep the scale, the rotation and their velocities finite, at their bounds",
          arguments: [(1e300, 1.7e308), (1e-300, -1.7e308), (Double.greatestFiniteMagnitude, Double.greatestFiniteMagnitude)])
    func hugeSteps(scale: Double, rotation: Double) throws {
        let pinch = PinchGestureRecognizer(), turn = RotationGestureRecognizer()
        let together = ClosureDelegate()
        together.simultaneous = { _, _ in true }
        pinch.delegate = together
        window.addGestureRecognizer(pinch)
        window.addGestureRecognizer(turn)
        var seen: [Double] = []
        pinch.addAction { _ in seen += [pinch.scale, pinch.velocity] }
        turn.addAction { _ in seen += [turn.rotation, turn.velocity] }
        try window.sendEvent(TransformEvent(timestamp: 0, location: at, phase: .began))
        for step in 1...40 {
            try window.sendEvent(TransformEvent(timestamp: Double(step) * 0.01, location: at, scale: scale, rotation: rotation))
        }
        #expect(pinch.state == .changed && turn.state == .changed)
        #expect(!seen.isEmpty && seen.allSatisfy(\.isFinite))
        // The bounds: 10¹² or 10⁻¹² times the span it started from; ±10⁹ radians.
        let bound: Double = scale > 1 ? 200 * 1e12 / 200 : 200 * 1e-12 / 200
        #expect(pinch.scale == bound)
        #expect(turn.rotation == (rotation > 0 ? 1e9 : -1e9))
    }

    @Test("P5: a span outside 1…10⁹ points is taken as 200; within it, as given",
          arguments: [(0.0, 200.0), (-5, 200), (.nan, 200), (.infinity, 200), (0.999, 200), (1, 1), (1e9, 1e9), (1.0000001e9, 200)])
    func referenceSpan(span: Double, used: Double) throws {
        window.transformReferenceSpan = span
        let pinch = PinchGestureRecognizer()
        window.addGestureRecognizer(pinch)
        try window.sendEvent(TransformEvent(timestamp: 0, location: at, phase: .began))
        // The pinch begins once span × |scale − 1| reaches its 8-point hysteresis: 7.9 points
        // of the span used do not begin it, 8.1 do.
        let short = 1 + 7.9 / used, enough = 1 + 8.1 / used
        try window.sendEvent(TransformEvent(timestamp: 0.01, location: at, scale: short))
        #expect(pinch.state == .possible)
        try window.sendEvent(TransformEvent(timestamp: 0.02, location: at, scale: enough / short))
        #expect(pinch.state == .began && pinch.scale.isFinite && pinch.velocity.isFinite)
        // At any span the scale may grow far: a thousandfold zoom in ten steps of ×2.
        for step in 1...10 { try window.sendEvent(TransformEvent(timestamp: 0.02 + Double(step) * 0.01, location: at, scale: 2)) }
        #expect(abs(pinch.scale / (enough * 1024) - 1) < 1e-9)
    }
}
