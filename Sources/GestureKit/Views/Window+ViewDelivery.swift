/// How touches reach views (V1–V6): after the recognizers have had their say, with
/// `touchesBegan` held back while a delaying recognizer may still recognize (V3), and
/// `touchesEnded` held back while any recognizer of the touch may (V4).
extension Window {
    /// V2, V3: a recognizer that begins or recognizes claims its touches from their views.
    /// With ``GestureRecognizer/cancelsTouchesInView`` the views get `touchesCancelled` for
    /// touches they have seen begin (just before the action) and nothing more; touches
    /// whose `touchesBegan` is still held back are dropped, so the view never sees them.
    func claimTouchesFromViews(for recognizer: GestureRecognizer) {
        for touch in recognizer.touchesSinceReset where !touch.isClaimed {
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
        var phases = takePhaseScratch()
        for touch in viewTouches where touch.isClaimed && touch.viewDelivery == .began {
            phases.cancelled.append(touch)
            touch.viewDelivery = .finished
        }
        if !phases.cancelled.isEmpty { deliverGrouped(phases.cancelled, .cancelled) }
        returnPhaseScratch(phases)
    }

    /// Delivers what each touch owes its view in this step: began (possibly released from a
    /// hold, with a move to catch up), moved, ended (unless held), cancelled.
    func deliverToViews() {
        var phases = takePhaseScratch()
        for touch in viewTouches where !touch.isClaimed {
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
        returnPhaseScratch(phases)
        if viewTouches.contains(where: { $0.viewDelivery == .finished || $0.viewDelivery == .never }) {
            viewTouches.removeAll { $0.viewDelivery == .finished || $0.viewDelivery == .never }
        }
    }

    /// V3: a recognizer of the touch that delays touchesBegan may still recognize.
    private func isBeganHeld(_ touch: Touch) -> Bool {
        touch.gestureRecognizers.contains { $0.delaysTouchesBegan && $0.committedState == .possible }
    }

    /// V4: a recognizer of the touch that delays touchesEnded may still recognize.
    private func isEndedHeld(_ touch: Touch) -> Bool {
        touch.gestureRecognizers.contains { $0.delaysTouchesEnded && $0.committedState == .possible }
    }

    /// Calls each view once with its touches of `phase`, views in the order of their first
    /// touch (V1: the default implementations pass them up the responder chain).
    private func deliverGrouped(_ touches: [Touch], _ phase: TouchPhase) {
        for (index, first) in touches.enumerated() {
            guard let view = first.view else { continue }
            if touches[..<index].contains(where: { $0.view === view }) { continue }
            viewGroupScratch.removeAll(keepingCapacity: true)
            for touch in touches[index...] where touch.view === view { viewGroupScratch.append(touch) }
            let group = viewGroupScratch
            if log.isRecording {
                record(.delivered(view: view.displayName, phase: phase, touches: group.map(\.id)))
            }
            switch phase {
            case .began: view.touchesBegan(group, with: event)
            case .moved: view.touchesMoved(group, with: event)
            case .ended: view.touchesEnded(group, with: event)
            case .cancelled: view.touchesCancelled(group, with: event)
            case .stationary: break
            }
        }
    }

    private typealias PhaseLists = (began: [Touch], moved: [Touch], ended: [Touch], cancelled: [Touch])

    /// Borrows the reusable per-phase lists; a view callback that re-enters delivery finds
    /// them empty and makes its own.
    private func takePhaseScratch() -> PhaseLists {
        var lists = viewPhaseScratch
        viewPhaseScratch = ([], [], [], [])
        if !lists.0.isEmpty { lists.0.removeAll(keepingCapacity: true) }
        if !lists.1.isEmpty { lists.1.removeAll(keepingCapacity: true) }
        if !lists.2.isEmpty { lists.2.removeAll(keepingCapacity: true) }
        if !lists.3.isEmpty { lists.3.removeAll(keepingCapacity: true) }
        return (lists.0, lists.1, lists.2, lists.3)
    }

    private func returnPhaseScratch(_ lists: PhaseLists) {
        viewPhaseScratch = (lists.began, lists.moved, lists.ended, lists.cancelled)
    }
}
