import Testing
@testable import GestureKit

@Suite("Decision log (L1, L2)")
struct DecisionLogTests {
    /// A single tap that waits for a double tap, on a view that records its touches.
    private func tapScene() -> (Window, CountingTap, CountingTap, Journal) {
        let journal = Journal()
        let window = Window(size: Size(width: 200, height: 200))
        let canvas = RecordingView("canvas", frame: Rect(x: 0, y: 0, width: 200, height: 200), journal: journal)
        window.addSubview(canvas)
        let single = CountingTap("tap", taps: 1), double = CountingTap("doubleTap", taps: 2)
        single.require(toFail: double)
        canvas.addGestureRecognizer(single)
        canvas.addGestureRecognizer(double)
        return (window, single, double, journal)
    }

    @Test("L1: an observer may add and remove observers while it is told; the new one hears what follows")
    func observersChangedWhileTold() throws {
        let (window, _, _, _) = tapScene()
        final class Heard { var first: [String] = [], second: [String] = [] }
        let heard = Heard()
        var firstID: DecisionObserverID?
        firstID = window.addDecisionObserver { record in
            heard.first.append("\(record)")
            guard heard.first.count == 1 else { return }
            window.addDecisionObserver { heard.second.append("\($0)") }
            if let firstID { window.removeDecisionObserver(firstID) }
        }
        try window.tap(at: 1, x: 50, y: 50, duration: 0.1)
        window.advance(to: 2)
        #expect(heard.first.count == 1)  // removed itself while told of the first decision
        #expect(heard.second.first == "1.100 tap: pending ended, waiting for doubleTap")
        #expect(heard.second.contains("1.450 tap: possible → ended"))
    }

    @Test("L1: every decision is recorded with its time and the names involved (golden, single tap)")
    func goldenSingleTap() throws {
        let (window, _, _, _) = tapScene()
        let log = window.recordDecisions()
        try window.tap(at: 1, x: 50, y: 50, duration: 0.1)
        window.advance(to: 2)
        #expect(log.lines == [
            "1.000 view canvas: touchesBegan [1]",
            "1.100 tap: pending ended, waiting for doubleTap",
            "1.450 doubleTap: failed (too slow)",
            "1.450 tap: possible → ended",
            "1.450 view canvas: touchesCancelled [1]",
            "1.450 tap: reset",
            "1.450 doubleTap: reset",
        ])
    }

    /// Touch 1's end is held while the single tap may still recognize (V4); the second
    /// tap fails the single tap (its own rule: too many taps), the double tap recognizes,
    /// and both of the view's touches are cancelled before its action (V2).
    @Test("L1: golden log of a double tap")
    func goldenDoubleTap() throws {
        let (window, _, _, _) = tapScene()
        let log = window.recordDecisions()
        try window.tap(1, at: 0, x: 50, y: 50)
        try window.tap(2, at: 0.2, x: 52, y: 50)
        #expect(log.lines == [
            "0.000 view canvas: touchesBegan [1]",
            "0.050 tap: pending ended, waiting for doubleTap",
            "0.200 view canvas: touchesBegan [2]",
            "0.250 tap: failed (too many taps)",
            "0.250 doubleTap: possible → ended",
            "0.250 view canvas: touchesCancelled [1,2]",
            "0.250 tap: reset",
            "0.250 doubleTap: reset",
        ])
    }

    @Test("L1: records are structured, not just text")
    func structuredRecords() throws {
        let (window, _, _, _) = tapScene()
        let log = window.recordDecisions()
        try window.tap(at: 0, x: 50, y: 50)
        #expect(log.records.contains(DecisionRecord(
            timestamp: 0.05, kind: .pending(recognizer: "tap", requested: .ended, waitingFor: ["doubleTap"]))))
        #expect(log.records.first?.kind == .delivered(view: "canvas", phase: .began, touches: [1]))
    }

    @Test("L1: observers can be removed; several can listen")
    func observers() throws {
        let (window, _, _, _) = tapScene()
        var a = 0, b = 0
        let first = window.addDecisionObserver { _ in a += 1 }
        window.addDecisionObserver { _ in b += 1 }
        try window.tap(at: 0, x: 50, y: 50)
        window.removeDecisionObserver(first)
        let seen = a
        try window.tap(at: 1, x: 50, y: 50)
        #expect(seen > 0 && a == seen && b > seen)
    }

    @Test("L2: with no observer no record is built")
    func freeWhenUnobserved() throws {
        let (window, _, _, _) = tapScene()
        try window.tap(at: 0, x: 50, y: 50)
        try window.tap(at: 0.1, x: 50, y: 50)
        try window.send(1, down(1, 10, 10))
        #expect(throws: TouchEventError.self) { try window.send(0.5) }
        window.advance(to: 3)
        #expect(window.gestureEnvironment.recordsBuilt == 0)
        _ = window.recordDecisions()
        try window.tap(2, at: 4, x: 50, y: 50)
        #expect(window.gestureEnvironment.recordsBuilt > 0)
    }

    @Test("E2, L1: an event refused beyond the clock's limit is logged, at the window's time, without trapping")
    func hugeTimes() throws {
        let window = Window(size: Size(width: 100, height: 100))
        let log = window.recordDecisions()
        try window.send(1, down(1, 10, 10))
        #expect(throws: TouchEventError.self) { try window.send(1e300, up(1, 10, 10)) }
        #expect(log.lines == ["1.000 view Window: touchesBegan [1]",
                              "1.000 event rejected: touch event at t=1e+300: timestamp 1e+300 is beyond 2³² s, the clock's limit (microseconds given as seconds?)"])
    }

    @Test("L1: every kind of record has one stable line, and writing it to a stream writes exactly that line")
    func linesOfEveryKind() {
        let records: [(DecisionRecord.Kind, String)] = [
            (.committed(recognizer: "pan", from: .began, to: .changed), "pan: began → changed"),
            (.pending(recognizer: "tap", requested: .ended, waitingFor: ["doubleTap", "tripleTap"]), "tap: pending ended, waiting for doubleTap, tripleTap"),
            (.failed(recognizer: "tap", reason: .requiredRecognizerSucceeded("doubleTap")), "tap: failed (doubleTap recognized)"),
            (.cancelled(recognizer: "pan", reason: .viewRemoved), "pan: cancelled (its view left the window)"),
            (.invalidTransition(recognizer: "x", from: .possible, to: .changed), "x: refused possible → changed (not a valid transition)"),
            (.reset(recognizer: "pinch"), "pinch: reset"),
            (.delivered(view: "canvas", phase: .began, touches: [1, 12]), "view canvas: touchesBegan [1,12]"),
            (.delivered(view: "canvas", phase: .moved, touches: [3]), "view canvas: touchesMoved [3]"),
            (.delivered(view: "canvas", phase: .ended, touches: []), "view canvas: touchesEnded []"),
            (.delivered(view: "canvas", phase: .cancelled, touches: [2]), "view canvas: touchesCancelled [2]"),
            (.delivered(view: "canvas", phase: .stationary, touches: [2]), "view canvas: touchesStationary [2]"),
            (.requirementCycle(recognizers: ["a", "b", "a"]), "failure requirement cycle refused: a → b → a"),
            (.eventRejected(reason: "touch 5 began but is already down"), "event rejected: touch 5 began but is already down"),
        ]
        for (kind, line) in records {
            let record = DecisionRecord(timestamp: 1.25, kind: kind)
            var streamed = "> "
            record.write(to: &streamed)
            #expect(record.description == "1.250 " + line)
            #expect(streamed == "> 1.250 " + line)
        }
    }

    @Test("The text rendering of times is fixed to milliseconds")
    func timeFormat() {
        #expect(DecisionRecord.format(0) == "0.000")
        #expect(DecisionRecord.format(1.2345) == "1.235")
        #expect(DecisionRecord.format(12.0005) == "12.001")
        #expect(DecisionRecord.format(-0.25) == "-0.250")
        #expect(DecisionRecord.format(123456.789) == "123456.789")
        #expect(DecisionRecord.format(1e300) == "1e+300")  // valid input must not trap the log
    }
}
