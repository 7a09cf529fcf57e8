import Testing
@testable import GestureKit

/// P5: pointers that hover, click, scroll and pinch on a trackpad.
@Suite("Pointer input (P5)")
struct PointerTests {
    let window = Window(size: Size(width: 400, height: 400))

    func hoverAt(_ t: Double, _ phase: HoverEvent.Phase, _ x: Double, _ y: Double, z: Double? = nil,
               flags: KeyModifierFlags = []) throws {
        try window.sendEvent(HoverEvent(timestamp: t, phase: phase, location: Point(x: x, y: y), zOffset: z, modifierFlags: flags))
    }

    @Test("P5: a hover recognizer begins when the pointer comes over its view, changes as it moves, ends when it leaves")
    func hoverOverAView() throws {
        let card = View(frame: Rect(x: 100, y: 100, width: 100, height: 100))
        window.addSubview(card)
        let hover = HoverGestureRecognizer()
        card.addGestureRecognizer(hover)
        var seen: [(GestureRecognizer.State, Point, KeyModifierFlags)] = []
        hover.addAction { seen.append(($0.state, $0.location(in: card), $0.modifierFlags)) }
        try hoverAt(0, .entered, 50, 50)  // over the window, not the card
        #expect(seen.isEmpty)
        try hoverAt(0.1, .moved, 100, 100, flags: .shift)  // the card's top-left corner is inside
        try hoverAt(0.2, .moved, 150, 120)
        try hoverAt(0.3, .moved, 200, 120)  // x = 200 is outside (the max edge)
        #expect(seen.map(\.0) == [.began, .changed, .ended])
        #expect(seen.map(\.1) == [Point(x: 0, y: 0), Point(x: 50, y: 20), Point(x: 100, y: 20)])
        #expect(seen[0].2 == .shift && seen[1].2 == [])
        try hoverAt(0.4, .moved, 150, 150)
        try hoverAt(0.5, .exited, 150, 150)
        #expect(seen.map(\.0) == [.began, .changed, .ended, .began, .ended])
        #expect(window.gestureEnvironment.involved.isEmpty)
    }

    @Test("P5: a hover recognizer follows one pointer: another pointer's moves and exit change nothing")
    func hoverFollowsOnePointer() throws {
        let card = View(frame: Rect(x: 100, y: 100, width: 100, height: 100))
        window.addSubview(card)
        let hover = HoverGestureRecognizer()
        card.addGestureRecognizer(hover)
        var seen: [(GestureRecognizer.State, Point)] = []
        hover.addAction { seen.append(($0.state, $0.location(in: nil))) }
        func pointer(_ id: Int, _ t: Double, _ phase: HoverEvent.Phase, _ x: Double) throws {
            try window.sendEvent(HoverEvent(timestamp: t, pointerID: id, phase: phase, location: Point(x: x, y: 150)))
        }
        try pointer(1, 0, .entered, 150)
        try pointer(2, 0.1, .entered, 160)
        try pointer(2, 0.2, .moved, 170)
        try pointer(2, 0.3, .exited, 170)
        #expect(seen.map(\.0) == [.began] && hover.state == .began)
        try pointer(1, 0.4, .moved, 155)
        try pointer(1, 0.5, .exited, 155)
        #expect(seen.map(\.0) == [.began, .changed, .ended] && seen.map(\.1.x) == [150, 155, 155])
    }

    @Test("P5: a pen's hover height is read through the recognizer; a hover does not stop a tap")
    func penHoverAndTap() throws {
        let hover = HoverGestureRecognizer(), tap = TapGestureRecognizer()
        window.addGestureRecognizer(hover)
        window.addGestureRecognizer(tap)
        var heights: [Double] = []
        hover.addAction { _ in heights.append(hover.zOffset) }
        try window.sendEvent(HoverEvent(timestamp: 0, phase: .entered, location: Point(x: 10, y: 10), type: .pencil, zOffset: 0.5))
        try window.sendEvent(HoverEvent(timestamp: 0.1, phase: .moved, location: Point(x: 10, y: 10), type: .pencil, zOffset: 0.25))
        let taps = ActionLog(tap, in: window)
        try window.tap(at: 0.2, x: 10, y: 10)
        #expect(heights == [0.5, 0.25], "\(heights)")
        #expect(taps.states == [.recognized] && hover.state == .changed, "\(taps.states) \(hover.state)")
    }

    @Test("P5: hover values outside their ranges are rejected with the field; at the limits they are taken",
          arguments: [(1.0, true), (1.0000001, false), (0.0, true), (-0.0000001, false)])
    func hoverValidation(z: Double, accepted: Bool) throws {
        let hover = HoverGestureRecognizer()
        window.addGestureRecognizer(hover)
        do {
            try hoverAt(0, .entered, 10, 10, z: z)
            #expect(accepted && hover.state == .began)
        } catch let error as TouchEventError {
            #expect(!accepted && error.description.hasPrefix("touch event at t=0.0: zOffset \(z) is outside [0.0, 1.0]"))
            try hoverAt(0.1, .entered, 10, 10)  // the window goes on
            #expect(hover.state == .began)
        }
    }

    @Test("P5: hover events with a bad location or time are rejected, logged, and change nothing")
    func hoverBadInput() throws {
        let log = window.recordDecisions()
        #expect(throws: TouchEventError.self) { try hoverAt(0, .entered, .nan, 10) }
        #expect(log.lines == ["0.000 event rejected: touch event at t=0.0: location.x is not finite (nan)"])
        try hoverAt(1, .entered, 10, 10)
        #expect(throws: TouchEventError(.timeWentBackwards(current: 1, received: 0.5), timestamp: 0.5)) { try hoverAt(0.5, .moved, 10, 10) }
    }

    @Test("E2, P5: a hover location or a scroll translation beyond 10⁹ points is refused; at 10⁹ it is taken",
          arguments: [(1e9, true), (1e9.nextUp, false), (-1e9, true), ((-1e9).nextDown, false)])
    func pointerCoordinateLimit(value: Double, accepted: Bool) throws {
        let hover = HoverGestureRecognizer(), pan = PanGestureRecognizer()
        pan.allowedScrollTypesMask = .continuous
        window.addGestureRecognizer(hover)
        window.addGestureRecognizer(pan)
        do {
            try hoverAt(0, .entered, 10, value)
            #expect(accepted && hover.state == .began)
        } catch let error as TouchEventError {
            #expect(!accepted && error.description == "touch event at t=0.0: location.y \(value) is outside [-1000000000.0, 1000000000.0]")
            #expect(hover.state == .possible)
        }
        do {
            try window.sendEvent(ScrollEvent(timestamp: 1, location: Point(x: 10, y: 10), translation: Point(x: value, y: 0),
                                             type: .continuous, phase: .changed))
            #expect(accepted && pan.translation(in: nil).x == value)
        } catch {
            #expect(!accepted && error.description == "touch event at t=1.0: translation.x \(value) is outside [-1000000000.0, 1000000000.0]")
            #expect(pan.state == .possible)
        }
    }

    // MARK: Scroll

    func scroll(_ t: Double, dy: Double, _ type: ScrollType = .continuous, _ phase: PointerGesturePhase = .changed) throws {
        try window.sendEvent(ScrollEvent(timestamp: t, location: Point(x: 200, y: 200), translation: Point(x: 0, y: dy),
                                         type: type, phase: phase))
    }

    @Test("P5: a pan follows trackpad scrolling only when allowedScrollTypesMask allows it (none by default, as in UIKit)")
    func trackpadScrollPans() throws {
        let pan = PanGestureRecognizer()
        window.addGestureRecognizer(pan)
        let log = ActionLog(pan, in: window)
        try scroll(0, dy: 0, .continuous, .began)
        try scroll(0.01, dy: -20)
        try scroll(0.02, dy: 0, .continuous, .ended)
        #expect(log.states.isEmpty)
        pan.allowedScrollTypesMask = .continuous
        var translations: [Double] = []
        pan.addAction { _ in translations.append(pan.translation(in: nil).y) }
        try scroll(1, dy: 0, .continuous, .began)
        try scroll(1.01, dy: -6)
        try scroll(1.02, dy: -6)  // 12 pt: past the 10 pt hysteresis
        try scroll(1.03, dy: -8)
        try scroll(1.04, dy: 0, .continuous, .ended)
        #expect(log.states == [.began, .changed, .ended] && translations == [-12, -20, -20])
        #expect(window.touches.isEmpty && window.activeTouches.isEmpty)
    }

    @Test("P5: wheel notches make one pan that ends the idle interval after the last notch, not a moment before",
          arguments: [(0.1499, false), (0.15, true)])
    func wheelEndsWhenIdle(wait: Double, ended: Bool) throws {
        let pan = PanGestureRecognizer()
        pan.allowedScrollTypesMask = .discrete
        window.addGestureRecognizer(pan)
        let log = ActionLog(pan, in: window)
        try scroll(0, dy: -40, .discrete)
        try scroll(0.05, dy: -40, .discrete)
        #expect(log.states == [.began, .changed] && window.nextDeadline == 0.2)
        window.advance(to: 0.05 + wait)
        #expect(log.states == (ended ? [.began, .changed, .ended] : [.began, .changed]))
    }

    @Test("P5: a scroll reaches no view and no tap; two pans that allow it conflict over it as over a finger (the inner one wins)")
    func scrollArbitration() throws {
        let journal = Journal()
        let inner = RecordingView("inner", frame: Rect(x: 100, y: 100, width: 200, height: 200), journal: journal)
        window.addSubview(inner)
        let innerPan = PanGestureRecognizer(), outerPan = PanGestureRecognizer(), tap = TapGestureRecognizer()
        innerPan.allowedScrollTypesMask = .all
        outerPan.allowedScrollTypesMask = .all
        inner.addGestureRecognizer(innerPan)
        inner.addGestureRecognizer(tap)
        window.addGestureRecognizer(outerPan)
        let inners = ActionLog(innerPan, in: window), outers = ActionLog(outerPan, in: window), taps = ActionLog(tap, in: window)
        try scroll(0, dy: -30, .discrete)
        window.advance(to: 1)
        #expect(inners.states == [.began, .ended] && outers.states.isEmpty && taps.states.isEmpty)
        #expect(outerPan.failureReason == .preventedBy("PanGestureRecognizer") && journal.entries.isEmpty)
    }

    @Test("P5: a scroll of another type, or a new began, ends the scroll in progress and starts another")
    func scrollTypeChange() throws {
        let pan = PanGestureRecognizer()
        pan.allowedScrollTypesMask = .all
        window.addGestureRecognizer(pan)
        let log = ActionLog(pan, in: window)
        try scroll(0, dy: -30, .discrete)
        try scroll(0.05, dy: -30, .continuous, .began)
        #expect(log.states == [.began, .ended, .began])
        try scroll(0.06, dy: 0, .continuous, .ended)
        #expect(log.states == [.began, .ended, .began, .ended])
    }

    // MARK: Transform

    @Test("P5: a trackpad pinch drives a pinch recognizer: its scale is the product of the steps")
    func trackpadPinch() throws {
        let pinch = PinchGestureRecognizer(), rotation = RotationGestureRecognizer()
        window.addGestureRecognizer(pinch)
        window.addGestureRecognizer(rotation)
        let pinches = ActionLog(pinch, in: window)
        var scales: [Double] = []
        pinch.addAction { _ in scales.append(pinch.scale) }
        let at = Point(x: 200, y: 200)
        try window.sendEvent(TransformEvent(timestamp: 0, location: at, phase: .began))
        try window.sendEvent(TransformEvent(timestamp: 0.01, location: at, scale: 1.1))
        try window.sendEvent(TransformEvent(timestamp: 0.02, location: at, scale: 1.1))
        try window.sendEvent(TransformEvent(timestamp: 0.03, location: at, phase: .ended))
        #expect(pinches.states == [.began, .changed, .ended])
        #expect(abs(scales[0] - 1.1) < 1e-12 && abs(scales[1] - 1.21) < 1e-12)
        #expect(rotation.state == .possible)  // prevented (pinch and rotation do not run together by default)
    }

    @Test("P5: a trackpad rotation drives a rotation recognizer by the angle reported")
    func trackpadRotation() throws {
        let rotation = RotationGestureRecognizer()
        window.addGestureRecognizer(rotation)
        var angles: [Double] = []
        rotation.addAction { _ in angles.append(rotation.rotation) }
        let at = Point(x: 200, y: 200)
        try window.sendEvent(TransformEvent(timestamp: 0, location: at, rotation: 0.1))
        try window.sendEvent(TransformEvent(timestamp: 0.01, location: at, rotation: 0.2))
        window.advance(to: 1)
        #expect(angles.count == 3 && abs(angles[1] - 0.3) < 1e-12 && abs(angles[2] - 0.3) < 1e-12)
    }

    @Test("P5: a transform with a scale of 0 or a non-finite rotation is rejected")
    func badTransform() {
        #expect(throws: TouchEventError.self) { try window.sendEvent(TransformEvent(timestamp: 0, location: .zero, scale: 0)) }
        #expect(throws: TouchEventError.self) { try window.sendEvent(TransformEvent(timestamp: 0, location: .zero, rotation: .infinity)) }
        #expect(window.gestureEnvironment.involved.isEmpty && window.nextDeadline == nil)
    }

    // MARK: Clicks

    func click(_ id: Int, at t: Double, buttons: PointerButtons, flags: KeyModifierFlags = []) throws {
        let down = TouchEvent.Change(id: id, phase: .began, location: Point(x: 50, y: 50), type: .indirectPointer, buttonMask: buttons)
        var up = down
        up.phase = .ended
        try window.sendEvent(TouchEvent(timestamp: t, changes: [down], modifierFlags: flags))
        try window.sendEvent(TouchEvent(timestamp: t + 0.05, changes: [up], modifierFlags: flags))
    }

    @Test("P5: buttonMaskRequired: a right-click tap takes secondary clicks only; a plain tap takes primary clicks and fingers")
    func buttonMaskRequired() throws {
        let rightClick = TapGestureRecognizer(), plain = TapGestureRecognizer()
        rightClick.buttonMaskRequired = .secondary
        let both = BuiltInScenarioTests.Simultaneous()
        rightClick.delegate = both
        window.addGestureRecognizer(rightClick)
        window.addGestureRecognizer(plain)
        let rights = ActionLog(rightClick, in: window), plains = ActionLog(plain, in: window)
        var masks: [PointerButtons] = []
        rightClick.addAction { masks.append($0.buttonMask) }
        try click(1, at: 0, buttons: .secondary)
        try click(2, at: 1, buttons: .primary)
        try click(3, at: 2, buttons: [.primary, .secondary])
        try window.tap(4, at: 3, x: 50, y: 50)
        try click(5, at: 4, buttons: [])  // a click that names no button is the primary one
        #expect(rights.entries.map(\.time) == [0.05] && masks == [.secondary])
        #expect(plains.entries.map(\.time) == [1.05, 3.05, 4.05])
        #expect(PointerButtons.button(3).rawValue == 4 && PointerButtons.button(0).isEmpty)
    }

    @Test("P5: a click-and-drag is a touch of type indirectPointer: it pans by the same rules, unless the pan leaves that type out")
    func clickDragPans() throws {
        let pan = PanGestureRecognizer()
        window.addGestureRecognizer(pan)
        let log = ActionLog(pan, in: window)
        func drag(_ id: Int, at t: Double) throws {
            try window.sendEvent(TouchEvent(timestamp: t, changes: [.init(id: id, phase: .began, location: Point(x: 10, y: 10), type: .indirectPointer)]))
            try window.sendEvent(TouchEvent(timestamp: t + 0.1, changes: [.init(id: id, phase: .moved, location: Point(x: 60, y: 10))]))
            try window.sendEvent(TouchEvent(timestamp: t + 0.2, changes: [.init(id: id, phase: .ended, location: Point(x: 60, y: 10))]))
        }
        try drag(1, at: 0)
        #expect(log.states == [.began, .ended])
        pan.allowedTouchTypes = [.direct, .pencil]
        try drag(2, at: 1)
        #expect(log.states == [.began, .ended])
    }

    @Test("P5: Event.type tells what a step carries")
    func eventTypes() throws {
        let hover = HoverGestureRecognizer()
        window.addGestureRecognizer(hover)
        var types: [Event.EventType] = []
        let r = CueRecognizer("r", .discrete(on: .began))
        r.onBegan = { _, _ in types.append(window.event.type) }
        window.addGestureRecognizer(r)
        hover.addAction { _ in types.append(window.event.type) }
        try hoverAt(0, .entered, 10, 10)
        try window.send(0.1, down(1, 10, 10))
        #expect(types == [.hover, .touches])
    }
}
