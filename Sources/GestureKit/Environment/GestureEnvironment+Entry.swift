extension GestureEnvironment {
    /// What the gesture environment keeps on each recognizer: its place in the current
    /// gesture. A recognizer holds one entry and never reads or writes it itself — the
    /// environment does, as Flutter's arena gives each member only an entry — so that every
    /// decision about a recognizer's state, touches and reset has one owner.
    ///
    /// The entry lives inline in the recognizer (not in a table of the environment's) because
    /// it is read on every touch update: a lookup per recognizer per step would cost more
    /// than the whole of a moved update.
    struct Entry {
        // Hot state, read on every event: the recognizer's storage has its dynamic
        // exclusivity checks off (one thread per window; docs/Performance.md).

        /// The committed state the environment granted.
        var committedState: GestureRecognizer.State = .possible
        /// While non-nil the recognizer is *pending* (<doc:Rules#A5>): it asked to leave possible and
        /// waits for other recognizers to fail. It is still possible to the outside.
        var pendingState: GestureRecognizer.State?
        /// While an action is being sent, the state that action announces (<doc:Rules#T1>,
        /// <doc:Rules#T3>).
        var announcedState: GestureRecognizer.State?

        /// The last step that committed began or changed (0: none): the built-in continuous
        /// recognizers ask for one change a step (``GestureRecognizer/requestChange()``).
        var progressStep: UInt64 = 0
        /// The last step in which an action had it commit changed (0: none): actions may ask
        /// for one change a step, so that two asking each other end (<doc:Rules#S1>).
        var changeFromActionStep: UInt64 = 0
        /// Touches handed to the recognizer that it has not ignored; touches that ended or
        /// were cancelled leave at the end of the step, after actions.
        var trackedTouches: [Touch] = []
        /// Every touch received since the last reset, minus ignored ones (<doc:Rules#A2>,
        /// <doc:Rules#V2>).
        var touchesSinceReset: [Touch] = []
        /// Taken off its touches mid-gesture (<doc:Rules#A11>): it is no longer among their
        /// recognizers, though it remembers them (``touchesSinceReset``) until its reset.
        var wasTakenOffTouches = false
        /// The centroid when the last touch left, in window coordinates.
        var lastCentroid: Point = .zero
        /// The delegate's answer to `shouldReceive(event)` and the step it was asked in
        /// (<doc:Rules#D2>).
        var eventVerdict: (step: UInt64, allowed: Bool)?

        /// It failed while pending (<doc:Rules#A5>): its reset waits for what it waited for
        /// (<doc:Rules#P1>).
        var failedWhilePending = false
        /// Whether the environment lists the recognizer among those in the current gesture.
        var isInvolved = false
        /// Deadlines scheduled and not yet fired or cancelled.
        var scheduledTimerCount = 0
        /// The environment running the recognizer's gesture, while it takes part in one. Not
        /// `weak` (see `View.parentView`): the environment clears it when it resets the
        /// recognizer, and resets every recognizer of its gesture when its window is freed.
        unowned(unsafe) var environment: GestureEnvironment?
    }
}
