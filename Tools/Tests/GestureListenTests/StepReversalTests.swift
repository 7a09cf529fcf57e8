import Foundation
import GestureKit
import GestureTraces
import Testing
@testable import GestureListen

/// Continuous actions with their reversal (issue 26): `every` steps counted from the gesture's
/// start, `reverse-run`/`reverse-keys` once per step back, hysteresis at the boundaries, and
/// one firing per step when one frame crosses several. Scripted drags in virtual time.
@Suite("listen: steps forward and back (issue 26)")
struct StepReversalTests {
    /// One finger down at (100, 300), then at each x of `path` 10 ms apart (slow enough for no
    /// swipe when the moves are small), then the lift.
    static func drag(_ path: [Double], fingers: Int = 1) -> Trace {
        var events = [TouchEvent(timestamp: 0, changes: (1...fingers).map { .init(id: $0, phase: .began, location: Point(x: 100, y: 300 + Double($0) * 30)) })]
        for (i, x) in path.enumerated() {
            events.append(TouchEvent(timestamp: Double(i + 1) * 0.01, changes: (1...fingers).map {
                .init(id: $0, phase: .moved, location: Point(x: 100 + x, y: 300 + Double($0) * 30))
            }))
        }
        events.append(TouchEvent(timestamp: Double(path.count + 1) * 0.01, changes: (1...fingers).map {
            .init(id: $0, phase: .ended, location: Point(x: 100 + (path.last ?? 0), y: 300 + Double($0) * 30))
        }))
        return Trace(windowSize: Size(width: 1000, height: 800), events: events)
    }

    static func reversing(_ binding: Binding, run: String = "up", reverse: String = "down") -> Binding {
        var binding = binding
        binding.run = run
        binding.actions.reverseRun = reverse
        return binding
    }

    /// `steps` and whether each firing went forward (+) or back (−), as "+1", "-0"…
    static func steps(_ firings: [Firing]) -> [String] {
        firings.map { ($0.value("step") == "back" ? "-" : "+") + ($0.value("steps") ?? "?") }
    }

    /// x positions in 2-point moves from `from` to `to` (a pan begins after 10 points).
    static func ramp(_ from: Double, _ to: Double) -> [Double] {
        stride(from: from, through: to, by: to >= from ? 2 : -2).map { $0 }
    }

    @Test("The rule at its boundaries, exactly: away from the start at each whole step, back half a step past it")
    func ruleBoundaries() {
        #expect(StepRule.next(from: 0, at: 0.999, reverses: true) == nil)
        #expect(StepRule.next(from: 0, at: 1, reverses: true) == false)
        #expect(StepRule.next(from: 2, at: 1.5, reverses: true) == true)
        #expect(StepRule.next(from: 2, at: 1.5000001, reverses: true) == nil)
        #expect(StepRule.next(from: 2, at: 2.999, reverses: true) == nil)
        #expect(StepRule.next(from: 1, at: 0.5, reverses: true) == true)
        #expect(StepRule.next(from: 0, at: -0.999, reverses: true) == nil)
        #expect(StepRule.next(from: 0, at: -1, reverses: true) == true)
        #expect(StepRule.next(from: -2, at: -1.5, reverses: true) == false)
        #expect(StepRule.next(from: -2, at: -1.5000001, reverses: true) == nil)
        // Without a reverse action the count only grows.
        #expect(StepRule.next(from: 2, at: -5, reverses: false) == nil)
        #expect(StepRule.next(from: 2, at: 3, reverses: false) == false)
    }

    @Test("A pan right 120 points and back to its start: three steps forward, three back, each running its command")
    func panUndoesItself() throws {
        let binding = Self.reversing(Binding(.pan, direction: .travel(.right), on: .changed, every: 40))
        let firings = try BindingSceneTests.fire([binding], Self.drag(Self.ramp(2, 120) + Self.ramp(118, 0)))
        #expect(Self.steps(firings) == ["+1", "+2", "+3", "-2", "-1", "-0"])
        #expect(firings.map { $0.run ?? "" } == ["up", "up", "up", "down", "down", "down"])
        // Each step back half a step past the boundary it undoes: at dx 100, 60, 20.
        #expect(firings.suffix(3).map { $0.value("dx") ?? "" } == ["100", "60", "20"])
    }

    @Test("Jitter at a boundary fires nothing more: ±19 points around a step taken at 80 fire it once; 20 back undoes it")
    func hysteresis() throws {
        let binding = Self.reversing(Binding(.pan, direction: .travel(.right), on: .changed, every: 40))
        let jitter = Self.ramp(2, 80) + [61, 80, 61, 79, 62, 80]
        #expect(Self.steps(try BindingSceneTests.fire([binding], Self.drag(jitter))) == ["+1", "+2"])
        #expect(Self.steps(try BindingSceneTests.fire([binding], Self.drag(Self.ramp(2, 80) + [60, 80]))) == ["+1", "+2", "-1", "+2"])
    }

    @Test("One frame crossing several steps fires once per step, forward and back")
    func severalStepsInOneFrame() throws {
        let binding = Self.reversing(Binding(.pan, direction: .travel(.right), on: .changed, every: 40))
        // Slow to begin (no swipe), then one move of 130 points and one of 130 back.
        let path = Self.ramp(2, 20) + [150, 20]
        let firings = try BindingSceneTests.fire([binding], Self.drag(path))
        #expect(Self.steps(firings) == ["+1", "+2", "+3", "-2", "-1", "-0"])
        #expect(Set(firings.prefix(3).map { $0.value("dx") ?? "" }) == ["150"])
        // Without a reverse action: the forward steps alone, once each, as every always promised.
        var plain = binding
        plain.actions = BindingActions()
        #expect(Self.steps(try BindingSceneTests.fire([plain], Self.drag(path))) == ["+1", "+2", "+3"])
    }

    @Test("A frame crossing more steps than a hand could fires the first 100 and drops the rest; the count goes on from there, and returning undoes exactly what fired")
    func glitchCapped() throws {
        let binding = Self.reversing(Binding(.pan, direction: .travel(.right), on: .changed, every: 1))
        // Slow to begin, then a jump of 880 points in one frame (a stale frame's teleport), 2 more, and 300 back.
        let firings = try BindingSceneTests.fire([binding], Self.drag(Self.ramp(2, 20) + [900, 902, 602]))
        let steps = Self.steps(firings)
        // The ramp fires a step a point, up to dx 20.
        let ramp = try #require(firings.firstIndex { $0.value("dx") == "900" })
        #expect(ramp > 0 && firings[ramp - 1].value("dx") == "20" && Array(steps[..<ramp]) == (1...ramp).map { "+\($0)" })
        #expect(ramp == 20)
        // The jump: 100 fired, 780 dropped; 2 more; then 300 back: 100 fired, 200 dropped.
        #expect(Array(steps[ramp...]) == (21...122).map { "+\($0)" } + (22...121).reversed().map { "-\($0)" })
        // Back 22 points more, 2 a frame: the 22 steps left are undone, the count is 0, and as
        // many steps went back as forward (volume keys end where they began).
        let home = try BindingSceneTests.fire([binding], Self.drag(Self.ramp(2, 20) + [900, 902] + Self.ramp(602, 580)))
        let all = Self.steps(home)
        #expect(all.last == "-0")
        #expect(all.filter { $0.hasPrefix("+") }.count == all.filter { $0.hasPrefix("-") }.count)
    }

    @Test("Going back past the start steps into negative counts; a pinch out then in undoes itself in scale steps")
    func pastTheStartAndPinch() throws {
        let binding = Self.reversing(Binding(.pan, direction: .travel(.right), on: .changed, every: 40))
        #expect(Self.steps(try BindingSceneTests.fire([binding], Self.drag(Self.ramp(2, 50) + Self.ramp(48, -90)))) == ["+1", "-0", "--1", "--2"])
        // Two fingers 100 points apart spreading to 270 and back: a scale of about 2.7, steps of 1.25.
        var events = [TouchEvent(timestamp: 0, changes: [.init(id: 1, phase: .began, location: Point(x: 450, y: 400)),
                                                          .init(id: 2, phase: .began, location: Point(x: 550, y: 400))])]
        let spreads = Array(stride(from: 52.0, through: 135, by: 2)) + Array(stride(from: 133.0, through: 50, by: -2))
        for (i, half) in spreads.enumerated() {
            events.append(TouchEvent(timestamp: Double(i + 1) * 0.01, changes: [.init(id: 1, phase: .moved, location: Point(x: 500 - half, y: 400)),
                                                                                .init(id: 2, phase: .moved, location: Point(x: 500 + half, y: 400))]))
        }
        let pinch = Self.reversing(Binding(.pinch, direction: .pinch(.out), on: .changed, every: 1.25), run: "zoom in", reverse: "zoom out")
        let firings = try BindingSceneTests.fire([pinch], Trace(windowSize: Size(width: 1000, height: 800), events: events))
        // 1.25^4 = 2.44 < 2.7 < 1.25^5 = 3.05: four steps out, four back.
        #expect(Self.steps(firings) == ["+1", "+2", "+3", "+4", "-3", "-2", "-1", "-0"])
        #expect(firings.map { $0.run ?? "" } == Array(repeating: "zoom in", count: 4) + Array(repeating: "zoom out", count: 4))
    }

    @Test("reverse-keys types on the steps back; the firing carries the keys, --print and --dry-run show them")
    func reverseKeys() throws {
        var binding = Binding(.pan, direction: .travel(.right), on: .changed, every: 40)
        binding.actions = BindingActions(keys: try KeyStrokes(parsing: "volumeup"), reverseKeys: try KeyStrokes(parsing: "volumedown"))
        let firings = try BindingSceneTests.fire([binding], Self.drag(Self.ramp(2, 45) + Self.ramp(43, 0)))
        #expect(firings.map { $0.keys?.description ?? "" } == ["KEY_VOLUMEUP", "KEY_VOLUMEDOWN"])
        #expect(firings.allSatisfy { $0.run == nil })
        #expect(firings[1].textLine.hasSuffix("step=back  → keys KEY_VOLUMEDOWN"))
        #expect(firings[1].jsonLine.hasSuffix("\"step\":\"back\",\"keys\":\"KEY_VOLUMEDOWN\"}"))
        #expect(firings[1].environment.contains("GESTURE_STEP=back") && firings[1].environment.contains("GESTURE_STEPS=0"))
    }
}
