/// Arbitration: how the environment answers a recognizer's request to change state (<doc:Rules#S1>,
/// <doc:Rules#S3>, <doc:Rules#A1>–<doc:Rules#A10>). Each request is answered when it is made, so a
/// recognizer reading `state` right after setting it sees the outcome; actions wait for the end of the
/// step (<doc:Rules#T3>).
extension GestureEnvironment {
    /// Entry point for `recognizer.state = requested`.
    func recognizer(_ recognizer: GestureRecognizer, requested: State) {
        guard recognizer.isEnabled else { return }
        // S1: a change asked for by the action announcing a change would announce another,
        // which would ask again, and the step would never end.
        if requested == .changed, recognizer.entry.announcedState == .changed {
            return refuse(recognizer, from: .changed, to: .changed)
        }
        // S1: actions get one change a step from each recognizer, or two whose actions ask
        // each other for one would go on for ever (each change queues the other's action).
        if requested == .changed, isSendingActions, recognizer.entry.committedState.isInProgress {
            if recognizer.entry.changeFromActionStep == step { return refuse(recognizer, from: recognizer.entry.committedState, to: .changed) }
            recognizer.entry.changeFromActionStep = step
        }
        // The steady state of a continuous gesture (a pan's every move): began or changed,
        // asking for changed, nothing pending. What `handle` would decide is known: the change
        // commits, and committing from a state other than possible only queues the action.
        if requested == .changed, isInStep, recognizer.entry.committedState.isInProgress, recognizer.entry.pendingState == nil {
            commit(recognizer, .changed)
            if needsPendingRecheck { drainArbitration() }
            return
        }
        guard isInStep else {
            // A request from outside any event (from user code between events): run it as a step.
            return window.runStep(at: currentTime) { self.recognizer(recognizer, requested: requested) }
        }
        // A recognizer with no touches may still decide (a programmatic recognition); it
        // joins the gesture for a request that can change its state.
        if recognizer.entry.committedState == .possible, requested != .possible, requested != .changed {
            involve(recognizer)
            mayNeedResets = true  // a refused or deferred request may leave it with nothing to do
        }
        handle(requested, from: recognizer)
        drainArbitration()
    }

    private func handle(_ requested: State, from recognizer: GestureRecognizer) {
        let explanation = recognizer.takeExplanation()
        if let waitingWith = recognizer.entry.pendingState {
            switch requested {
            case .began, .ended:
                // The newest request wins (A5).
                recognizer.entry.pendingState = requested
                if waitingWith != requested, log.isRecording {
                    record(.pending(recognizer: recognizer.displayName, requested: requested,
                                    waitingFor: blockers(of: recognizer).map { $0.displayName }))
                }
            case .changed:
                break  // still waiting to begin; the begin it waits for will be announced
            case .failed, .cancelled:
                fail(recognizer, .requested(explanation))  // a failure while pending is final
            case .possible:
                refuse(recognizer, from: .possible, to: requested)
            }
            return
        }
        let from = recognizer.entry.committedState
        if from == .possible, requested == .failed || requested == .cancelled {
            return fail(recognizer, .requested(explanation))
        }
        guard from.canRequest(requested) else { return refuse(recognizer, from: from, to: requested) }
        if from == .possible {
            arbitrateLeavingPossible(recognizer, to: requested, isRecheck: false)
        } else {
            commit(recognizer, requested)
        }
    }

    private func refuse(_ recognizer: GestureRecognizer, from: State, to: State) {
        if log.isRecording { record(.invalidTransition(recognizer: recognizer.displayName, from: from, to: to)) }
    }

    /// <doc:Rules#A5>: may `recognizer` leave possible for `target` now?
    private func arbitrateLeavingPossible(_ recognizer: GestureRecognizer, to target: State, isRecheck: Bool) {
        // (1) A conflicting recognizer that is active and may not run with this one wins.
        // After each question a delegate answers, the request may no longer be there to decide.
        for other in involved where other !== recognizer && isActive(other) && conflict(recognizer, other) {
            let together = mayRecognizeTogether(recognizer, other)
            guard isStillDeciding(recognizer) else { return }
            if !together { return fail(recognizer, .preventedBy(other.displayName)) }
        }
        // (2) Should-begin is asked once per request, before any waiting (A1).
        if !isRecheck, let denier = shouldBeginDenier(for: recognizer) {
            return fail(recognizer, .shouldBeginDenied(by: denier))
        }
        guard isStillDeciding(recognizer) else { return }
        // (3) Failure requirements (A4).
        var isBlocked = false
        for other in involved where other !== recognizer {
            let waitsForOther = waits(recognizer, for: other)
            guard isStillDeciding(recognizer) else { return }
            guard waitsForOther else { continue }
            switch other.entry.committedState {
            case .began, .changed, .ended:
                return fail(recognizer, .requiredRecognizerSucceeded(other.displayName))
            case .possible:
                isBlocked = true
            case .cancelled, .failed:
                break
            }
        }
        if isBlocked {
            if recognizer.entry.pendingState == nil {
                let cycle = pendingCycle(through: recognizer)  // (asks the requirements again)
                guard isStillDeciding(recognizer) else { return }
                if let cycle {
                    if log.isRecording { record(.requirementCycle(recognizers: cycle.map { $0.displayName })) }
                    return fail(recognizer, .requirementCycle)
                }
                pending.append(recognizer)
            }
            recognizer.entry.pendingState = target
            if !isRecheck, log.isRecording {
                record(.pending(recognizer: recognizer.displayName, requested: target,
                                waitingFor: blockers(of: recognizer).map { $0.displayName }))
            }
            return
        }
        // (4) Granted.
        removeFromPending(recognizer)
        commit(recognizer, target)
    }

    /// Whether a request is still the recognizer's to make after the callbacks A5 asks
    /// (simultaneity, should-begin, requirements): one of them may have disabled the
    /// recognizer or taken it off its view, which failed it (<doc:Rules#A11>), or made another
    /// recognizer begin and prevent it. Then the request is dropped: a failed recognizer
    /// never begins.
    private func isStillDeciding(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.entry.committedState == .possible && recognizer.entry.isInvolved
            && !recognizer.entry.wasTakenOffTouches && recognizer.isEnabled
    }

    /// Commits a change and queues its action. Leaving possible also claims the touches
    /// from views (<doc:Rules#V2>, <doc:Rules#V3>), prevents conflicting recognizers (<doc:Rules#A6>)
    /// and fails the recognizers that wait for this one (<doc:Rules#A8>).
    func commit(_ recognizer: GestureRecognizer, _ target: State) {
        let from = recognizer.entry.committedState
        recognizer.entry.committedState = target
        if target == .began || target == .changed { recognizer.entry.progressStep = step }
        if target.isTerminal {
            cancelTimers(of: recognizer)
            mayNeedResets = true
        }
        if log.isRecording { record(.committed(recognizer: recognizer.displayName, from: from, to: target)) }
        actionQueue.append(ActionEntry(recognizer: recognizer, state: target))
        guard from == .possible else { return }
        window.claimTouchesFromViews(for: recognizer)
        for other in involved where other !== recognizer && conflict(recognizer, other) {
            guard !mayRecognizeTogether(recognizer, other) else { continue }
            switch other.entry.committedState {
            case .possible: fail(other, .preventedBy(recognizer.displayName))
            case .began, .changed: cancel(other, .preventedBy(recognizer.displayName))
            default: break
            }
        }
        for other in involved where other !== recognizer && other.entry.committedState == .possible {
            if waits(other, for: recognizer) {
                fail(other, .requiredRecognizerSucceeded(recognizer.displayName))
            }
        }
    }

    /// The engine cancels a recognizer that had begun (<doc:Rules#A6>, <doc:Rules#A11>); its action
    /// goes out.
    func cancel(_ recognizer: GestureRecognizer, _ reason: FailureReason) {
        guard recognizer.entry.committedState.isInProgress else { return }
        recognizer.entry.committedState = .cancelled
        recognizer.failureReason = reason
        mayNeedResets = true
        cancelTimers(of: recognizer)
        if log.isRecording { record(.cancelled(recognizer: recognizer.displayName, reason: reason)) }
        actionQueue.append(ActionEntry(recognizer: recognizer, state: .cancelled))
    }

    /// Fails a possible (or pending) recognizer; no action goes out (<doc:Rules#T1>). The pending
    /// recognizers are checked again before the step goes on (<doc:Rules#A7>).
    func fail(_ recognizer: GestureRecognizer, _ reason: FailureReason) {
        guard recognizer.entry.committedState == .possible else { return }
        recognizer.entry.failedWhilePending = recognizer.entry.pendingState != nil  // P1: its reset may wait
        removeFromPending(recognizer)
        recognizer.entry.committedState = .failed
        recognizer.failureReason = reason
        mayNeedResets = true
        cancelTimers(of: recognizer)
        if log.isRecording { record(.failed(recognizer: recognizer.displayName, reason: reason)) }
        needsPendingRecheck = true
    }

    private func removeFromPending(_ recognizer: GestureRecognizer) {
        guard recognizer.entry.pendingState != nil else { return }
        recognizer.entry.pendingState = nil
        pending.removeAll { $0 === recognizer }
    }

    /// <doc:Rules#A7>: after failures, each pending recognizer (in the order it became pending) is
    /// arbitrated again; its remembered change commits as soon as nothing blocks it.
    func drainArbitration() {
        guard !isDraining else { return }
        isDraining = true
        defer { isDraining = false }
        while needsPendingRecheck {
            needsPendingRecheck = false
            var index = 0
            while index < pending.count {
                let recognizer = pending[index]
                if let target = recognizer.entry.pendingState {
                    arbitrateLeavingPossible(recognizer, to: target, isRecheck: true)
                }
                if index < pending.count, pending[index] === recognizer { index += 1 }
            }
        }
    }

    // MARK: Relations between recognizers

    /// <doc:Rules#A2>: the two have received a common touch since their last resets.
    func conflict(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        for touch in a.entry.touchesSinceReset where b.entry.touchesSinceReset.contains(where: { $0 === touch }) {
            return true
        }
        return false
    }

    /// <doc:Rules#A3>: the delegates allow it, or either side declines to prevent the other.
    func mayRecognizeTogether(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        if let delegate = a.delegate, delegate.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) { return true }
        if let delegate = b.delegate, delegate.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) { return true }
        return !a.canPrevent(b) || !b.canBePrevented(by: a) || !b.canPrevent(a) || !a.canBePrevented(by: b)
    }

    /// <doc:Rules#A4>: `a` waits for `b` to fail.
    func waits(_ a: GestureRecognizer, for b: GestureRecognizer) -> Bool {
        if a.failureRequirements.contains(where: { $0 === b }) { return true }
        if a.shouldRequireFailure(of: b) || b.shouldBeRequiredToFail(by: a) { return true }
        if let delegate = a.delegate, delegate.gestureRecognizer(a, shouldRequireFailureOf: b) { return true }
        if let delegate = b.delegate, delegate.gestureRecognizer(b, shouldBeRequiredToFailBy: a) { return true }
        return false
    }

    /// Active for <doc:Rules#A5> (1): began or changed, or recognized with its touches still down.
    private func isActive(_ recognizer: GestureRecognizer) -> Bool {
        switch recognizer.entry.committedState {
        case .began, .changed: true
        case .ended: recognizer.entry.trackedTouches.contains { !$0.phase.isTerminal }
        default: false
        }
    }

    /// The involved recognizers still possible that `recognizer` waits for.
    private func blockers(of recognizer: GestureRecognizer) -> [GestureRecognizer] {
        involved.filter { $0 !== recognizer && $0.entry.committedState == .possible && waits(recognizer, for: $0) }
    }

    /// <doc:Rules#A1>, <doc:Rules#P9>: who says no to `recognizer` beginning, if anyone: its delegate,
    /// or a view whose touch its recognition would cancel. As UIKit's header puts it, a view is asked
    /// "if a touch hit-tested to this view will be cancelled as a result of gesture recognition": every
    /// view hit by one of the recognizer's touches (its own view too) that is handed that touch, when
    /// the recognizer ``GestureRecognizer/cancelsTouchesInView``.
    private func shouldBeginDenier(for recognizer: GestureRecognizer) -> String? {
        if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) {
            return "the delegate of \(recognizer.displayName)"
        }
        guard recognizer.cancelsTouchesInView else { return nil }
        for (index, touch) in recognizer.entry.touchesSinceReset.enumerated() where touch.viewDelivery != .never {
            guard let view = touch.view else { continue }
            // Ask each view once.
            if recognizer.entry.touchesSinceReset[..<index].contains(where: { $0.view === view }) { continue }
            if !view.gestureRecognizerShouldBegin(recognizer) { return view.displayName }
        }
        return nil
    }

    /// <doc:Rules#A10> at run time: delegate- and subclass-made requirements can also form cycles.
    /// Returns the cycle `recognizer` would close by waiting, if any: a chain of pending
    /// recognizers, each waiting for the next, that leads back to it.
    private func pendingCycle(through recognizer: GestureRecognizer) -> [GestureRecognizer]? {
        var path: [GestureRecognizer] = [recognizer]
        func search(_ node: GestureRecognizer) -> Bool {
            for next in pending where next.entry.pendingState != nil && waits(node, for: next) {
                if path.contains(where: { $0 === next }) { continue }
                path.append(next)
                if waits(next, for: recognizer) { path.append(recognizer); return true }
                if search(next) { return true }
                path.removeLast()
            }
            return false
        }
        return search(recognizer) ? path : nil
    }

    /// Reports a failure-requirement cycle refused by ``GestureRecognizer/require(toFail:)``.
    func reportRequirementCycle(_ cycle: [GestureRecognizer]) {
        if log.isRecording { record(.requirementCycle(recognizers: cycle.map { $0.displayName })) }
    }
}
