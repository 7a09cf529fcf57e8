/// Scrolls and trackpad transforms (<doc:Rules#P5>) are indirect input: no finger touches the screen,
/// so no recognizer, view or delegate is shown a touch for them. A recognizer that follows such input
/// (``GestureRecognizer/receivesScroll(of:)``, ``GestureRecognizer/receivesTransforms``) is handed each
/// step as what it is, through ``GestureRecognizer/receive(_:with:)-(ScrollEvent,Event)`` and
/// ``GestureRecognizer/receive(_:with:)-(TransformEvent,Event)``, and its
/// ``GestureRecognizer/numberOfTouches`` is 0, as Apple documents for
/// `UIApplicationSupportsIndirectInputEvents`.
///
/// Arbitration still needs to know who competes for the same input. Each scroll or
/// transform in progress has one *stand-in contact* at the pointer, held by every
/// recognizer that follows it, so that two pans that allow a scroll conflict over it by
/// the rules that settle a finger (<doc:Rules#A1>–<doc:Rules#A12>: the inner one wins). The stand-in is
/// the window's own bookkeeping: it is in no public list (``Window/touches``, ``Event/allTouches``), no
/// touch hook or `shouldReceive(touch)` sees it, and no view.
extension Window {
    /// A scroll or transform in progress: its stand-in contact and when it ends if idle.
    struct IndirectGesture {
        /// What the recognizers that follow the gesture hold; at the pointer.
        var contact: Touch
        var idleDeadline: Double
        var source: Touch.VirtualSource
    }

    /// Which of the two indirect gestures a window can have in progress at once.
    enum IndirectKind {
        case scroll, transform
    }

    /// The earliest idle deadline of a scroll or transform in progress.
    var nextIndirectDeadline: Double? {
        switch (scrollGesture?.idleDeadline, transformGesture?.idleDeadline) {
        case let (scroll?, transform?): Swift.min(scroll, transform)
        case let (scroll, transform): scroll ?? transform
        }
    }

    /// Processes a scroll step (<doc:Rules#P5>): starts a scroll at `location` if none is in progress
    /// (or the type changed, or this one says `began`), hands its translation to the
    /// recognizers that follow it, and ends it at `ended`.
    ///
    /// - Parameter input: one step of a scroll: its translation since the last step, where
    ///   the pointer is, its type and phase.
    /// - Throws: ``TouchEventError`` when the timestamp is not finite, goes back in time or
    ///   passes ``Window/maximumTimestamp``,
    ///   the location or translation is not finite, or it was sent from inside the window's
    ///   own processing (``TouchEventError/Reason/reentrant``); the scroll in progress is
    ///   unchanged.
    public func sendEvent(_ input: ScrollEvent) throws(TouchEventError) {
        try checkingPointerInput { () throws(TouchEventError) in
            try validatePointerInput(at: input.timestamp, location: input.location)
            try checkPointerValue(input.translation.x, "translation.x", Self.coordinateRange, at: input.timestamp)
            try checkPointerValue(input.translation.y, "translation.y", Self.coordinateRange, at: input.timestamp)
        }
        advance(to: input.timestamp)
        event.type = .scroll
        event.modifierFlags = input.modifierFlags
        let source = Touch.VirtualSource.scroll(input.type)
        if let current = scrollGesture, current.source != source || input.phase == .began {
            endIndirectGesture(.scroll)
        }
        if scrollGesture == nil {
            guard input.phase != .ended else { return }  // nothing to end
            var began = input
            began.phase = .began
            began.translation = .zero
            scrollGesture = startIndirectGesture(source, at: input.location) { $0.receive(began, with: event) }
        }
        if input.translation != .zero, let gesture = scrollGesture {
            var changed = input
            changed.phase = .changed
            runStep(at: currentTime) {
                gesture.contact.moveStandIn(to: input.location, at: currentTime, step: step)
                gestureEnvironment.deliver(to: gesture.contact) { $0.receive(changed, with: event) }
            }
        }
        if input.phase == .ended { endIndirectGesture(.scroll) } else { scrollGesture?.idleDeadline = Deadline.after(scrollIdleInterval, from: currentTime) }
    }

    /// Processes a trackpad pinch or rotation step, or a Ctrl+wheel notch (<doc:Rules#P5>).
    ///
    /// - Parameter input: one step of a transform: its scale factor and rotation since the
    ///   last step, where the pointer is, its phase.
    /// - Throws: ``TouchEventError`` when the timestamp is not finite, goes back in time or
    ///   passes ``Window/maximumTimestamp``,
    ///   the location or rotation is not finite, the scale is not a positive finite factor, or
    ///   it was sent from inside the window's own processing (``TouchEventError/Reason/reentrant``).
    public func sendEvent(_ input: TransformEvent) throws(TouchEventError) {
        try checkingPointerInput { () throws(TouchEventError) in
            try validatePointerInput(at: input.timestamp, location: input.location)
            try checkPointerValue(input.scale, "scale", Double.smallestPositive...(.greatestFiniteMagnitude), at: input.timestamp)
            try checkPointerValue(input.rotation, "rotation", -.greatestFiniteMagnitude...(.greatestFiniteMagnitude), at: input.timestamp)
        }
        advance(to: input.timestamp)
        event.type = .transform
        event.modifierFlags = input.modifierFlags
        if transformGesture != nil, input.phase == .began { endIndirectGesture(.transform) }
        if transformGesture == nil {
            guard input.phase != .ended else { return }
            var began = input
            began.phase = .began
            began.scale = 1
            began.rotation = 0
            transformGesture = startIndirectGesture(.transform, at: input.location) { $0.receive(began, with: event) }
        }
        if input.scale != 1 || input.rotation != 0, let gesture = transformGesture {
            var changed = input
            changed.phase = .changed
            runStep(at: currentTime) {
                gesture.contact.moveStandIn(to: input.location, at: currentTime, step: step)
                gestureEnvironment.deliver(to: gesture.contact) { $0.receive(changed, with: event) }
            }
        }
        if input.phase == .ended {
            endIndirectGesture(.transform)
        } else {
            transformGesture?.idleDeadline = Deadline.after(scrollIdleInterval, from: currentTime)
        }
    }

    /// A step in which the stand-in contact begins at `location`, joins the recognizers
    /// under it that follow this input (<doc:Rules#D1>–<doc:Rules#D3>), and each of them is handed the
    /// start.
    private func startIndirectGesture(
        _ source: Touch.VirtualSource, at location: Point, _ hand: (GestureRecognizer) -> Void
    ) -> IndirectGesture {
        var contact: Touch?
        runStep(at: currentTime) {
            let standIn = begin(TouchEvent.Change(id: -1, phase: .began, location: location, type: .indirectPointer), virtual: source)
            gestureEnvironment.deliver(to: standIn, hand)
            contact = standIn
        }
        return IndirectGesture(contact: contact!, idleDeadline: Deadline.after(scrollIdleInterval, from: currentTime), source: source)
    }

    /// Ends the scroll or transform in progress (a step): the recognizers that follow it are
    /// handed its end, and its stand-in leaves them after the actions (as a lifted finger).
    func endIndirectGesture(_ kind: IndirectKind) {
        let gesture: IndirectGesture?
        switch kind {
        case .scroll: gesture = scrollGesture; scrollGesture = nil
        case .transform: gesture = transformGesture; transformGesture = nil
        }
        guard let gesture, !gesture.contact.phase.isTerminal else { return }
        let contact = gesture.contact
        runStep(at: currentTime) {
            contact.apply(TouchEvent.Change(id: contact.id, phase: .ended, location: contact.windowLocation, type: contact.type),
                          at: currentTime)
            contact.lastChangedStep = step
            touchesEndedInStep = true
            switch gesture.source {
            case .scroll(let type):
                let ended = ScrollEvent(timestamp: currentTime, location: contact.windowLocation, translation: .zero, type: type,
                                        phase: .ended, modifierFlags: event.modifierFlags)
                gestureEnvironment.deliver(to: contact) { $0.receive(ended, with: event) }
            case .transform:
                let ended = TransformEvent(timestamp: currentTime, location: contact.windowLocation, phase: .ended,
                                           modifierFlags: event.modifierFlags)
                gestureEnvironment.deliver(to: contact) { $0.receive(ended, with: event) }
            }
        }
    }

    /// Ends the scroll or transform whose idle deadline is due at `time`, if it comes before
    /// every timer that may run by then (those waiting for the next call, K2, do not count);
    /// returns whether it ended one (for ``advance(to:)``, whose call began at `newFrom`).
    func endIdleIndirectGesture(dueBy time: Double, newFrom: UInt64 = .max) -> Bool {
        guard let deadline = nextIndirectDeadline, Deadline.isDue(deadline, at: time) else { return false }
        // Timers at the same instant go first.
        if let timer = gestureEnvironment.timers.nextRunnableDeadline(newFrom: newFrom), timer <= deadline { return false }
        currentTime = Swift.max(currentTime, Swift.min(deadline, time))  // `time` may be a hair before it (K1)
        if scrollGesture?.idleDeadline == deadline {
            event.type = .scroll
            endIndirectGesture(.scroll)
        } else {
            event.type = .transform
            endIndirectGesture(.transform)
        }
        return true
    }
}

extension Touch {
    /// Moves a stand-in contact to where the pointer now is, as a step's change.
    func moveStandIn(to location: Point, at time: Double, step: UInt64) {
        guard !phase.isTerminal else { return }
        apply(TouchEvent.Change(id: id, phase: .moved, location: location, type: type), at: time)
        lastChangedStep = step
    }
}
