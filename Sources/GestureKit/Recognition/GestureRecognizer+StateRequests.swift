/// How a recognizer asks for a state: setting ``GestureRecognizer/state`` or calling
/// ``GestureRecognizer/fail(because:)`` is a request, which the window's gesture environment
/// arbitrates (<doc:Rules#S3>) and which a recognizer outside a window commits on its own.
///
/// Kept apart from the class body, which holds what a subclass overrides: a subclass asks
/// through these and never overrides them.
extension GestureRecognizer {
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

    /// Asks for ``State-swift.enum/changed``, unless this step already committed the
    /// recognizer's beginning or a change. A second action would only repeat the first: both
    /// go out at the end of the step (<doc:Rules#T3>) and read the same values. The built-in
    /// continuous recognizers ask through this, so that an event in which one finger moves
    /// and another lifts or lands is one change, not two alike; a subclass setting ``state``
    /// itself still gets one action per request (<doc:Rules#T1>).
    final func requestChange() {
        guard let environment else { return commitDetached(.changed) }
        if environment.isInStep, entry.progressStep == environment.step { return }
        environment.recognizer(self, requested: .changed)
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

    /// The reason given to ``fail(because:)``, handed over once: the environment takes it
    /// when it logs the failure.
    func takeExplanation() -> String? {
        defer { explanation = nil }
        return explanation
    }

    /// A recognizer with no window has no one to arbitrate with: valid requests commit at
    /// once and actions go out at once, which lets a recognizer be exercised on its own.
    ///
    /// As in a window, the action reads the state it announces, and a change asked for by
    /// the action announcing a change is refused (<doc:Rules#S1>): it would recurse forever.
    private func commitDetached(_ requested: State) {
        let next = (entry.committedState == .possible && requested == .cancelled) ? State.failed : requested
        guard entry.committedState.canRequest(next), !(next == .changed && entry.announcedState == .changed) else { return }
        entry.committedState = next
        guard next != .failed else { return }
        let outer = entry.announcedState  // an action of this recognizer that asked for this one
        entry.announcedState = next
        let targets = self.targets
        if targets.send(self) { self.targets.pruneDeadTargets() }
        entry.announcedState = outer
    }
}
