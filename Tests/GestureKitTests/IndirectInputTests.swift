import Testing
@testable import GestureKit

/// P5: scrolls and trackpad transforms drive recognizers as what they are, not as touches.
///
/// Apple, "UIApplicationSupportsIndirectInputEvents": when gestures are driven by scroll or
/// transform events, `numberOfTouches` returns 0 and `location(ofTouch:in:)` raises,
/// "because there are no touches driving these gestures". Apple, `allowedScrollTypesMask`:
/// to stop touches from scrolling, return false from `gestureRecognizer(_:shouldReceive:)`
/// for the touch — a scroll never reaches that method.
@Suite("Indirect input is not touches (P5)")
struct IndirectInputTests {
    let window = Window(size: Size(width: 400, height: 400))

    func scroll(_ t: Double, dy: Double, at x: Double = 200, _ phase: PointerGesturePhase = .changed) throws {
        try window.sendEvent(ScrollEvent(timestamp: t, location: Point(x: x, y: 200), translation: Point(x: 0, y: dy),
                                         type: .continuous, phase: phase))
    }

    func transform(_ t: Double, scale: Double = 1, rotation: Double = 0, at x: Double = 200,
                   _ phase: PointerGesturePhase = .changed) throws {
        try window.sendEvent(TransformEvent(timestamp: t, location: Point(x: x, y: 200), scale: scale, rotation: rotation, phase: phase))
    }

    /// What a recognizer's actions saw of touches while an indirect gesture drove it.
    struct Seen: Equatable {
        var state: GestureRecognizer.State
        var touches: Int
        var location: Point
        var eventTouches: Int
        /// No button is pressed for a scroll or a transform.
        var buttons: PointerButtons = []
    }

    func watch(_ recognizer: GestureRecognizer) -> () -> [Seen] {
        var seen: [Seen] = []
        recognizer.addAction { [unowned window] r in
            seen.append(Seen(state: r.state, touches: r.numberOfTouches, location: r.location(in: nil),
                             eventTouches: window.event.allTouches.count + window.event.touches(for: r).count,
                             buttons: r.buttonMask))
        }
        return { seen }
    }

    @Test("P5: a scroll-driven pan has no touches: numberOfTouches 0, no touch in the event, its location the pointer's")
    func scrollHasNoTouches() throws {
        let pan = PanGestureRecognizer()
        pan.allowedScrollTypesMask = .continuous
        window.addGestureRecognizer(pan)
        let seen = watch(pan)
        var translations: [Double] = []
        pan.addAction { translations.append(($0 as! PanGestureRecognizer).translation(in: nil).y) }
        try scroll(0, dy: 0, .began)
        try scroll(0.01, dy: -12, at: 210)
        try scroll(0.02, dy: -12, at: 220)
        try scroll(0.03, dy: 0, at: 230, .ended)
        #expect(seen() == [
            Seen(state: .began, touches: 0, location: Point(x: 210, y: 200), eventTouches: 0),
            Seen(state: .changed, touches: 0, location: Point(x: 220, y: 200), eventTouches: 0),
            Seen(state: .ended, touches: 0, location: Point(x: 220, y: 200), eventTouches: 0),
        ])
        #expect(translations == [-12, -24, -24])
        // The same pan, dragged by a finger, counts it.
        try window.stroke(1, from: (10, 10), to: (60, 10), start: 1, duration: 0.1)
        #expect(seen().dropFirst(3).allSatisfy { $0.touches == 1 && $0.eventTouches == 2 && $0.buttons == .primary })
    }

    @Test("P5: a trackpad pinch and rotation have no touches: numberOfTouches 0, located at the pointer")
    func transformHasNoTouches() throws {
        let pinch = PinchGestureRecognizer(), rotation = RotationGestureRecognizer()
        window.addGestureRecognizer(pinch)
        window.addGestureRecognizer(rotation)
        let pinches = watch(pinch), rotations = watch(rotation)
        var scales: [Double] = []
        pinch.addAction { scales.append(($0 as! PinchGestureRecognizer).scale) }
        try transform(0, scale: 1.5, at: 100)
        try transform(0.01, scale: 1.5, at: 100)
        window.advance(to: 1)
        #expect(pinches() == [
            Seen(state: .began, touches: 0, location: Point(x: 100, y: 200), eventTouches: 0),
            Seen(state: .changed, touches: 0, location: Point(x: 100, y: 200), eventTouches: 0),
            Seen(state: .ended, touches: 0, location: Point(x: 100, y: 200), eventTouches: 0),
        ])
        #expect(scales == [1.5, 2.25, 2.25] && rotations().isEmpty)  // the pinch prevented the rotation (A3)
        #expect(rotation.failureReason == .preventedBy("PinchGestureRecognizer"))
    }

    @Test("P5: location(ofTouch:in:) stops the program while a scroll drives the recognizer, as UIKit raises")
    func locationOfTouchDuringScroll() async {
        await #expect(processExitsWith: .failure) {
            let window = Window(size: Size(width: 400, height: 400))
            let pan = PanGestureRecognizer()
            pan.allowedScrollTypesMask = .discrete
            window.addGestureRecognizer(pan)
            pan.addAction { _ = $0.location(ofTouch: 0, in: nil) }
            try? window.sendEvent(ScrollEvent(timestamp: 0, location: Point(x: 9, y: 9), translation: Point(x: 0, y: -40), type: .discrete))
        }
    }

    /// A pan that records what reaches each of its hooks.
    final class HookPan: PanGestureRecognizer {
        var hooks: [String] = []
        override func touchesBegan(_ touches: [Touch], with event: Event) {
            hooks.append("touchesBegan")
            super.touchesBegan(touches, with: event)
        }
        override func touchesMoved(_ touches: [Touch], with event: Event) {
            hooks.append("touchesMoved")
            super.touchesMoved(touches, with: event)
        }
        override func touchesEnded(_ touches: [Touch], with event: Event) {
            hooks.append("touchesEnded")
            super.touchesEnded(touches, with: event)
        }
        override func receive(_ scroll: ScrollEvent, with event: Event) {
            super.receive(scroll, with: event)
            hooks.append("scroll \(scroll.phase) \(scroll.translation.y) → \(translation(in: nil).y)")
        }
    }

    @Test("P5: a scroll reaches receive(scroll), never the touch hooks: began, each step's own translation, ended")
    func scrollHooks() throws {
        let pan = HookPan()
        pan.allowedScrollTypesMask = .continuous
        window.addGestureRecognizer(pan)
        try scroll(0, dy: -5, .began)
        try scroll(0.01, dy: 0)  // no movement: nothing to hand over
        try scroll(0.02, dy: -7, .ended)
        #expect(pan.hooks == ["scroll began 0.0 → 0.0", "scroll changed -5.0 → -5.0", "scroll changed -7.0 → -12.0",
                              "scroll ended 0.0 → -12.0"])
    }

    @Test("P5: a delegate that refuses every touch does not stop scrolling, and is never asked about the scroll")
    func touchDelegateNotAskedAboutScrolls() throws {
        let pan = PanGestureRecognizer()
        pan.allowedScrollTypesMask = .continuous
        let delegate = ClosureDelegate()
        var askedAboutTouches = 0
        delegate.shouldReceive = { _, _ in askedAboutTouches += 1; return false }
        pan.delegate = delegate
        window.addGestureRecognizer(pan)
        let log = ActionLog(pan, in: window)
        try scroll(0, dy: -20)
        window.advance(to: 1)
        #expect(log.states == [.began, .ended] && askedAboutTouches == 0)
        try window.stroke(1, from: (10, 10), to: (60, 10), start: 2, duration: 0.1)
        #expect(log.states == [.began, .ended] && askedAboutTouches == 1)  // the finger was refused
    }

    @Test("P5, D2: shouldReceive(event) is asked once per event that brings new input, before shouldReceive(touch); false refuses it")
    func delegateShouldReceiveEvent() throws {
        let pan = PanGestureRecognizer()
        pan.allowedScrollTypesMask = .all
        let delegate = ClosureDelegate()
        var asked: [String] = []
        var refuse: Set<Event.EventType> = [.scroll]
        delegate.shouldReceiveEvent = { _, event in asked.append("event \(event.type)"); return !refuse.contains(event.type) }
        delegate.shouldReceive = { _, touch in asked.append("touch \(touch.id)"); return true }
        pan.delegate = delegate
        window.addGestureRecognizer(pan)
        let log = ActionLog(pan, in: window)
        try scroll(0, dy: -20)
        try scroll(0.01, dy: -20)  // the same scroll: not asked again
        window.advance(to: 1)
        #expect(log.states.isEmpty && asked == ["event scroll"])
        refuse = []
        try scroll(2, dy: -20)
        window.advance(to: 3)
        #expect(log.states == [.began, .ended] && asked == ["event scroll", "event scroll"])
        asked = []
        try window.send(4, down(1, 10, 10), down(2, 30, 10))  // two touch-downs in one event: asked once
        try window.send(4.1, move(1, 60, 10), move(2, 80, 10))
        try window.send(4.2, up(1, 60, 10), up(2, 80, 10))
        #expect(asked == ["event touches", "touch 1", "touch 2"])
        #expect(log.states == [.began, .ended, .began, .ended])
        refuse = [.touches]
        asked = []
        try window.send(5, down(3, 10, 10))
        try window.send(5.1, move(3, 60, 10))
        try window.send(5.2, up(3, 60, 10))
        #expect(asked == ["event touches"] && log.states.count == 4)
    }

    @Test("P5: a recognizer follows a scroll or touches until it resets, never both: a finger landing mid-scroll is not the pan's")
    func scrollOrTouchesNotBoth() throws {
        let pan = PanGestureRecognizer()
        pan.allowedScrollTypesMask = .continuous
        window.addGestureRecognizer(pan)
        let seen = watch(pan)
        var translations: [Point] = []
        pan.addAction { translations.append(($0 as! PanGestureRecognizer).translation(in: nil)) }
        try scroll(0, dy: 0, .began)
        try window.send(0.01, down(1, 10, 10))
        #expect(window.touches[0].gestureRecognizers.isEmpty)
        try window.send(0.02, move(1, 90, 10))
        #expect(seen().isEmpty && pan.translation(in: nil) == .zero)
        try scroll(0.03, dy: -15)
        try scroll(0.04, dy: 0, .ended)
        #expect(seen().map(\.state) == [.began, .ended] && seen().allSatisfy { $0.touches == 0 })
        #expect(translations == [Point(x: 0, y: -15), Point(x: 0, y: -15)])
        try window.send(0.05, up(1, 90, 10))
        // Reset: a finger drag pans again, with its touch.
        try window.stroke(2, from: (10, 10), to: (60, 10), start: 1, duration: 0.1)
        #expect(seen().map(\.state).suffix(2) == [.changed, .ended] && seen().last?.touches == 1)
        // And the other way: a pan following a finger takes no scroll.
        try window.send(2, down(3, 10, 10))
        try window.send(2.1, move(3, 60, 10))
        let following = pan.translation(in: nil)
        try scroll(2.2, dy: 0, .began)
        try scroll(2.3, dy: -40)
        #expect(pan.translation(in: nil) == following && pan.numberOfTouches == 1)
        try window.send(2.4, up(3, 60, 10))
        #expect(seen().last?.state == .ended && seen().last?.touches == 1)
    }

    @Test("P5: a trackpad pinch begins once span × |scale − 1| reaches the hysteresis, not a bit before",
          arguments: [(1.03125, true), (1.03125.nextDown, false)])
    func transformPinchThreshold(scale: Double, begins: Bool) throws {
        window.transformReferenceSpan = 256  // 256 × 1/32 = 8 pt exactly
        let pinch = PinchGestureRecognizer()
        window.addGestureRecognizer(pinch)
        let log = ActionLog(pinch, in: window)
        try transform(0, scale: scale)
        try transform(0.01, .ended)
        #expect(log.states == (begins ? [.began, .ended] : []))
        #expect(begins || pinch.failureReason == .requested("the trackpad gesture ended before pinching"))
    }

    @Test("P5: a trackpad rotation adds the angles reported, even past half a turn in one step")
    func transformRotationAddsAngles() throws {
        let rotation = RotationGestureRecognizer()
        window.addGestureRecognizer(rotation)
        var angles: [Double] = []
        rotation.addAction { angles.append(($0 as! RotationGestureRecognizer).rotation) }
        try transform(0, rotation: 4)
        try transform(0.01, rotation: -0.5)
        try transform(0.02, .ended)
        #expect(angles == [4, 3.5, 3.5])
    }

    @Test("P5: views never see a scroll or a transform, and the decision log names no touch for them")
    func viewsAndLogSeeNoTouches() throws {
        let journal = Journal()
        let card = RecordingView("card", frame: Rect(x: 100, y: 100, width: 200, height: 200), journal: journal)
        window.addSubview(card)
        let pan = PanGestureRecognizer(), pinch = PinchGestureRecognizer()
        pan.allowedScrollTypesMask = .all
        card.addGestureRecognizer(pan)
        card.addGestureRecognizer(pinch)
        let lines = window.recordDecisions()
        try scroll(0, dy: -30)
        try transform(0.05, scale: 2)
        window.advance(to: 1)
        #expect(journal.entries.isEmpty && lines.lines(containing: "touches").isEmpty)
        #expect(lines.lines(containing: "→ began").count == 2 && window.touches.isEmpty && window.activeTouches.isEmpty)
    }

    @Test("P5: a mouse's hover reports no altitude or azimuth: 0, 0 and the zero vector, as Apple documents")
    func mouseHoverAngles() throws {
        let turned = View(frame: Rect(x: 0, y: 0, width: 400, height: 400))
        turned.transform = AffineTransform(rotationAngle: Trigonometry.pi / 2)
        window.addSubview(turned)
        let hover = HoverGestureRecognizer()
        turned.addGestureRecognizer(hover)
        var read: [(Double, Double, Point, Double)] = []
        hover.addAction { _ in read.append((hover.altitudeAngle, hover.azimuthAngle(in: turned), hover.azimuthUnitVector(in: nil), hover.zOffset)) }
        try window.sendEvent(HoverEvent(timestamp: 0, phase: .entered, location: Point(x: 200, y: 200)))
        #expect(read.count == 1 && read[0].0 == 0 && read[0].1 == 0 && read[0].2 == .zero && read[0].3 == 0)
        // A pen that reports them: its azimuth, turned into the view's space.
        try window.sendEvent(HoverEvent(timestamp: 0.1, phase: .moved, location: Point(x: 200, y: 200), type: .pencil,
                                        altitudeAngle: 0.5, azimuthAngle: 0))
        #expect(read.count == 2 && read[1].0 == 0.5)
        #expect(abs(read[1].1 + Trigonometry.pi / 2) < 1e-12 && abs(read[1].2.x - 1) < 1e-12 && abs(read[1].2.y) < 1e-12)
    }
}
