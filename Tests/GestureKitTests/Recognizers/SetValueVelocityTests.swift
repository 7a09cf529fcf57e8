import Testing
@testable import GestureKit

/// Apps apply a pinch's scale and a rotation's angle to a view and set them back to 1 and 0
/// in every action, then read the velocity when the gesture ends, for a fling: the velocity
/// must survive the setting (docs/Recognizers.md, the pan's translation).
@Suite("Setting a pinch's scale or a rotation's angle keeps the velocity")
struct SetValueVelocityTests {
    let window = Window(size: Size(width: 600, height: 600))

    @Test("P12: pinch: scale set back to 1 in every action; the end reads the spread's rate in the last scale's terms")
    func pinchFling() throws {
        let pinch = PinchGestureRecognizer()
        window.addGestureRecognizer(pinch)
        var ended = Double.nan
        pinch.addAction { recognizer in
            let pinch = recognizer as! PinchGestureRecognizer
            pinch.scale = 1
            if pinch.state == .ended { ended = pinch.velocity }
        }
        // 100 → 300 pt over 0.5 s (400 pt/s); at the end the scale is measured from 300 pt,
        // so it grows at 400 / 300 per second. The lift does not move.
        try window.stroke([FingerPath(1, from: (250, 300), to: (150, 300)), FingerPath(2, from: (350, 300), to: (450, 300))],
                          start: 0, duration: 0.5, hz: 120)
        #expect(abs(ended - 400.0 / 300) < 0.02)
    }

    @Test("P12: rotation: angle set back to 0 in every action; the end reads the fingers' turning speed")
    func rotationFling() throws {
        let rotation = RotationGestureRecognizer()
        window.addGestureRecognizer(rotation)
        var ended = Double.nan
        rotation.addAction { recognizer in
            let rotation = recognizer as! RotationGestureRecognizer
            rotation.rotation = 0
            if rotation.state == .ended { ended = rotation.velocity }
        }
        func at(_ angle: Double) -> (Double, Double) { (300 + 100 * Trigonometry.cos(angle), 300 + 100 * Trigonometry.sin(angle)) }
        try window.send(0, down(1, 300, 300), down(2, 400, 300))
        for step in 1...60 {  // 2 rad/s for 0.5 s
            let p = at(2 * Double(step) / 120)
            try window.send(Double(step) / 120, move(2, p.0, p.1))
        }
        let last = at(1)
        try window.send(0.5, up(1, 300, 300), up(2, last.0, last.1))
        #expect(abs(ended - 2) < 0.02)
    }
}
