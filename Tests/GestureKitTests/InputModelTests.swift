import Testing
@testable import GestureKit

/// P6 (drawing input) and P7 (stylus data and touch types).
@Suite("Drawing and stylus input (P6, P7)")
struct InputModelTests {
    let window = Window(size: Size(width: 400, height: 400))

    @Test("P7: stylus measurements reach the touch; an omitted one keeps its value")
    func stylusMeasurements() throws {
        try window.sendEvent(TouchEvent(timestamp: 0, changes: [
            .init(id: 1, phase: .began, location: Point(x: 10, y: 10), force: 0.5, majorRadius: 3, type: .pencil,
                  maximumPossibleForce: 4, altitudeAngle: 1.2, azimuthAngle: 0.25, majorRadiusTolerance: 0.5),
        ]))
        let touch = window.activeTouches[0]
        #expect(touch.type == .pencil && touch.force == 0.5 && touch.maximumPossibleForce == 4)
        #expect(touch.altitudeAngle == 1.2 && touch.azimuthAngle(in: nil) == 0.25)
        #expect(touch.majorRadius == 3 && touch.majorRadiusTolerance == 0.5)
        try window.sendEvent(TouchEvent(timestamp: 0.1, changes: [.init(id: 1, phase: .moved, location: Point(x: 20, y: 10), force: 1.5)]))
        #expect(touch.force == 1.5 && touch.altitudeAngle == 1.2 && touch.maximumPossibleForce == 4)
    }

    @Test("P7: the azimuth is given in a view's coordinate space")
    func azimuthInView() throws {
        let turned = View(frame: Rect(x: 100, y: 100, width: 100, height: 100))
        turned.transform = AffineTransform(rotationAngle: Trigonometry.pi / 2)
        window.addSubview(turned)
        try window.sendEvent(TouchEvent(timestamp: 0, changes: [
            .init(id: 1, phase: .began, location: Point(x: 150, y: 150), type: .pencil, azimuthAngle: Trigonometry.pi / 2),
        ]))
        let angle = window.activeTouches[0].azimuthAngle(in: turned)!
        #expect(abs(angle) < 1e-12)  // pointing down the window is pointing along the turned view's x axis
        let vector = window.activeTouches[0].azimuthUnitVector(in: turned)!
        #expect(abs(vector.x - 1) < 1e-12 && abs(vector.y) < 1e-12)
    }

    @Test("P7, E2: measurements and coordinates outside their ranges are rejected with the field and the range; at the limits they are accepted",
          arguments: [
            (TouchEvent.Change(id: 1, phase: .began, location: .zero, altitudeAngle: Trigonometry.pi / 2), nil),
            (TouchEvent.Change(id: 1, phase: .began, location: .zero, altitudeAngle: Trigonometry.pi / 2 + 1e-12),
             "touch event at t=0.0, change 0: touch 1 has altitudeAngle 1.5707963267958966, outside [0.0, 1.5707963267948966]"),
            (TouchEvent.Change(id: 1, phase: .began, location: .zero, force: 0), nil),
            (TouchEvent.Change(id: 1, phase: .began, location: .zero, force: -0.01),
             "touch event at t=0.0, change 0: touch 1 has force -0.01, outside [0.0, ∞]"),
            (TouchEvent.Change(id: 1, phase: .began, location: .zero, maximumPossibleForce: 0),
             "touch event at t=0.0, change 0: touch 1 has maximumPossibleForce 0.0, outside (0, ∞]"),
            (TouchEvent.Change(id: 1, phase: .began, location: .zero, majorRadiusTolerance: -1),
             "touch event at t=0.0, change 0: touch 1 has majorRadiusTolerance -1.0, outside [0.0, ∞]"),
            (TouchEvent.Change(id: 1, phase: .began, location: .zero, azimuthAngle: .nan),
             "touch event at t=0.0, change 0: touch 1 has a non-finite azimuthAngle"),
            (TouchEvent.Change(id: 1, phase: .began, location: Point(x: -1e9, y: 1e9)), nil),
            (TouchEvent.Change(id: 1, phase: .began, location: Point(x: 0, y: 1e9.nextUp)),
             "touch event at t=0.0, change 0: touch 1 has y 1000000000.0000001, outside [-1000000000.0, 1000000000.0]"),
            (TouchEvent.Change(id: 1, phase: .began, location: Point(x: -1e300, y: 0)),
             "touch event at t=0.0, change 0: touch 1 has x -1e+300, outside [-1000000000.0, 1000000000.0]"),
            (TouchEvent.Change(id: 1, phase: .began, location: .zero, preciseLocation: Point(x: 1e9, y: -1e9)), nil),
            (TouchEvent.Change(id: 1, phase: .began, location: .zero, preciseLocation: Point(x: 0, y: (-1e9).nextDown)),
             "touch event at t=0.0, change 0: touch 1 has preciseLocation.y -1000000000.0000001, outside [-1000000000.0, 1000000000.0]"),
            (TouchEvent.Change(id: 1, phase: .began, location: .zero, preciseLocation: Point(x: .nan, y: 0)),
             "touch event at t=0.0, change 0: touch 1 has a non-finite preciseLocation.x"),
          ] as [(TouchEvent.Change, String?)])
    func measurementRanges(change: TouchEvent.Change, expected: String?) {
        do {
            try window.sendEvent(TouchEvent(timestamp: 0, changes: [change]))
            #expect(expected == nil && window.activeTouches.count == 1)
        } catch {
            #expect(error.description == expected)
            #expect(window.activeTouches.isEmpty)
        }
    }

    @Test("P7: allowedTouchTypes keeps other types away; exactly the allowed type is received")
    func allowedTouchTypes() throws {
        let pen = CueRecognizer("pen", .discrete(on: .ended))
        pen.allowedTouchTypes = [.pencil]
        window.addGestureRecognizer(pen)
        try window.send(0, down(1, 10, 10))
        try window.send(0.1, up(1, 10, 10))
        #expect(pen.received.isEmpty)
        try window.sendEvent(TouchEvent(timestamp: 1, changes: [.init(id: 2, phase: .began, location: .zero, type: .pencil)]))
        #expect(pen.received == ["began[2]"])
    }

    @Test("P7: requiresExclusiveTouchType keeps a finger out of a pen's gesture; off, the finger joins",
          arguments: [(true, ["began[1]"]), (false, ["began[1]", "began[2]"])])
    func exclusiveTouchType(exclusive: Bool, received: [String]) throws {
        let r = CueRecognizer("r")
        r.requiresExclusiveTouchType = exclusive
        window.addGestureRecognizer(r)
        try window.sendEvent(TouchEvent(timestamp: 0, changes: [.init(id: 1, phase: .began, location: .zero, type: .pencil)]))
        try window.send(0.1, down(2, 50, 50))
        #expect(r.received == received)
        #expect(r.allowedTouchTypes == .all && GestureRecognizer().requiresExclusiveTouchType)  // UIKit's defaults
    }

    // MARK: P6

    final class Sketch: GestureRecognizer {
        var moves = 0
        var drawn: [Point] = []
        var predicted: [TouchSample] = []
        override func touchesMoved(_ touches: [Touch], with event: Event) {
            moves += 1
            for touch in touches {
                drawn += event.coalescedTouches(for: touch).map { $0.location(in: nil) }
                predicted = event.predictedTouches(for: touch)
            }
        }
    }

    @Test("P6: a change with coalesced samples is delivered once; coalescedTouches gives every sample, oldest first")
    func coalescedSamples() throws {
        let sketch = Sketch()
        window.addGestureRecognizer(sketch)
        try window.send(0, down(1, 0, 0))
        let samples = (1...3).map { TouchSample(timestamp: 0.004 * Double($0), location: Point(x: Double($0), y: 0)) }
        try window.sendEvent(TouchEvent(timestamp: 0.016, changes: [
            .init(id: 1, phase: .moved, location: Point(x: 4, y: 0), coalescedSamples: samples),
        ]))
        #expect(sketch.moves == 1)
        #expect(sketch.drawn == [Point(x: 1, y: 0), Point(x: 2, y: 0), Point(x: 3, y: 0), Point(x: 4, y: 0)])
        // Prediction from the last two samples: 1 pt per 4 ms = 250 pt/s, one and two 120 Hz frames ahead.
        #expect(sketch.predicted.map(\.timestamp) == [0.016 + 1.0 / 120, 0.016 + 2.0 / 120])
        #expect(abs(sketch.predicted[0].location.x - (4 + 250.0 / 120)) < 1e-9 && sketch.predicted[0].location.y == 0)
    }

    @Test("P6: a touch that did not change has one coalesced sample, its current state; an ended touch has no prediction")
    func unchangedAndEnded() throws {
        try window.send(0, down(1, 0, 0), down(2, 50, 50))
        try window.send(0.1, move(1, 10, 0))
        let still = window.activeTouches[1]
        #expect(window.event.coalescedTouches(for: still).map(\.location) == [Point(x: 50, y: 50)])
        try window.send(0.2, up(2, 50, 50))
        #expect(window.event.predictedTouches(for: still).isEmpty)
    }

    @Test("P6: samples must go forward in time from the touch's last change up to the event (at the event is fine)",
          arguments: [(0.1, true), (0.2, true), (0.0999, false), (0.2001, false)])
    func sampleTimes(time: Double, accepted: Bool) throws {
        try window.send(0.1, down(1, 0, 0))
        let event = TouchEvent(timestamp: 0.2, changes: [
            .init(id: 1, phase: .moved, location: Point(x: 4, y: 0), coalescedSamples: [TouchSample(timestamp: time, location: Point(x: 1, y: 0))]),
        ])
        if accepted { try window.sendEvent(event) } else { #expect(throws: TouchEventError.self) { try window.sendEvent(event) } }
        #expect(window.activeTouches[0].location(in: nil) == (accepted ? Point(x: 4, y: 0) : .zero))
    }

    @Test("P6: a began change with samples, or a sample with a bad value, is rejected whole with what and where")
    func badSamples() throws {
        let onBegan = TouchEvent(timestamp: 0, changes: [
            .init(id: 1, phase: .began, location: .zero, coalescedSamples: [TouchSample(timestamp: 0, location: .zero)]),
        ])
        #expect(throws: TouchEventError(.samplesOnBegan(touch: 1), changeIndex: 0, timestamp: 0)) { try window.sendEvent(onBegan) }
        try window.send(0, down(1, 0, 0))
        let bad = TouchEvent(timestamp: 0.1, changes: [
            .init(id: 1, phase: .moved, location: .zero, coalescedSamples: [
                TouchSample(timestamp: 0.05, location: .zero), TouchSample(timestamp: 0.06, location: .zero, force: -1),
            ]),
        ])
        do {
            try window.sendEvent(bad)
            Issue.record("accepted a negative force in a sample")
        } catch {
            #expect(error.description == "touch event at t=0.1, change 0: touch 1 coalesced sample 1 has an invalid force (not finite, or outside its range)")
        }
    }

    /// One field of a sample set to `value`; the others plain.
    static func sample(_ field: String, _ value: Double) -> TouchSample {
        var sample = TouchSample(timestamp: 0.05, location: Point(x: 1, y: 1))
        switch field {
        case "timestamp": sample.timestamp = value
        case "location": sample.location = Point(x: 1, y: value)
        case "preciseLocation": sample.preciseLocation = Point(x: value, y: 1)
        case "force": sample.force = value
        case "altitudeAngle": sample.altitudeAngle = value
        case "azimuthAngle": sample.azimuthAngle = value
        case "majorRadius": sample.majorRadius = value
        default: Issue.record("no field \(field)")
        }
        return sample
    }

    @Test("P6, E2: each field of a sample is checked, at the edge of its range and one step past it; the bad sample is named and nothing moves",
          arguments: [
            ("timestamp", .nan, false), ("location", .infinity, false), ("location", -1e9, true), ("location", (-1e9).nextDown, false),
            ("preciseLocation", .nan, false), ("preciseLocation", 1e9, true), ("preciseLocation", 1e9.nextUp, false),
            ("force", 0, true), ("force", -Double.leastNonzeroMagnitude, false), ("force", .infinity, false),
            ("altitudeAngle", 0, true), ("altitudeAngle", Trigonometry.pi / 2, true),
            ("altitudeAngle", (Trigonometry.pi / 2).nextUp, false), ("altitudeAngle", -Double.leastNonzeroMagnitude, false),
            ("azimuthAngle", -.greatestFiniteMagnitude, true), ("azimuthAngle", -.infinity, false),
            ("majorRadius", 0, true), ("majorRadius", -Double.leastNonzeroMagnitude, false), ("majorRadius", .nan, false),
          ] as [(String, Double, Bool)])
    func sampleFields(field: String, value: Double, accepted: Bool) throws {
        try window.send(0, down(1, 0, 0))
        let event = TouchEvent(timestamp: 0.1, changes: [
            .init(id: 1, phase: .moved, location: Point(x: 4, y: 0), coalescedSamples: [
                TouchSample(timestamp: 0.04, location: .zero), Self.sample(field, value),
            ]),
        ])
        if accepted {
            try window.sendEvent(event)
        } else {
            #expect(throws: TouchEventError(.invalidSample(touch: 1, sample: 1, field: field), changeIndex: 0, timestamp: 0.1)) {
                try window.sendEvent(event)
            }
        }
        #expect(window.activeTouches[0].location(in: nil) == (accepted ? Point(x: 4, y: 0) : .zero))
        try window.send(0.2, move(1, 8, 0))  // usable afterwards either way
        #expect(window.activeTouches[0].location(in: nil) == Point(x: 8, y: 0))
    }

    @Test("P6: preciseLocation is the source's precise location, or the location when it gives none")
    func preciseLocation() throws {
        try window.sendEvent(TouchEvent(timestamp: 0, changes: [
            .init(id: 1, phase: .began, location: Point(x: 10, y: 10), preciseLocation: Point(x: 10.25, y: 9.75)),
        ]))
        let touch = window.activeTouches[0]
        #expect(touch.preciseLocation(in: nil) == Point(x: 10.25, y: 9.75) && touch.location(in: nil) == Point(x: 10, y: 10))
        try window.send(0.1, move(1, 20, 20))
        #expect(touch.preciseLocation(in: nil) == Point(x: 20, y: 20))
    }
}
