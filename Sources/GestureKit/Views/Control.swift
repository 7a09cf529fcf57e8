/// A view that turns its touches into control events with targets, shaped after
/// `UIControl` (V7).
///
/// A control tracks the first touch that lands on it and sends ``Events-swift.struct/touchDown``,
/// drag inside/outside (and enter/exit as the finger crosses its edge), touch up
/// inside/outside, or cancel. It also keeps its one-finger single taps for itself: a tap
/// recognizer on an ancestor that asks for one taps and one touch is refused by
/// ``gestureRecognizerShouldBegin(_:)``, as UIKit does for buttons, so a tap recognizer on
/// a superview does not steal a button's tap. A recognizer attached to the control itself
/// is not affected.
open class Control: View {
    /// The control events a target can listen for.
    public struct Events: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt32
        /// Creates a set from raw bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A touch landed in the control.
        public static let touchDown = Events(rawValue: 1 << 0)
        /// A touch landed in the control and continues a tap sequence (tapCount > 1).
        public static let touchDownRepeat = Events(rawValue: 1 << 1)
        /// The touch moved within the control's bounds.
        public static let touchDragInside = Events(rawValue: 1 << 2)
        /// The touch moved outside the control's bounds.
        public static let touchDragOutside = Events(rawValue: 1 << 3)
        /// The touch moved from outside into the bounds.
        public static let touchDragEnter = Events(rawValue: 1 << 4)
        /// The touch moved from inside out of the bounds.
        public static let touchDragExit = Events(rawValue: 1 << 5)
        /// The touch lifted inside the bounds: the event buttons act on.
        public static let touchUpInside = Events(rawValue: 1 << 6)
        /// The touch lifted outside the bounds.
        public static let touchUpOutside = Events(rawValue: 1 << 7)
        /// The touch was cancelled (by the system or a recognizer).
        public static let touchCancel = Events(rawValue: 1 << 8)
        /// Every touch event.
        public static let allTouchEvents = Events(rawValue: (1 << 9) - 1)
    }

    /// When false the control sends no events; touches landing on it stop there.
    public var isEnabled = true
    /// Whether the control is tracking a touch now.
    public private(set) var isTracking = false
    /// Whether the tracked touch is inside the bounds (with ``trackingMargin``).
    public private(set) var isTouchInside = false
    /// Highlighted while a tracked touch is inside.
    public private(set) var isHighlighted = false
    /// How far beyond its bounds a tracked touch still counts as inside. UIKit's value is
    /// not documented; 0 keeps "inside" equal to the bounds.
    public var trackingMargin = 0.0

    private var trackedTouch: Touch?
    private var targets = TargetActionList<Control>()

    // MARK: Targets

    /// Calls `action` on `target` for `events`; the target is held weakly. Running the same
    /// `addTarget` line again for the same target and events has no extra effect.
    @discardableResult
    public func addTarget<T: AnyObject, C: Control>(
        _ target: T, action: @escaping (T) -> (C) -> Void, for events: Events,
        file: String = #fileID, line: UInt = #line, column: UInt = #column
    ) -> TargetActionID {
        targets.add(target: target, site: .init(file: file, line: line, column: column), events: events.rawValue) {
            object, sender in
            guard let object = object as? T, let sender = sender as? C else { return }
            action(object)(sender)
        }
    }

    /// Calls `handler` for `events`.
    @discardableResult
    public func addAction(for events: Events, _ handler: @escaping (Control) -> Void) -> TargetActionID {
        targets.add(events: events.rawValue, handler: handler)
    }

    /// Removes every action of `target`; with nil, every action and closure.
    public func removeTarget(_ target: AnyObject?) {
        targets.remove(target: target)
    }

    /// Removes the action added under `id`.
    public func removeAction(_ id: TargetActionID) {
        targets.remove(id)
    }

    /// Sends `events` to the targets that listen for them.
    public func sendActions(for events: Events) {
        guard isEnabled else { return }
        let current = targets
        if current.send(self, events: events.rawValue) { targets.pruneDeadTargets() }
    }

    // MARK: Tracking

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        guard trackedTouch == nil, let touch = touches.first else { return }
        trackedTouch = touch
        isTracking = true
        isTouchInside = true
        isHighlighted = true
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    open override func touchesMoved(_ touches: [Touch], with event: Event) {
        guard let touch = trackedTouch, touches.contains(where: { $0 === touch }) else { return }
        let wasInside = isTouchInside
        isTouchInside = isInsideForTracking(touch)
        isHighlighted = isTouchInside
        var events: Events = isTouchInside ? .touchDragInside : .touchDragOutside
        if isTouchInside != wasInside { events.insert(isTouchInside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: events)
    }

    open override func touchesEnded(_ touches: [Touch], with event: Event) {
        guard let touch = trackedTouch, touches.contains(where: { $0 === touch }) else { return }
        let inside = isInsideForTracking(touch)
        endTracking()
        sendActions(for: inside ? .touchUpInside : .touchUpOutside)
    }

    open override func touchesCancelled(_ touches: [Touch], with event: Event) {
        guard let touch = trackedTouch, touches.contains(where: { $0 === touch }) else { return }
        endTracking()
        sendActions(for: .touchCancel)
    }

    private func endTracking() {
        trackedTouch = nil
        isTracking = false
        isTouchInside = false
        isHighlighted = false
    }

    private func isInsideForTracking(_ touch: Touch) -> Bool {
        bounds.insetBy(dx: -trackingMargin, dy: -trackingMargin).contains(touch.location(in: self))
    }

    /// V7: refuses single-finger single-tap recognizers of other views (its ancestors),
    /// so that the control keeps its taps.
    open override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard recognizer.view !== self, let tap = recognizer as? any TapLikeGestureRecognizer else { return true }
        return !(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
    }
}

/// A recognizer of taps, as far as ``Control`` is concerned (V7): controls keep the
/// one-finger single taps that such recognizers of their ancestors ask for.
public protocol TapLikeGestureRecognizer: GestureRecognizer {
    /// How many taps make the gesture.
    var numberOfTapsRequired: Int { get }
    /// How many fingers each tap takes.
    var numberOfTouchesRequired: Int { get }
}
