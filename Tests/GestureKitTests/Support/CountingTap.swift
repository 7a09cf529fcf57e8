import GestureKit

/// A test-only multi-tap recognizer: recognized when the required number of taps has
/// lifted; failed when the next tap does not begin within `interval` of a lift. Enough
/// to exercise the arbitration of the source material's single/double/triple taps
/// without the built-in tap recognizer.
final class CountingTap: GestureRecognizer, TapLikeGestureRecognizer {
    let numberOfTapsRequired: Int
    let numberOfTouchesRequired = 1
    var interval = 0.35
    private var taps = 0
    private var timer: TimerID?

    init(_ name: String, taps: Int) {
        numberOfTapsRequired = taps
        super.init()
        self.name = name
    }

    override func touchesBegan(_ touches: [Touch], with event: Event) {
        if let timer { cancelTimer(timer) }
        timer = nil
    }

    override func touchesEnded(_ touches: [Touch], with event: Event) {
        taps += 1
        if taps == numberOfTapsRequired {
            state = .recognized
        } else if taps < numberOfTapsRequired {
            timer = scheduleTimer(after: interval) { [unowned self] in self.fail(because: "too slow") }
        } else {
            fail(because: "too many taps")
        }
    }

    override func reset() {
        taps = 0
        timer = nil
    }
}
