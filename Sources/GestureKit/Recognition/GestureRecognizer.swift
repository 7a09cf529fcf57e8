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
    // The class body holds the stored properties and everything a subclass overrides (Swift
    // overrides nothing declared in an extension). The rest is in GestureRecognizer+*.swift,
    // one concept a file: asking for a state (+StateRequests), targets and actions
    // (+TargetAction, +TypedTargets), failure requirements, deadlines (+Timers) and which
    // input reaches the recognizer (+Input).

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

    /// The reason given to ``fail(because:)``, until the environment reads it.
    @exclusivity(unchecked) var explanation: String?

    // MARK: Relations and targets (the recognizer's own configuration)

    /// Recognizers added with ``require(toFail:)``.
    @exclusivity(unchecked) var failureRequirements: [GestureRecognizer] = []
    @exclusivity(unchecked) var targets = TargetActionList<GestureRecognizer>()

    // MARK: Creating

    /// Creates a recognizer with no target.
    public init() {}

    /// The window of the recognizer's view: the one running its gesture, or found by
    /// walking up from the view (a retain and release per level).
    var window: Window? { entry.environment?.owner ?? view?.window }

    /// The gesture environment that decides for the recognizer: the one running its
    /// gesture, or its window's.
    var environment: GestureEnvironment? { entry.environment ?? view?.window?.gestureEnvironment }

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

    // MARK: Deadlines

    // Scheduling is in GestureRecognizer+Timers.swift; this hook stays in the class body,
    // where the built-in recognizers override it.

    /// What a deadline of ``scheduleDeadline(after:)`` does when it passes (a step of its own,
    /// as for ``scheduleTimer(after:_:)``). Each built-in recognizer that keeps one says.
    func deadlinePassed() {}

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
}
