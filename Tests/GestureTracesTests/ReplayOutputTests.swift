import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import GestureKit
import Testing
@testable import GestureTraces

/// Golden tests: the full decision logs of a few real recordings, each line checked by hand
/// against the rules when it was written (docs/Semantics.md), and the JSON lines and SVG
/// of the bundled example.
@Suite("Replay output: golden logs, JSON lines, SVG")
struct ReplayOutputTests {
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/atmel-nine-quick-taps.trace.json")

    /// The E6's double tap. At the first lift the single tap becomes pending on the double
    /// tap and the view's touchesEnded is held (V4); the one-finger recognizers that cannot
    /// use a tap fail and reset. The second touch-down is one tap too many for the waiting
    /// single tap, which fails (P1) but is not reset while the double tap it waits for is
    /// still counting. At the second lift the double tap recognizes: it prevents the rest
    /// (A6), and both touches are cancelled in the view before the action (V2).
    @Test("Golden: the decision log of a real double tap")
    func goldenDoubleTap() throws {
        let result = try Replayer.replay(try recording("Wacom ISDv4 E6 Finger.double-tap-center.events"))
        #expect(result.records.map(\.description) == [
            "0.000 view surface: touchesBegan [1]",
            "0.032 tap: pending ended, waiting for doubleTap",
            "0.032 twoFingerTap: failed (too few fingers)",
            "0.032 longPress: failed (lifted before the minimum press duration)",
            "0.032 pan: failed (lifted before moving far enough)",
            "0.032 pinch: failed (the fingers lifted before pinching)",
            "0.032 rotation: failed (the fingers lifted before turning)",
            "0.032 swipeLeft: failed (lifted before travelling far enough)",
            "0.032 swipeRight: failed (lifted before travelling far enough)",
            "0.032 swipeUp: failed (lifted before travelling far enough)",
            "0.032 swipeDown: failed (lifted before travelling far enough)",
            "0.032 twoFingerTap: reset",
            "0.032 longPress: reset",
            "0.032 pan: reset",
            "0.032 pinch: reset",
            "0.032 rotation: reset",
            "0.032 swipeLeft: reset",
            "0.032 swipeRight: reset",
            "0.032 swipeUp: reset",
            "0.032 swipeDown: reset",
            "0.172 tap: failed (more taps than required)",
            "0.172 view surface: touchesBegan [2]",
            "0.232 doubleTap: possible → ended",
            "0.232 longPress: failed (prevented by doubleTap)",
            "0.232 pan: failed (prevented by doubleTap)",
            "0.232 pinch: failed (prevented by doubleTap)",
            "0.232 rotation: failed (prevented by doubleTap)",
            "0.232 swipeLeft: failed (prevented by doubleTap)",
            "0.232 swipeRight: failed (prevented by doubleTap)",
            "0.232 swipeUp: failed (prevented by doubleTap)",
            "0.232 swipeDown: failed (prevented by doubleTap)",
            "0.232 twoFingerTap: failed (too few fingers)",
            "0.232 view surface: touchesCancelled [1,2]",
            "0.232 tap: reset",
            "0.232 doubleTap: reset",
            "0.232 twoFingerTap: reset",
            "0.232 longPress: reset",
            "0.232 pan: reset",
            "0.232 pinch: reset",
            "0.232 rotation: reset",
            "0.232 swipeLeft: reset",
            "0.232 swipeRight: reset",
            "0.232 swipeUp: reset",
            "0.232 swipeDown: reset",
        ])
    }

    /// The E6's two-finger tap: both fingers land in one event, so the one-finger
    /// recognizers fail at once (their resets wait for the lift, R1); at the lift the
    /// two-finger tap recognizes and prevents the pan, pinch and rotation.
    @Test("Golden: the decision log of a real two-finger tap")
    func goldenTwoFingerTap() throws {
        let result = try Replayer.replay(try recording("Wacom ISDv4 E6 Finger.2fg-tap.events"))
        #expect(result.records.map(\.description) == [
            "0.000 tap: failed (too many fingers)",
            "0.000 doubleTap: failed (too many fingers)",
            "0.000 longPress: failed (too many fingers)",
            "0.000 swipeLeft: failed (too many fingers)",
            "0.000 swipeRight: failed (too many fingers)",
            "0.000 swipeUp: failed (too many fingers)",
            "0.000 swipeDown: failed (too many fingers)",
            "0.000 view surface: touchesBegan [1,2]",
            "0.032 twoFingerTap: possible → ended",
            "0.032 pan: failed (prevented by twoFingerTap)",
            "0.032 pinch: failed (prevented by twoFingerTap)",
            "0.032 rotation: failed (prevented by twoFingerTap)",
            "0.032 view surface: touchesCancelled [1,2]",
            "0.032 tap: reset",
            "0.032 doubleTap: reset",
            "0.032 twoFingerTap: reset",
            "0.032 longPress: reset",
            "0.032 pan: reset",
            "0.032 pinch: reset",
            "0.032 rotation: reset",
            "0.032 swipeLeft: reset",
            "0.032 swipeRight: reset",
            "0.032 swipeUp: reset",
            "0.032 swipeDown: reset",
        ])
    }

    @Test("Golden: the bundled example's actions as JSON lines")
    func goldenJSONLines() throws {
        let trace = try TraceReader.read(contentsOf: Self.example)
        let result = try Replayer.replay(trace)
        #expect(ReplayJSON.lines(result, gesture: nil, actionsOnly: true) == [
            "{\"t\":0.3166,\"kind\":\"action\",\"recognizer\":\"doubleTap\",\"state\":\"ended\",\"x\":435.7447,\"y\":310.1477}",
            "{\"t\":0.773,\"kind\":\"action\",\"recognizer\":\"doubleTap\",\"state\":\"ended\",\"x\":457.5319,\"y\":306.3029}",
            "{\"t\":1.2146,\"kind\":\"action\",\"recognizer\":\"doubleTap\",\"state\":\"ended\",\"x\":466.5031,\"y\":321.6821}",
            "{\"t\":1.6852,\"kind\":\"action\",\"recognizer\":\"doubleTap\",\"state\":\"ended\",\"x\":447.2791,\"y\":320.4005}",
            "{\"t\":2.284,\"kind\":\"action\",\"recognizer\":\"tap\",\"state\":\"ended\",\"x\":478.0375,\"y\":322.9637}",
        ])
    }

    @Test("Every JSON line parses, and recognizer decisions carry t, recognizer, state and a location")
    func jsonLinesParse() throws {
        let result = try Replayer.replay(try recording("Wacom ISDv4 E6 Finger.double-center-circle.events"))
        let lines = ReplayJSON.lines(result, gesture: nil, actionsOnly: false)
        #expect(lines.count == result.records.count)
        var committed = 0
        for line in lines {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(object["t"] is Double || object["t"] is Int)
            #expect(object["kind"] is String)
            if object["kind"] as? String == "committed" {
                committed += 1
                #expect(object["recognizer"] is String && object["state"] is String)
                #expect(object["x"] != nil && object["y"] != nil)
            }
        }
        #expect(committed == result.actions.filter { $0.state != .cancelled }.count)
        // The rotation's value rides along with its actions.
        #expect(lines.contains { $0.contains("\"recognizer\":\"rotation\"") && $0.contains("\"rotation\":") })
    }

    @Test("The SVG of a recording is well-formed: a group per finger, a label per recognized gesture")
    func svgStructure() throws {
        let trace = try recording("Wacom ISDv4 E6 Finger.double-center-circle.events")
        let result = try Replayer.replay(trace)
        let svg = SVGRenderer.render(trace, replay: result, title: "circle")
        let parser = XMLParser(data: Data(svg.utf8))
        let counter = ElementCounter()
        parser.delegate = counter
        #expect(parser.parse(), "the SVG is not well-formed XML")
        #expect(counter.root == "svg")
        #expect(counter.groups["touch"] == 2)  // two fingers
        #expect(counter.touchColours.count == 2)  // each its own colour
        #expect(counter.samples == trace.events.reduce(0) { $0 + $1.changes.count })  // a dot per sample
        // The pan, the pinch and the rotation ended: each is labelled.
        #expect(Set(counter.recognizers) == ["pan", "rotation", "pinch"])
        #expect(counter.texts.contains { $0.hasPrefix("rotation ended 24.89°") })
        #expect(counter.texts.last == "circle · 2 touches · 1.480 s · 1024×579 pt")
    }

    @Test("Labels filed by row give the answers of testing every label: 3,000 boxes of any height, on and across rows")
    func placedLabelsAsBruteForce() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func random(_ range: Double) -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53) * range
        }
        var placed = PlacedLabels(rowHeight: 12.5)
        var all: [Rect] = []
        for index in 0..<3_000 {
            // Every fourth on a row's edge exactly, where boxes only touch.
            let y = index % 4 == 0 ? 12.5 * (random(80) / 1).rounded(.down) : random(1_000) - 100
            let box = Rect(x: random(300), y: y, width: 1 + random(150), height: index % 3 == 0 ? 12.5 : random(40))
            #expect(placed.intersects(box) == all.contains { $0.intersects(box) }, "box \(index)")
            if index % 2 == 0 {
                placed.insert(box)
                all.append(box)
            }
        }
    }

    @Test("Four hundred taps at one spot: each labelled, stacked clear of the others")
    func stackedLabels() throws {
        var events: [TouchEvent] = []
        for tap in 0..<400 {
            let at = Point(x: 50, y: 50), time = Double(tap)
            events += [TouchEvent(timestamp: time, changes: [.init(id: tap + 1, phase: .began, location: at)]),
                       TouchEvent(timestamp: time + 0.05, changes: [.init(id: tap + 1, phase: .ended, location: at)])]
        }
        var trace = Trace(windowSize: Size(width: 400, height: 400), events: events)
        trace.scene = SceneDescription(recognizers: [.init("tap", .tap)])
        let svg = SVGRenderer.render(trace, replay: try Replayer.replay(trace), title: "taps")
        let ys = svg.split(separator: "\n").filter { $0.contains("<text x=") && $0.contains("tap @") }.compactMap { line in
            line.split(separator: "\"").dropFirst(3).first.flatMap { Double($0) }
        }
        #expect(ys.count == 400 && Set(ys).count == 400)
    }

    final class ElementCounter: NSObject, XMLParserDelegate {
        var root: String?
        var groups: [String: Int] = [:]
        var touchColours: Set<String> = []
        var samples = 0
        var recognizers: [String] = []
        var texts: [String] = []
        private var inText = false

        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            if root == nil { root = element }
            if element == "g", let kind = attributes["class"] {
                groups[kind, default: 0] += 1
                if kind == "touch", let colour = attributes["stroke"] { touchColours.insert(colour) }
                if kind == "gesture", let name = attributes["data-recognizer"] { recognizers.append(name) }
            }
            if element == "circle", attributes["class"] == "sample" { samples += 1 }
            if element == "text" {
                inText = true
                texts.append("")
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if inText { texts[texts.count - 1] += string }
        }

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            if element == "text" { inText = false }
        }
    }
}
