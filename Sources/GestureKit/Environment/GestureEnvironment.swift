/// The arbiter of one window's gestures: which recognizers take part in the gesture under
/// way, who wins a conflict, when actions go out, when deadlines fire and when recognizers
/// reset — with a decision log that explains each of those decisions.
///
/// ```swift
/// let window = Window(size: Size(width: 390, height: 844))
/// let tap = TapGestureRecognizer(), doubleTap = TapGestureRecognizer()
/// tap.name = "tap"
/// doubleTap.name = "doubleTap"
/// doubleTap.numberOfTapsRequired = 2
/// tap.require(toFail: doubleTap)
/// window.addGestureRecognizer(tap)
/// window.addGestureRecognizer(doubleTap)
///
/// let environment = window.gestureEnvironment
/// environment.addDecisionObserver { print($0) }
/// let at = Point(x: 20, y: 20)
/// try window.sendEvent(TouchEvent(timestamp: 0, changes: [.init(id: 1, phase: .began, location: at)]))
/// // Prints "0.000 view Window: touchesBegan [1]"
/// try window.sendEvent(TouchEvent(timestamp: 0.05, changes: [.init(id: 1, phase: .ended, location: at)]))
/// // Prints "0.050 tap: pending ended, waiting for doubleTap"
/// print(environment.recognizers.count, environment.pendingRecognizers.count)  // Prints "2 1"
/// window.advance(to: 1)
/// // Prints "0.400 doubleTap: failed (the next tap did not begin in time)"
/// // Prints "0.400 tap: possible → ended"
/// // Prints "0.400 view Window: touchesCancelled [1]"
/// // Prints "0.400 tap: reset"
/// // Prints "0.400 doubleTap: reset"
/// ```
///
/// The window held the touch's end back while the tap waited (`delaysTouchesEnded`), and
/// cancels it once the tap is recognized, as UIKit does.
///
/// Each window has exactly one, made with it (``Window/gestureEnvironment``), and the work is
/// split as UIKit splits it: the window delivers (it validates events, hit-tests, keeps the
/// touches and hands them to views), the environment arbitrates, and a recognizer only asks —
/// it sets ``GestureRecognizer/state`` and the environment decides. Each recognizer holds
/// one entry that only the environment reads and writes.
///
/// The contracts, for every recognizer that joins a gesture:
/// - Exactly one reset ends its part in the gesture: once it is decided (ended, failed or
///   cancelled) and its touches have lifted, or at once when it leaves mid-gesture (<doc:Rules#A11>) or
///   has nothing left to do (<doc:Rules#R4>). ``GestureRecognizer/reset()`` is called exactly once
///   then, after every action of the gesture has gone out.
/// - A request to change state is answered before `state`'s setter returns: granted,
///   deferred (the recognizer is *pending* and still reads possible) or turned into failed.
///   A pending recognizer's request is granted or failed before its gesture ends.
/// - Every granted change but failed sends exactly one action, at the end of the step, in
///   the order the changes were granted; a failure sends none.
/// - Deadlines fire in time order, each as a step of its own, and never after their
///   recognizer reset.
///
/// The trade-off: the environment's bookkeeping lives on the recognizers (their entry)
/// and the window's touches, not in tables of its own, so that a moved touch costs no
/// lookups; the price is that a recognizer takes part in one window's gestures at a time.
/// Like the window, it is not thread-safe: one window, one isolation domain.
public final class GestureEnvironment {
    typealias State = GestureRecognizer.State

    // Hot state, read on every step: dynamic exclusivity checks are off (one thread per
    // window, no overlapping accesses; see docs/Performance.md).

    /// The window whose gestures this environment runs. Not retained (the window owns the
    /// environment); it clears this when it is freed.
    @exclusivity(unchecked) unowned(unsafe) var owner: Window?

    /// The recognizers in the current gesture, in the order they joined (served in this
    /// order, <doc:Rules#D6>), and those pending (in the order they became pending, <doc:Rules#A7>).
    @exclusivity(unchecked) var involved: [GestureRecognizer] = []
    /// The involved recognizers not yet seen in a terminal state, in the same order: what
    /// delivery walks. Most recognizers of a one-finger drag have failed by its second move,
    /// and walking all of them was an eighth of the move. Not retained: `involved` holds
    /// each one, and the one place that takes recognizers out of it (the resets) takes them
    /// out of here first. A terminal state lasts until that reset, so a recognizer dropped
    /// from here has nothing more coming to it.
    @exclusivity(unchecked) var deliverable: [Unmanaged<GestureRecognizer>] = []
    @exclusivity(unchecked) var pending: [GestureRecognizer] = []
    @exclusivity(unchecked) var actionQueue: [ActionEntry] = []
    @exclusivity(unchecked) var timers = TimerQueue()
    @exclusivity(unchecked) var log = DecisionLog()
    /// How many records were built; stays 0 while no one listens (<doc:Rules#L2>, checked by tests).
    @exclusivity(unchecked) var recordsBuilt = 0

    /// The clock: the latest event timestamp or ``Window/advance(to:)`` target
    /// (``Window/currentTime``), on which deadlines are scheduled.
    @exclusivity(unchecked) var currentTime: Double = 0
    /// The step in progress (one per event or deadline, run by the window), and whether one is.
    @exclusivity(unchecked) var step: UInt64 = 0
    @exclusivity(unchecked) var isInStep = false
    /// Whether queued actions are being sent: a request for changed made now comes from an action
    /// (<doc:Rules#S1>).
    @exclusivity(unchecked) var isSendingActions = false

    @exclusivity(unchecked) var isDraining = false
    @exclusivity(unchecked) var needsPendingRecheck = false
    /// Something may have finished in this step (a recognizer reached a terminal state, or
    /// let go of its touches): look for recognizers to reset (<doc:Rules#R1>).
    @exclusivity(unchecked) var mayNeedResets = false

    // Reused buffers: filled and emptied every step so that steady-state steps allocate nothing.
    @exclusivity(unchecked) var recognizerScratch: [Touch] = []
    @exclusivity(unchecked) var resetScratch: [GestureRecognizer] = []

    /// A change committed in this step whose action goes out at the end of the step (<doc:Rules#T3>).
    struct ActionEntry {
        let recognizer: GestureRecognizer
        let state: GestureRecognizer.State
    }

    init() {
        // Ten fingers is what touch hardware reports at most; room for more is made on demand.
        recognizerScratch.reserveCapacity(10)
        involved.reserveCapacity(32)
        deliverable.reserveCapacity(32)
        resetScratch.reserveCapacity(32)
        pending.reserveCapacity(8)
        actionQueue.reserveCapacity(16)
    }

    /// The window, while it lives. Only the window's own steps and the recognizers of its
    /// gesture reach the environment's engine, so it is there whenever they run.
    @inline(__always)
    var window: Window { owner.unsafelyUnwrapped }

    // MARK: Inspecting

    /// The recognizers taking part in the gesture under way, in the order they joined it
    /// (the order they are handed touches, <doc:Rules#D6>). Empty between gestures.
    public var recognizers: [GestureRecognizer] { involved }

    /// The recognizers waiting for others to fail before they may leave the possible state
    /// (<doc:Rules#A5>), in the order they started waiting. They read possible.
    public var pendingRecognizers: [GestureRecognizer] { pending }

    // MARK: The decision log

    /// Calls `observer` with every decision the environment makes from now on (<doc:Rules#L1>).
    ///
    /// - Parameter observer: called synchronously as each decision is made, in the middle
    ///   of a step; held strongly until it is removed. While any observer is registered the
    ///   engine builds records, which costs time; with none, the log costs nothing.
    /// - Returns: an identifier for ``removeDecisionObserver(_:)``.
    @discardableResult
    public func addDecisionObserver(_ observer: @escaping (DecisionRecord) -> Void) -> DecisionObserverID {
        log.add(observer)
    }

    /// Stops calling the observer added under `id`.
    public func removeDecisionObserver(_ id: DecisionObserverID) {
        log.remove(id)
    }

    /// Records `kind` at the current time when anyone listens. Build records only inside
    /// `if log.isRecording` so that an unobserved log costs nothing (<doc:Rules#L2>).
    func record(_ kind: DecisionRecord.Kind) {
        recordsBuilt &+= 1
        // A copy: an observer may add or remove observers while it is told (the access to
        // `log` must not last across the observers' code; its checks are off).
        let observers = log
        observers.record(DecisionRecord(timestamp: currentTime, kind: kind))
    }

    // MARK: Joining

    /// Adds `recognizer` to the gesture under way, if it is not in it yet.
    @inline(__always)
    func involve(_ recognizer: GestureRecognizer) {
        guard !recognizer.entry.isInvolved else { return }
        recognizer.entry.isInvolved = true
        recognizer.entry.environment = self
        involved.append(recognizer)
        deliverable.append(Unmanaged.passUnretained(recognizer))
    }

    /// The window is being freed. Until its gesture is over, a recognizer keeps its touches
    /// (to measure them), and each touch keeps its view, which keeps the recognizer: a window
    /// dropped mid-gesture resets those recognizers — no action is sent, their `reset()` runs —
    /// or its views and recognizers would never be freed.
    func windowWillBeFreed() {
        owner = nil
        let leaving = involved.filter { $0.entry.isInvolved }
        // First none of them can reach this environment any more: a `reset()` that touches
        // another recognizer of the gesture then finds it detached, not a window mid-deinit.
        for recognizer in leaving { recognizer.entry.environment = nil }
        for recognizer in leaving { clearGesture(of: recognizer) }
    }
}
