extension Window {
    /// Processes one instant of input (the flow described on ``Window``).
    ///
    /// A bad event is rejected whole with an error saying what and where (E2); the window
    /// is unchanged by it and goes on accepting valid events.
    public func sendEvent(_ input: TouchEvent) throws(TouchEventError) {
        do {
            try validate(input)
        } catch {
            if log.isRecording { record(.eventRejected(reason: error.description)) }
            throw error
        }
        advance(to: input.timestamp)
        event.type = .touches
        event.modifierFlags = input.modifierFlags
        runStep(at: input.timestamp) {
            // Through the buffer: each change is read in place, where copying one out of the
            // array would copy its ~170 bytes and retain its samples.
            input.changes.withUnsafeBufferPointer { changes in
                for index in changes.indices { apply(changes.baseAddress! + index) }
            }
            deliverToRecognizers()
        }
    }

    /// Runs `body` as one step, then finishes the step (R3, actions, views, resets).
    func runStep(at time: Double, _ body: () -> Void) {
        isInStep = true
        step &+= 1
        event.timestamp = time
        body()
        finishStep()
        isInStep = false
    }

    /// Applies one change, read where it lies in the event (a pointer, because handing a
    /// change over by value copies all of it and retains its samples).
    private func apply(_ change: UnsafePointer<TouchEvent.Change>) {
        let phase = change.pointee.phase
        if phase == .began {
            begin(change.pointee)
            return
        }
        // Validation guarantees the touch is down; `activeTouches` holds it (not retained).
        guard let index = sourceTouchIndex(change.pointee.id) else { return }
        let touch = Unmanaged.passUnretained(activeTouches[index])
        // P3: a "stationary" touch that is somewhere else moved; recognizers and views are
        // told so, rather than finding it moved behind their backs.
        let movedWhileStationary = phase == .stationary && change.pointee.location != activeTouches[index].windowLocation
        touch._withUnsafeGuaranteedRef { $0.apply(change, as: movedWhileStationary ? .moved : phase, at: currentTime) }
        activeTouches[index].lastChangedStep = step
        if phase.isTerminal { touchesEndedInStep = true }
    }

    /// Where the input source's touch `id` that is down (never one of the window's stand-in
    /// contacts) is in `activeTouches`: looked up in place, since copying each touch out to
    /// compare its id would retain and release it.
    func sourceTouchIndex(_ id: Int) -> Int? {
        for index in activeTouches.indices where activeTouches[index].id == id && activeTouches[index].virtualSource == nil {
            return index
        }
        return nil
    }

    /// A new touch: hit-test once (H1, H2), count taps (E3), decide whether its view will
    /// see it (V5, V6), and collect its recognizers (D1–D3). A stand-in contact (P5) reaches
    /// no view, counts no tap, and is not shown to the delegates' `shouldReceive(touch)`.
    @discardableResult
    func begin(_ change: TouchEvent.Change, virtual: Touch.VirtualSource? = nil) -> Touch {
        let touch = Touch(id: change.id, phase: .began, location: change.location, timestamp: currentTime, type: change.type)
        touch.takeMeasurements(of: change)
        touch.virtualSource = virtual
        touch.window = self
        touch.lastChangedStep = step
        let hit = hitView(at: change.location)
        touch.view = hit
        if virtual != nil {
            touch.viewDelivery = .never
        } else {
            touch.tapCount = tapCounter.count(
                at: currentTime, location: change.location, interval: tapCountInterval, distance: tapCountDistance)
            if viewAccepts(touch, in: hit) {
                viewTouches.append(touch)
            } else {
                touch.viewDelivery = .never
            }
        }
        activeTouches.append(touch)

        var current: View? = hit
        while let view = current {
            for index in view.gestureRecognizers.indices {
                // Looked at in place before it is taken (taking it retains it).
                guard view.gestureRecognizers[index].isEnabled, !view.gestureRecognizers[index].committedState.isTerminal else { continue }
                let recognizer = view.gestureRecognizers[index]
                guard recognizer.accepts(touch) else { continue }
                if let delegate = recognizer.delegate, !recognizer.delegate(delegate, lets: touch, arriveWith: event, step: step) {
                    continue
                }
                recognizer.trackedTouches.append(touch)
                recognizer.touchesSinceReset.append(touch)
                involve(recognizer)
            }
            current = view.superview
        }
        return touch
    }

    @inline(__always)
    func involve(_ recognizer: GestureRecognizer) {
        guard !recognizer.isInvolved else { return }
        recognizer.isInvolved = true
        recognizer.gestureWindow = self
        involved.append(recognizer)
        deliverable.append(Unmanaged.passUnretained(recognizer))
    }

    /// The recognizers that receive `touch` (``Touch/gestureRecognizers``), in the order of
    /// D1: along the path from its view up to the window, as ``begin(_:virtual:)`` collected
    /// them. A recognizer whose view has left that path since (the touch keeps it until
    /// the recognizer resets) comes after, in the order it joined the gesture.
    func recognizers(receiving touch: Touch) -> [GestureRecognizer] {
        var found: [GestureRecognizer] = []
        var level = touch.view
        while let view = level {
            found += view.gestureRecognizers.lazy.filter { $0.receives(touch) }
            level = view.superview
        }
        for recognizer in involved where recognizer.receives(touch) && !found.contains(where: { $0 === recognizer }) {
            found.append(recognizer)
        }
        return found
    }

    /// V5 (one touch at a time unless multiple touch is enabled) and V6 (exclusive touch).
    private func viewAccepts(_ touch: Touch, in view: View) -> Bool {
        for other in viewTouches where other.viewDelivery != .finished && !other.phase.isTerminal {
            guard let otherView = other.view else { continue }
            if otherView === view {
                if !view.isMultipleTouchEnabled { return false }
            } else if view.isExclusiveTouch || otherView.isExclusiveTouch {
                return false
            }
        }
        return true
    }

    /// Hands each recognizer the touches of its own that changed in this step, phase by
    /// phase (D4), recognizers in the order they joined the gesture (D6). A recognizer that
    /// reaches a terminal state gets nothing more.
    func deliverToRecognizers() {
        // Those found terminal are dropped from `deliverable` on the way (the rest keep
        // their order). Nothing adds to it during delivery (new touches begin before it),
        // but the loop reads the count afresh in case.
        var index = 0, kept = 0
        while index < deliverable.count {
            let recognizer = deliverable[index]
            index += 1
            guard !recognizer._withUnsafeGuaranteedRef({ $0.committedState.isTerminal }) else { continue }
            if kept != index - 1 { deliverable[kept] = recognizer }
            kept += 1
            recognizer._withUnsafeGuaranteedRef { deliverStep(to: $0) }
        }
        if kept < deliverable.count { deliverable.removeSubrange(kept...) }
    }

    /// One pass finds which phases the recognizer's touches reached in this step. In the
    /// common case (all its touches changed, in one phase) it is handed its own list and no
    /// list is built; otherwise one list per phase. The touches are read in place, by index
    /// (copying each out of the list would retain and release it).
    private func deliverStep(to recognizer: GestureRecognizer) {
        let step = self.step
        var phases: UInt8 = 0
        var changed = 0
        var only = TouchPhase.stationary
        for index in recognizer.trackedTouches.indices where recognizer.trackedTouches[index].lastChangedStep == step {
            only = recognizer.trackedTouches[index].phase
            phases |= 1 << UInt8(only.rawValue)
            changed += 1
        }
        if changed == recognizer.trackedTouches.count, phases.nonzeroBitCount == 1, only != .stationary {
            return hand(recognizer.trackedTouches, only, to: recognizer)
        }
        phases &= ~(1 << UInt8(TouchPhase.stationary.rawValue))  // never delivered (D4)
        guard phases != 0 else { return }
        for phase in Self.deliveryOrder where phases & (1 << UInt8(phase.rawValue)) != 0 {
            guard !recognizer.committedState.isTerminal else { return }
            recognizerScratch.empty()
            for touch in recognizer.trackedTouches where touch.lastChangedStep == step && touch.phase == phase {
                recognizerScratch.append(touch)
            }
            if !recognizerScratch.isEmpty { hand(recognizerScratch, phase, to: recognizer) }
        }
    }

    /// The order in which a recognizer is handed its touches' phases (D4).
    private static let deliveryOrder: [TouchPhase] = [.began, .moved, .ended, .cancelled]

    private func hand(_ touches: [Touch], _ phase: TouchPhase, to recognizer: GestureRecognizer) {
        switch phase {
        case .began: recognizer.touchesBegan(touches, with: event)
        case .moved: recognizer.touchesMoved(touches, with: event)
        case .ended: recognizer.touchesEnded(touches, with: event)
        case .cancelled: recognizer.touchesCancelled(touches, with: event)
        case .stationary: break
        }
    }

    /// Steps 4–7 of the flow.
    private func finishStep() {
        drainArbitration()
        failUndecidedRecognizersIfIdle()
        // Actions and view callbacks may change the scene (T4), which may queue more actions
        // (a disabled recognizer's cancellation, say): go round until everything settled.
        repeat {
            sendActions()
            deliverToViews()
        } while !actionQueue.isEmpty
        retireEndedTouches()
        resetFinishedRecognizers()
    }

    /// Sends the queued actions in commit order (T1, T3). Before each, the views get
    /// `touchesCancelled` for touches a recognizer claimed (V2).
    private func sendActions() {
        var index = 0
        while index < actionQueue.count {
            defer { index += 1 }
            if hasViewCancellationsDue { cancelClaimedTouchesInViews() }
            // Not retained: the queue holds the recognizer until every action is out, even
            // when an action takes it off its view.
            Unmanaged.passUnretained(actionQueue[index].recognizer)._withUnsafeGuaranteedRef { recognizer in
                recognizer.announcedState = actionQueue[index].state
                // Send from a copy: an action may add or remove the recognizer's own actions.
                let targets = recognizer.targets
                if targets.send(recognizer) { recognizer.targets.pruneDeadTargets() }
                recognizer.announcedState = nil
            }
        }
        actionQueue.empty()
        // Claims made while sending (an action can make another recognizer commit) still
        // owe their cancellations.
        if hasViewCancellationsDue { cancelClaimedTouchesInViews() }
    }

    /// Touches that ended or were cancelled leave their recognizers now, after actions, so
    /// that an action sent for a lift still sees them (numberOfTouches, locations).
    private func retireEndedTouches() {
        guard touchesEndedInStep else { return }
        touchesEndedInStep = false
        mayNeedResets = true
        for recognizer in involved where recognizer.trackedTouches.contains(where: { $0.phase.isTerminal }) {
            recognizer.lastCentroid = GestureRecognizer.centroid(of: recognizer.trackedTouches)
            recognizer.trackedTouches.removeAll { $0.phase.isTerminal }
        }
        for touch in activeTouches where touch.phase.isTerminal && touch.virtualSource == nil {
            tapCounter.touchEnded(touch, distance: tapCountDistance)
        }
        activeTouches.removeAll { $0.phase.isTerminal }
        // The reusable lists still hold this step's touches: let go of them, so that an
        // ended touch (and a view it kept alive after leaving the hierarchy) is freed now,
        // not at the next event.
        recognizerScratch.empty()
        viewGroupScratch.empty()
        viewBatch.removeAll()
    }
}
