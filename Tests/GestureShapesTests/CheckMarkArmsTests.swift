import GestureKit
import Testing
@testable import GestureShapes
@testable import GestureTraces

/// The check mark's measurement (`CheckMarkArms`) and its timed form (`ArmMeasurement`),
/// which `gesturekit eval --arms` prints and docs/Accuracy.md quotes.
@Suite("Check-mark arms")
struct CheckMarkArmsTests {
    /// A lead-in flick 20/3 up, a falling arm 30 right and 40 down (50 long), a rising arm 60
    /// right and 80 up (100 long): 47 resampling steps of 10/3, so the corners are samples.
    let stroke = [Point(x: 0, y: 20.0 / 3), Point(x: 0, y: 0), Point(x: 30, y: 40), Point(x: 90, y: -40)]

    @Test("The arms run from the highest point before the lowest, to it, to the highest after it; figures in degrees")
    func measuresTheArms() throws {
        let arms = try #require(CheckMarkArms(of: stroke))
        #expect(arms.start.distance(to: Point(x: 0, y: 0)) < 1e-9)       // the top of the flick
        #expect(arms.vertex.distance(to: Point(x: 30, y: 40)) < 1e-9)
        #expect(arms.end.distance(to: Point(x: 90, y: -40)) < 1e-9)
        #expect(abs(arms.armRatio - 2) < 1e-9)
        #expect(abs(arms.fallingAngle - 53.130102354) < 1e-6 && abs(arms.risingAngle - 53.130102354) < 1e-6)
        #expect(abs(arms.turn - 2 * 53.130102354) < 1e-6)  // the arms meet at 180° less that
        // 48 points spaced by arc length: the fractions are indices / 47.
        #expect(arms.startFraction == 2.0 / 47 && arms.vertexFraction == 17.0 / 47 && arms.endFraction == 1)
        #expect(abs(arms.leadInLength - 20.0 / 3) < 1e-9 && arms.hookLength == 0)
        #expect(arms.leadInShare == arms.leadInLength / arms.pathLength && arms.hookShare == 0)
        #expect(abs(arms.pathLength - (20.0 / 3 + 150)) < 1e-9)
        #expect(abs(arms.fallingPathLength - 50) < 1e-9 && abs(arms.risingPathLength - 100) < 1e-9)
    }

    @Test("No arms without a turn at the bottom: a stroke whose lowest point is at either end, or too few points")
    func noArms() {
        #expect(CheckMarkArms(of: [Point(x: 0, y: 0), Point(x: 10, y: 10), Point(x: 20, y: 20)]) == nil)
        #expect(CheckMarkArms(of: [Point(x: 0, y: 20), Point(x: 10, y: 10), Point(x: 20, y: 0)]) == nil)
        #expect(CheckMarkArms(of: [Point(x: 0, y: 0), Point(x: 10, y: 10)]) == nil)
        #expect(CheckMarkArms(of: [Point(x: 5, y: 5), Point(x: 5, y: 5), Point(x: 5, y: 5)]) == nil)
    }

    @Test("The verdict rests on the measurement: at the arm ratio or lead-in share it is a check, one step past either it is not")
    func verdictUsesTheArms() throws {
        let arms = try #require(CheckMarkArms(of: stroke))
        let check = CheckMarkGestureRecognizer(mode: .improved)
        check.minimumArmRatio = arms.armRatio
        #expect(check.improvedVerdict(stroke) == nil)
        check.minimumArmRatio = arms.armRatio.nextUp
        #expect(check.improvedVerdict(stroke) == "the rising arm is not longer")
        check.minimumArmRatio = 1.5
        check.maximumHookFraction = arms.leadInShare
        #expect(check.improvedVerdict(stroke) == nil)
        check.maximumHookFraction = arms.leadInShare.nextDown
        #expect(check.improvedVerdict(stroke) == "too much before or after the two arms")
        check.maximumHookFraction = 0.25
        check.maximumCornerAngle = arms.turn.nextDown
        #expect(check.improvedVerdict(stroke) == "the corner is outside the angle window")
    }

    @Test("Timed: each arm's duration is interpolated along the recorded samples; the speed ratio compares the arms")
    func timesTheArms() throws {
        // The falling arm (50 long) takes 1 s; the rising arm (100 long) takes 0.25 s: 8 times as fast.
        let timed = [(0.0, 20.0 / 3, 0.0), (0.0, 0.0, 0.5), (30.0, 40.0, 1.5), (90.0, -40.0, 1.75)]
            .map { StrokePoint(x: $0.0, y: $0.1, time: $0.2) }
        let measured = try #require(ArmMeasurement(LabelledGesture(label: "check", subject: "1", strokes: [timed])))
        #expect(abs(try #require(measured.fallingDuration) - 1) < 1e-9)
        #expect(abs(try #require(measured.risingDuration) - 0.25) < 1e-9)
        #expect(abs(try #require(measured.speedRatio) - 8) < 1e-6)
        // Recorded without times (a $1 log whose T is a counter): the same arms, no durations.
        let untimed = timed.map { StrokePoint(x: $0.location.x, y: $0.location.y, time: nil) }
        let unmeasured = try #require(ArmMeasurement(LabelledGesture(label: "check", subject: "1", strokes: [untimed])))
        #expect(unmeasured.arms == measured.arms)
        #expect(unmeasured.fallingDuration == nil && unmeasured.risingDuration == nil && unmeasured.speedRatio == nil)
        // Two strokes, or no turn at the bottom: not measured.
        #expect(ArmMeasurement(LabelledGesture(label: "x", subject: "1", strokes: [timed, timed])) == nil)
        let line = [(0.0, 0.0, 0.0), (10.0, 10.0, 1.0), (20.0, 20.0, 2.0)].map { StrokePoint(x: $0.0, y: $0.1, time: $0.2) }
        #expect(ArmMeasurement(LabelledGesture(label: "line", subject: "1", strokes: [line])) == nil)
    }

    @Test("Time along a stroke: at the ends, between samples, at a pause, and past the end")
    func timeAlong() throws {
        let stroke = [(0.0, 0.0, 1.0), (10.0, 0.0, 2.0), (10.0, 0.0, 2.5), (40.0, 0.0, 3.0)].map { StrokePoint(x: $0.0, y: $0.1, time: $0.2) }
        let time = try #require(ArmMeasurement.timeAlong(stroke))
        #expect(time(0) == 1)
        #expect(time(0.125) == 1.5)
        #expect(time(0.25) == 2)      // the first sample at that distance, not the one after the pause
        #expect(time(0.625) == 2.75)
        #expect(time(1) == 3)
        #expect(time(1.5) == 3)
        // One sample without a time, and there is no time along the stroke at all.
        var partly = stroke
        partly[2].time = nil
        #expect(ArmMeasurement.timeAlong(partly) == nil)
    }
}
