import Testing
@testable import GestureKit

@Suite("Events and touches (E1–E3)")
struct TouchEventTests {
    @Test("E1: a change carries id, phase, location and the optional extras to its touch")
    func extras() throws {
        let scene = Scene()
        try scene.window.sendEvent(TouchEvent(timestamp: 1, changes: [
            .init(id: 7, phase: .began, location: Point(x: 120, y: 130), force: 0.5, majorRadius: 4, type: .pencil)
        ]))
        let touch = try #require(scene.window.touches.first)
        #expect(touch.id == 7 && touch.phase == .began && touch.timestamp == 1)
        #expect(touch.force == 0.5 && touch.majorRadius == 4 && touch.type == .pencil)
        #expect(touch.location(in: nil) == Point(x: 120, y: 130))
        try scene.window.sendEvent(TouchEvent(timestamp: 1.1, changes: [
            .init(id: 7, phase: .moved, location: Point(x: 125, y: 130), force: 0.8)
        ]))
        #expect(touch.force == 0.8 && touch.majorRadius == 4)  // extras not reported keep their value
    }

    /// Each rejection of E2, with its message; the window stays usable afterwards.
    @Test("E2: bad input is rejected whole with a message saying what and where",
          arguments: [
            (TouchEvent(timestamp: 0.5, changes: [down(2, 1, 1)]),
             "touch event at t=0.5: time went backwards (the window is at t=1.0, the event is at t=0.5)"),
            (TouchEvent(timestamp: 2, changes: [down(2, 1, 1), down(1, 5, 5)]),
             "touch event at t=2.0, change 1: touch 1 began but is already down"),
            (TouchEvent(timestamp: 2, changes: [move(9, 1, 1)]),
             "touch event at t=2.0, change 0: touch 9 moved but is not down"),
            (TouchEvent(timestamp: 2, changes: [up(9, 1, 1)]),
             "touch event at t=2.0, change 0: touch 9 ended but is not down"),
            (TouchEvent(timestamp: 2, changes: [still(9, 1, 1)]),
             "touch event at t=2.0, change 0: touch 9 stationary but is not down"),
            (TouchEvent(timestamp: 2, changes: [lost(9, 1, 1)]),
             "touch event at t=2.0, change 0: touch 9 cancelled but is not down"),
            (TouchEvent(timestamp: 2, changes: [move(1, 3, 3), move(1, 4, 4)]),
             "touch event at t=2.0, change 1: touch 1 appears more than once"),
            (TouchEvent(timestamp: 2, changes: [down(2, .nan, 1)]),
             "touch event at t=2.0, change 0: touch 2 has a non-finite x"),
            (TouchEvent(timestamp: 2, changes: [move(1, 1, .infinity)]),
             "touch event at t=2.0, change 0: touch 1 has a non-finite y"),
            (TouchEvent(timestamp: 2, changes: [.init(id: 1, phase: .moved, location: .zero, force: .nan)]),
             "touch event at t=2.0, change 0: touch 1 has a non-finite force"),
            (TouchEvent(timestamp: 2, changes: [.init(id: 1, phase: .moved, location: .zero, majorRadius: -.infinity)]),
             "touch event at t=2.0, change 0: touch 1 has a non-finite majorRadius"),
            (TouchEvent(timestamp: .nan, changes: [down(2, 1, 1)]),
             "touch event at t=nan: timestamp nan is not finite"),
          ])
    func rejections(event: TouchEvent, message: String) throws {
        let scene = Scene()
        let recognizer = scene.cue("r", .discrete(on: .ended), on: scene.box)
        let log = scene.window.recordDecisions()
        try scene.window.send(1, down(1, 150, 150))
        let before = scene.journal.entries

        #expect(throws: TouchEventError.self) { try scene.window.sendEvent(event) }
        do {
            try scene.window.sendEvent(event)
        } catch {
            #expect(error.description == message)
        }
        // Nothing of the event took effect: no new touch, no delivery, the clock unchanged.
        #expect(scene.window.touches.map(\.id) == [1])
        #expect(scene.journal.entries == before)
        #expect(recognizer.received == ["began[1]"])
        #expect(scene.window.currentTime == 1)
        #expect(log.lines(containing: "event rejected").count == 2)

        // The engine still works: the touch ends and the recognizer recognizes.
        try scene.window.send(1.1, up(1, 150, 150))
        #expect(recognizer.actions == [.recognized])
        #expect(scene.window.touches.isEmpty)
    }

    /// Why ``Window/coordinateRange`` exists: at ±10³⁰⁸ a pinch's spread overflowed, and its
    /// velocity read NaN. At the range's ends every value a recognizer reports stays finite.
    @Test("E2: fingers flung across the whole coordinate range leave every reported value finite")
    func coordinateRangeKeepsValuesFinite() throws {
        let window = Window(size: Size(width: 400, height: 400))
        let pan = PanGestureRecognizer(), pinch = PinchGestureRecognizer(), rotation = RotationGestureRecognizer()
        let together = ClosureDelegate()
        together.simultaneous = { _, _ in true }
        var values: [Double] = []
        for recognizer in [pan, pinch, rotation] as [GestureRecognizer] {
            recognizer.delegate = together
            window.addGestureRecognizer(recognizer)
            recognizer.addAction { _ in
                values += [pan.velocity(in: nil).x, pan.velocity(in: nil).y, pan.translation(in: nil).x,
                           pinch.scale, pinch.velocity, rotation.rotation, rotation.velocity]
            }
        }
        try window.send(0, down(1, 100, 100), down(2, 108, 100))
        try window.send(0.001, move(1, -1e9, -1e9), move(2, 1e9, 1e9))
        try window.send(0.002, move(1, 1e9, -1e9), move(2, -1e9, 1e9))
        try window.send(0.003, up(1, 1e9, 1e9), up(2, -1e9, -1e9))
        #expect(values.count > 10 && values.contains { $0 > 1e8 })  // the pinch's scale
        try window.send(1, down(3, -1e9, 0))  // one finger flung across the range
        try window.send(1.001, move(3, 1e9, 0))
        try window.send(1.002, up(3, 1e9, 0))
        #expect(values.contains { $0 > 1e12 })  // the pan's velocity
        #expect(values.allSatisfy { $0.isFinite }, "\(values)")
        withExtendedLifetime(together) {}
    }

    @Test("E2: an event sent from inside the window's own step is rejected")
    func reentrantEvents() throws {
        let scene = Scene()
        let recognizer = scene.cue("r", .discrete(on: .began), on: scene.box)
        var inner: TouchEventError?
        recognizer.addAction { _ in
            do { try scene.window.send(5, down(9, 10, 10)) } catch { inner = error as? TouchEventError }
        }
        try scene.window.send(0, down(1, 150, 150))
        #expect(inner?.reason == .reentrant)
        #expect(scene.window.touches.map(\.id) == [1])
    }

    @Test("E2: a hover, scroll or transform sent from inside the window's own step is rejected")
    func reentrantPointerEvents() throws {
        let scene = Scene()
        let recognizer = scene.cue("r", .discrete(on: .began), on: scene.box)
        let place = Point(x: 150, y: 150)
        func refusal(_ attempt: () throws -> Void) -> TouchEventError.Reason? {
            do { try attempt() } catch { return (error as? TouchEventError)?.reason }
            return nil
        }
        var reasons: [TouchEventError.Reason?] = []
        recognizer.addAction { _ in
            reasons = [
                refusal { try scene.window.sendEvent(HoverEvent(timestamp: 0, phase: .entered, location: place)) },
                refusal { try scene.window.sendEvent(ScrollEvent(timestamp: 0, location: place, translation: Point(x: 0, y: -40), type: .discrete)) },
                refusal { try scene.window.sendEvent(TransformEvent(timestamp: 0, location: place, scale: 2)) },
            ]
        }
        try scene.window.send(0, down(1, 150, 150))
        #expect(reasons == [.reentrant, .reentrant, .reentrant])
        #expect(scene.window.touches.map(\.id) == [1])
    }

    @Test("E2: equal timestamps are fine; empty events only advance time")
    func equalTimestamps() throws {
        let window = Window(size: Size(width: 100, height: 100))
        try window.send(1, down(1, 10, 10))
        try window.send(1, move(1, 11, 10))
        try window.send(2)
        #expect(window.currentTime == 2)
        #expect(throws: TouchEventError.self) { try window.send(1.5) }
    }

    @Test("E3: a touch keeps its identity and reports locations in any view")
    func identityAndLocations() throws {
        let scene = Scene()
        var seen: [Touch] = []
        let recognizer = scene.cue("r", on: scene.box)
        recognizer.onBegan = { _, touches in seen += touches }
        recognizer.onMoved = { _, touches in seen += touches }
        recognizer.onEnded = { _, touches in seen += touches }
        try scene.window.send(0, down(1, 150, 150))
        try scene.window.send(0.1, move(1, 160, 155))
        let touch = try #require(seen.first)
        #expect(touch.location(in: scene.box) == Point(x: 60, y: 55))
        #expect(touch.previousLocation(in: scene.box) == Point(x: 50, y: 50))
        #expect(touch.location(in: nil) == Point(x: 160, y: 155))
        #expect(touch.previousLocation(in: nil) == Point(x: 150, y: 150))
        #expect(touch.view === scene.box && touch.window === scene.window)
        #expect(touch.gestureRecognizers.count == 1 && touch.gestureRecognizers[0] === recognizer)
        try scene.window.send(0.2, up(1, 160, 155))
        #expect(seen.count == 3 && seen.allSatisfy { $0 === touch })
        #expect(touch.phase == .ended && touch.timestamp == 0.2)
        #expect(Set(seen).count == 1)  // Hashable by identity
        // A later touch that reuses the id is another touch: equal only to itself.
        try scene.window.send(0.3, down(1, 160, 155))
        let again = try #require(seen.last)
        #expect(again !== touch && again != touch && again == again)
        #expect(Set(seen).count == 2 && touch.phase == .ended)
    }

    @Test("E3: tapCount counts quick taps at about the same place")
    func tapCount() throws {
        let window = Window(size: Size(width: 400, height: 400))
        var counts: [Int] = []
        let probe = CueRecognizer("probe")
        probe.onBegan = { _, touches in counts += touches.map(\.tapCount) }
        window.addGestureRecognizer(probe)
        try window.tap(at: 0, x: 100, y: 100)  // 1
        try window.tap(at: 0.05 + 0.35, x: 110, y: 100)  // exactly 0.35 s after the lift: 2
        try window.tap(at: 0.45 + 0.2, x: 110 + 45, y: 100)  // exactly 45 pt from the last tap: 3
        try window.tap(at: 0.7 + 0.3501, x: 155, y: 100)  // 0.3501 s later: a new count, 1
        try window.tap(at: 1.1001 + 0.1, x: 155 + 45.01, y: 100)  // 45.01 pt away: 1
        try window.send(1.7, down(1, 200.01, 100))  // a drag is not a tap…
        try window.send(1.8, up(1, 300, 100))
        try window.tap(at: 1.9, x: 300, y: 100)  // …so a tap where it lifted starts again at 1
        try window.send(2.5, down(1, 300, 300))  // a touch lifting exactly 45 pt from where it began is a tap…
        try window.send(2.6, up(1, 345, 300))
        try window.tap(at: 2.7, x: 345, y: 300)  // …so the next one continues its count: 2
        try window.send(3.5, down(1, 100, 300))  // one lifting 45.01 pt away is not…
        try window.send(3.6, up(1, 145.01, 300))
        try window.tap(at: 3.7, x: 145.01, y: 300)  // …so the next one starts again at 1
        #expect(counts == [1, 2, 3, 1, 1, 1, 1, 1, 2, 1, 1])
    }
}

@Suite("Stationary changes (P3)")
struct StationaryChangeTests {
    @Test("P3: a stationary change at the touch's location is not delivered; one elsewhere is a move, delivered as such")
    func stationaryElsewhereIsAMove() throws {
        let window = Window(size: Size(width: 400, height: 400))
        let pan = PanGestureRecognizer()
        window.addGestureRecognizer(pan)
        let log = ActionLog(pan, in: window)
        try window.send(0, down(1, 100, 100))
        try window.send(0.1, still(1, 100, 100))
        #expect(window.activeTouches[0].phase == .stationary && log.states.isEmpty)
        try window.send(0.2, still(1, 130, 100))  // "stationary", 30 pt away
        let touch = window.activeTouches[0]
        #expect(touch.phase == .moved && touch.location(in: nil) == Point(x: 130, y: 100))
        #expect(touch.previousLocation(in: nil) == Point(x: 100, y: 100))
        #expect(log.states == [.began] && pan.translation(in: nil) == Point(x: 30, y: 0))
    }
}
