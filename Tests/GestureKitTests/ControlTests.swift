import Testing
@testable import GestureKit

/// C1–C4: controls that track, UIKit's drag margin, buttons, switches and sliders.
@Suite("Controls (C1–C4, V7)")
struct ControlTests {
    let window = Window(size: Size(width: 600, height: 600))

    /// A control that records its tracking hooks and can refuse at any of them.
    final class HookControl: Control {
        var hooks: [String] = []
        var beginAnswer = true
        var continueAnswers: [Bool] = []
        override func beginTracking(_ touch: Touch, with event: Event) -> Bool {
            hooks.append("begin")
            return beginAnswer
        }
        override func continueTracking(_ touch: Touch, with event: Event) -> Bool {
            hooks.append("continue")
            return continueAnswers.isEmpty ? true : continueAnswers.removeFirst()
        }
        var insideAtEnd: Bool?
        override func endTracking(_ touch: Touch?, with event: Event) {
            hooks.append("end")
            insideAtEnd = isTouchInside
        }
        override func cancelTracking(with event: Event?) { hooks.append("cancel") }
    }

    @Test("C1: begin, continue per move, end at the lift; cancel when the touch is cancelled; isTracking follows")
    func trackingHooks() throws {
        let control = HookControl(frame: Rect(x: 100, y: 100, width: 100, height: 50))
        window.addSubview(control)
        var events: [Control.Events] = []
        control.addAction(for: .allEvents) { _ in events.append([]) }
        try window.send(0, down(1, 120, 120))
        #expect(control.isTracking && control.isTouchInside && control.isHighlighted)
        try window.send(0.1, move(1, 130, 120))
        try window.send(0.2, up(1, 130, 120))
        #expect(control.hooks == ["begin", "continue", "end"] && !control.isTracking)
        control.hooks = []
        try window.send(1, down(2, 120, 120))
        try window.send(1.1, lost(2, 120, 120))
        #expect(control.hooks == ["begin", "cancel"] && !control.isTracking)
    }

    @Test("C1: during endTracking, isTouchInside tells where the finger lifted, not where it last moved")
    func insideAtTheLift() throws {
        let control = HookControl(frame: Rect(x: 100, y: 100, width: 100, height: 50))
        window.addSubview(control)
        try window.send(0, down(1, 120, 120))
        try window.send(0.1, move(1, 130, 120))
        try window.send(0.2, up(1, 400, 400))  // lifted far outside, with no move there first
        #expect(control.insideAtEnd == false)
        try window.send(1, down(2, 120, 120))
        try window.send(1.1, move(2, 400, 400))
        try window.send(1.2, up(2, 130, 120))  // and back inside
        #expect(control.insideAtEnd == true)
    }

    @Test("C1: a beginTracking that answers false means no other hook, but the touch events still go out")
    func beginRefused() throws {
        let control = HookControl(frame: Rect(x: 100, y: 100, width: 100, height: 50))
        control.beginAnswer = false
        window.addSubview(control)
        var ups = 0
        control.addAction(for: .touchUpInside) { _ in ups += 1 }
        try window.send(0, down(1, 120, 120))
        #expect(!control.isTracking)
        try window.send(0.1, move(1, 130, 120))
        try window.send(0.2, up(1, 130, 120))
        #expect(control.hooks == ["begin"] && ups == 1)
    }

    @Test("C1: a continueTracking that answers false stops the hooks for that touch")
    func continueRefused() throws {
        let control = HookControl(frame: Rect(x: 100, y: 100, width: 100, height: 50))
        control.continueAnswers = [true, false]
        window.addSubview(control)
        try window.send(0, down(1, 120, 120))
        for (n, x) in [130.0, 140, 150].enumerated() { try window.send(0.1 * Double(n + 1), move(1, x, 120)) }
        try window.send(0.5, up(1, 150, 120))
        #expect(control.hooks == ["begin", "continue", "continue"])
    }

    @Test("C2: a touch stays inside up to 70 pt beyond the bounds (iOS's margin); one step past it is outside",
          arguments: [(70.0, true), (70.01, false)])
    func dragMargin(beyond: Double, inside: Bool) throws {
        let control = Control(frame: Rect(x: 100, y: 100, width: 100, height: 50))
        window.addSubview(control)
        var events: [String] = []
        let names: [(Control.Events, String)] = [(.touchDragInside, "in"), (.touchDragOutside, "out"), (.touchDragExit, "exit"),
                                                 (.touchUpInside, "upIn"), (.touchUpOutside, "upOut")]
        for (event, name) in names { control.addAction(for: event) { _ in events.append(name) } }
        try window.send(0, down(1, 150, 120))
        try window.send(0.1, move(1, 100 - beyond, 120))  // the left edge is at x = 100
        try window.send(0.2, up(1, 100 - beyond, 120))
        #expect(events == (inside ? ["in", "upIn"] : ["out", "exit", "upOut"]))
    }

    @Test("C2: the margin is the same on every side, its far edge included")
    func dragMarginOnEverySide() throws {
        let control = Control(frame: Rect(x: 100, y: 100, width: 100, height: 50))
        window.addSubview(control)
        var events: [String] = []
        control.addAction(for: .touchDragInside) { _ in events.append("in") }
        control.addAction(for: .touchDragOutside) { _ in events.append("out") }
        control.addAction(for: .touchDragExit) { _ in events.append("exit") }
        control.addAction(for: .touchDragEnter) { _ in events.append("enter") }
        try window.send(0, down(1, 150, 120))
        // The edges are at x = 100 and 200, y = 100 and 150.
        let places: [(Double, Double)] = [(200 + 70, 120), (200 + 70.01, 120), (150, 100 - 70), (150, 100 - 70.01), (150, 150 + 70), (150, 150 + 70.01)]
        for (n, (x, y)) in places.enumerated() { try window.send(0.1 * Double(n + 1), move(1, x, y)) }
        #expect(events == ["in", "out", "exit", "in", "enter", "out", "exit", "in", "enter", "out", "exit"])
    }

    @Test("C3: valueChanged and primaryActionTriggered carry UIKit's bits; sendActions(for:) sends any set")
    func eventBits() {
        #expect(Control.Events.valueChanged.rawValue == 1 << 12)
        #expect(Control.Events.primaryActionTriggered.rawValue == 1 << 13)
        let control = Control(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        var sent: [String] = []
        control.addAction(for: .valueChanged) { _ in sent.append("value") }
        control.addAction(for: Control.Events(rawValue: 1 << 12)) { _ in sent.append("bit 12") }
        control.addAction(for: .primaryActionTriggered) { _ in sent.append("primary") }
        control.sendActions(for: [.valueChanged, .primaryActionTriggered])
        #expect(sent == ["value", "bit 12", "primary"])
    }

    @Test("C3: a button sends primaryActionTriggered with touchUpInside, not with touchUpOutside")
    func buttonPrimaryAction() throws {
        let button = Button(title: "OK", frame: Rect(x: 100, y: 100, width: 100, height: 50))
        window.addSubview(button)
        var primary = 0
        button.addAction(for: .primaryActionTriggered) { _ in primary += 1 }
        try window.tap(1, at: 0, x: 120, y: 120)
        try window.send(1, down(2, 120, 120))
        try window.send(1.1, up(2, 500, 500))
        #expect(primary == 1 && button.displayName == "OK")
    }

    @Test("A button named by its title (or not named at all) is named by its new title when it changes; a name of its own stays")
    func buttonNameFollowsTitle() {
        let button = Button(title: "mode: improved")
        button.title = "mode: seed"
        #expect(button.displayName == "mode: seed")
        button.name = "mode switch"
        button.title = "mode: improved"
        #expect(button.displayName == "mode switch")
        let untitled = Button()
        #expect(untitled.displayName == "Button")
        untitled.title = "later"
        #expect(untitled.displayName == "later")  // no name yet: the title names it
    }

    @Test("A button's name follows its title only when their bytes are the same: é composed is not é decomposed")
    func buttonNameComparesBytes() {
        let button = Button(title: "caf\u{E9}")
        button.name = "cafe\u{301}"  // canonically equivalent, as String's == has it, but other bytes
        button.title = "tea"
        #expect(button.displayName == "cafe\u{301}")
        button.name = "tea"
        button.title = "te"
        #expect(button.displayName == "te")
        button.title = nil
        #expect(button.name == nil)
        button.title = "again"
        #expect(button.displayName == "again")
    }

    @Test("V7: buttons and switches keep their single taps from an ancestor; a plain control and a slider do not")
    func whichControlsKeepTaps() throws {
        let controls: [(Control, Bool)] = [
            (Button(frame: Rect(x: 0, y: 0, width: 60, height: 40)), true),
            (Switch(frame: Rect(x: 100, y: 0, width: 60, height: 40)), true),
            (Control(frame: Rect(x: 200, y: 0, width: 60, height: 40)), false),
            (Slider(frame: Rect(x: 300, y: 0, width: 60, height: 40)), false),
        ]
        for (control, _) in controls { window.addSubview(control) }
        let tap = TapGestureRecognizer()
        window.addGestureRecognizer(tap)
        let log = ActionLog(tap, in: window)
        for (index, (control, keeps)) in controls.enumerated() {
            let before = log.states.count
            let centre = control.frame.center
            try window.tap(index + 1, at: Double(index), x: centre.x, y: centre.y)
            #expect((log.states.count == before) == keeps, "\(control.displayName)")
        }
    }

    @Test("C4: a switch flips on a tap inside and sends valueChanged; a drag sets it by where the finger lifts")
    func switchFlips() throws {
        let toggle = Switch(frame: Rect(x: 100, y: 100, width: 60, height: 30))
        window.addSubview(toggle)
        var changes: [Bool] = []
        toggle.addAction(for: .valueChanged) { changes.append(($0 as! Switch).isOn) }
        try window.tap(1, at: 0, x: 110, y: 115)
        #expect(toggle.isOn && changes == [true])
        try window.send(1, down(2, 150, 115))  // on the knob (right half), dragged left past the middle
        try window.send(1.1, move(2, 140, 115))
        try window.send(1.2, move(2, 115, 115))
        try window.send(1.3, up(2, 115, 115))
        #expect(!toggle.isOn && changes == [true, false])
        try window.send(2, down(3, 110, 115))  // dragged within the left half: stays off, no event
        try window.send(2.1, move(3, 125, 115))
        try window.send(2.2, up(3, 125, 115))
        #expect(!toggle.isOn && changes == [true, false])
    }

    @Test("C4: an ancestor's pan along a switch is refused when it starts on the knob, allowed across it or off the knob")
    func switchRefusesParallelPanOnKnob() throws {
        let toggle = Switch(frame: Rect(x: 100, y: 100, width: 60, height: 30))
        window.addSubview(toggle)
        let pan = PanGestureRecognizer()
        window.addGestureRecognizer(pan)
        let log = ActionLog(pan, in: window)
        // Off: the knob is the left half.
        try window.stroke([FingerPath(1, from: (110, 115), to: (160, 115))], start: 0, duration: 0.2)
        #expect(log.states.isEmpty && pan.failureReason == .shouldBeginDenied(by: "Switch") && toggle.isOn)
        try window.stroke([FingerPath(2, from: (110, 115), to: (110, 200))], start: 1, duration: 0.2)  // across it
        #expect(log.states.first == .began)
    }

    @Test("C4: a slider moves only from its thumb, keeps the grab offset, and sends valueChanged per move")
    func sliderFollowsThumb() throws {
        let slider = Slider(frame: Rect(x: 100, y: 100, width: 200, height: 40))
        slider.value = 0.5  // the thumb is at x = 200 in the window
        window.addSubview(slider)
        var values: [Double] = []
        slider.addAction(for: .valueChanged) { values.append(($0 as! Slider).value) }
        try window.stroke([FingerPath(1, from: (120, 120), to: (140, 120))], start: 0, duration: 0.1)  // the track
        #expect(slider.value == 0.5 && values.isEmpty)
        try window.send(1, down(2, 210, 120))  // on the thumb, 10 pt right of its centre
        try window.send(1.1, move(2, 260, 120))
        #expect(abs(slider.value - 0.75) < 1e-12 && values.count == 1)
        try window.send(1.2, move(2, 1000, 120))  // clamped
        try window.send(1.3, up(2, 1000, 120))
        #expect(slider.value == 1 && values.last == 1)
    }

    @Test("C4: the slider's thumb is 44 pt wide: a touch 22 pt from its centre grabs it, 22.01 pt does not",
          arguments: [(22.0, true), (22.01, false), (-22.0, true), (-22.01, false)])
    func sliderThumbEdge(offset: Double, grabs: Bool) throws {
        let slider = Slider(frame: Rect(x: 100, y: 100, width: 200, height: 40))
        slider.value = 0.5  // the thumb is at x = 200 in the window
        window.addSubview(slider)
        try window.send(0, down(1, 200 + offset, 120))
        try window.send(0.1, move(1, 200 + offset + 20, 120))
        try window.send(0.2, up(1, 200 + offset + 20, 120))
        #expect(slider.value == (grabs ? 0.6 : 0.5))
    }

    @Test("C4: a value of NaN changes nothing: the thumb stays where a finger can grab it; out of range, the value is clamped")
    func sliderNaN() throws {
        let slider = Slider(frame: Rect(x: 100, y: 100, width: 200, height: 40))
        slider.value = 0.5
        slider.value = .nan
        #expect(slider.value == 0.5)
        window.addSubview(slider)
        try window.send(0, down(1, 200, 120))
        try window.send(0.1, move(1, 220, 120))
        try window.send(0.2, up(1, 220, 120))
        #expect(slider.value == 0.6)
        slider.value = .infinity
        #expect(slider.value == 1)
    }

    @Test("C4: as UISlider's, a minimum set above the maximum raises it and a maximum set below the minimum lowers it; the value follows the range; a bound that is not finite changes nothing")
    func sliderRangeChanges() throws {
        let slider = Slider(frame: Rect(x: 100, y: 100, width: 200, height: 40))
        var sent = 0
        slider.addAction(for: .valueChanged) { _ in sent += 1 }
        slider.maximumValue = 10
        slider.value = 4
        slider.minimumValue = 4  // the value at the minimum stays
        #expect(slider.value == 4 && slider.minimumValue == 4 && slider.maximumValue == 10)
        slider.minimumValue = 5  // the value below it is raised
        #expect(slider.value == 5)
        slider.maximumValue = 3  // below the minimum: the minimum and the value come down to it
        #expect(slider.minimumValue == 3 && slider.maximumValue == 3 && slider.value == 3)
        slider.minimumValue = 8  // above the maximum: the maximum and the value go up to it
        #expect(slider.minimumValue == 8 && slider.maximumValue == 8 && slider.value == 8)
        slider.maximumValue = 9
        slider.value = 9
        slider.maximumValue = 8.5  // the value above it is lowered
        #expect(slider.value == 8.5)
        for bound in [Double.nan, .infinity, -.infinity] {
            slider.minimumValue = bound
            slider.maximumValue = bound
        }
        #expect(slider.minimumValue == 8 && slider.maximumValue == 8.5 && slider.value == 8.5)
        #expect(sent == 0)  // a value changed by code sends nothing, as in UIKit
    }

    @Test("C4: a range from -10³⁰⁸ to 10³⁰⁸, wider than the largest Double, puts the thumb where the value is and follows the finger")
    func sliderWidestRange() throws {
        let slider = Slider(frame: Rect(x: 100, y: 100, width: 200, height: 40))
        slider.minimumValue = -1e308
        slider.maximumValue = 1e308
        slider.value = 0
        #expect(slider.thumbCenterX == 100)
        slider.value = 5e307  // three quarters along
        #expect(slider.thumbCenterX == 150)
        window.addSubview(slider)
        try window.send(0, down(1, 250, 120))
        try window.send(0.1, move(1, 275, 120))
        #expect(abs(slider.value - 7.5e307) <= 1e293)
        try window.send(0.2, move(1, 400, 120))  // past the right end
        #expect(slider.value == 1e308 && slider.thumbCenterX == 200)
        try window.send(0.3, up(1, 400, 120))
    }

    @Test("C4: a slider that is not continuous sends valueChanged once, at the lift")
    func sliderNotContinuous() throws {
        let slider = Slider(frame: Rect(x: 100, y: 100, width: 200, height: 40))
        slider.isContinuous = false
        window.addSubview(slider)
        var count = 0
        slider.addAction(for: .valueChanged) { _ in count += 1 }
        try window.stroke([FingerPath(1, from: (100, 120), to: (200, 120))], start: 0, duration: 0.2)
        #expect(count == 1 && abs(slider.value - 0.5) < 1e-12)
    }

    @Test("C4: an ancestor's swipe or pan along a slider is refused from the thumb; from the track it is not",
          arguments: [(200.0, false), (120.0, true)])
    func sliderRefusesParallelGestures(startX: Double, recognized: Bool) throws {
        let slider = Slider(frame: Rect(x: 100, y: 100, width: 200, height: 40))
        slider.value = 0.5
        window.addSubview(slider)
        let swipe = SwipeGestureRecognizer()
        swipe.direction = .right
        let pan = PanGestureRecognizer()
        let both = Simultaneous()
        swipe.delegate = both
        window.addGestureRecognizer(swipe)
        window.addGestureRecognizer(pan)
        let swipes = ActionLog(swipe, in: window), pans = ActionLog(pan, in: window)
        try window.stroke([FingerPath(1, from: (startX, 120), to: (startX + 90, 120))], start: 0, duration: 0.2)
        #expect(swipes.states.isEmpty != recognized && pans.states.isEmpty != recognized)
    }

    final class Simultaneous: GestureRecognizerDelegate {
        func gestureRecognizer(_ a: GestureRecognizer, shouldRecognizeSimultaneouslyWith b: GestureRecognizer) -> Bool { true }
    }

    /// The typed target–action compiles for matching senders (the refusals are checked by
    /// `.ci/compile-errors`); here, the action is called with the control.
    final class Mixer {
        var volumes: [Double] = []
        func volumeChanged(_ slider: Slider) { volumes.append(slider.value) }
    }

    @Test("P4: addTarget with the control's own type calls the action with it")
    func typedControlTarget() throws {
        let mixer = Mixer()
        let slider = Slider(frame: Rect(x: 100, y: 100, width: 200, height: 40))
        window.addSubview(slider)
        slider.addTarget(mixer, action: Mixer.volumeChanged, for: .valueChanged)
        try window.stroke([FingerPath(1, from: (100, 120), to: (150, 120))], start: 0, duration: 0.1)
        #expect(mixer.volumes.last.map { abs($0 - 0.25) < 1e-12 } == true)
    }
}
