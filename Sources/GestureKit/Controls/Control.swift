/// A view that turns its touches into control events with targets, shaped after
/// `UIControl` (<doc:Rules#V7>, <doc:Rules#C1>–<doc:Rules#C4>).
///
/// A control follows the first touch that lands on it and sends ``Events-swift.struct/touchDown``,
/// drag inside/outside (with enter/exit as the finger crosses the edge), touch up
/// inside/outside, or cancel. "Inside" is the bounds grown by ``Control/trackingMargin``. 70 pt, as
/// iOS keeps a press alive well beyond a control's edge (<doc:Rules#C2>). Around those events it calls
/// UIKit's tracking hooks, which a custom control overrides to follow the finger:
/// ``beginTracking(_:with:)``, ``continueTracking(_:with:)``, ``endTracking(_:with:)`` and
/// ``cancelTracking(with:)`` (<doc:Rules#C1>). ``Slider`` and ``Switch`` are written that way.
///
/// Controls whose ``keepsSingleTaps`` is true (``Button`` and ``Switch``, as UIKit's
/// buttons, switches, steppers, segmented and page controls) refuse one-finger single-tap
/// recognizers of their ancestors (<doc:Rules#V7>), so a tap recognizer on a superview does not steal a
/// press. A subclass may refuse more through ``View/gestureRecognizerShouldBegin(_:)``
/// (a slider refuses swipes along it that start on its thumb).
open class Control: View {
    /// The class's name for Embedded Swift's decision log (``View/className``).
    open override class var className: String { "Control" }

    /// When false the control sends no events and does not track; touches landing on it
    /// stop there.
    public var isEnabled = true
    /// Whether the tracking hooks are following a touch: from a ``beginTracking(_:with:)``
    /// that answered true until the touch ends or a hook answers false.
    public private(set) var isTracking = false
    /// Whether the followed touch is inside the bounds grown by ``Control/trackingMargin``.
    public private(set) var isTouchInside = false
    /// Highlighted while a followed touch is inside.
    public var isHighlighted = false
    /// A state for controls that have one (UIKit's `isSelected`); the base class leaves it alone.
    public var isSelected = false
    /// How far beyond its bounds a touch still counts as inside, in points. 70 pt is iOS's
    /// observed margin (not documented by Apple; measured by developers, e.g. Stack
    /// Overflow question 14340122); set 0 to make "inside" the bounds, edges included.
    public var trackingMargin = 70.0
    /// Whether the control keeps one-finger single taps from tap recognizers of its ancestors
    /// (<doc:Rules#V7>). False for a plain control, as in UIKit; ``Button`` and ``Switch`` set it.
    public var keepsSingleTaps = false

    /// The touch the control follows, from its landing to its end.
    private var followedTouch: Touch?
    var targets = TargetActionList<Control>()

    // MARK: Targets

    // `addTarget(_:action:for:)` is in GestureRecognizer+TypedTargets.swift: it names the
    // control's own type, which a class method cannot.

    /// Calls `handler` for `events`.
    ///
    /// - Parameters:
    ///   - events: the events that call it; the handler runs when a sent event is among them.
    ///   - handler: called with the control, after the actions added earlier; held strongly
    ///     until it is removed, so capture the control or its owner weakly to avoid a cycle.
    /// - Returns: an identifier for ``removeAction(_:)``. Every call adds a new closure.
    @discardableResult
    public func addAction(for events: Events, _ handler: @escaping (Control) -> Void) -> TargetActionID {
        targets.add(events: events.rawValue, handler: handler)
    }

    /// Removes every action of `target`, for every event.
    ///
    /// - Parameter target: the object whose actions go, compared by identity; nil removes
    ///   every action and every closure added with ``addAction(for:_:)``.
    public func removeTarget(_ target: AnyObject?) {
        targets.remove(target: target)
    }

    /// Removes the action added under `id`.
    ///
    /// - Parameter id: the value ``addAction(for:_:)`` or `addTarget(_:action:for:)`
    ///   returned; an identifier already removed, or another sender's, changes nothing.
    public func removeAction(_ id: TargetActionID) {
        targets.remove(id)
    }

    /// Sends `events` to the targets that listen for them (nothing while disabled).
    ///
    /// - Parameter events: one or more events; each action whose events intersect them is
    ///   called once, in the order the actions were added, however many of them it shares.
    open func sendActions(for events: Events) {
        guard isEnabled else { return }
        let current = targets
        if current.send(self, events: events.rawValue) { targets.pruneDeadTargets() }
    }

    // MARK: Tracking hooks (C1)

    /// A touch landed on the control. Answer true to follow it with
    /// ``continueTracking(_:with:)`` and ``endTracking(_:with:)``. The default answers true.
    ///
    /// Called while enabled, for the first touch of a gesture on the control only: a
    /// control follows one touch at a time. `isTouchInside` and `isHighlighted` are already
    /// true.
    ///
    /// - Parameters:
    ///   - touch: the touch the control now follows.
    ///   - event: the event that brought it.
    /// - Returns: whether to follow the touch with the other tracking hooks. The control
    ///   events (touch down, drags, touch up) go out either way.
    open func beginTracking(_ touch: Touch, with event: Event) -> Bool { true }

    /// The followed touch moved. Answer false to stop following it (no more hooks; the
    /// touch events still go out). The default answers true.
    ///
    /// - Parameters:
    ///   - touch: the followed touch; `isTouchInside` already says whether it is within the
    ///     bounds grown by ``Control/trackingMargin``.
    ///   - event: the event that moved it.
    /// - Returns: false to stop tracking for the rest of this touch.
    open func continueTracking(_ touch: Touch, with event: Event) -> Bool { true }

    /// The followed touch lifted while tracking.
    ///
    /// Called before the touch-up event goes out, while `isTouchInside` still says where the
    /// touch lifted.
    ///
    /// - Parameters:
    ///   - touch: the touch that lifted; optional as in UIKit, never nil here.
    ///   - event: the event that lifted it.
    open func endTracking(_ touch: Touch?, with event: Event) {}

    /// The followed touch was cancelled while tracking.
    ///
    /// - Parameter event: the event that cancelled the touch; optional as in UIKit, never
    ///   nil here.
    open func cancelTracking(with event: Event?) {}

    // MARK: Touches

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        guard isEnabled, followedTouch == nil, let touch = touches.first else { return }
        followedTouch = touch
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch, with: event)
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    open override func touchesMoved(_ touches: [Touch], with event: Event) {
        guard let touch = followedTouch, touches.contains(where: { $0 === touch }) else { return }
        let wasInside = isTouchInside
        isTouchInside = isInsideForTracking(touch)
        isHighlighted = isTouchInside
        if isTracking { isTracking = continueTracking(touch, with: event) }
        var events: Events = isTouchInside ? .touchDragInside : .touchDragOutside
        if isTouchInside != wasInside { events.insert(isTouchInside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: events)
    }

    open override func touchesEnded(_ touches: [Touch], with event: Event) {
        guard let touch = followedTouch, touches.contains(where: { $0 === touch }) else { return }
        let inside = isInsideForTracking(touch)
        isTouchInside = inside
        if isTracking { endTracking(touch, with: event) }  // it still reads isTouchInside
        stopFollowing()
        sendActions(for: inside ? .touchUpInside : .touchUpOutside)
    }

    open override func touchesCancelled(_ touches: [Touch], with event: Event) {
        guard let touch = followedTouch, touches.contains(where: { $0 === touch }) else { return }
        if isTracking { cancelTracking(with: event) }
        stopFollowing()
        sendActions(for: .touchCancel)
    }

    private func stopFollowing() {
        followedTouch = nil
        isTracking = false
        isTouchInside = false
        isHighlighted = false
    }

    /// Within ``trackingMargin`` of the bounds on every side, the margin's far edges included:
    /// `Rect.contains` is half-open, which would make the margin 70 pt on the left and top
    /// but just under 70 on the right and bottom (<doc:Rules#C2>).
    private func isInsideForTracking(_ touch: Touch) -> Bool {
        let point = touch.location(in: self), area = bounds.insetBy(dx: -trackingMargin, dy: -trackingMargin)
        return point.x >= area.minX && point.x <= area.maxX && point.y >= area.minY && point.y <= area.maxY
    }

    /// <doc:Rules#V7>: a control that keeps its single taps refuses one-finger single-tap recognizers
    /// of other views (its ancestors).
    open override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard keepsSingleTaps, recognizer.view !== self, let tap = recognizer.asTapLike else {
            return true
        }
        return !(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
    }
}

/// A recognizer of taps, as far as ``Control`` is concerned (<doc:Rules#V7>): controls that keep their
/// single taps refuse the one-finger single taps that such recognizers of their ancestors
/// ask for. (In Embedded Swift a conforming class also overrides
/// ``GestureRecognizer/asTapLike`` to return itself: it cannot be found by a cast there.)
public protocol TapLikeGestureRecognizer: GestureRecognizer {
    /// How many taps make the gesture.
    var numberOfTapsRequired: Int { get }
    /// How many fingers each tap takes.
    var numberOfTouchesRequired: Int { get }
}
