extension Window {
    /// Processes one instant of input (the flow described on ``Window``).
    ///
    /// A bad event is rejected whole with an error saying what and where (<doc:Rules#E2>);
    /// the window is unchanged by it and goes on accepting valid events.
    ///
    /// - Parameter input: every change of every touch at one timestamp, which must not be
    ///   earlier than ``currentTime``; deadlines due before it fire first.
    /// - Throws: ``TouchEventError`` when the event is invalid: a timestamp that is not
    ///   finite, goes back in time or passes ``maximumTimestamp``, a value that is not
    ///   finite or out of its range, coalesced
    ///   samples out of order, a touch listed twice, beginning while down, or changing without
    ///   having begun; or it was sent from inside the window's own processing (an action or
    ///   an observer: ``TouchEventError/Reason/reentrant``). Its ``TouchEventError/reason``
    ///   says which, with the touch and field.
    public func sendEvent(_ input: TouchEvent) throws(TouchEventError) {
        do {
            try validate(input)
        } catch {
            if gestureEnvironment.log.isRecording { gestureEnvironment.record(.eventRejected(reason: error.description)) }
            throw error
        }
        advance(to: input.timestamp)
        event.type = .touches
        event.modifierFlags = input.modifierFlags
        runStep(at: currentTime) {  // the timestamp, or the clock's time on the same instant (K1)
            // Through the buffer: each change is read in place, where copying one out of the
            // array would copy its ~170 bytes and retain its samples.
            input.changes.withUnsafeBufferPointer { changes in
                for index in changes.indices { apply(changes.baseAddress! + index) }
            }
            gestureEnvironment.deliverToRecognizers(in: self)
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
        walk: while let view = current {
            // A copy (one retain of the list): a delegate asked below may add or remove this
            // view's recognizers, or the view itself.
            let recognizers = view.gestureRecognizers
            for index in recognizers.indices {
                // Looked at in place before it is taken (taking it retains it).
                guard recognizers[index].isEnabled, !recognizers[index].entry.committedState.isTerminal,
                      recognizers[index].view === view else { continue }
                let recognizer = recognizers[index]
                guard recognizer.accepts(touch) else { continue }
                if let delegate = recognizer.delegate {
                    let lets = recognizer.delegate(delegate, lets: touch, arriveWith: event, step: step)
                    // The delegate may have taken the view, or one above it, out of the window:
                    // then nothing from here up takes part (A11). Asked once per answer, not
                    // per recognizer: a touch-down passes a few delegates and many recognizers.
                    guard holds(view) else { break walk }
                    // It may have removed or disabled the recognizer: then it takes no part.
                    guard lets, recognizer.view === view, recognizer.isEnabled,
                          !recognizer.entry.committedState.isTerminal else { continue }
                }
                recognizer.entry.trackedTouches.append(touch)
                recognizer.entry.touchesSinceReset.append(touch)
                gestureEnvironment.involve(recognizer)
            }
            current = view.superview
        }
        return touch
    }

    /// Whether `view` is in this window: its topmost ancestor is the window. (Out of line and
    /// without `View.window`'s cast: asked only after a delegate's answer.)
    @inline(never)
    private func holds(_ view: View) -> Bool { view.topmostAncestor === self }

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
        for recognizer in gestureEnvironment.involved where recognizer.receives(touch) && !found.contains(where: { $0 === recognizer }) {
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

    /// Steps 4–7 of the flow.
    private func finishStep() {
        let environment = gestureEnvironment
        environment.drainArbitration()
        environment.failUndecidedRecognizersIfIdle(in: self)
        // Actions and view callbacks may change the scene (T4), which may queue more actions
        // (a disabled recognizer's cancellation, say): go round until everything settled.
        repeat {
            environment.sendActions(in: self)
            deliverToViews()
        } while !environment.actionQueue.isEmpty
        retireEndedTouches()
        environment.resetFinishedRecognizers()
    }

    /// Touches that ended or were cancelled leave their recognizers now, after actions, so
    /// that an action sent for a lift still sees them (numberOfTouches, locations).
    private func retireEndedTouches() {
        guard touchesEndedInStep else { return }
        touchesEndedInStep = false
        gestureEnvironment.letGoOfEndedTouches()
        for touch in activeTouches where touch.phase.isTerminal && touch.virtualSource == nil {
            tapCounter.touchEnded(touch, distance: tapCountDistance)
        }
        activeTouches.removeAll { $0.phase.isTerminal }
        // The reusable lists still hold this step's touches: let go of them, so that an
        // ended touch (and a view it kept alive after leaving the hierarchy) is freed now,
        // not at the next event.
        viewGroupScratch.empty()
        viewBatch.removeAll()
    }
}
