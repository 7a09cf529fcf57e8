/// Virtual time, and views leaving the window mid-gesture (A11).
extension Window {
    /// Moves virtual time forward to `time`, firing every deadline due by then in order,
    /// each as a step of its own. Earlier times (and NaN) change nothing, and so does a
    /// finite time beyond ``maximumTimestamp``, which an event could not carry either
    /// (<doc:Rules#E2>): the clock never passes the limit, so a slip (microseconds given as
    /// seconds) does not leave every later event behind it. `.infinity` fires every deadline
    /// up to the limit and leaves the clock at the last one; a deadline beyond the limit
    /// (an interval of 10³⁰⁰ s) never fires.
    ///
    /// A deadline scheduled while this runs (by a deadline's handler) fires in the same call
    /// when it falls later than the instant it was scheduled at; one due at that very instant
    /// (an interval of 0) waits for the next call (<doc:Rules#K2>), so that a timer re-arming
    /// itself for now cannot keep the call from returning. One that keeps re-arming itself
    /// for later keeps `.infinity` running up to the limit, in effect forever: give a
    /// periodic timer a finite time.
    ///
    /// ``sendEvent(_:)-(TouchEvent)`` calls this first, so replays and live input share one path.
    /// Called from inside a step (from an action, say), it does nothing: time moves between
    /// steps only.
    ///
    /// - Parameter time: the virtual time to reach, in seconds; ``nextDeadline`` is the next
    ///   time at which anything would happen.
    public func advance(to time: Double) {
        guard !isInStep, !(time > Self.maximumTimestamp) || time == .infinity else { return }
        let reach = time == .infinity ? Self.maximumTimestamp : time
        let newFrom = gestureEnvironment.nextTimerIdentifier  // deadlines scheduled from here on are this call's own
        while true {
            if endIdleIndirectGesture(dueBy: reach, newFrom: newFrom) { continue }  // an idle scroll or transform ends (P5)
            guard let entry = gestureEnvironment.popDueTimer(at: reach, newFrom: newFrom) else { break }
            // The deadline's step runs at the deadline, or at `time` when `time` is a hair
            // before it and the same nanosecond (K1), so that time never goes back.
            currentTime = Swift.max(currentTime, Swift.min(entry.deadline, reach))
            runStep(at: currentTime) {
                if let handler = entry.handler { handler() } else { entry.owner.deadlinePassed() }
            }
        }
        if time.isFinite, time > currentTime { currentTime = time }
    }

    /// A11 for every recognizer of a subtree that left the window.
    func viewWasRemoved(_ view: View) {
        for recognizer in view.gestureRecognizers { gestureEnvironment.abort(recognizer, because: .viewRemoved) }
        for subview in view.subviews { viewWasRemoved(subview) }
    }
}
