import Testing
@testable import GestureKit

/// The arbitration scenarios of the source material, with the real built-in recognizers.
@Suite("Scenarios with built-in recognizers")
struct BuiltInScenarioTests {
    /// How single, double and triple taps wait for each other.
    enum TapRequirements {
        /// Each requires the failure of every longer one.
        case all
        /// The ported-app recipe: single requires double, double requires triple (P1).
        case chain
        /// None: taps of different kinds all fire.
        case none
    }

    /// Single, double and triple taps on one view, waiting for each other as `requirements`
    /// says, attached in `order`; `count` quick taps. Returns "name@time" for every action.
    static func taps(_ count: Int, order: [Int], requirements: TapRequirements = .all) throws -> [String] {
        let window = Window(size: Size(width: 300, height: 300))
        let recognizers = [1, 2, 3].map { n -> TapGestureRecognizer in
            let tap = TapGestureRecognizer()
            tap.numberOfTapsRequired = n
            tap.name = ["single", "double", "triple"][n - 1]
            return tap
        }
        if requirements != .none {
            recognizers[0].require(toFail: recognizers[1])
            recognizers[1].require(toFail: recognizers[2])
        }
        if requirements == .all { recognizers[0].require(toFail: recognizers[2]) }
        var actions: [String] = []
        for index in order {
            let tap = recognizers[index]
            tap.addAction { actions.append("\($0.displayName)@\(DecisionRecord.format(window.currentTime))") }
            window.addGestureRecognizer(tap)
        }
        for n in 0..<count { try window.tap(n + 1, at: Double(n) * 0.2, x: 150, y: 150) }
        window.advance(to: 5)
        return actions
    }

    @Test("Single tap requiring double-tap failure: each fires alone, at the right time, in any attach order",
          arguments: [[0, 1, 2], [2, 1, 0], [1, 0, 2], [2, 0, 1]])
    func singleDoubleTriple(order: [Int]) throws {
        #expect(try Self.taps(1, order: order) == ["single@0.400"])  // the lift at 0.05 + the 0.35 s interval (both waits run together)
        #expect(try Self.taps(2, order: order) == ["double@0.600"])  // second lift 0.25 + the triple's interval
        #expect(try Self.taps(3, order: order) == ["triple@0.450"])
    }

    @Test("Without failure requirements, taps of different counts do not prevent each other: all fire (the books' first version)",
          arguments: [[0, 1, 2], [2, 1, 0]])
    func withoutRequirements(order: [Int]) throws {
        let fired = try Self.taps(3, order: order, requirements: .none)
        #expect(fired.filter { $0.hasPrefix("single") } == ["single@0.050", "single@0.250", "single@0.450"])
        #expect(fired.contains("double@0.250") && fired.contains("triple@0.450"))
    }

    @Test("Two identical taps on nested views: the inner one prevents the outer one")
    func identicalTapsPreventEachOther() throws {
        let window = Window(size: Size(width: 300, height: 300))
        let inner = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(inner)
        let innerTap = TapGestureRecognizer(), outerTap = TapGestureRecognizer()
        inner.addGestureRecognizer(innerTap)
        window.addGestureRecognizer(outerTap)
        let inners = ActionLog(innerTap, in: window), outers = ActionLog(outerTap, in: window)
        try window.tap(at: 0, x: 50, y: 50)
        #expect(inners.states == [.recognized] && outers.states.isEmpty)
        #expect(outerTap.failureReason == .preventedBy("TapGestureRecognizer"))
    }

    @Test("Single tap waiting only for a double tap fires once, at the end of the interval")
    func singleAndDouble() throws {
        let window = Window(size: Size(width: 300, height: 300))
        let single = TapGestureRecognizer(), double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        window.addGestureRecognizer(double)
        window.addGestureRecognizer(single)
        let singles = ActionLog(single, in: window), doubles = ActionLog(double, in: window)
        try window.tap(1, at: 0, x: 100, y: 100)
        window.advance(to: 1)
        try window.tap(2, at: 2, x: 100, y: 100)
        try window.tap(3, at: 2.2, x: 100, y: 100)
        window.advance(to: 3)
        #expect(singles.entries.map(\.time) == [0.4] && doubles.entries.map(\.time) == [2.25])
    }

    @Test("A second tap far from the first: the double tap fails and the first tap is still a single tap")
    func secondTapFarAway() throws {
        let window = Window(size: Size(width: 400, height: 400))
        let single = TapGestureRecognizer(), double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        window.addGestureRecognizer(single)
        window.addGestureRecognizer(double)
        let singles = ActionLog(single, in: window), doubles = ActionLog(double, in: window)
        try window.tap(1, at: 0, x: 100, y: 100)
        try window.tap(2, at: 0.2, x: 300, y: 100)  // 200 pt away: not the second tap of a double tap
        window.advance(to: 1)
        #expect(doubles.states.isEmpty && double.failureReason == .requested("landed too far from the first tap"))
        #expect(singles.entries.map(\.time) == [0.2])  // released when the double tap failed
    }

    final class Simultaneous: GestureRecognizerDelegate {
        func gestureRecognizer(_ a: GestureRecognizer, shouldRecognizeSimultaneouslyWith b: GestureRecognizer) -> Bool { true }
    }

    @Test("Pinch and rotation together, with a combined transform that persists between gestures")
    func pinchAndRotate() throws {
        let window = Window(size: Size(width: 600, height: 600))
        let photo = View(frame: Rect(x: 100, y: 100, width: 400, height: 400))
        window.addSubview(photo)
        let pinch = PinchGestureRecognizer(), rotation = RotationGestureRecognizer()
        let delegate = Simultaneous()
        pinch.delegate = delegate
        for r in [pinch, rotation] as [GestureRecognizer] { photo.addGestureRecognizer(r) }
        // The app's handlers: fold each step into the view's transform, then start again.
        pinch.addAction { _ in
            photo.transform = AffineTransform(scaleX: pinch.scale, y: pinch.scale).concatenating(photo.transform)
            pinch.scale = 1
        }
        rotation.addAction { _ in
            photo.transform = AffineTransform(rotationAngle: rotation.rotation).concatenating(photo.transform)
            rotation.rotation = 0
        }
        // Twist: the fingers move from 100 pt apart horizontally to 200 pt apart vertically.
        func twist(start: Double, ids: (Int, Int)) throws {
            try window.stroke([FingerPath(ids.0, from: (250, 300), to: (300, 200)), FingerPath(ids.1, from: (350, 300), to: (300, 400))],
                              start: start, duration: 0.3, hz: 60)
        }
        try twist(start: 0, ids: (1, 2))
        #expect(pinch.state == .possible && rotation.state == .possible)
        let once = photo.transform
        // scale ×2 and a quarter turn (the line between the fingers turned 90°).
        #expect(abs(once.a) < 1e-9 && abs(once.b - 2) < 1e-9 && abs(once.c + 2) < 1e-9 && abs(once.d) < 1e-9)
        try twist(start: 1, ids: (3, 4))  // the second gesture continues from the first
        let twice = photo.transform
        #expect(abs(twice.a + 4) < 1e-9 && abs(twice.b) < 1e-9 && abs(twice.d + 4) < 1e-9)
    }

    /// The touch tracker: a long press selects a line, and a pan that runs with it moves
    /// the line, while the view keeps receiving the touch.
    @Test("Long press + pan simultaneous with cancelsTouchesInView = false moves the selected line")
    func longPressAndPan() throws {
        let window = Window(size: Size(width: 600, height: 600))
        let journal = Journal()
        let canvas = RecordingView("canvas", frame: Rect(x: 0, y: 0, width: 600, height: 600), journal: journal)
        window.addSubview(canvas)
        var line = (Point(x: 100, y: 100), Point(x: 300, y: 100))
        var selected = false
        let press = LongPressGestureRecognizer(), pan = PanGestureRecognizer()
        pan.cancelsTouchesInView = false
        press.cancelsTouchesInView = false
        let delegate = Simultaneous()
        pan.delegate = delegate
        canvas.addGestureRecognizer(press)
        canvas.addGestureRecognizer(pan)
        press.addAction { r in if r.state == .began { selected = true } }
        pan.addAction { r in
            guard selected, r.state == .changed || r.state == .ended else { return }
            let t = pan.translation(in: canvas)
            line = (line.0 + t, line.1 + t)
            pan.setTranslation(.zero, in: canvas)
        }
        try window.send(0, down(1, 200, 102))
        window.advance(to: 0.6)  // the press begins and selects the line
        try window.stroke([FingerPath(1, from: (200, 102), to: (250, 152))], start: 0.6, duration: 0.3, press: false)
        #expect(selected && line.0.distance(to: Point(x: 150, y: 150)) < 1e-9 && line.1.distance(to: Point(x: 350, y: 150)) < 1e-9)
        #expect(press.failureReason == nil && pan.failureReason == nil)
        #expect(journal.entries.first == "canvas.began[1]" && journal.entries.last == "canvas.ended[1]")
        #expect(!journal.entries.contains("canvas.cancelled[1]"))
    }

    @Test("A double tap with delaysTouchesBegan on a drawing view leaves no stray touchesBegan")
    func doubleTapOnACanvas() throws {
        let window = Window(size: Size(width: 600, height: 600))
        let journal = Journal()
        let canvas = RecordingView("canvas", frame: Rect(x: 0, y: 0, width: 600, height: 600), journal: journal)
        canvas.isMultipleTouchEnabled = true
        window.addSubview(canvas)
        let clear = TapGestureRecognizer()
        clear.numberOfTapsRequired = 2
        clear.delaysTouchesBegan = true
        canvas.addGestureRecognizer(clear)
        let clears = ActionLog(clear, in: window)
        try window.tap(1, at: 0, x: 100, y: 100)
        try window.tap(2, at: 0.2, x: 102, y: 100)
        #expect(clears.states == [.recognized] && journal.entries.isEmpty)
        // Drawing a line: the tap fails on the movement and the canvas gets the whole touch.
        try window.stroke(3, from: (100, 100), to: (300, 100), start: 1, duration: 0.2, hz: 30)
        #expect(journal.entries.first == "canvas.began[3]" && journal.entries.last == "canvas.ended[3]")
    }

    @Test("A pinch anywhere in the parent scales a small child")
    func pinchInTheParent() throws {
        let window = Window(size: Size(width: 600, height: 600))
        let parent = View(frame: Rect(x: 0, y: 0, width: 600, height: 600))
        let child = View(frame: Rect(x: 250, y: 250, width: 40, height: 40))
        window.addSubview(parent)
        parent.addSubview(child)
        let pinch = PinchGestureRecognizer()
        parent.addGestureRecognizer(pinch)
        pinch.addAction { _ in
            child.transform = child.transform.scaledBy(x: pinch.scale, y: pinch.scale)
            pinch.scale = 1
        }
        try window.stroke([FingerPath(1, from: (50, 500), to: (25, 500)), FingerPath(2, from: (150, 500), to: (175, 500))],
                          start: 0, duration: 0.2)  // far from the child: 100 → 150 pt
        #expect(abs(child.transform.a - 1.5) < 1e-9 && abs(child.frame.width - 60) < 1e-9)
    }

    @Test("A tap recognizer on a superview does not steal a control's tap")
    func controlKeepsItsTap() throws {
        let window = Window(size: Size(width: 600, height: 600))
        let panel = View(frame: Rect(x: 0, y: 0, width: 600, height: 600))
        let button = Button(frame: Rect(x: 100, y: 100, width: 80, height: 40))
        window.addSubview(panel)
        panel.addSubview(button)
        let dismiss = TapGestureRecognizer()
        panel.addGestureRecognizer(dismiss)
        let dismissals = ActionLog(dismiss, in: window)
        var presses = 0
        button.addAction(for: .touchUpInside) { _ in presses += 1 }
        try window.tap(1, at: 0, x: 120, y: 110)
        #expect(presses == 1 && dismissals.states.isEmpty)
        try window.tap(2, at: 1, x: 400, y: 400)
        #expect(presses == 1 && dismissals.states == [.recognized])
    }
}
