/// The event a window is processing, as handed to `touchesBegan(_:with:)` and its siblings.
///
/// The input arrives as a value (``TouchEvent``, ``HoverEvent``, ``ScrollEvent``,
/// ``TransformEvent``); this object is the window's view of it while it is delivered, like
/// `UIEvent`. It is reused from one event to the next, so read it during the callback
/// rather than keeping it.
public final class Event {
    /// What kind of input an event carries, as UIKit's `UIEvent.EventType` (P5).
    public enum EventType: Hashable, Sendable {
        /// Touches: fingers, styluses and pointer presses.
        case touches
        /// A pointer hovering (no button held).
        case hover
        /// A scroll wheel or a trackpad's two-finger scroll.
        case scroll
        /// A trackpad's pinch or rotation.
        case transform
    }

    /// The time of the event (or of the timer deadline being processed).
    @exclusivity(unchecked) public internal(set) var timestamp: Double = 0
    /// What the event carries.
    @exclusivity(unchecked) public internal(set) var type: EventType = .touches
    /// The keyboard modifiers held (pointer input; empty for touch screens).
    @exclusivity(unchecked) public internal(set) var modifierFlags: KeyModifierFlags = []
    /// The window that owns this event (set by the window as it is created).
    /// Not `weak` (see `View.parentView`): the window clears it when it is freed.
    @exclusivity(unchecked) unowned(unsafe) var window: Window?

    init() {}

    /// Every touch that is down or changed in this event, in the order they began. A scroll
    /// or a trackpad transform has none (P5): there is no finger on the screen.
    public var allTouches: [Touch] { window?.activeTouches.filter { $0.virtualSource == nil } ?? [] }

    /// The touches of ``allTouches`` whose view is `view`.
    public func touches(for view: View) -> [Touch] {
        allTouches.filter { $0.view === view }
    }

    /// The touches of ``allTouches`` that `recognizer` receives.
    public func touches(for recognizer: GestureRecognizer) -> [Touch] {
        allTouches.filter { recognizer.receives($0) }
    }

    /// Every sample of `touch` in this event, oldest first, ending with its current state
    /// (<doc:Rules#P6>): what a drawing app reads to draw every point the device measured, while
    /// recognizers and actions ran once. A touch that did not change in this event has one
    /// sample, its current state.
    public func coalescedTouches(for touch: Touch) -> [TouchSample] {
        guard let window, touch.lastChangedStep == window.step else { return [touch.currentSample] }
        return touch.earlierSamples + [touch.currentSample]
    }

    /// Where `touch` is likely to be over the next frames (<doc:Rules#P6>): linear extrapolation of its
    /// latest movement (between its last two samples) to ``Window/predictionTimes`` after the
    /// event — by default one and two 120 Hz frames. Empty for a touch that has ended, or
    /// when its last two samples share a time. Drawing apps draw these provisionally to hide
    /// latency and replace them when the real samples arrive.
    public func predictedTouches(for touch: Touch) -> [TouchSample] {
        guard !touch.phase.isTerminal, let window else { return [] }
        let current = touch.currentSample
        let previous: TouchSample
        if let earlier = touch.earlierSamples.last, touch.lastChangedStep == window.step {
            previous = earlier
        } else {
            previous = TouchSample(timestamp: touch.previousTimestamp, location: touch.previousWindowLocation)
        }
        let interval = current.timestamp - previous.timestamp
        // Two samples on one nanosecond share a time (K1): a step run at the window's time
        // may follow a sample a hair before it.
        guard interval > 0, !Deadline.isSameInstant(current.timestamp, previous.timestamp) else { return [] }
        let velocity = (current.location - previous.location) / interval
        return window.predictionTimes.map { ahead in
            var sample = current
            sample.timestamp = current.timestamp + ahead
            sample.location = current.location + velocity * ahead
            sample.preciseLocation = nil
            return sample
        }
    }
}
