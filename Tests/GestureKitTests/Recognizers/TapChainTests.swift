import Testing
@testable import GestureKit

/// P1: chains of failure requirements with built-in taps, the way ported apps set them up.
@Suite("Tap chains (P1)")
struct TapChainTests {
    /// Single requires double to fail and double requires triple to fail (the chain only:
    /// single does not wait for triple itself). Returns "name@time" for every action.
    private func chain(_ count: Int, order: [Int]) throws -> [String] {
        try BuiltInScenarioTests.taps(count, order: order, requirements: .chain)
    }

    static let orders = [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]]

    @Test("P1: single ← double ← triple fires only the triple on three taps, the double on two, the single on one",
          arguments: orders)
    func chainInEveryOrder(order: [Int]) throws {
        #expect(try chain(1, order: order) == ["single@0.400"])
        #expect(try chain(2, order: order) == ["double@0.600"])
        #expect(try chain(3, order: order) == ["triple@0.450"])
        // The triple's recognition ends the gesture: a fourth tap starts the next one.
        #expect(try chain(4, order: order) == ["triple@0.450", "single@1.000"])
        #expect(try chain(6, order: order) == ["triple@0.450", "triple@1.050"])
    }

    @Test("P1: after a run of taps went past them, a new run starts each tap afresh (after a pause, or far away)")
    func newRunAfterSittingOut() throws {
        let window = Window(size: Size(width: 400, height: 400))
        let single = TapGestureRecognizer(), double = TapGestureRecognizer(), triple = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        triple.numberOfTapsRequired = 3
        single.require(toFail: double)
        double.require(toFail: triple)
        for tap in [single, double, triple] { window.addGestureRecognizer(tap) }
        let singles = ActionLog(single, in: window), doubles = ActionLog(double, in: window)
        for n in 0..<3 { try window.tap(n + 1, at: Double(n) * 0.2, x: 100, y: 100) }
        try window.tap(4, at: 2, x: 100, y: 100)  // after a pause: a new run
        try window.tap(5, at: 4, x: 100, y: 100)
        try window.tap(6, at: 4.2, x: 300, y: 300)  // quick but far: not a second tap; it releases the fifth
        window.advance(to: 6)
        // The sixth is itself lost (R2): already down when the single reset after taking the fifth.
        #expect(singles.entries.map(\.time) == [2.4, 4.2] && doubles.states.isEmpty)
    }

    @Test("P1: a far second touch is not the waiting single tap's: it is ignored, so its view sees it whole")
    func farTouchIgnored() throws {
        let scene = Scene()
        let single = TapGestureRecognizer(), double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        scene.content.addGestureRecognizer(single)
        scene.content.addGestureRecognizer(double)
        let singles = ActionLog(single, in: scene.window)
        try scene.window.tap(1, at: 0, x: 50, y: 50)
        try scene.window.tap(2, at: 0.2, x: 150, y: 150)  // in time, but on the box, 141 pt away
        #expect(singles.entries.map(\.time) == [0.2])
        #expect(scene.journal.entries(startingWith: "box.") == ["box.began[2]", "box.ended[2]"])
    }

    /// A recognizer that stays possible (a deadline far away keeps R3 from failing it)
    /// until told to fail.
    final class Holdout: GestureRecognizer {
        private var timer: TimerID?
        override func touchesBegan(_ touches: [Touch], with event: Event) {
            if timer == nil { timer = scheduleTimer(after: 100) {} }
        }
        override func reset() { timer = nil }
    }

    /// A single tap waiting for a blocker that decides only when told, so that what the
    /// waiting tap does with a later touch is seen alone.
    private func waitingSingle() -> (Window, TapGestureRecognizer, Holdout, ActionLog) {
        let window = Window(size: Size(width: 400, height: 400))
        let single = TapGestureRecognizer(), blocker = Holdout()
        single.name = "single"
        single.require(toFail: blocker)
        window.addGestureRecognizer(single)
        window.addGestureRecognizer(blocker)
        return (window, single, blocker, ActionLog(single, in: window))
    }

    @Test("P1: a tap that has its taps and waits fails on an extra tap landing just inside the interval; at the interval the touch is not its",
          arguments: [(0.3499, false), (0.35, true)])
    func extraTapInterval(delay: Double, firesLater: Bool) throws {
        let (window, single, blocker, log) = waitingSingle()
        try window.tap(1, at: 0, x: 100, y: 100)  // lifts at 0.05
        try window.send(0.05 + delay, down(2, 100, 100))
        #expect(single.state == .possible || single.failureReason == .requested("more taps than required"))
        blocker.state = .failed
        try window.send(0.05 + delay + 0.05, up(2, 100, 100))
        window.advance(to: 2)
        #expect(log.states == (firesLater ? [.recognized] : []))
        if !firesLater { #expect(single.failureReason == .requested("more taps than required")) }
    }

    @Test("P1: an extra tap landing exactly the allowable movement from the first fails the waiting tap; one step past is another gesture",
          arguments: [(45.0, false), (45.01, true)])
    func extraTapDistance(distance: Double, firesLater: Bool) throws {
        let (window, single, blocker, log) = waitingSingle()
        try window.tap(1, at: 0, x: 100, y: 100)
        try window.send(0.2, down(2, 100 + distance, 100))
        blocker.state = .failed
        try window.send(0.25, up(2, 100 + distance, 100))
        window.advance(to: 2)
        #expect(log.states == (firesLater ? [.recognized] : []))
        #expect(firesLater || single.failureReason == .requested("more taps than required"))
    }

    @Test("P1: a waiting double tap fails when a third tap arrives, then the triple's failure cannot release it")
    func waitingDoubleFailsOnThirdTap() throws {
        let window = Window(size: Size(width: 300, height: 300))
        let double = TapGestureRecognizer(), blocker = Holdout()
        double.numberOfTapsRequired = 2
        double.require(toFail: blocker)
        window.addGestureRecognizer(double)
        window.addGestureRecognizer(blocker)
        let log = ActionLog(double, in: window)
        for n in 0..<3 { try window.tap(n + 1, at: Double(n) * 0.2, x: 150, y: 150) }
        blocker.state = .failed
        window.advance(to: 2)
        #expect(log.states.isEmpty && double.failureReason == .requested("more taps than required"))
    }
}
