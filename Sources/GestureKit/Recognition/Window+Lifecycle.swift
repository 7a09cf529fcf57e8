/// The end of gestures: resets (R1–R4), recognizers leaving mid-gesture (A11), and
/// virtual time.
extension Window {
    // MARK: Resets

    /// R3: when no touch is down, a recognizer that received touches, has no deadline of
    /// its own and is still undecided has nothing left to decide on. A possible one (not
    /// pending) fails. One still in progress (began or changed: a custom recognizer that
    /// forgot to end) is cancelled, its action sent, so that it cannot hold its gesture
    /// open, or block others, forever.
    func failUndecidedRecognizersIfIdle() {
        for index in activeTouches.indices where !activeTouches[index].phase.isTerminal { return }  // (in place: no retains)
        for recognizer in involved
        where recognizer.scheduledTimerCount == 0 && !recognizer.touchesSinceReset.isEmpty
            && recognizer.committedState == .possible && recognizer.pendingState == nil {
            fail(recognizer, .undecidedWhenTouchesEnded)
        }
        // The failures may have let pending recognizers begin: the check for gestures left
        // in progress comes after them, so that those are not left open either.
        drainArbitration()
        for recognizer in involved
        where recognizer.scheduledTimerCount == 0 && !recognizer.touchesSinceReset.isEmpty
            && recognizer.committedState.isInProgress {
            cancel(recognizer, .unfinishedWhenTouchesEnded)
        }
    }

    /// R1, R4: recognizers in a terminal state whose touches have all left are reset. So is
    /// a recognizer left with nothing to do: possible, not pending, no deadline, and no
    /// touch since its last reset (it ignored them all, or asked to recognize and was
    /// refused); it leaves the gesture instead of lingering in it.
    ///
    /// P1: a recognizer that failed while pending, and waits for another still undecided in
    /// this gesture, is kept failed until that one decides. Its gesture is not over: a single tap that
    /// failed on the second of three quick taps must not take the third as a new single
    /// tap while the double and triple it was weighed against are still counting.
    func resetFinishedRecognizers() {
        guard mayNeedResets else { return }
        mayNeedResets = false
        // One pass decides and compacts `involved` (removing one at a time shifted the rest
        // every time); the resets run afterwards, in the same order, because a recognizer's
        // own `reset()` may start anything, even another step that resets.
        var finished = resetScratch
        resetScratch = []
        var kept = 0
        // P1 needs a look at requirements only while someone is still undecided (rare at a lift).
        var anyUndecided = false
        for index in involved.indices where involved[index].committedState == .possible {
            anyUndecided = true
            break
        }
        for index in involved.indices {
            // Decided where it lies (taking each out of the list retained and released it,
            // for every recognizer of the gesture, on every step that may reset); only the
            // ones that move are touched.
            let done = Unmanaged.passUnretained(involved[index])._withUnsafeGuaranteedRef {
                isFinished($0, whileAnyUndecided: anyUndecided) || isIdle($0)
            }
            if done {
                finished.append(involved[index])
            } else {
                if kept != index { involved.swapAt(kept, index) }  // order kept; the finished go behind
                kept += 1
            }
        }
        if kept < involved.count {
            involved.removeSubrange(kept...)
            // The ones leaving are terminal or idle, and `finished` holds them until their
            // resets are done: out of `deliverable` now, while they are certainly alive.
            deliverable.removeAll { $0._withUnsafeGuaranteedRef { $0.committedState.isTerminal || isIdle($0) } }
        }
        for recognizer in finished { reset(recognizer) }
        finished.empty()
        resetScratch = finished
    }

    /// R1 (and P1): decided, with none of its touches left, and not kept failed for an
    /// undecided recognizer it waits for.
    private func isFinished(_ recognizer: GestureRecognizer, whileAnyUndecided anyUndecided: Bool) -> Bool {
        recognizer.committedState.isTerminal && recognizer.trackedTouches.isEmpty
            && !(anyUndecided && recognizer.failedWhilePending && recognizer.committedState == .failed
                 && waitsForUndecided(recognizer))
    }

    /// R4: possible, not pending, no deadline, and no touch since its last reset.
    private func isIdle(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.committedState == .possible && recognizer.pendingState == nil
            && recognizer.touchesSinceReset.isEmpty && recognizer.scheduledTimerCount == 0
    }

    /// Whether `recognizer` waits (A4) for an involved recognizer that is still possible.
    /// A recognizer that left (A11) never waits: it is reset at once.
    private func waitsForUndecided(_ recognizer: GestureRecognizer) -> Bool {
        switch recognizer.failureReason {
        case .disabled, .removed, .viewRemoved: return false
        default: break
        }
        var waitsForOne = false
        for other in involved where other !== recognizer && other.committedState == .possible && waits(recognizer, for: other) {
            waitsForOne = true
            break
        }
        // The walk up to the window last: it costs a retain and release per level.
        return waitsForOne && recognizer.isEnabled && recognizer.view?.window === self
    }

    /// R2: back to possible; its touches and deadlines are forgotten, and touches still down
    /// are not handed back to it.
    private func reset(_ recognizer: GestureRecognizer) {
        cancelTimers(of: recognizer)
        clearGesture(of: recognizer)
        if log.isRecording { record(.reset(recognizer: recognizer.displayName)) }
    }

    /// A reset's bookkeeping: back to possible, out of the gesture, its touches forgotten
    /// (on both sides), and its own `reset()` called so that it lets go of what it kept.
    func clearGesture(of recognizer: GestureRecognizer) {
        recognizer.isInvolved = false
        recognizer.gestureWindow = nil
        recognizer.wasTakenOffTouches = false
        recognizer.touchesSinceReset.removeAll(keepingCapacity: true)
        recognizer.trackedTouches.removeAll(keepingCapacity: true)
        recognizer.pendingState = nil
        recognizer.failedWhilePending = false
        recognizer.committedState = .possible
        recognizer.reset()
    }

    // MARK: Leaving mid-gesture

    /// A11: a recognizer disabled, removed from its view, or whose view left the window:
    /// began/changed → cancelled (its action is sent), possible/pending → failed; it lets
    /// go of its touches and is reset at the end of the step.
    func abort(_ recognizer: GestureRecognizer, because reason: FailureReason) {
        cancelTimers(of: recognizer)  // even an idle recognizer may have scheduled something
        guard recognizer.isInvolved else { return }
        guard isInStep else {
            return runStep(at: currentTime) { abort(recognizer, because: reason) }
        }
        switch recognizer.committedState {
        case .possible: fail(recognizer, reason)
        case .began, .changed: cancel(recognizer, reason)
        case .ended, .cancelled, .failed: break
        }
        if !recognizer.trackedTouches.isEmpty {
            recognizer.lastCentroid = GestureRecognizer.centroid(of: recognizer.trackedTouches)
        }
        recognizer.wasTakenOffTouches = true
        recognizer.trackedTouches.removeAll(keepingCapacity: true)
        mayNeedResets = true
        drainArbitration()
    }

    /// A11 for every recognizer of a subtree that left the window.
    func viewWasRemoved(_ view: View) {
        for recognizer in view.gestureRecognizers { abort(recognizer, because: .viewRemoved) }
        for subview in view.subviews { viewWasRemoved(subview) }
    }

    // MARK: Virtual time

    /// Moves virtual time forward to `time`, firing every deadline due by then in order,
    /// each as a step of its own. Earlier times (and NaN) change nothing; `.infinity` fires
    /// every pending deadline and leaves the clock at the last one.
    ///
    /// ``sendEvent(_:)-(TouchEvent)`` calls this first, so replays and live input share one path.
    public func advance(to time: Double) {
        guard !isInStep else { return }
        while true {
            if endIdleIndirectGesture(dueBy: time) { continue }  // an idle scroll or transform ends (P5)
            guard let entry = timers.popDue(at: time) else { break }
            entry.owner.scheduledTimerCount -= 1
            currentTime = Swift.max(currentTime, entry.deadline)
            runStep(at: currentTime) {
                if let handler = entry.handler { handler() } else { entry.owner.deadlinePassed() }
            }
        }
        if time.isFinite, time > currentTime { currentTime = time }
    }

    /// Schedules `handler`, or with none the recognizer's own deadline (its `deadlinePassed()`).
    func scheduleTimer(for recognizer: GestureRecognizer, after interval: Double, _ handler: (() -> Void)?) -> TimerID {
        let delay = interval.isFinite ? Swift.max(0, interval) : 0
        recognizer.scheduledTimerCount += 1
        return timers.schedule(at: currentTime + delay, owner: recognizer, handler)
    }

    func cancelTimer(_ id: TimerID) {
        if let owner = timers.cancel(id) { owner.scheduledTimerCount -= 1 }
    }

    func cancelTimers(of recognizer: GestureRecognizer) {
        guard recognizer.scheduledTimerCount > 0 else { return }
        timers.cancelAll(of: recognizer)
        recognizer.scheduledTimerCount = 0
    }
}
