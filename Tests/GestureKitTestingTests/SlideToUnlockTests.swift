import GestureKit
import GestureKitTesting
import Testing

/// An app's own recognizer: slide the knob from the left edge of the track to its right end.
/// Recognized when the finger lifts past 90% of the track, having stayed within 30 pt of
/// the track's middle line.
final class SlideToUnlockRecognizer: GestureRecognizer {
    var requiredFraction = 0.9
    var allowedDrift = 30.0

    override func touchesBegan(_ touches: [Touch], with event: Event) {
        guard let view, numberOfTouches == 1, let touch = touches.first else { return fail(because: "one finger only") }
        if touch.location(in: view).x > 60 { fail(because: "did not start on the knob") }
    }

    override func touchesMoved(_ touches: [Touch], with event: Event) {
        guard let view, let touch = touches.first else { return }
        if abs(touch.location(in: view).y - view.bounds.midY) > allowedDrift { fail(because: "left the track") }
    }

    override func touchesEnded(_ touches: [Touch], with event: Event) {
        guard let view, let touch = touches.first, state == .possible else { return }
        if touch.location(in: view).x >= view.bounds.width * requiredFraction {
            state = .recognized
        } else {
            fail(because: "released before the end")
        }
    }

    override func touchesCancelled(_ touches: [Touch], with event: Event) { state = .failed }
}

@Suite("Testing a custom recognizer with GestureKitTesting")
struct SlideToUnlockTests {
    let window = Window(size: Size(width: 400, height: 800))
    let track = View(frame: Rect(x: 50, y: 600, width: 300, height: 60))
    let slide = SlideToUnlockRecognizer()
    let probe: GestureProbe

    init() {
        track.name = "track"
        window.addSubview(track)
        slide.name = "slide"
        track.addGestureRecognizer(slide)
        probe = GestureProbe(window: window, watching: [slide])
    }

    @Test func aFullSlideUnlocks() throws {
        let script = TouchScript(sampleRate: 120)
        script.finger(1).down(at: 70, 630).move(to: 340, 635, over: 0.4).lift()
        try window.play(script)
        #expect(probe.states(of: "slide") == [.recognized])
        #expect(probe.actions(of: "slide")[0].time == 0.4)
        // Recognized at the lift: the view's touch is cancelled instead of ended.
        let phases = probe.deliveries(to: "track").map(\.phase)
        #expect(phases.first == .began && phases.last == .cancelled && !phases.contains(.ended))
    }

    @Test func aShortSlideDoesNot() throws {
        let script = TouchScript()
        script.finger(1).down(at: 70, 630).move(to: 250, 630, over: 0.3).lift()
        try window.play(script)
        #expect(probe.states(of: "slide").isEmpty)
        #expect(probe.failureReason(of: "slide") == .requested("released before the end"))
    }

    @Test func leavingTheTrackFails() throws {
        let script = TouchScript()
        script.finger(1).down(at: 70, 630).path([(200, 640), (300, 700), (345, 630)], each: 0.1).lift()
        try window.play(script)
        #expect(probe.failureReason(of: "slide") == .requested("left the track"))
    }

    @Test func aSecondFingerFails() throws {
        let script = TouchScript()
        script.finger(1).down(at: 70, 630).move(to: 200, 630, over: 0.2).move(to: 345, 630, over: 0.2).lift()
        script.finger(2).down(at: 100, 640, time: 0.1).hold(for: 0.1).lift()
        try window.play(script)
        #expect(probe.failureReason(of: "slide") == .requested("one finger only"))
    }

    /// The slide is served first (it was attached first, D6), so it has failed by the time
    /// the tap, which waits for it, asks to recognize: the tap is granted at once.
    @Test("A tap on the track waits for the slide to fail, and gets it when the finger lifts early")
    func withATap() throws {
        let tap = TapGestureRecognizer()
        tap.name = "tap"
        tap.require(toFail: slide)
        track.addGestureRecognizer(tap)
        probe.watch(tap)
        let script = TouchScript()
        script.finger(1).tap(at: 80, 630)
        try window.play(script)
        #expect(probe.states(of: "tap") == [.recognized] && probe.states(of: "slide").isEmpty)
        let failed = try #require(probe.log.firstIndex(of: "0.050 slide: failed (released before the end)"))
        let recognized = try #require(probe.log.firstIndex(of: "0.050 tap: possible → ended"))
        #expect(failed < recognized)
    }
}
