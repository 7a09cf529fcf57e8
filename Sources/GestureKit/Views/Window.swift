/// The root of a view tree, where input enters: it validates events, hit-tests, keeps the
/// touches and delivers them — to recognizers through its ``gestureEnvironment``, which
/// arbitrates, and to views.
///
/// ```swift
/// let window = Window(size: Size(width: 390, height: 844))
/// let card = View(frame: Rect(x: 20, y: 100, width: 200, height: 120))
/// window.addSubview(card)
/// let pan = PanGestureRecognizer()
/// pan.addAction { print($0.state, ($0 as! PanGestureRecognizer).translation(in: card)) }
/// card.addGestureRecognizer(pan)
///
/// func finger(_ phase: TouchPhase, x: Double) -> TouchEvent.Change {
///     .init(id: 1, phase: phase, location: Point(x: x, y: 150))
/// }
/// try window.sendEvent(TouchEvent(timestamp: 0.00, changes: [finger(.began, x: 50)]))
/// try window.sendEvent(TouchEvent(timestamp: 0.02, changes: [finger(.moved, x: 70)]))  // Prints "began (20.0, 0.0)"
/// try window.sendEvent(TouchEvent(timestamp: 0.04, changes: [finger(.ended, x: 80)]))  // Prints "ended (30.0, 0.0)"
/// ```
///
/// Everything happens in *steps*, one per input event or timer deadline, and only the
/// window runs them, in this order (the repository's `docs/Architecture.md` follows one
/// touch through them):
///
/// 1. validate the event (<doc:Rules#E2>) and advance virtual time to it, firing due
///    deadlines;
/// 2. hit-test new touches once and collect their recognizers (<doc:Rules#H1>,
///    <doc:Rules#H2>, <doc:Rules#D1>–<doc:Rules#D3>);
/// 3. hand each recognizer its own touches (<doc:Rules#D4>–<doc:Rules#D6>), the
///    environment arbitrating each state change it asks for as it asks (<doc:Rules#S3>,
///    <doc:Rules#A1>–<doc:Rules#A10>);
/// 4. fail recognizers left undecided when every finger is up (<doc:Rules#R3>);
/// 5. send actions in commit order, each preceded by the view cancellations it causes
///    (<doc:Rules#T1>–<doc:Rules#T4>, <doc:Rules#V2>);
/// 6. deliver touches to views, honouring delays (<doc:Rules#V1>–<doc:Rules#V6>);
/// 7. reset recognizers whose gesture is over (<doc:Rules#R1>, <doc:Rules#R2>, <doc:Rules#R4>).
///
/// The window never reads a clock: time comes only from event timestamps and
/// ``advance(to:)``, so the same input always produces the same output. The trade-off:
/// a live source must call ``advance(to:)`` at ``nextDeadline`` when no input arrives, or
/// a long press held still never fires. A window and everything in it belong to one
/// isolation domain (one thread, actor or game loop); nothing in it is `Sendable`.
open class Window: View {
    /// The class's name for Embedded Swift's decision log (``View/className``).
    open override class var className: String { "Window" }

    /// The current virtual time: the latest event timestamp or ``advance(to:)`` target.
    public internal(set) var currentTime: Double {
        get { gestureEnvironment.currentTime }
        set { gestureEnvironment.currentTime = newValue }
    }

    /// The coordinates an event may carry, in points: a location, a precise location, a
    /// coalesced sample's location, a scroll's translation (<doc:Rules#E2>). Anything beyond
    /// ±10⁹ points is refused as out of range. No screen comes near it, and within it the
    /// differences, squares and sums a recognizer takes of its history stay finite, so no
    /// finite input can make a velocity, a scale or a distance infinite or NaN.
    public static let coordinateRange: ClosedRange<Double> = -1e9...1e9

    /// The latest time an event may carry, in seconds: 2³² s (about 136 years), and later
    /// ones are refused (<doc:Rules#E2>). Up to it a `Double` tells times a microsecond apart
    /// (its step is at most 2⁻²⁰ s), so every interval a recognizer waits is kept; far beyond,
    /// `now + 0.5` is `now`, and a long press would begin as its finger lands. Seconds since
    /// boot and since 1970 (`CLOCK_REALTIME`, until 2106) fit; microseconds passed as
    /// seconds, a common slip, do not.
    public static let maximumTimestamp: Double = 4_294_967_296

    /// A new touch continues the previous tap's ``Touch/tapCount`` when it begins at most
    /// this many seconds after that tap lifted (the default maximum interval between taps
    /// of a tap recognizer).
    @exclusivity(unchecked) public var tapCountInterval = 0.35
    /// …and at most this many points from it (the default allowable movement of a tap).
    @exclusivity(unchecked) public var tapCountDistance = 45.0
    /// How far ahead ``Event/predictedTouches(for:)`` predicts, in seconds after the event:
    /// by default one and two frames at 120 Hz (<doc:Rules#P6>).
    @exclusivity(unchecked) public var predictionTimes: [Double] = [1.0 / 120, 2.0 / 120]
    /// How long after its last step a scroll or trackpad transform without an end (a mouse
    /// wheel's notches, a source that never says `ended`) is over, in seconds (P5). 0.15 s is
    /// GestureKit's choice: longer than the gap between the notches of a spun wheel, short
    /// enough that the pan ends as the wheel stops. As for a timer, a negative or NaN interval
    /// means "now": the gesture ends at the next event or ``advance(to:)``. `.infinity` means
    /// never: only a step whose phase is `ended` ends it, and ``nextDeadline`` has nothing to
    /// wake a host for.
    @exclusivity(unchecked) public var scrollIdleInterval = 0.15
    /// The span, in points, that a pinch driven by a trackpad measures its hysteresis over
    /// (P5): it begins once `span × |scale − 1|` reaches its ``PinchGestureRecognizer/hysteresis``,
    /// so the default makes the 8 pt hysteresis a 4% change of scale. A span outside
    /// ``usableTransformReferenceSpan`` (0, a negative one, NaN, infinity) is taken as the
    /// default: at 0 no pinch could begin, and at infinity its scale would be NaN.
    @exclusivity(unchecked) public var transformReferenceSpan = Window.defaultTransformReferenceSpan
    /// ``transformReferenceSpan``'s default: 200 points.
    public static let defaultTransformReferenceSpan = 200.0
    /// The spans ``transformReferenceSpan`` may take: 1 point to 10⁹ (``coordinateRange``).
    public static let usableTransformReferenceSpan: ClosedRange<Double> = 1...1e9

    /// The recognizers each hovering pointer is over (P5).
    @exclusivity(unchecked) var hoverTargets: [(pointerID: Int, recognizers: [GestureRecognizer])] = []
    /// The scroll and the trackpad transform in progress (P5).
    @exclusivity(unchecked) var scrollGesture: IndirectGesture?
    @exclusivity(unchecked) var transformGesture: IndirectGesture?

    // Touches: those down (and those that changed in the current step), in the order they
    // began; and those whose views have not yet seen their end.
    // The per-step bookkeeping below is hot: dynamic exclusivity checks are off (one
    // thread per window, no overlapping accesses; see docs/Performance.md).
    @exclusivity(unchecked) var activeTouches: [Touch] = []
    @exclusivity(unchecked) var viewTouches: [Touch] = []
    @exclusivity(unchecked) var tapCounter = TapCounter()

    // The step in progress.
    // (Kept by the environment, which arbitrates within steps and reads them constantly.)
    // `final`, like isInStep: an overridable computed property is changed in place (`&+=`)
    // through a `modify` coroutine, whose frame Embedded Swift allocates on the heap, once
    // per step, where full Swift keeps it on the stack.
    final var step: UInt64 {
        get { gestureEnvironment.step }
        set { gestureEnvironment.step = newValue }
    }
    final var isInStep: Bool {
        get { gestureEnvironment.isInStep }
        set { gestureEnvironment.isInStep = newValue }
    }
    /// A touch ended or was cancelled in this step: recognizers and the window must let it go.
    @exclusivity(unchecked) var touchesEndedInStep = false
    /// A recognizer claimed a touch its view has seen begin: the view owes a cancellation (V2).
    @exclusivity(unchecked) var hasViewCancellationsDue = false
    /// The event handed to callbacks, reused from step to step.
    let event = Event()
    /// What touches hold to find the window while it lives (see ``WindowLink``).
    let link = WindowLink()

    // Reused buffers: filled and emptied every step so that steady-state steps allocate nothing.
    let viewBatch = ViewDeliveryBatch(capacity: 10)
    @exclusivity(unchecked) var viewGroupScratch: [Touch] = []

    /// The arbiter of this window's gestures: who takes part, who wins, when actions go out
    /// and deadlines fire, and the decision log. The window delivers; it decides.
    public let gestureEnvironment = GestureEnvironment()

    /// Creates a window of `size` with its origin at (0, 0).
    ///
    /// - Parameter size: the window's extent in points; window coordinates run from (0, 0)
    ///   at the top-left to (`size.width`, `size.height`).
    public init(size: Size) {
        super.init(frame: Rect(origin: .zero, size: size))
        event.window = self
        link.window = self
        gestureEnvironment.owner = self
        reserveScratchCapacity()
    }

    /// Creates a window occupying `frame`; window coordinates start at the top-left of its bounds.
    ///
    /// - Parameter frame: where the window sits on the screen. Only its size shapes window
    ///   coordinates, which start at (0, 0) whatever the frame's origin.
    public override init(frame: Rect) {
        super.init(frame: frame)
        event.window = self
        link.window = self
        gestureEnvironment.owner = self
        reserveScratchCapacity()
    }

    deinit {
        // Everything that points back without holding (the event, the link touches keep,
        // subviews, recognizers) must find nil from now on, as through a weak reference:
        // before the resets below, whose `reset()` is the recognizers' own code.
        link.window = nil
        event.window = nil
        forgetBackReferences()
        // Recognizers still in a gesture are reset (no action; their own `reset()` runs).
        gestureEnvironment.windowWillBeFreed()
    }

    private func reserveScratchCapacity() {
        // Ten fingers is what touch hardware reports at most; room for more is made on demand.
        activeTouches.reserveCapacity(10)
        viewTouches.reserveCapacity(10)
        viewGroupScratch.reserveCapacity(10)
    }

    /// The touches that are down, in the order they began.
    public var touches: [Touch] { activeTouches.filter { !$0.phase.isTerminal && $0.virtualSource == nil } }

    /// The earliest pending deadline, for a live driver that must wake up then and call
    /// ``advance(to:)``; nil when nothing is scheduled up to ``maximumTimestamp``. It
    /// includes the end of an idle scroll or trackpad transform (P5). A deadline beyond
    /// the limit never comes, so it is not reported: a loop advancing to each next
    /// deadline ends.
    public var nextDeadline: Double? {
        guard let next = earliestDeadline, next <= Self.maximumTimestamp else { return nil }
        return next
    }

    /// The earliest deadline of a timer or an idle scroll or transform, also one beyond
    /// the clock's limit (which `leftovers` lists and `nextDeadline` does not).
    var earliestDeadline: Double? {
        switch (gestureEnvironment.timers.nextDeadline, nextIndirectDeadline) {
        case let (timer?, indirect?): Swift.min(timer, indirect)
        case let (timer, indirect): timer ?? indirect
        }
    }

    /// The view a touch at `point` (window coordinates) hits: the deepest hittable view,
    /// or the window itself (<doc:Rules#H1>).
    public func hitView(at point: Point) -> View {
        hitTest(point) ?? self
    }

    // MARK: Decision log

    /// Calls `observer` with every decision made in this window from now on
    /// (<doc:Rules#L1>): the decision log of its ``gestureEnvironment``.
    ///
    /// - Parameter observer: called synchronously as each decision is made, in the middle
    ///   of a step; held strongly until it is removed. While any observer is registered the
    ///   engine builds records, which costs time; with none, the log costs nothing.
    /// - Returns: an identifier for ``removeDecisionObserver(_:)``.
    @discardableResult
    public func addDecisionObserver(_ observer: @escaping (DecisionRecord) -> Void) -> DecisionObserverID {
        gestureEnvironment.addDecisionObserver(observer)
    }

    /// Stops calling the observer added under `id`.
    public func removeDecisionObserver(_ id: DecisionObserverID) {
        gestureEnvironment.removeDecisionObserver(id)
    }
}
