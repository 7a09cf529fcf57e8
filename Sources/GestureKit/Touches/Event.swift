/// The event a window is processing, as handed to `touchesBegan(_:with:)` and its siblings.
///
/// The input arrives as a value (``TouchEvent``); this object is the window's view of it
/// while it is delivered, like `UIEvent`. It is reused from one event to the next, so read
/// it during the callback rather than keeping it.
public final class Event {
    /// The time of the event (or of the timer deadline being processed).
    @exclusivity(unchecked) public internal(set) var timestamp: Double = 0
    /// The window that owns this event (set by the window as it is created).
    weak var window: Window?

    init() {}

    /// Every touch that is down or changed in this event, in the order they began.
    public var allTouches: [Touch] { window?.activeTouches ?? [] }

    /// The touches of ``allTouches`` whose view is `view`.
    public func touches(for view: View) -> [Touch] {
        allTouches.filter { $0.view === view }
    }

    /// The touches of ``allTouches`` that `recognizer` receives.
    public func touches(for recognizer: GestureRecognizer) -> [Touch] {
        allTouches.filter { touch in touch.gestureRecognizers.contains { $0 === recognizer } }
    }
}
