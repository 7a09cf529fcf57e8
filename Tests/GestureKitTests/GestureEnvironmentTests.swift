import Testing
@testable import GestureKit

/// The gesture environment: the window delivers, the environment decides, and its
/// documented contracts hold.
@Suite("The gesture environment")
struct GestureEnvironmentTests {
    @Test("The documented example: the tap waits for the double tap, then ends when the double tap fails")
    func documentedExample() throws {
        let window = Window(size: Size(width: 390, height: 844))
        let tap = TapGestureRecognizer(), doubleTap = TapGestureRecognizer()
        tap.name = "tap"
        doubleTap.name = "doubleTap"
        doubleTap.numberOfTapsRequired = 2
        tap.require(toFail: doubleTap)
        window.addGestureRecognizer(tap)
        window.addGestureRecognizer(doubleTap)
        let environment = window.gestureEnvironment
        var lines: [String] = []
        var viewLines: [String] = []
        environment.addDecisionObserver { record in
            if case .delivered = record.kind { viewLines.append(record.description) } else { lines.append(record.description) }
        }
        let at = Point(x: 20, y: 20)
        try window.sendEvent(TouchEvent(timestamp: 0, changes: [.init(id: 1, phase: .began, location: at)]))
        try window.sendEvent(TouchEvent(timestamp: 0.05, changes: [.init(id: 1, phase: .ended, location: at)]))
        #expect(lines == ["0.050 tap: pending ended, waiting for doubleTap"])
        #expect(environment.recognizers.map(\.displayName) == ["tap", "doubleTap"])
        #expect(environment.pendingRecognizers.map(\.displayName) == ["tap"] && tap.state == .possible)
        window.advance(to: 1)
        #expect(Array(lines.dropFirst()) == ["0.400 doubleTap: failed (the next tap did not begin in time)",
                                             "0.400 tap: possible → ended", "0.400 tap: reset", "0.400 doubleTap: reset"])
        #expect(viewLines == ["0.000 view Window: touchesBegan [1]", "0.400 view Window: touchesCancelled [1]"])
        #expect(environment.recognizers.isEmpty && environment.pendingRecognizers.isEmpty)
    }

    /// Counts resets and actions, for the contracts.
    final class Counting: CueRecognizer {
        var resets = 0
        override func reset() {
            super.reset()
            resets += 1
        }
    }

    @Test("Exactly one reset per gesture, after every action of the gesture went out, whether it ended, failed or was cancelled")
    func exactlyOneReset() throws {
        let window = Window(size: Size(width: 400, height: 400))
        let winner = Counting("winner", .continuous), loser = Counting("loser", .continuous), idle = Counting("idle")
        for recognizer in [winner, loser, idle] { window.addGestureRecognizer(recognizer) }
        var order: [String] = []
        winner.addAction { [unowned winner] r in order.append("action \(r.state) (resets \(winner.resets))") }
        try window.stroke(1, from: (10, 10), to: (90, 10), start: 0, duration: 0.1)
        #expect(winner.resets == 1 && loser.resets == 1 && idle.resets == 1)
        #expect(loser.failureReason == .preventedBy("winner"))
        #expect(order.first == "action began (resets 0)" && order.last == "action ended (resets 0)")
        // A second gesture: each of them again exactly once.
        try window.stroke(2, from: (10, 10), to: (90, 10), start: 1, duration: 0.1)
        #expect(winner.resets == 2 && loser.resets == 2 && idle.resets == 2)
    }

    @Test("A recognizer holds only its entry: the environment that runs its gesture, and none once it reset")
    func entryPointsAtTheEnvironment() throws {
        let window = Window(size: Size(width: 400, height: 400))
        let cue = CueRecognizer("cue")
        window.addGestureRecognizer(cue)
        #expect(cue.entry.environment == nil && cue.environment === window.gestureEnvironment)
        try window.send(0, down(1, 10, 10))
        #expect(cue.entry.environment === window.gestureEnvironment && cue.entry.isInvolved)
        #expect(cue.entry.trackedTouches.count == 1 && window.gestureEnvironment.recognizers.count == 1)
        try window.send(0.1, up(1, 10, 10))
        #expect(cue.entry.environment == nil && !cue.entry.isInvolved && cue.entry.trackedTouches.isEmpty)
    }

    @Test("The environment outlives nothing: a window freed mid-gesture resets its recognizers, and the environment's lists stay readable")
    func windowFreedMidGesture() throws {
        let cue = Counting("cue")
        var environment: GestureEnvironment?
        do {
            let window = Window(size: Size(width: 400, height: 400))
            window.addGestureRecognizer(cue)
            try window.send(0, down(1, 10, 10))
            environment = window.gestureEnvironment
            #expect(environment?.recognizers.count == 1)
        }
        #expect(cue.resets == 1 && cue.entry.environment == nil && cue.state == .possible)
        #expect(environment?.recognizers.isEmpty == false)  // still listed: the window was gone before it could be taken out
        #expect(environment?.owner == nil)
    }

    /// On reset, asks another recognizer to recognize.
    final class Meddler: CueRecognizer {
        weak var other: GestureRecognizer?
        override func reset() {
            super.reset()
            other?.state = .ended
        }
    }

    @Test("A recognizer's reset that touches another recognizer of the gesture while the window is freed finds it detached")
    func resetDuringWindowDeinit() throws {
        let meddler = Meddler("meddler"), other = Counting("other")
        meddler.other = other
        do {
            let window = Window(size: Size(width: 400, height: 400))
            window.addGestureRecognizer(meddler)
            window.addGestureRecognizer(other)
            try window.send(0, down(1, 10, 10))
        }
        // The other recognizer committed on its own (no window left), and was reset once.
        #expect(other.entry.environment == nil && other.resets >= 1)
    }
}
