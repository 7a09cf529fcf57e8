/// The base class of every gesture recognizer, shaped after `UIGestureRecognizer`.
///
/// A subclass watches the touches it is handed (`touchesBegan(_:with:)` and its siblings)
/// and asks for state changes by setting ``state``. It never decides alone: its window's
/// ``GestureEnvironment`` arbitrates each request against the other recognizers (<doc:Rules#S3>,
/// <doc:Rules#A1>–<doc:Rules#A8>), sends actions at the end of its step (<doc:Rules#T3>), and resets
/// the recognizer when its touches are gone (<doc:Rules#R1>). The window delivers, the environment
/// decides, the recognizer only asks.
///
/// ```swift
/// /// Recognizes a finger that stays down and still for a second, anywhere in its view.
/// final class StillPress: GestureRecognizer {
///     private var deadline: TimerID?
///     override func touchesBegan(_ touches: [Touch], with event: Event) {
///         super.touchesBegan(touches, with: event)
///         guard numberOfTouches == 1 else { return fail(because: "more than one finger") }
///         deadline = scheduleTimer(after: 1) { [unowned self] in self.state = .ended }
///     }
///     override func touchesMoved(_ touches: [Touch], with event: Event) {
///         fail(because: "moved")
///     }
///     override func touchesEnded(_ touches: [Touch], with event: Event) {
///         if state == .possible { fail(because: "lifted too soon") }
///     }
///     override func reset() {
///         super.reset()
///         deadline = nil  // the environment drops a reset recognizer's deadlines itself
///     }
/// }
/// ```
///
/// The trade-off of asking rather than deciding: a subclass can never see a state it was
/// not granted, so `state` read right after setting it may be possible (pending, <doc:Rules#A5>) or
/// failed (prevented, <doc:Rules#A6>) — which is what keeps every recognizer of a gesture consistent.
///
/// Recognizers are not thread-safe and not `Sendable`: a window and everything in it
/// belong to one isolation domain (one actor, one thread, one game loop).
open class GestureRecognizer {
    // MARK: Configuration
    // (The settings the window reads on every step have their dynamic exclusivity checks
    // off, like the hot state below: one thread per window; docs/Performance.md.)

    /// A name for the decision log and for debugging.
    public var name: String?

    // A doc comment must sit on each branch: the one before `#if` documents neither.
    #if hasFeature(Embedded)
    /// The delegate. In Embedded Swift, which has no weak references, it is held strongly
    /// until it is replaced or set to nil (docs/Platforms.md): a delegate that holds its
    /// recognizer makes a cycle there, which setting `delegate = nil` breaks.
    @exclusivity(unchecked) public var delegate: (any GestureRecognizerDelegate)?
    #else
    /// The delegate, held weakly. (In Embedded Swift, which has no weak references, it is held
    /// strongly until it is replaced or set to nil: docs/Platforms.md.)
    @exclusivity(unchecked) public weak var delegate: (any GestureRecognizerDelegate)?
    #endif

    /// Whether the recognizer takes part. Disabling it mid-gesture cancels it (when it
    /// began) or fails it, then resets it (<doc:Rules#A11>).
    @exclusivity(unchecked) public var isEnabled = true {
        didSet {
            guard oldValue, !isEnabled else { return }
            environment?.abort(self, because: .disabled)
        }
    }

    /// When true (the default), recognizing cancels the touches in the view: the view
    /// gets `touchesCancelled` and nothing more of them (<doc:Rules#V2>).
    @exclusivity(unchecked) public var cancelsTouchesInView = true
    /// When true, the view gets nothing of a touch while this recognizer may still
    /// recognize it (<doc:Rules#V3>). Default false.
    @exclusivity(unchecked) public var delaysTouchesBegan = false
    /// When true (the default), a touch that ends while this recognizer may still recognize
    /// has its `touchesEnded` held until the recognizer decides (<doc:Rules#V4>).
    @exclusivity(unchecked) public var delaysTouchesEnded = true

    /// The types of touch the recognizer receives (<doc:Rules#D1>, <doc:Rules#P7>): all by default, as
    /// in UIKit. Set `[.pencil]` for a stylus-only recognizer, or leave out `.indirectPointer` to
    /// ignore clicks.
    @exclusivity(unchecked) public var allowedTouchTypes: TouchTypes = .all
    /// When true (the default, as in UIKit), once the recognizer has a touch of one type it
    /// receives no touch of another type until it resets (<doc:Rules#P7>): a palm or finger does not
    /// join a pen stroke.
    @exclusivity(unchecked) public var requiresExclusiveTouchType = true

    /// The view the recognizer is attached to.
    public internal(set) var view: View? {
        get { attachedView }
        set { attachedView = newValue }
    }
    /// Not `weak`, for the reason given on `View.parentView`: the view owns its recognizers
    /// and clears this when it detaches one or is freed.
    @exclusivity(unchecked) unowned(unsafe) var attachedView: View?

    // MARK: State (owned by the gesture environment)

    /// The recognizer's place in the current gesture: its committed state, its touches and
    /// its bookkeeping, which only the ``GestureEnvironment`` reads and writes. Hot (read on
    /// every event): dynamic exclusivity checks are off (one thread per window).
    @exclusivity(unchecked) final var entry = GestureEnvironment.Entry()
    /// Why the recognizer failed, when it did.
    @exclusivity(unchecked) public internal(set) var failureReason: FailureReason?

    /// The recognizer's state.
    ///
    /// Reading it gives the state the gesture environment granted (a pending recognizer reads
    /// ``State-swift.enum/possible``; during an action, the state that action announces).
    /// Setting it is a request that the environment arbitrates (<doc:Rules#S3>): granted now, deferred
    /// until the recognizers this one waits for fail, or turned into failed. Requests <doc:Rules#S1>
    /// does not allow are refused and reported in the decision log. A request for
    /// cancelled while possible is taken as failed, as UIKit code written for
    /// `touchesCancelled` expects.
    public var state: State {
        get { entry.announcedState ?? entry.committedState }
        set {
            if let environment { environment.recognizer(self, requested: newValue) } else { commitDetached(newValue) }
        }
    }

    /// Marks the recognizer failed, with `reason` for the decision log.
    ///
    /// The same request as setting ``state`` to failed, so it is refused (and logged) where
    /// <doc:Rules#S1> allows no failure, for example after the recognizer ended.
    ///
    /// - Parameter reason: why, in a few words ("moved too far"); the decision log shows it
    ///   beside the failure.
    public func fail(because reason: String) {
        explanation = reason
        state = .failed
    }

    /// The reason given to ``fail(because:)``, until the environment reads it.
    @exclusivity(unchecked) private var explanation: String?

    func takeExplanation() -> String? {
        defer { explanation = nil }
        return explanation
    }

    // MARK: Relations and targets (the recognizer's own configuration)

    /// Recognizers added with ``require(toFail:)``.
    @exclusivity(unchecked) var failureRequirements: [GestureRecognizer] = []
    @exclusivity(unchecked) var targets = TargetActionList<GestureRecognizer>()

    // MARK: Creating

    /// Creates a recognizer with no target.
    public init() {}

    /// Creates a recognizer that calls `action` on `target` (see `addTarget(_:action:)`).
    ///
    /// An initializer cannot name the class being created in its parameters, so here the
    /// sender type is checked when the recognizer is made: an action whose parameter is a
    /// recognizer class this one is not (a pan handler given to a tap) stops the program
    /// with a message naming both, rather than never being called (<doc:Rules#P4>).
    ///
    /// - Parameters:
    ///   - target: the object the action is called on, held weakly.
    ///   - action: an unapplied method of `target`'s type, such as `Canvas.handlePan`, whose
    ///     parameter is this recognizer's class or a superclass of it.
    ///   - file: the call site, which identifies the pair; leave the default.
    ///   - line: the call site's line; leave the default.
    ///   - column: the call site's column; leave the default.
    public convenience init<T: AnyObject, R: GestureRecognizer>(
        target: T, action: @escaping (T) -> (R) -> Void,
        file: String = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        self.init()
        guard let sender = self as? R else {
            let own = Self.typeName(of: type(of: self))
            preconditionFailure("\(own)(target:action:) at \(file):\(line): the action takes a \(Self.typeName(of: R.self)), "
                + "which a \(own) is not; it would never be called")
        }
        _ = sender.targets.add(target: target, site: .init(file: file, line: line, column: column)) { object, sender in
            guard let object = object as? T, let sender = sender as? R else { return }
            action(object)(sender)
        }
    }

    /// The window of the recognizer's view: the one running its gesture, or found by
    /// walking up from the view (a retain and release per level).
    var window: Window? { entry.environment?.owner ?? view?.window }

    /// The gesture environment that decides for the recognizer: the one running its
    /// gesture, or its window's.
    var environment: GestureEnvironment? { entry.environment ?? view?.window?.gestureEnvironment }

    // MARK: Targets and actions

    // `addTarget(_:action:)` with a sender is in GestureRecognizer+TypedTargets.swift: it
    // names the recognizer's own type, which a class method cannot.

    /// Calls an action that takes no argument, for example `addTarget(self, action: Model.undo)`.
    /// (`final`: Embedded Swift refuses generic methods that a subclass could override.)
    ///
    /// - Parameters:
    ///   - target: the object the action is called on, held weakly.
    ///   - action: an unapplied method of `target`'s type that takes no argument.
    ///   - file: with `line` and `column`, the call site that identifies the pair: adding
    ///     the same target from the same place again has no extra effect. Leave the defaults.
    ///   - line: the call site's line; leave the default.
    ///   - column: the call site's column; leave the default.
    /// - Returns: an identifier for ``removeAction(_:)``; the existing pair's when it was
    ///   already added from this call site.
    @discardableResult
    public final func addTarget<T: AnyObject>(
        _ target: T, action: @escaping (T) -> () -> Void,
        file: String = #fileID, line: UInt = #line, column: UInt = #column
    ) -> TargetActionID {
        targets.add(target: target, site: .init(file: file, line: line, column: column)) { object, _ in
            guard let object = object as? T else { return }
            action(object)()
        }
    }

    /// Calls `handler` for each change an action goes out for, after the targets added earlier.
    ///
    /// - Parameter handler: called with the recognizer; held strongly until it is removed, so
    ///   capture the recognizer or its owner weakly or `unowned` to avoid a cycle.
    /// - Returns: an identifier for ``removeAction(_:)``. Every call adds a new closure.
    @discardableResult
    public func addAction(_ handler: @escaping (GestureRecognizer) -> Void) -> TargetActionID {
        targets.add(handler: handler)
    }

    /// Removes every action of `target`.
    ///
    /// - Parameter target: the object whose actions go, compared by identity; nil removes
    ///   every action and every closure added with ``addAction(_:)``.
    public func removeTarget(_ target: AnyObject?) {
        targets.remove(target: target)
    }

    /// Removes the action or closure added under `id`.
    ///
    /// - Parameter id: the value ``addAction(_:)`` or `addTarget(_:action:)` returned; an
    ///   identifier already removed, or another sender's, changes nothing.
    public func removeAction(_ id: TargetActionID) {
        targets.remove(id)
    }

    // MARK: Failure requirements

    /// Makes this recognizer wait for `other` to fail before it may leave the possible
    /// state (<doc:Rules#A4>). A requirement that would close a cycle is refused, reported in the
    /// decision log, and `false` is returned (<doc:Rules#A10>).
    ///
    /// - Parameter other: the recognizer to wait for; held strongly until this recognizer
    ///   is freed. Adding the same one twice has no extra effect.
    /// - Returns: true when the requirement holds (including when it was already there);
    ///   false when it was refused because it would close a cycle.
    @discardableResult
    public func require(toFail other: GestureRecognizer) -> Bool {
        if failureRequirements.contains(where: { $0 === other }) { return true }
        if let cycle = FailureRequirementGraph.cycle(adding: self, requires: other) {
            (environment ?? other.environment)?.reportRequirementCycle(cycle)
            return false
        }
        failureRequirements.append(other)
        return true
    }

    // MARK: Location

    /// The number of touches the recognizer holds: 0 while it follows a scroll or a
    /// trackpad transform, as in UIKit ("there are no touches driving these gestures", <doc:Rules#P5>).
    open var numberOfTouches: Int { followsIndirectInput ? 0 : entry.trackedTouches.count }

    /// The centroid of the recognizer's touches in `view`'s coordinates (window coordinates
    /// when nil). After the last touch has left, the centroid it had then. While the
    /// recognizer follows a scroll or a trackpad transform, the pointer's location (<doc:Rules#P5>).
    ///
    /// - Parameter view: the view whose coordinate space the point is in; nil for the
    ///   window's.
    open func location(in view: View?) -> Point {
        let windowPoint = entry.trackedTouches.isEmpty ? entry.lastCentroid : Self.centroid(of: entry.trackedTouches)
        guard let view else { return windowPoint }
        return view.convert(windowPoint, from: nil)
    }

    /// The location of the touch at `index` (in the order the touches began).
    ///
    /// - Precondition: `index` is below ``numberOfTouches``. A recognizer that follows a
    ///   scroll or a trackpad transform has no touches, so this stops the program there, as
    ///   UIKit raises (<doc:Rules#P5>).
    ///
    /// - Parameters:
    ///   - index: the touch's position among the recognizer's touches, from 0, oldest first.
    ///   - view: the view whose coordinate space the point is in; nil for the window's.
    open func location(ofTouch index: Int, in view: View?) -> Point {
        precondition(!followsIndirectInput,
                     "location(ofTouch: \(index)): \(displayName) follows a scroll or a trackpad gesture, which has no touches "
                        + "(numberOfTouches is 0)")
        precondition(entry.trackedTouches.indices.contains(index),
                     "touch index \(index) out of range: \(displayName) has \(entry.trackedTouches.count) touches")
        return entry.trackedTouches[index].location(in: view)
    }

    static func centroid(of touches: [Touch]) -> Point {
        var sumX = 0.0, sumY = 0.0
        for touch in touches {
            sumX += touch.windowLocation.x
            sumY += touch.windowLocation.y
        }
        let count = Double(touches.count)
        return Point(x: sumX / count, y: sumY / count)
    }

    // MARK: Subclass hooks

    /// Touches began; they are the recognizer's own (<doc:Rules#D4>). Subclasses should call super.
    ///
    /// The four touch hooks are called once per phase a step brought, in the order began,
    /// moved, ended, cancelled, and not after the recognizer reached a terminal state.
    ///
    /// - Parameters:
    ///   - touches: only this recognizer's touches that reached this phase in this step (not
    ///     every touch of the event); ``GestureRecognizer/numberOfTouches`` already counts
    ///     them.
    ///   - event: the event being delivered, for its timestamp and all its touches.
    open func touchesBegan(_ touches: [Touch], with event: Event) {}
    /// The recognizer's touches moved.
    open func touchesMoved(_ touches: [Touch], with event: Event) {}
    /// The recognizer's touches lifted.
    open func touchesEnded(_ touches: [Touch], with event: Event) {}
    /// The input source cancelled the recognizer's touches (<doc:Rules#A12>).
    open func touchesCancelled(_ touches: [Touch], with event: Event) {}

    // MARK: Pointer input (P5)

    /// Whether touches reach the recognizer at all: a hover recognizer takes none.
    var takesTouches: Bool { true }

    /// Whether the recognizer follows hovering pointers. ``HoverGestureRecognizer`` does;
    /// the default is false.
    open var receivesHover: Bool { false }
    /// A hovering pointer came over the recognizer's view (or a subview of it).
    ///
    /// The three pointer hooks reach only recognizers that answer true to
    /// ``GestureRecognizer/receivesHover``, are enabled and allow the pointer's type
    /// (``GestureRecognizer/allowedTouchTypes``): a hover event calls one of them on each
    /// such recognizer of the views under the pointer, and `pointerExited` on those it has
    /// just left.
    ///
    /// - Parameters:
    ///   - pointer: the pointer as this event reports it: its id, type, location (window
    ///     coordinates; ``HoverSample/location(in:)`` converts) and a pen's measurements.
    ///   - event: the event being delivered, of type ``Event/EventType/hover``.
    open func pointerEntered(_ pointer: HoverSample, with event: Event) {}
    /// A hovering pointer moved over the view.
    open func pointerMoved(_ pointer: HoverSample, with event: Event) {}
    /// A hovering pointer left the view, left the window, or started pressing.
    open func pointerExited(_ pointer: HoverSample, with event: Event) {}

    /// Whether scrolls of `type` reach the recognizer (through
    /// ``receive(_:with:)-(ScrollEvent,Event)``). A pan answers from its
    /// ``PanGestureRecognizer/allowedScrollTypesMask``; the default is false. Asked when a scroll
    /// starts under the recognizer's view.
    open func receivesScroll(of type: ScrollType) -> Bool { false }
    /// Whether trackpad pinches and rotations reach the recognizer (through
    /// ``receive(_:with:)-(TransformEvent,Event)``). Pinch and rotation recognizers answer true;
    /// the default is false.
    open var receivesTransforms: Bool { false }

    /// A step of a scroll the recognizer follows (<doc:Rules#P5>). `scroll.phase` says which: exactly
    /// one ``PointerGesturePhase/began`` comes first (with no translation), then a
    /// ``PointerGesturePhase/changed`` for each step that moved, its `translation` that
    /// step's own, then exactly one ``PointerGesturePhase/ended`` (with no translation) —
    /// each until the recognizer reaches a terminal state or leaves the gesture (<doc:Rules#A11>),
    /// after which it is handed nothing more. A wheel's notches make one scroll, which ends
    /// ``Window/scrollIdleInterval`` after the last. `scroll.location` is the pointer's.
    /// The default does nothing; subclasses that override it should call super.
    open func receive(_ scroll: ScrollEvent, with event: Event) {}
    /// A step of a trackpad pinch or rotation the recognizer follows (<doc:Rules#P5>), in the order
    /// ``receive(_:with:)-(ScrollEvent,Event)`` describes: `began` (scale 1, no rotation),
    /// `changed` with this step's factor and angle, `ended`. The default does nothing;
    /// subclasses that override it should call super.
    open func receive(_ transform: TransformEvent, with event: Event) {}

    /// Called by the window after the gesture ends, to clear the subclass's own state (<doc:Rules#R2>).
    open func reset() {}

    /// Whether this recognizer, recognizing, may stop `preventedGestureRecognizer` (<doc:Rules#A3>).
    open func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer`, recognizing, may stop this one (<doc:Rules#A3>).
    open func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool { true }
    /// Whether this recognizer waits for `otherGestureRecognizer` to fail (<doc:Rules#A4>).
    open func shouldRequireFailure(of otherGestureRecognizer: GestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` waits for this one to fail (<doc:Rules#A4>).
    open func shouldBeRequiredToFail(by otherGestureRecognizer: GestureRecognizer) -> Bool { false }

    /// Stops delivering `touch` to this recognizer (<doc:Rules#D5>): it gets no further phases, and the
    /// touch no longer counts for the recognizer's effects on views or for conflicts.
    ///
    /// - Parameters:
    ///   - touch: one of the recognizer's touches; any other touch changes nothing.
    ///   - event: the event being handled, as in UIKit's signature; not read.
    public func ignore(_ touch: Touch, for event: Event) {
        entry.trackedTouches.removeAll { $0 === touch }
        entry.touchesSinceReset.removeAll { $0 === touch }
        entry.environment?.mayNeedResets = true  // it may be left with nothing to do
    }

    // MARK: Time

    /// Schedules `handler` to run when virtual time reaches now + `interval`. The window
    /// runs it as a step of its own (``Window/advance(to:)``): state changes it requests are
    /// arbitrated and their actions sent. Deadlines are dropped when the recognizer resets
    /// (<doc:Rules#R2>).
    ///
    /// - Parameters:
    ///   - interval: seconds of virtual time from now; negative and non-finite values
    ///     (NaN, infinity) are taken as 0: due now, it fires when the window next moves time
    ///     (``Window/advance(to:)``, which every event begins with).
    ///   - handler: run once, inside a step; held until it runs, is cancelled, or the
    ///     recognizer resets.
    /// - Returns: an identifier for ``cancelTimer(_:)``, or nil when the recognizer's view is
    ///   not in a window (then nothing is scheduled).
    @discardableResult
    public func scheduleTimer(after interval: Double, _ handler: @escaping () -> Void) -> TimerID? {
        environment?.scheduleTimer(for: self, after: interval, handler)
    }

    /// The built-in recognizers' deadline: like ``scheduleTimer(after:_:)``, but what runs
    /// is ``deadlinePassed()``. A touch-down schedules a deadline for nearly every tap, swipe
    /// and long press on its path, and a closure that captures the recognizer is an
    /// allocation apiece: this path has none.
    func scheduleDeadline(after interval: Double) -> TimerID? {
        environment?.scheduleTimer(for: self, after: interval, nil)
    }

    /// What a deadline of ``scheduleDeadline(after:)`` does when it passes (a step of its own,
    /// as for ``scheduleTimer(after:_:)``). Each built-in recognizer that keeps one says.
    func deadlinePassed() {}

    /// Cancels a deadline scheduled with ``scheduleTimer(after:_:)``.
    ///
    /// - Parameter id: the identifier it returned; one that already fired, was cancelled, or
    ///   was dropped by a reset changes nothing.
    public func cancelTimer(_ id: TimerID) {
        environment?.cancelTimer(id)
    }

    // MARK: Naming

    /// The name used in the decision log: ``name``, or the type's name.
    public var displayName: String { name ?? Self.typeName(of: type(of: self)) }

    /// The class's name, which Embedded Swift's decision log shows for a recognizer with no
    /// ``name``.
    ///
    /// Full Swift takes a type's name from reflection, so every subclass is logged under its
    /// own name whether it overrides this or not; this default is that name too. Embedded
    /// Swift has no reflection: there this property is the name, each built-in class returns
    /// its own, and a subclass of yours that runs there should override it (otherwise it is
    /// logged under the nearest class that does; docs/Platforms.md).
    open class var className: String {
        #if hasFeature(Embedded)
        "GestureRecognizer"
        #else
        String(describing: self)
        #endif
    }

    /// This recognizer as a ``TapLikeGestureRecognizer``, which controls that keep their single
    /// taps consult (<doc:Rules#V7>), or nil when it is not one.
    ///
    /// In full Swift the default casts, so conforming to the protocol is enough. Embedded
    /// Swift cannot cast to a protocol: there the default is nil, ``TapGestureRecognizer``
    /// returns itself, and a tap-like recognizer of yours must override this as well.
    open var asTapLike: (any TapLikeGestureRecognizer)? {
        #if hasFeature(Embedded)
        nil
        #else
        self as? any TapLikeGestureRecognizer
        #endif
    }

    /// A recognizer type's name: from reflection in full Swift, ``className`` in Embedded
    /// Swift, which has no reflection.
    static func typeName(of type: GestureRecognizer.Type) -> String {
        #if hasFeature(Embedded)
        type.className
        #else
        String(describing: type)
        #endif
    }

    // MARK: Outside a window

    /// A recognizer with no window has no one to arbitrate with: valid requests commit at
    /// once and actions go out at once, which lets a recognizer be exercised on its own.
    private func commitDetached(_ requested: State) {
        let next = (entry.committedState == .possible && requested == .cancelled) ? State.failed : requested
        guard entry.committedState.canRequest(next) else { return }
        entry.committedState = next
        let targets = self.targets
        if next != .failed, targets.send(self) { self.targets.pruneDeadTargets() }
    }
}
