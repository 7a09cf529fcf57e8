import Foundation
import GestureKit
import GestureTraces
import Testing
@testable import GestureListen

/// The scene built from bindings, on real recordings and on exact synthetic strokes.
@Suite("listen: bindings to gestures (issue 11)")
struct BindingSceneTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/recordings/evemu")

    /// The firings of `bindings` over the events of `trace`, in order, as `binding:moment`.
    static func fire(_ bindings: [Binding], _ trace: Trace, templates: [ShapeTemplate] = []) throws -> [Firing] {
        try play(trace, on: BindingScene(bindings: bindings, size: trace.windowSize, templates: templates))
    }

    /// The firings of `scene` over the events of `trace`, in order, with 2 s of time after
    /// the last event for the deadlines still running.
    static func play(_ trace: Trace, on scene: BindingScene) throws -> [Firing] {
        var firings: [Firing] = []
        scene.onFiring = { firings.append($0) }
        for event in trace.events {
            scene.window.advance(to: event.timestamp)
            try scene.window.sendEvent(event)
            scene.afterStep()
        }
        scene.window.advance(to: (trace.events.last?.timestamp ?? 0) + 2)
        scene.afterStep()
        return firings
    }

    static func recording(_ name: String) throws -> Trace {
        try EvemuImporter.read(contentsOf: folder.appendingPathComponent(name))
    }

    static func summary(_ firings: [Firing]) -> [String] { firings.map { "\($0.binding):\($0.moment.rawValue)" } }

    /// In the `2fg-double-tap` recording (one two-finger tap, despite its name) the fingers
    /// lift in separate frames, so one finger is down when the tap is recognized: the firing
    /// still says two.
    @Test("Two fingers tapping fire the two-finger tap, not the one-finger tap nor the double tap; fingers=2 when they lift apart",
          arguments: ["Wacom ISDv4 E6 Finger.2fg-tap.events", "Wacom ISDv4 E6 Finger.2fg-double-tap.events"])
    func twoFingerTap(recording: String) throws {
        let bindings = [Binding(.tap), Binding(.tap, fingers: 2), Binding(.tap, taps: 2), Binding(.tap, fingers: 3)]
        let firings = try Self.fire(bindings, Self.recording(recording))
        #expect(Self.summary(firings) == ["1:recognized"])
        #expect(firings[0].value("fingers") == "2")
    }

    @Test("One finger tapping nine times fires single and double taps as UIKit's recipe does; a triple binding changes which")
    func tapChains() throws {
        let trace = try Self.recording("Atmel maXTouch Touchscreen.1-finger-fast-taps.events")
        let two = try Self.fire([Binding(.tap), Binding(.tap, taps: 2)], trace)
        #expect(Self.summary(two).filter { $0 == "1:recognized" }.count == 4 && Self.summary(two).filter { $0 == "0:recognized" }.count == 1)
        let three = try Self.fire([Binding(.tap), Binding(.tap, taps: 2), Binding(.tap, taps: 3)], trace)
        #expect(Self.summary(three) == ["2:recognized", "2:recognized", "2:recognized"])
    }

    @Test("A swipe binding does not also fire the pan binding of the same fingers; it acts while the finger is down, and its ended at the lift")
    func swipeBeatsPan() throws {
        let trace = try Self.recording("Wacom ISDv4 E6 Finger.single-top-swipe.events")
        let firings = try Self.fire([Binding(.pan, on: .began), Binding(.swipe, direction: .travel(.right), on: .began),
                                     Binding(.swipe, direction: .travel(.right), on: .ended)], trace)
        #expect(Self.summary(firings) == ["1:began", "2:ended"])
        let lift = trace.events.last { $0.changes.contains { $0.phase == .ended } }!.timestamp
        #expect(firings[0].time < lift && abs(firings[1].time - lift) < 1e-9)
        // Without the swipe binding, the pan acts.
        #expect(Self.summary(try Self.fire([Binding(.pan, on: .began), Binding(.pan, on: .ended)], trace)) == ["0:began", "1:ended"])
    }

    @Test("An edge swipe fires only from its edge; a swipe from anywhere waits for it and acts when it fails")
    func edgeSwipe() throws {
        let trace = try Self.recording("Wacom ISDv4 E6 Finger.single-top-swipe.events")
        let start = trace.events[0].changes[0].location
        let bindings = [Binding(.swipe, direction: .travel(.right), edge: .left), Binding(.swipe, direction: .travel(.right))]
        // The stroke starts away from the left edge: the plain swipe acts.
        #expect(start.x > 24)
        #expect(Self.summary(try Self.fire(bindings, trace)) == ["1:recognized"])
        // The same stroke moved to start at the edge: the edge swipe acts, the plain one does not.
        let shifted = Trace(windowSize: trace.windowSize, events: trace.events.map { event in
            var moved = event
            moved.changes = event.changes.map { var c = $0; c.location.x -= start.x - 10; return c }
            return moved
        })
        #expect(Self.summary(try Self.fire(bindings, shifted)) == ["0:recognized"])
    }

    @Test("Pinch in past its threshold fires recognized once per gesture; pinch out never does; the finger count is the binding's")
    func pinchIn() throws {
        // The Dell Canvas recording has two gestures of many fingers. In the first (four
        // fingers, 10.0–11.2 s) the spread goes from 432 to 447 pt: no pinch in. The second
        // (five fingers landing within 81 ms from 12.39 s) pinches in to about 0.58. (The first
        // once read as a pinch in, from a jump at a lift; the second as a three-finger one,
        // from a spread of more fingers measured against the start of fewer.)
        let trace = try Self.recording("dell_canvas_touch.evemu")
        #expect(try Self.fire([Binding(.pinch, direction: .pinch(.in), on: .recognized)], trace).isEmpty)  // two fingers: not these
        #expect(try Self.fire([Binding(.pinch, fingers: 3, direction: .pinch(.in), on: .recognized)], trace).isEmpty)
        let firings = try Self.fire([Binding(.pinch, fingers: 5, direction: .pinch(.in), on: .recognized, run: "zoom-out"),
                                     Binding(.pinch, fingers: 5, direction: .pinch(.out), on: .recognized, run: "zoom-in")], trace)
        #expect(Self.summary(firings) == ["0:recognized"])
        #expect(firings.first.map { $0.time > 12.4 && $0.time < 13.1 } == true)
        for firing in firings {
            let scale = try #require(firing.value("scale").flatMap(Double.init))
            #expect(scale <= 0.8)  // past 1/1.25
            #expect(firing.value("fingers") == "5" && firing.value("direction") == "in" && firing.run == "zoom-out")
        }
        // Pinches of other finger counts are other bindings': the DTH2242 panel pinches with two
        // fingers at 10.1 s, four (landing within 24 ms) at 15.7 s and two at 20.6 s.
        let dth = try Self.recording("Wacom DTH2242 Finger.events")
        let byFingers = try Self.fire([2, 3, 4].map { Binding(.pinch, fingers: $0, on: .began) }, dth)
        #expect(byFingers.map { $0.value("fingers") ?? "" } == ["2", "4", "2"])
    }

    /// One finger down at (100, 300), moving right by `step` points every 10 ms `count` times, then lifting.
    static func drag(step: Double, count: Int, fingers: Int = 1) -> Trace {
        var events: [TouchEvent] = []
        events.append(TouchEvent(timestamp: 0, changes: (1...fingers).map { .init(id: $0, phase: .began, location: Point(x: 100, y: 300 + Double($0) * 30)) }))
        for i in 1...count {
            events.append(TouchEvent(timestamp: Double(i) * 0.01, changes: (1...fingers).map {
                .init(id: $0, phase: .moved, location: Point(x: 100 + Double(i) * step, y: 300 + Double($0) * 30))
            }))
        }
        events.append(TouchEvent(timestamp: Double(count + 1) * 0.01, changes: (1...fingers).map {
            .init(id: $0, phase: .ended, location: Point(x: 100 + Double(count) * step, y: 300 + Double($0) * 30))
        }))
        return Trace(windowSize: Size(width: 1000, height: 800), events: events)
    }

    /// The Atmel maXTouch's four-finger drag: three fingers land within 28 ms, the fourth
    /// 111 ms after the first (counted from the recording). With a three- and a four-finger
    /// binding, the three-finger pan used to begin at 97 ms, before the fourth finger.
    @Test("Fingers landing over several frames: the four-finger binding fires, not the three-finger one")
    func fingersStillLanding() throws {
        let trace = try Self.recording("Atmel maXTouch Touchscreen.4-finger-drag-down.events")
        for bindings in [[Binding(.pan, fingers: 3, on: .began), Binding(.pan, fingers: 4, on: .began)],
                         [Binding(.swipe, fingers: 3, direction: .travel(.down), on: .began),
                          Binding(.swipe, fingers: 4, direction: .travel(.down), on: .began)]] {
            let firings = try Self.fire(bindings, trace)
            #expect(Self.summary(firings) == ["1:began"] && firings[0].value("fingers") == "4", "\(Self.summary(firings))")
        }
    }

    @Test("A gesture of fewer fingers waits the settle time for more, then begins with the movement made; alone, it does not wait",
          arguments: [true, false])
    func fewerFingersWait(rivalBound: Bool) throws {
        let trace = Self.drag(step: 3, count: 40, fingers: 3)  // 3 fingers, 300 pt/s from t = 0
        let bindings = [Binding(.pan, fingers: 3, on: .began)] + (rivalBound ? [Binding(.pan, fingers: 4, on: .began)] : [])
        let firings = try Self.fire(bindings, trace)
        #expect(Self.summary(firings) == ["0:began"])
        let dx = try #require(firings.first?.value("dx").flatMap(Double.init))
        if rivalBound {
            #expect(firings[0].time == BindingScene.fingerSettle && dx == 42, "\(dx)")  // 14 moves of 3 pt, none lost
        } else {
            #expect(firings[0].time == 0.04 && dx == 12)  // past the 10 pt hysteresis at the 4th move
        }
    }

    /// Protocol B can end one tracking id and start another in one frame: three fingers
    /// down, then one lifting as another lands, are still three.
    @Test("A finger lifting as another lands within the settle time is not one finger more")
    func liftAndLandAreNotMore() throws {
        var events = [TouchEvent(timestamp: 0, changes: (1...3).map { .init(id: $0, phase: .began, location: Point(x: 100, y: 200 + Double($0) * 40)) })]
        events.append(TouchEvent(timestamp: 0.05, changes: [.init(id: 3, phase: .ended, location: Point(x: 100, y: 320)),
                                                             .init(id: 4, phase: .began, location: Point(x: 100, y: 330))]))
        let ys = [1: 240.0, 2: 280.0, 4: 330.0]
        for i in 1...30 {
            events.append(TouchEvent(timestamp: 0.05 + Double(i) * 0.01, changes: [1, 2, 4].map {
                .init(id: $0, phase: .moved, location: Point(x: 100 + Double(i) * 3, y: ys[$0]!))
            }))
        }
        let trace = Trace(windowSize: Size(width: 1000, height: 800), events: events)
        let firings = try Self.fire([Binding(.pan, fingers: 3, on: .began), Binding(.pan, fingers: 4, on: .began)], trace)
        #expect(Self.summary(firings) == ["0:began"] && firings.first?.time == BindingScene.fingerSettle, "\(Self.summary(firings))")
    }

    @Test("every: a pan acts once per 40 points in its direction, with the step count; none against it")
    func every() throws {
        // 3 points a move (slow: no swipe), 100 moves: 300 points right, minus the 10 it takes to begin.
        let trace = Self.drag(step: 3, count: 100)
        let firings = try Self.fire([Binding(.pan, direction: .travel(.right), on: .changed, every: 40),
                                     Binding(.pan, direction: .travel(.left), on: .changed, every: 40)], trace)
        #expect(firings.map { $0.value("steps") ?? "" } == (1...7).map(String.init))
        let firstStep = try #require(firings.first.flatMap { $0.value("dx") }.flatMap(Double.init))
        #expect(firstStep >= 40 && firstStep < 43)
    }

    @Test("threshold: recognized once when the pan has gone exactly that far, not one step before")
    func threshold() throws {
        // 30 points per move after the pan begins: the translation reaches 60, 90, …
        let at90 = try Self.fire([Binding(.pan, fingers: 2, on: .recognized, threshold: 90)], Self.drag(step: 1, count: 100, fingers: 2))
        #expect(at90.count == 1 && at90[0].value("dx").flatMap(Double.init) == 90)
        let justPast = try Self.fire([Binding(.pan, fingers: 2, on: .recognized, threshold: 90.001)], Self.drag(step: 1, count: 100, fingers: 2))
        #expect(justPast.count == 1 && justPast[0].value("dx").flatMap(Double.init) == 91)
    }

    @Test("Long press: began at its duration with no finger moving, ended at the lift; a longer duration than the press fires nothing")
    func longPress() throws {
        let trace = try Self.recording("QUANTA OpticalTouchScreen.touch-on-left.events")  // held 0.93 s
        let firings = try Self.fire([Binding(.longPress, on: .began, run: "menu"), Binding(.longPress, on: .ended)], trace)
        #expect(Self.summary(firings) == ["0:began", "1:ended"])
        #expect(abs(firings[0].time - (trace.events[0].timestamp + 0.5)) < 1e-9)  // half a second after the finger landed
        #expect(try Self.fire([Binding(.longPress, run: "menu", duration: 1.0)], trace).isEmpty)
    }

    @Test("Rotation: every 5° clockwise while turning, once past 20°, nothing counterclockwise")
    func rotation() throws {
        let trace = try Self.recording("Wacom ISDv4 E6 Finger.double-center-circle.events")  // about 25° clockwise
        let firings = try Self.fire([Binding(.rotation, direction: .rotation(.clockwise), on: .changed, every: 5),
                                     Binding(.rotation, direction: .rotation(.clockwise), on: .recognized, threshold: 20),
                                     Binding(.rotation, direction: .rotation(.counterclockwise), on: .recognized, threshold: 20)], trace)
        let steps = firings.filter { $0.binding == 0 }.compactMap { $0.value("steps").flatMap(Int.init) }
        #expect(steps == Array(1...steps.count) && steps.count >= 4)
        let recognized = firings.filter { $0.binding == 1 }
        #expect(recognized.count == 1 && (recognized.first?.value("rotation").flatMap(Double.init) ?? 0) >= 20)
        #expect(!firings.contains { $0.binding == 2 })
    }

    @Test("Edge: a drag from the left edge begins the edge gesture and not the pan of the same finger; from mid-screen, the pan")
    func edge() throws {
        let trace = try Self.recording("Wacom ISDv4 E6 Finger.single-top-swipe.events")
        let start = trace.events[0].changes[0].location
        let fromEdge = Trace(windowSize: trace.windowSize, events: trace.events.map { event in
            var moved = event
            moved.changes = event.changes.map { var c = $0; c.location.x -= start.x - 5; return c }
            return moved
        })
        let bindings = [Binding(.edge, edge: .left, on: .began, run: "back"), Binding(.pan, on: .began), Binding(.edge, edge: .left, on: .ended)]
        #expect(Self.summary(try Self.fire(bindings, fromEdge)) == ["0:began", "2:ended"])
        #expect(Self.summary(try Self.fire(bindings, trace)) == ["1:began"])
    }
}

/// Shape bindings measured on the $1 logs. Writer 2's first example of each shape is a
/// template. The default score (0.46) was calibrated on writers 3–7 by `gesturekit eval`
/// (issue 13), so writer 2's own strokes test the threshold honestly; the matcher (Jackknife)
/// was chosen after evaluating all six writers, writer 2 among them. The other writers'
/// figures are on people the calibration saw.
@Suite("listen: drawn shapes on real strokes (issue 11)")
struct ShapeBindingTests {
    static let dollar1 = BindingSceneTests.folder.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("datasets/dollar1")

    /// Runs `work` on a thread of its own. These tests replay hundreds of gestures (over a
    /// minute under ThreadSanitizer); on the cooperative pool, which has one thread per core,
    /// two of them held every thread, and the playground's live-server tests, whose timeouts
    /// run on that pool, waited behind them and missed their bounds. A thread of its own is
    /// preempted like any other.
    static func offThePool<Result: Sendable>(_ work: @escaping @Sendable () throws -> Result) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Swift.Result { try work() }) }.start()
        }
    }

    /// How often a circle binding fires on `candidates`: on circles, and on the other shapes.
    static func circleBinding(templates labels: [String], candidates: (LabelledGesture) -> Bool) throws
        -> (circles: Double, others: Double, accepted: [String: Int]) {
        let gestures = try Dataset(contentsOf: dollar1).gestures
        let templates = try labels.map { label in
            let example = try #require(gestures.first { $0.subject == "2" && $0.label == label })
            return ShapeTemplate(name: label, points: example.sample.points)
        }
        let templateGestures = Set(labels.compactMap { label in gestures.firstIndex { $0.subject == "2" && $0.label == label } })
        var circles = (fired: 0, total: 0), others = (fired: 0, total: 0)
        var accepted: [String: Int] = [:]
        for (index, gesture) in gestures.enumerated() where !templateGestures.contains(index) && candidates(gesture) {
            let fired = try BindingSceneTests.fire([Binding(.shape, run: "lock", shape: "circle")], gesture.trace(), templates: templates)
            if gesture.label == "circle" {
                circles = (circles.fired + fired.count, circles.total + 1)
            } else {
                others = (others.fired + fired.count, others.total + 1)
                if !fired.isEmpty { accepted[gesture.label, default: 0] += 1 }
            }
        }
        return (Double(circles.fired) / Double(circles.total), Double(others.fired) / Double(others.total), accepted)
    }

    /// Measured: with the lookalikes recorded, Protractor (before issue 13) fired on 52% of the
    /// circles and 1.6% of the other shapes; Jackknife with its calibrated score on 62% and 0%.
    @Test("The user's own strokes, with their circle, rectangle, triangle and x recorded: no other shape fires the circle binding; most circles do")
    func sameWriter() async throws {
        let own = try await Self.offThePool { try Self.circleBinding(templates: ["circle", "rectangle", "triangle", "x"]) { $0.subject == "2" } }
        print("circle binding, writer 2's own strokes (4 templates): circles \(own.circles), other shapes \(own.others) \(own.accepted)")
        #expect(own.others == 0)
        #expect(own.circles >= 0.6, "recall fell below what docs/Listen.md reports (62%)")
    }

    /// Jackknife compares directions: a circle begun elsewhere or drawn the other way round is
    /// not writer 2's circle. Protractor (rotation-invariant) took 94% of these circles, and
    /// every rectangle with them.
    @Test("Other people's strokes against one person's circle: nothing fires, circles included (templates must be your own)")
    func otherWriters() async throws {
        let others = try await Self.offThePool { try Self.circleBinding(templates: ["circle"]) { $0.subject != "2" && $0.details["speed"] == "medium" } }
        print("circle binding, writers 3–7 (medium), writer 2's circle alone: circles \(others.circles), other shapes \(others.others) \(others.accepted)")
        #expect(others.others == 0)
        #expect(others.circles <= 0.1)
    }
}
