/// The end of gestures: resets (<doc:Rules#R1>–<doc:Rules#R4>) and recognizers leaving mid-gesture
/// (<doc:Rules#A11>).
extension GestureEnvironment {
    // MARK: Resets

    /// <doc:Rules#R3>: when no touch is down, a recognizer that received touches, has no deadline of
    /// its own and is still undecided has nothing left to decide on. A possible one (not
    /// pending) fails. One still in progress (began or changed: a custom recognizer that
    /// forgot to end) is cancelled, its action sent, so that it cannot hold its gesture
    /// open, or block others, forever.
    func failUndecidedRecognizersIfIdle(in window: Window) {
        for index in window.activeTouches.indices where !window.activeTouches[index].phase.isTerminal { return }  // (in place: no retains)
        for recognizer in involved
        where recognizer.entry.scheduledTimerCount == 0 && !recognizer.entry.touchesSinceReset.isEmpty
            && recognizer.entry.committedState == .possible && recognizer.entry.pendingState == nil {
            fail(recognizer, .undecidedWhenTouchesEnded)
        }
        // The failures may have let pending recognizers begin: the check for gestures left
        // in progress comes after them, so that those are not left open either.
        drainArbitration()
        for recognizer in involved
        where recognizer.entry.scheduledTimerCount == 0 && !recognizer.entry.touchesSinceReset.isEmpty
            && recognizer.entry.committedState.isInProgress {
            cancel(recognizer, .unfinishedWhenTouchesEnded)
        }
    }

    /// <doc:Rules#R1>, <doc:Rules#R4>: recognizers in a terminal state whose touches have all left are
    /// reset. So is a recognizer left with nothing to do: possible, not pending, no deadline, and no
    /// touch since its last reset (it ignored them all, or asked to recognize and was refused); it
    /// leaves the gesture instead of lingering in it.
    ///
    /// <doc:Rules#P1>: a recognizer that failed while pending, and waits for another still undecided in
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
        for index in involved.indices where involved[index].entry.committedState == .possible {
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
            deliverable.removeAll { $0._withUnsafeGuaranteedRef { $0.entry.committedState.isTerminal || isIdle($0) } }
        }
        for recognizer in finished { reset(recognizer) }
        finished.empty()
        resetScratch = finished
    }

    /// <doc:Rules#R1> (and <doc:Rules#P1>): decided, with none of its touches left, and not kept failed
    /// for an undecided recognizer it waits for.
    private func isFinished(_ recognizer: GestureRecognizer, whileAnyUndecided anyUndecided: Bool) -> Bool {
        recognizer.entry.committedState.isTerminal && recognizer.entry.trackedTouches.isEmpty
            && !(anyUndecided && recognizer.entry.failedWhilePending && recognizer.entry.committedState == .failed
                 && waitsForUndecided(recognizer))
    }

    /// <doc:Rules#R4>: possible, not pending, no deadline, and no touch since its last reset.
    private func isIdle(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.entry.committedState == .possible && recognizer.entry.pendingState == nil
            && recognizer.entry.touchesSinceReset.isEmpty && recognizer.entry.scheduledTimerCount == 0
    }

    /// Whether `recognizer` waits (<doc:Rules#A4>) for an involved recognizer that is still possible.
    /// A recognizer that left (<doc:Rules#A11>) never waits: it is reset at once.
    private func waitsForUndecided(_ recognizer: GestureRecognizer) -> Bool {
        switch recognizer.failureReason {
        case .disabled, .removed, .viewRemoved: return false
        default: break
        }
        var waitsForOne = false
        for other in involved where other !== recognizer && other.entry.committedState == .possible && waits(recognizer, for: other) {
            waitsForOne = true
            break
        }
        // The walk up to the window last: it costs a retain and release per level.
        return waitsForOne && recognizer.isEnabled && recognizer.view?.window === owner
    }

    /// <doc:Rules#R2>: back to possible; its touches and deadlines are forgotten, and touches still
    /// down are not handed back to it.
    private func reset(_ recognizer: GestureRecognizer) {
        cancelTimers(of: recognizer)
        clearGesture(of: recognizer)
        if log.isRecording { record(.reset(recognizer: recognizer.displayName)) }
    }

    /// A reset's bookkeeping: back to possible, out of the gesture, its touches forgotten
    /// (on both sides), and its own `reset()` called so that it lets go of what it kept.
    func clearGesture(of recognizer: GestureRecognizer) {
        recognizer.entry.isInvolved = false
        recognizer.entry.environment = nil
        recognizer.entry.wasTakenOffTouches = false
        recognizer.entry.touchesSinceReset.removeAll(keepingCapacity: true)
        recognizer.entry.trackedTouches.removeAll(keepingCapacity: true)
        recognizer.entry.pendingState = nil
        recognizer.entry.failedWhilePending = false
        recognizer.entry.committedState = .possible
        recognizer.reset()
    }

    // MARK: Leaving mid-gesture

    /// <doc:Rules#A11>: a recognizer disabled, removed from its view, or whose view left the window:
    /// began/changed → cancelled (its action is sent), possible/pending → failed; it lets
    /// go of its touches and is reset at the end of the step.
    func abort(_ recognizer: GestureRecognizer, because reason: FailureReason) {
        cancelTimers(of: recognizer)  // even an idle recognizer may have scheduled something
        guard recognizer.entry.isInvolved else { return }
        guard isInStep else {
            return window.runStep(at: currentTime) { abort(recognizer, because: reason) }
        }
        switch recognizer.entry.committedState {
        case .possible: fail(recognizer, reason)
        case .began, .changed: cancel(recognizer, reason)
        case .ended, .cancelled, .failed: break
        }
        if !recognizer.entry.trackedTouches.isEmpty {
            recognizer.entry.lastCentroid = GestureRecognizer.centroid(of: recognizer.entry.trackedTouches)
        }
        recognizer.entry.wasTakenOffTouches = true
        recognizer.entry.trackedTouches.removeAll(keepingCapacity: true)
        mayNeedResets = true
        drainArbitration()
    }
}
