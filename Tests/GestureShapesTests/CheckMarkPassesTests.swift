import GestureKit
import Testing
@testable import GestureShapes

/// A check gone over more than once: `CheckMarkArms.passes(of:)` and the check mark's
/// `allowsTracingOver`.
@Suite("Check marks gone over twice")
struct CheckMarkPassesTests {
    /// A polyline of straight legs, each `steps` resampling steps of 10 long in the direction
    /// `degrees` (y down: 45 is down-right, -60 up-right). With 47 steps in all, every corner
    /// is one of the 48 resampled points.
    static func legs(_ legs: [(degrees: Double, steps: Int)]) -> [Point] {
        var points = [Point(x: 0, y: 0)]
        for (degrees, steps) in legs {
            let radians = degrees * Trigonometry.pi / 180, last = points[points.count - 1]
            let length = 10 * Double(steps)
            points.append(Point(x: last.x + length * Trigonometry.cos(radians), y: last.y + length * Trigonometry.sin(radians)))
        }
        return points
    }

    /// A check (falling 6 steps at 45°, rising `rising` steps at -60°), then the pen turns
    /// back by `turn` degrees and goes back and forth over 10 steps for the rest of the 47:
    /// measured whole, its arms are that line down and up again.
    static func goneOver(turn: Double, rising: Int = 10) -> [Point] {
        legs([(45, 6), (-60, rising), (-60 + turn, 10), (turn - 240, 10), (-60 + turn, 10), (turn - 240, 11 - rising)])
    }

    @Test("Turning back at 150° or more splits the passes; at 149.5° the stroke is one pass")
    func turnBack() throws {
        #expect(CheckMarkArms.turnBack == 150)
        let passes = CheckMarkArms.passes(of: Self.goneOver(turn: 150.5))
        #expect(passes.count == 1)  // the last pass, 11 steps, is too short
        // The pass is resampled again, to 48 points over its 160: its vertex lies within a step (160/47) of the corner.
        let first = try #require(passes.first)
        #expect(first.vertex.distance(to: Point(x: 60 * Trigonometry.cos(Trigonometry.pi / 4), y: 60 * Trigonometry.sin(Trigonometry.pi / 4))) < 160.0 / 47)
        #expect(abs(first.armRatio - 100.0 / 60) < 0.05)
        // The first turn back is then the line's far end: that pass (26 steps) ends at its lowest point.
        #expect(CheckMarkArms.passes(of: Self.goneOver(turn: 149.5)).isEmpty)
    }

    @Test("A pass must take a third of the stroke: 16 of 47 steps is one, 15 is not")
    func passShare() {
        #expect(CheckMarkArms.minimumPassShare == 1.0 / 3)
        #expect(CheckMarkArms.passes(of: Self.goneOver(turn: 170, rising: 10)).count == 1)  // 6 + 10 steps
        #expect(CheckMarkArms.passes(of: Self.goneOver(turn: 170, rising: 9)).isEmpty)     // 6 + 9 steps
    }

    @Test("The last pass too: the falling arm gone over twice, then the check; a stroke that never turns back has no passes")
    func lastPass() throws {
        let stroke = Self.legs([(45, 10), (225, 10), (45, 10), (-60, 17)])
        let check = CheckMarkGestureRecognizer(mode: .improved)
        #expect(check.improvedVerdict(stroke) == "the arms are not straight")
        let passes = CheckMarkArms.passes(of: stroke)
        #expect(passes.count == 1)  // the first, 10 steps, is too short
        let last = try #require(passes.first)
        #expect(abs(last.armRatio - 1.7) < 0.05, "\(last.armRatio) \(last.start) \(last.vertex) \(last.end)")
        #expect(CheckMarkArms.passes(of: Self.legs([(45, 16), (-60, 31)])).isEmpty)
        #expect(CheckMarkArms.passes(of: [Point(x: 1, y: 1), Point(x: 1, y: 1), Point(x: 1, y: 1)]).isEmpty)
    }

    @Test("A pass must span three quarters of the stroke's width and height: a zig-zag's last v, a check by itself, is no pass")
    func passSpan() throws {
        #expect(CheckMarkArms.minimumPassSpan == 0.75)
        // Corners turning 152°, then a last v (from index 24) that is a check on its own.
        let zigzag = Self.legs([(76, 6), (-76, 6), (76, 6), (-76, 6), (76, 6), (-50, 17)])
        let lastV = Array(StrokeGeometry.resample(zigzag, count: 48)[24...])
        let check = CheckMarkGestureRecognizer(mode: .improved)
        check.allowsTracingOver = true
        #expect(check.improvedVerdict(of: try #require(CheckMarkArms(of: lastV))) == nil)
        #expect(CheckMarkArms.passes(of: zigzag).isEmpty)
        #expect(check.improvedVerdict(zigzag) != nil)
    }

    @Test("allowsTracingOver: a check gone over is a check by its pass; off, the whole stroke's reason; a v's pass stays a v")
    func verdict() {
        let check = CheckMarkGestureRecognizer(mode: .improved)
        let stroke = Self.goneOver(turn: 170)
        #expect(!check.allowsTracingOver)
        #expect(check.improvedVerdict(stroke) == "no turn at the bottom")  // its lowest point is next to its end
        check.allowsTracingOver = true
        #expect(check.improvedVerdict(stroke) == nil)
        // The pass is the check's 100 : 60 arms: a ratio of 1.7 refuses it, and the whole stroke's reason is given.
        check.minimumArmRatio = 1.7
        #expect(check.improvedVerdict(stroke) == "no turn at the bottom")
        check.minimumArmRatio = 1.5
        // A stroke that is a check whole is one whatever its passes.
        #expect(check.improvedVerdict(Self.legs([(45, 16), (-60, 31)])) == nil)
        #expect(check.improvedVerdict(of: nil, passes: []) == "no turn at the bottom")
        // Off, a pass that is a check does not make one, whoever measured it.
        let off = CheckMarkGestureRecognizer(mode: .improved)
        #expect(off.improvedVerdict(of: CheckMarkArms(of: stroke), passes: CheckMarkArms.passes(of: stroke)) == "no turn at the bottom")
    }

    @Test("The recognizer decides by the passes when the finger lifts")
    func recognizer() throws {
        for allows in [false, true] {
            let window = Window(size: Size(width: 800, height: 800))
            let check = CheckMarkGestureRecognizer(mode: .improved)
            check.allowsTracingOver = allows
            var recognized = false
            check.addAction { _ in recognized = true }
            window.addGestureRecognizer(check)
            let stroke = StrokeGeometry.resample(Self.goneOver(turn: 170), count: 48).map { Point(x: $0.x + 300, y: $0.y + 300) }
            for (index, point) in stroke.enumerated() {
                let phase: TouchPhase = index == 0 ? .began : .moved
                try window.sendEvent(TouchEvent(timestamp: 0.01 * Double(index), changes: [.init(id: 1, phase: phase, location: point)]))
            }
            try window.sendEvent(TouchEvent(timestamp: 0.5, changes: [.init(id: 1, phase: .ended, location: stroke[47])]))
            #expect(recognized == allows)
        }
    }
}
