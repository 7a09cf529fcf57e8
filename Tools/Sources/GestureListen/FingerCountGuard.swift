import GestureKit

/// Holds back the moving gestures of fewer fingers while more may still land.
///
/// Fingers put down together reach the panel over several frames: on the Atmel maXTouch
/// recording of a four-finger drag, three land within 28 ms and the fourth 111 ms after the
/// first. With a three- and a four-finger binding, the three-finger pan or swipe began before
/// the fourth finger arrived. The moving recognizers of fewer fingers than ``fingers``
/// require this one to fail (``BindingScene``): it recognizes, and so fails them, once
/// ``fingers`` fingers are down at once within ``settle`` seconds of the first finger it
/// received, and fails at ``settle`` otherwise, or when every finger lifts. It runs beside
/// every other recognizer and acts for no binding. The cost is the wait: a gesture of fewer
/// fingers begins ``settle`` after its first finger at the earliest (sooner only if every
/// finger lifts), with the movement made meanwhile.
final class FingerCountGuard: GestureRecognizer {
    /// The finger count that would make the gesture another binding's.
    let fingers: Int
    /// How long after the first finger the count may still grow, in seconds.
    let settle: Double
    private var timer: TimerID?

    /// A guard for `fingers` fingers within `settle` seconds of the first.
    init(fingers: Int, settle: Double) {
        self.fingers = fingers
        self.settle = settle
        super.init()
        cancelsTouchesInView = false
        delaysTouchesEnded = false
    }

    override func touchesBegan(_ touches: [Touch], with event: Event) {
        super.touchesBegan(touches, with: event)
        if timer == nil {
            timer = scheduleTimer(after: settle) { [unowned self] in
                if state == .possible { fail(because: "no finger \(fingers) within \(settle) s of the first") }
            }
        }
        // Counted where the event leaves them: a finger lifting as another lands (protocol B
        // changing ids in one frame) is not one more.
        if Self.down(event.touches(for: self)) >= fingers, state == .possible { state = .recognized }
    }

    override func touchesEnded(_ touches: [Touch], with event: Event) {
        super.touchesEnded(touches, with: event)
        lifted(event)
    }

    override func touchesCancelled(_ touches: [Touch], with event: Event) {
        super.touchesCancelled(touches, with: event)
        lifted(event)
    }

    private func lifted(_ event: Event) {
        if Self.down(event.touches(for: self)) == 0, state == .possible { fail(because: "the fingers lifted") }
    }

    private static func down(_ touches: [Touch]) -> Int {
        touches.reduce(0) { $0 + ($1.phase == .ended || $1.phase == .cancelled ? 0 : 1) }
    }

    override func reset() {
        super.reset()
        timer = nil
    }

    // Never a rival: it only decides when the others may begin.
    override func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { false }
    override func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool { false }
}
