import Foundation
import GestureKit
import GestureTraces
import Testing
@testable import GestureListen

/// Rules of the bindings and the configuration that mutation testing found unchecked
/// (Tests/Mutants/Listen.mutants): the moments a swipe and a long press have, the values
/// `every`, `threshold`, `duration` and `edge-margin` take (above 0; a pinch's above 1), pinch
/// and rotation recognizing together, and the edge margin's limit. Each at its boundary, in
/// virtual time, with scripted strokes.
@Suite("listen: binding rules at their boundaries")
struct BindingRulesTests {
    static let size = Size(width: 1000, height: 800)

    /// The error `text` is refused with, or nil when it is accepted.
    static func refusal(_ text: String) -> String? {
        do {
            _ = try ConfigurationReader.configuration(fromYAML: text)
            return nil
        } catch {
            return error.description
        }
    }

    /// One finger landing at (`x`, `y`) and moving `dx` points every 10 ms ten times (fast and
    /// straight: a swipe), then lifting.
    static func swipe(fromX x: Double, y: Double = 400, dx: Double) -> Trace {
        var events = [TouchEvent(timestamp: 0, changes: [.init(id: 1, phase: .began, location: Point(x: x, y: y))])]
        for i in 1...10 {
            events.append(TouchEvent(timestamp: Double(i) * 0.01, changes: [.init(id: 1, phase: .moved, location: Point(x: x + Double(i) * dx, y: y))]))
        }
        events.append(TouchEvent(timestamp: 0.11, changes: [.init(id: 1, phase: .ended, location: Point(x: x + 10 * dx, y: y))]))
        return Trace(windowSize: size, events: events)
    }

    // MARK: Moments (binding-defaults, moments)

    @Test("A swipe binding with on: ended is accepted and acts at the lift after the swipe; a swipe has no changed moment")
    func swipeEnded() throws {
        let configuration = try ConfigurationReader.configuration(fromYAML: """
            bindings:
              - {gesture: swipe, direction: right, on: ended, run: after}
              - {gesture: swipe, direction: right, on: began}
              - {gesture: swipe, direction: right, on: recognized}
            """)
        #expect(configuration.bindings == [Binding(.swipe, direction: .travel(.right), on: .ended, run: "after"),
                                           Binding(.swipe, direction: .travel(.right), on: .began),
                                           Binding(.swipe, direction: .travel(.right), on: .recognized)])
        #expect(try ConfigurationReader.binding(fromYAML: "{gesture: swipe, direction: up, on: ended}", path: "--bind[0]")
            == Binding(.swipe, direction: .travel(.up), on: .ended))
        #expect(Self.refusal("bindings:\n  - {gesture: swipe, direction: up, on: changed}")
            == "line 2: bindings[0].on: a swipe acts on began, recognized, ended; got \"changed\"")
        // The binding read from the file acts when the finger has lifted, after the other two.
        let trace = Self.swipe(fromX: 300, dx: 20)
        let firings = try BindingSceneTests.fire(configuration.bindings, trace)
        #expect(BindingSceneTests.summary(firings) == ["1:began", "2:recognized", "0:ended"])
        #expect(firings.last?.time == 0.11 && firings.last?.run == "after")
    }

    @Test("A long press bound on: recognized acts when it is recognized, i.e. when it begins, once")
    func longPressRecognized() throws {
        let configuration = try ConfigurationReader.configuration(fromYAML: """
            bindings:
              - {gesture: long-press, on: recognized, run: menu}
              - {gesture: long-press, on: began}
              - {gesture: long-press, duration: 0.8, on: recognized}
            """)
        #expect(configuration.bindings == [Binding(.longPress, on: .recognized, run: "menu"), Binding(.longPress, on: .began),
                                           Binding(.longPress, on: .recognized, duration: 0.8)])
        // One finger held still from 0 to 1.2 s, then lifted.
        let trace = Trace(windowSize: Self.size, events: [
            TouchEvent(timestamp: 0, changes: [.init(id: 1, phase: .began, location: Point(x: 300, y: 300))]),
            TouchEvent(timestamp: 1.2, changes: [.init(id: 1, phase: .ended, location: Point(x: 300, y: 300))]),
        ])
        let firings = try BindingSceneTests.fire(Array(configuration.bindings.prefix(2)), trace)
        #expect(BindingSceneTests.summary(firings) == ["0:recognized", "1:began"])
        #expect(firings.allSatisfy { abs($0.time - 0.5) < 1e-9 } && firings.first?.run == "menu")
        // Held for its own duration (alone: two long presses of one finger are one or the other).
        let longer = try BindingSceneTests.fire([configuration.bindings[2]], trace)
        #expect(BindingSceneTests.summary(longer) == ["0:recognized"] && abs((longer.first?.time ?? 0) - 0.8) < 1e-9)
    }

    // MARK: Values (config-values)

    @Test("every, threshold, duration and edge-margin must be above 0: 0 and below are refused, naming the value and line",
          arguments: [
        ("bindings:\n  - {gesture: pan, on: changed, every: 0}", "line 2: bindings[0].every: expected a number above 0 (and below a million), got \"0\""),
        ("bindings:\n  - {gesture: rotation, on: changed, every: 0.0}", "line 2: bindings[0].every: expected a number above 0 (and below a million), got \"0.0\""),
        ("bindings:\n  - {gesture: pan, on: changed, every: -40}", "line 2: bindings[0].every: expected a number above 0 (and below a million), got \"-40\""),
        ("bindings:\n  - {gesture: pan, on: recognized, threshold: 0}", "line 2: bindings[0].threshold: expected a number above 0 (and below a million), got \"0\""),
        ("bindings:\n  - {gesture: rotation, on: recognized, threshold: 0}", "line 2: bindings[0].threshold: expected a number above 0 (and below a million), got \"0\""),
        ("bindings:\n  - gesture: edge\n    edge: left\n    on: recognized\n    threshold: 0", "line 5: bindings[0].threshold: expected a number above 0 (and below a million), got \"0\""),
        ("bindings:\n  - {gesture: long-press, duration: 0}", "line 2: bindings[0].duration: expected a number above 0 (and below a million), got \"0\""),
        ("edge-margin: 0", "line 1: edge-margin: expected a number above 0 (and below a million), got \"0\""),
        ("grab: false\nedge-margin: -1", "line 2: edge-margin: expected a number above 0 (and below a million), got \"-1\""),
    ])
    func zeroRefused(text: String, message: String) {
        #expect(Self.refusal(text) == message)
    }

    @Test("A step below what a panel resolves is refused: a point, a degree, 1% of scale, one step under each",
          arguments: [
        ("bindings:\n  - {gesture: pan, on: changed, every: 0.999}", "a point", "0.999"),
        ("bindings:\n  - {gesture: pan, on: changed, every: 1e-300}", "a point", "1e-300"),
        ("bindings:\n  - {gesture: edge, edge: left, on: changed, every: 0.01}", "a point", "0.01"),
        ("bindings:\n  - {gesture: rotation, on: changed, every: 0.999}", "a degree", "0.999"),
        ("bindings:\n  - {gesture: pinch, on: changed, every: 1.0099}", "1% of scale", "1.0099"),
        ("bindings:\n  - {gesture: pinch, on: changed, every: 1.0000001}", "1% of scale", "1.0000001"),
    ])
    func tinyStepRefused(text: String, unit: String, value: String) {
        let smallest = unit == "1% of scale" ? "1.01" : "1"
        #expect(Self.refusal(text) == "line 2: bindings[0].every: a step is at least \(smallest) (\(unit)): a smaller one fires "
                + "on a resting finger's tremor, a command each time; got \"\(value)\"")
    }

    @Test("A command YAML reads as nothing, an empty one, or one longer than Linux passes to sh -c is refused",
          arguments: [
        ("run: ~", "no command: YAML reads ~ as nothing (leave the key out, or quote the text)"),
        ("run: null", "no command: YAML reads null as nothing (leave the key out, or quote the text)"),
        ("run: ", "no command: YAML reads an empty value as nothing (leave the key out, or quote the text)"),
        ("run: \"\"", "the command is empty"),
        ("run: \"  \"", "the command is empty"),
        ("run: \"\(String(repeating: "x", count: 131_072))\"", "the command is 131072 bytes; Linux passes at most 131071 to sh -c"),
    ])
    func emptyCommandRefused(field: String, message: String) {
        #expect(Self.refusal("bindings:\n  - gesture: tap\n    \(field)") == "line 3: bindings[0].run: \(message)")
        let reverse = field.replacingOccurrences(of: "run:", with: "reverse-run:")
        #expect(Self.refusal("bindings:\n  - {gesture: pan, on: changed, every: 10, run: a}\n  - gesture: pan\n    on: changed\n"
                             + "    every: 10\n    \(reverse)") == "line 6: bindings[1].reverse-run: \(message)")
    }

    @Test("The commands at the edges are taken: quoted null, the longest Linux passes")
    func commandEdgesAccepted() throws {
        let longest = String(repeating: "x", count: 131_071)
        let configuration = try ConfigurationReader.configuration(fromYAML: """
            bindings:
              - {gesture: tap, run: "null"}
              - {gesture: tap, fingers: 2, run: "\(longest)"}
            """)
        #expect(configuration.bindings.map(\.run) == ["null", longest])
    }

    @Test("The smallest positive threshold, duration and edge-margin are accepted, and the smallest steps exactly")
    func smallPositiveAccepted() throws {
        let configuration = try ConfigurationReader.configuration(fromYAML: """
            edge-margin: 0.001
            bindings:
              - {gesture: pan, on: changed, every: 1}
              - {gesture: rotation, on: recognized, threshold: 0.001}
              - {gesture: long-press, duration: 0.001}
              - {gesture: edge, edge: top, on: recognized, threshold: 0.001}
              - {gesture: rotation, on: changed, every: 1}
              - {gesture: pinch, on: changed, every: 1.01}
              - {gesture: edge, edge: left, on: changed, every: 1}
            """)
        #expect(configuration.edgeMargin == 0.001)
        #expect(configuration.bindings.suffix(3).map(\.every) == [1, 1.01, 1])
        #expect(configuration.bindings.prefix(4) == [Binding(.pan, on: .changed, every: 1),
                                           Binding(.rotation, on: .recognized, threshold: 0.001),
                                           Binding(.longPress, duration: 0.001),
                                           Binding(.edge, edge: .top, on: .recognized, threshold: 0.001)])
    }

    @Test("A pinch's threshold and every are scale factors above 1: 0.8 and exactly 1 are refused, naming the value and line; just above is accepted",
          arguments: [
        ("bindings:\n  - gesture: pinch\n    direction: out\n    on: recognized\n    threshold: 0.8",
         "line 5: bindings[0].threshold: expected a number above 1 (and below a million), got \"0.8\""),
        ("bindings:\n  - {gesture: pinch, on: recognized, threshold: 1}",
         "line 2: bindings[0].threshold: expected a number above 1 (and below a million), got \"1\""),
        ("bindings:\n  - {gesture: pinch, on: recognized, threshold: 0}",
         "line 2: bindings[0].threshold: expected a number above 1 (and below a million), got \"0\""),
        ("bindings:\n  - {gesture: pinch, on: changed, every: 1}",
         "line 2: bindings[0].every: expected a number above 1 (and below a million), got \"1\""),
    ])
    func pinchFactorAboveOne(text: String, message: String) throws {
        #expect(Self.refusal(text) == message)
        let accepted = try ConfigurationReader.configuration(fromYAML: """
            bindings:
              - {gesture: pinch, on: recognized, threshold: 1.001}
              - {gesture: pinch, on: changed, every: 1.01}
              - {gesture: rotation, on: recognized, threshold: 0.8}
            """)
        #expect(accepted.bindings == [Binding(.pinch, on: .recognized, threshold: 1.001), Binding(.pinch, on: .changed, every: 1.01),
                                      Binding(.rotation, on: .recognized, threshold: 0.8)])  // degrees: no factor
    }

    // MARK: Arbitration (move-arbitration)

    @Test("Pinch and rotation recognize together: two fingers spreading while turning fire the pinch and the rotation bindings")
    func pinchAndRotationTogether() throws {
        // Two fingers 100 points apart about (500, 400), spreading to 200 apart (a scale of 2)
        // while turning 60° clockwise, 2° a frame.
        var events: [TouchEvent] = []
        for i in 0...30 {
            let half = 50 + Double(i) * 50 / 30, angle = Double(i) * 2 * .pi / 180
            let dx = half * cos(angle), dy = half * sin(angle)
            let phase: TouchPhase = i == 0 ? .began : .moved
            events.append(TouchEvent(timestamp: Double(i) * 0.01, changes: [.init(id: 1, phase: phase, location: Point(x: 500 - dx, y: 400 - dy)),
                                                                              .init(id: 2, phase: phase, location: Point(x: 500 + dx, y: 400 + dy))]))
        }
        events.append(TouchEvent(timestamp: 0.31, changes: [.init(id: 1, phase: .ended, location: Point(x: 500 - 50, y: 400 - 86.603)),
                                                             .init(id: 2, phase: .ended, location: Point(x: 500 + 50, y: 400 + 86.603))]))
        let trace = Trace(windowSize: Self.size, events: events)
        let bindings = [Binding(.pinch, on: .began), Binding(.rotation, on: .began),
                        Binding(.pinch, direction: .pinch(.out), on: .recognized), Binding(.rotation, direction: .rotation(.clockwise), on: .recognized),
                        Binding(.pinch, on: .ended), Binding(.rotation, on: .ended)]
        let firings = try BindingSceneTests.fire(bindings, trace)
        #expect(Set(BindingSceneTests.summary(firings)) == ["0:began", "1:began", "2:recognized", "3:recognized", "4:ended", "5:ended"])
        #expect(firings.count == 6)
        let scale = try #require(firings.first { $0.binding == 2 }?.value("scale").flatMap(Double.init))
        let rotation = try #require(firings.first { $0.binding == 3 }?.value("rotation").flatMap(Double.init))
        #expect(scale >= 1.25 && rotation >= 30)
    }

    // MARK: Edge swipes (edge-swipe)

    @Test("An edge swipe's first finger landing exactly edge-margin points from the edge is within it; a hair further is not",
          arguments: [(24.0, nil as Double?), (40, 40), (0.5, 0.5)])
    func marginLimitIncluded(margin: Double, configured: Double?) throws {
        var text = "bindings:\n  - {gesture: swipe, direction: right, edge: left}\n  - {gesture: swipe, direction: right}\n"
            + "  - {gesture: swipe, direction: left, edge: right}\n  - {gesture: swipe, direction: left}\n"
        if let configured { text += "edge-margin: \(configured)\n" }
        let configuration = try ConfigurationReader.configuration(fromYAML: text)
        #expect(configuration.edgeMargin == margin)
        func fired(_ trace: Trace) throws -> [String] {
            let scene = try BindingScene(bindings: configuration.bindings, size: Self.size, edgeMargin: configuration.edgeMargin)
            return BindingSceneTests.summary(try BindingSceneTests.play(trace, on: scene))
        }
        // From the left edge, to the right.
        #expect(try fired(Self.swipe(fromX: margin, dx: 20)) == ["0:recognized"])
        #expect(try fired(Self.swipe(fromX: margin.nextUp, dx: 20)) == ["1:recognized"])
        #expect(try fired(Self.swipe(fromX: margin + 0.001, dx: 20)) == ["1:recognized"])
        // From the right edge, to the left.
        #expect(try fired(Self.swipe(fromX: Self.size.width - margin, dx: -20)) == ["2:recognized"])
        #expect(try fired(Self.swipe(fromX: Self.size.width - margin - 0.001, dx: -20)) == ["3:recognized"])
    }

    @Test("A shape binding whose shape no template has is refused, with no templates at all too")
    func shapeWithoutTemplate() throws {
        let circle = try ConfigurationReader.configuration(fromYAML: "bindings:\n  - {gesture: shape, shape: circle, run: \"true\"}\n").bindings
        let none = #expect(throws: ConfigurationError.self) {
            try BindingScene.checkShapes(of: circle, templates: [], templatesFile: "shapes.json")
        }
        #expect(none?.description == "bindings[0].shape: no template is named \"circle\" (shapes.json has none: "
                + "record one with gesturekit listen --record-template NAME)")
        let v = ShapeTemplate(name: "v", points: [Point(x: 0, y: 0), Point(x: 5, y: 9), Point(x: 10, y: 0)])
        let other = #expect(throws: ConfigurationError.self) {
            try BindingScene.checkShapes(of: circle, templates: [v], templatesFile: "shapes.json")
        }
        #expect(other?.description == "bindings[0].shape: no template is named \"circle\" (known in shapes.json: v)")
        #expect(throws: Never.self) {
            try BindingScene.checkShapes(of: circle, templates: [v, ShapeTemplate(name: "circle", points: v.points)], templatesFile: nil)
        }
    }
}
