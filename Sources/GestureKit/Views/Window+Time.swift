/// Virtual time, and views leaving the window mid-gesture (A11).
extension Window {
    /// Moves virtual time forward to `time`, firing every deadline due by then in order,
    /// each as a step of its own. Earlier times (and NaN) change nothing; `.infinity` fires
    /// every pending deadline and leaves the clock at the last one.
    ///
    /// ``sendEvent(_:)-(TouchEvent)`` calls this first, so replays and live input share one path.
    /// Called from inside a step (from an action, say), it does nothing: time moves between
    /// steps only.
    ///
    /// - Parameter time: the virtual time to reach, in seconds; ``nextDeadline`` is the next
    ///   time at which anything would happen.
    public func advance(to time: Double) {
        guard !isInStep else { return }
        while true {
            if endIdleIndirectGesture(dueBy: time) { continue }  // an idle scroll or transform ends (P5)
            guard let entry = gestureEnvironment.popDueTimer(at: time) else { break }
            // The deadline's step runs at the deadline, or at `time` when `time` is a hair
            // before it and the same nanosecond (K1), so that time never goes back.
            currentTime = Swift.max(currentTime, Swift.min(entry.deadline, time))
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
