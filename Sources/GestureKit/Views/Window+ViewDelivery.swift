/// How touches reach views (V1–V6): after the recognizers have had their say, with
/// `touchesBegan` held back while a delaying recognizer may still recognize (V3), and
/// `touchesEnded` held back while any recognizer of the touch may (V4).
extension Window {
    /// V2, V3: a recognizer that begins or recognizes claims its touches from their views.
    /// With ``GestureRecognizer/cancelsTouchesInView`` the views get `touchesCancelled` for
    /// touches they have seen begin (just before the action) and nothing more; touches
    /// whose `touchesBegan` is still held back are dropped, so the view never sees them.
    func claimTouchesFromViews(for recognizer: GestureRecognizer) {
        for touch in recognizer.entry.touchesSinceReset where !touch.isClaimed {
            switch touch.viewDelivery {
            case .never, .finished:
                continue
            case .began:
                guard recognizer.cancelsTouchesInView else { continue }
                hasViewCancellationsDue = true
            case .awaitingBegan:
                guard recognizer.cancelsTouchesInView || recognizer.delaysTouchesBegan else { continue }
                touch.viewDelivery = .finished
            }
            touch.isClaimed = true
        }
    }

    /// Sends `touchesCancelled` for claimed touches whose views have seen them begin.
    func cancelClaimedTouchesInViews() {
        hasViewCancellationsDue = false
        let phases = takeViewBatch()
        for touch in viewTouches where touch.isClaimed && touch.viewDelivery == .began {
            phases.cancelled.append(touch)
            touch.viewDelivery = .finished
        }
        if !phases.cancelled.isEmpty { deliverGrouped(phases.cancelled, .cancelled) }
        returnViewBatch(phases)
    }

    /// Delivers what each touch owes its view in this step: began (possibly released from a
    /// hold, with a move to catch up), moved, ended (unless held), cancelled.
    func deliverToViews() {
        guard !viewTouches.isEmpty else { return }  // the touches of a claimed gesture are gone
        let phases = takeViewBatch()
        for index in viewTouches.indices where !viewTouches[index].isClaimed {
            let touch = viewTouches[index]
            let changedNow = touch.lastChangedStep == step
            if touch.viewDelivery == .awaitingBegan {
                if touch.phase == .cancelled {
                    touch.viewDelivery = .finished  // the view never saw it begin
                    continue
                }
                if isBeganHeld(touch) {
                    if changedNow, touch.phase == .moved { touch.movedWhileHeld = true }
                    continue
                }
                phases.began.append(touch)
                touch.viewDelivery = .began
                // A touch released from a hold catches up with one move to where it is now.
                if touch.movedWhileHeld || (changedNow && touch.phase == .moved) { phases.moved.append(touch) }
                touch.movedWhileHeld = false
            } else if touch.viewDelivery == .began, changedNow, touch.phase == .moved {
                phases.moved.append(touch)
            }
            guard touch.viewDelivery == .began else { continue }
            if touch.phase == .ended, !isEndedHeld(touch) {
                phases.ended.append(touch)
                touch.viewDelivery = .finished
            } else if touch.phase == .cancelled {
                phases.cancelled.append(touch)
                touch.viewDelivery = .finished
            }
        }
        if !phases.began.isEmpty { deliverGrouped(phases.began, .began) }
        if !phases.moved.isEmpty { deliverGrouped(phases.moved, .moved) }
        if !phases.ended.isEmpty { deliverGrouped(phases.ended, .ended) }
        if !phases.cancelled.isEmpty { deliverGrouped(phases.cancelled, .cancelled) }
        returnViewBatch(phases)
        if viewTouches.contains(where: { $0.viewDelivery == .finished || $0.viewDelivery == .never }) {
            viewTouches.removeAll { $0.viewDelivery == .finished || $0.viewDelivery == .never }
        }
    }

    /// V3: a recognizer of the touch that delays touchesBegan may still recognize.
    private func isBeganHeld(_ touch: Touch) -> Bool {
        gestureEnvironment.hasUndecidedRecognizer(of: touch) { $0.delaysTouchesBegan }
    }

    /// V4: a recognizer of the touch that delays touchesEnded may still recognize.
    private func isEndedHeld(_ touch: Touch) -> Bool {
        gestureEnvironment.hasUndecidedRecognizer(of: touch) { $0.delaysTouchesEnded }
    }

    /// Calls each view once with its touches of `phase`, views in the order of their first
    /// touch (V1: the default implementations pass them up the responder chain).
    private func deliverGrouped(_ touches: [Touch], _ phase: TouchPhase) {
        if let view = touches[0].view, touches.allSatisfy({ $0.view === view }) {
            return deliver(touches, phase, to: view)  // the usual case: one view, no regrouping
        }
        for (index, first) in touches.enumerated() {
            guard let view = first.view else { continue }
            if touches[..<index].contains(where: { $0.view === view }) { continue }
            viewGroupScratch.empty()
            for touch in touches[index...] where touch.view === view { viewGroupScratch.append(touch) }
            deliver(viewGroupScratch, phase, to: view)
        }
    }

    private func deliver(_ group: [Touch], _ phase: TouchPhase, to view: View) {
        if gestureEnvironment.log.isRecording {
            gestureEnvironment.record(.delivered(view: view.displayName, phase: phase, touches: group.map { $0.id }))
        }
        guard let responder = firstResponderWithOwnHandling(from: view) else { return }
        switch phase {
        case .began: responder.touchesBegan(group, with: event)
        case .moved: responder.touchesMoved(group, with: event)
        case .ended: responder.touchesEnded(group, with: event)
        case .cancelled: responder.touchesCancelled(group, with: event)
        case .stationary: break
        }
    }

    /// Where the responder chain from `view` first reaches code of its own (V1). An object of
    /// exactly `View` or `Window` (no subclass) runs the default touch methods, which only
    /// hand the touches to its superview, so handing them to it is handing them to its
    /// superview. Most views in a scene are plain ones: skipping them saves a virtual call
    /// and a retain and release per level of the chain (8 levels in the benchmark scene).
    private func firstResponderWithOwnHandling(from view: View) -> View? {
        // Walked without retains: each view on the way is held by its superview, and no
        // code of anyone else's runs until the walk is over.
        var current = Unmanaged.passUnretained(view)
        // Metatypes compared by ObjectIdentifier: Embedded Swift cannot hold a metatype value
        // for `==`, and the identifiers are the same pointers.
        let plainView = ObjectIdentifier(View.self), plainWindow = ObjectIdentifier(Window.self)
        while current._withUnsafeGuaranteedRef({
            let type = ObjectIdentifier(Swift.type(of: $0))
            return type == plainView || type == plainWindow
        }) {
            guard let parent = current._withUnsafeGuaranteedRef({ $0.parentView }) else { return nil }
            current = parent
        }
        return current.takeUnretainedValue()
    }

    /// Takes the reusable batch. Delivery to views never nests: only the end of a step
    /// delivers, and no step runs inside another (a view callback that asks for one is
    /// refused), so the batch is always free here.
    private func takeViewBatch() -> ViewDeliveryBatch {
        precondition(!viewBatch.isInUse, "delivery to views began again inside itself")
        viewBatch.isInUse = true
        return viewBatch
    }

    private func returnViewBatch(_ batch: ViewDeliveryBatch) {
        batch.removeAll()
        batch.isInUse = false
    }
}
