import GestureKit

/// A minimal multi-tap recognizer, written the way an app would write a custom one:
/// recognized when the required taps have lifted, failed when the next tap is too late.
/// (GestureKit's own `TapGestureRecognizer` does much more: allowable movement, tap
/// duration, several fingers.)
final class DemoTapRecognizer: GestureRecognizer, TapLikeGestureRecognizer {
    let numberOfTapsRequired: Int
    let numberOfTouchesRequired = 1
    private var taps = 0
    private var interval: TimerID?

    init(taps: Int, name: String) {
        numberOfTapsRequired = taps
        super.init()
        self.name = name
    }

    override func touchesBegan(_ touches: [Touch], with event: Event) {
        if let interval { cancelTimer(interval) }
        interval = nil
    }

    override func touchesEnded(_ touches: [Touch], with event: Event) {
        taps += 1
        if taps == numberOfTapsRequired {
            state = .recognized
        } else {
            interval = scheduleTimer(after: 0.35) { [unowned self] in self.fail(because: "the next tap came too late") }
        }
    }

    override func reset() {
        taps = 0
        interval = nil
    }
}

/// A minimal pinch: two fingers, scale relative to their distance when the second landed.
final class DemoPinchRecognizer: GestureRecognizer {
    private(set) var scale = 1.0
    private var startDistance = 0.0

    private var spread: Double { location(ofTouch: 0, in: nil).distance(to: location(ofTouch: 1, in: nil)) }

    override func touchesBegan(_ touches: [Touch], with event: Event) {
        if numberOfTouches == 2 { startDistance = spread }
    }

    override func touchesMoved(_ touches: [Touch], with event: Event) {
        guard numberOfTouches == 2, startDistance > 0 else { return }
        scale = spread / startDistance
        if state == .possible {
            if abs(scale - 1) > 0.05 { state = .began }
        } else {
            state = .changed
        }
    }

    override func touchesEnded(_ touches: [Touch], with event: Event) {
        if state == .possible { fail(because: "a finger lifted before the fingers spread") } else { state = .ended }
    }

    override func touchesCancelled(_ touches: [Touch], with event: Event) {
        state = .cancelled  // taken as failed while possible (S1)
    }

    override func reset() {
        scale = 1
        startDistance = 0
    }
}
