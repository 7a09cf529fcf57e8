/// Delivery to recognizers (<doc:Rules#D4>–<doc:Rules#D6>) and their actions
/// (<doc:Rules#T1>–<doc:Rules#T4>): each recognizer is handed its own touches that changed in a step,
/// phase by phase, in the order it joined the gesture; actions go out at the end of the step in the
/// order their changes were granted.
extension GestureEnvironment {
    /// Hands each recognizer the touches of its own that changed in this step, phase by
    /// phase (<doc:Rules#D4>), recognizers in the order they joined the gesture (<doc:Rules#D6>). A
    /// recognizer that reaches a terminal state gets nothing more.
    func deliverToRecognizers(in window: Window) {
        let event = window.event
        // Those found terminal are dropped from `deliverable` on the way (the rest keep
        // their order). Nothing adds to it during delivery (new touches begin before it),
        // but the loop reads the count afresh in case.
        var index = 0, kept = 0
        while index < deliverable.count {
            let recognizer = deliverable[index]
            index += 1
            guard !recognizer._withUnsafeGuaranteedRef({ $0.entry.committedState.isTerminal }) else { continue }
            if kept != index - 1 { deliverable[kept] = recognizer }
            kept += 1
            recognizer._withUnsafeGuaranteedRef { deliverStep(to: $0, with: event) }
        }
        if kept < deliverable.count { deliverable.removeSubrange(kept...) }
    }

    /// One pass finds which phases the recognizer's touches reached in this step. In the
    /// common case (all its touches changed, in one phase) it is handed its own list and no
    /// list is built; otherwise one list per phase. The touches are read in place, by index
    /// (copying each out of the list would retain and release it).
    private func deliverStep(to recognizer: GestureRecognizer, with event: Event) {
        let step = self.step
        var phases: UInt8 = 0
        var changed = 0
        var only = TouchPhase.stationary
        for index in recognizer.entry.trackedTouches.indices where recognizer.entry.trackedTouches[index].lastChangedStep == step {
            only = recognizer.entry.trackedTouches[index].phase
            phases |= 1 << UInt8(only.rawValue)
            changed += 1
        }
        if changed == recognizer.entry.trackedTouches.count, phases.nonzeroBitCount == 1, only != .stationary {
            return hand(recognizer.entry.trackedTouches, only, to: recognizer, with: event)
        }
        phases &= ~(1 << UInt8(TouchPhase.stationary.rawValue))  // never delivered (D4)
        guard phases != 0 else { return }
        for phase in Self.deliveryOrder where phases & (1 << UInt8(phase.rawValue)) != 0 {
            guard !recognizer.entry.committedState.isTerminal else { return }
            recognizerScratch.empty()
            for touch in recognizer.entry.trackedTouches where touch.lastChangedStep == step && touch.phase == phase {
                recognizerScratch.append(touch)
            }
            if !recognizerScratch.isEmpty { hand(recognizerScratch, phase, to: recognizer, with: event) }
        }
    }

    /// The order in which a recognizer is handed its touches' phases (<doc:Rules#D4>).
    private static let deliveryOrder: [TouchPhase] = [.began, .moved, .ended, .cancelled]

    private func hand(_ touches: [Touch], _ phase: TouchPhase, to recognizer: GestureRecognizer, with event: Event) {
        switch phase {
        case .began: recognizer.touchesBegan(touches, with: event)
        case .moved: recognizer.touchesMoved(touches, with: event)
        case .ended: recognizer.touchesEnded(touches, with: event)
        case .cancelled: recognizer.touchesCancelled(touches, with: event)
        case .stationary: break
        }
    }

    /// Hands a step of a scroll or transform to each recognizer that holds its stand-in
    /// `contact` and has not reached a terminal state, in the order they joined (<doc:Rules#D6>,
    /// <doc:Rules#P5>).
    func deliver(to contact: Touch, _ hand: (GestureRecognizer) -> Void) {
        var index = 0
        while index < deliverable.count {  // read afresh: nothing should add to it, but a hook may try
            let recognizer = deliverable[index].takeUnretainedValue()
            index += 1
            guard !recognizer.entry.committedState.isTerminal, recognizer.receives(contact) else { continue }
            hand(recognizer)
        }
    }

    /// Sends the queued actions in commit order (<doc:Rules#T1>, <doc:Rules#T3>). Before each, the
    /// views get `touchesCancelled` for touches a recognizer claimed (<doc:Rules#V2>).
    func sendActions(in window: Window) {
        var index = 0
        while index < actionQueue.count {
            defer { index += 1 }
            if window.hasViewCancellationsDue { window.cancelClaimedTouchesInViews() }
            // Not retained: the queue holds the recognizer until every action is out, even
            // when an action takes it off its view.
            Unmanaged.passUnretained(actionQueue[index].recognizer)._withUnsafeGuaranteedRef { recognizer in
                recognizer.entry.announcedState = actionQueue[index].state
                // Send from a copy: an action may add or remove the recognizer's own actions.
                let targets = recognizer.targets
                isSendingActions = true  // around the actions alone: views' cancellations are not actions
                let hadDeadTargets = targets.send(recognizer)
                isSendingActions = false
                if hadDeadTargets { recognizer.targets.pruneDeadTargets() }
                recognizer.entry.announcedState = nil
            }
        }
        actionQueue.empty()
        // Claims made while sending (an action can make another recognizer commit) still
        // owe their cancellations.
        if window.hasViewCancellationsDue { window.cancelClaimedTouchesInViews() }
    }

    /// Touches that ended or were cancelled leave their recognizers after the actions (so
    /// that an action sent for a lift still sees them: numberOfTouches, locations).
    func letGoOfEndedTouches() {
        mayNeedResets = true
        for recognizer in involved where recognizer.entry.trackedTouches.contains(where: { $0.phase.isTerminal }) {
            recognizer.entry.lastCentroid = GestureRecognizer.centroid(of: recognizer.entry.trackedTouches)
            recognizer.entry.trackedTouches.removeAll { $0.phase.isTerminal }
        }
        recognizerScratch.empty()
    }

    /// Whether a still-possible recognizer of `touch` has the flag `delays` reads (<doc:Rules#V3>,
    /// <doc:Rules#V4>: the window holds a view's touch while one may still claim it). Looked at in
    /// place, the flags first: the touch is only searched for in the lists of those that could hold it.
    func hasUndecidedRecognizer(of touch: Touch, _ delays: (GestureRecognizer) -> Bool) -> Bool {
        for index in involved.indices
        where delays(involved[index]) && involved[index].entry.committedState == .possible && involved[index].receives(touch) {
            return true
        }
        return false
    }
}
