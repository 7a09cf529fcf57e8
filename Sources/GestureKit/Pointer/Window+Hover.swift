/// Hovering pointers (<doc:Rules#P5>): each hover event is a step in which the recognizers that follow
/// hover under the pointer are told it entered, moved or exited their views.
extension Window {
    /// Processes a hover event (<doc:Rules#P5>). Like ``sendEvent(_:)-(TouchEvent)``, a bad event is
    /// rejected whole with an error that says what and where, and the window goes on.
    ///
    /// - Parameter input: the pointer's position and phase at one timestamp.
    /// - Throws: ``TouchEventError`` when the timestamp is not finite, goes back in time or
    ///   passes ``Window/maximumTimestamp``,
    ///   a value is not finite or out of its range (``TouchEventError/Reason/invalidPointerValue(field:value:range:)``),
    ///   or it was sent from inside the window's own processing (``TouchEventError/Reason/reentrant``).
    public func sendEvent(_ input: HoverEvent) throws(TouchEventError) {
        try checkingPointerInput { () throws(TouchEventError) in
            try validatePointerInput(at: input.timestamp, location: input.location)
            if let z = input.zOffset { try checkPointerValue(z, "zOffset", 0...1, at: input.timestamp) }
            if let altitude = input.altitudeAngle {
                try checkPointerValue(altitude, "altitudeAngle", 0...(Trigonometry.pi / 2), at: input.timestamp)
            }
            if let azimuth = input.azimuthAngle {
                try checkPointerValue(azimuth, "azimuthAngle", -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude,
                                      at: input.timestamp)
            }
        }
        advance(to: input.timestamp)
        event.type = .hover
        event.modifierFlags = input.modifierFlags
        runStep(at: currentTime) { deliverHover(input) }  // the timestamp, or the same instant (K1)
    }

    private func deliverHover(_ input: HoverEvent) {
        let pointer = HoverSample(pointerID: input.pointerID, type: input.type, location: input.location,
                                  zOffset: input.zOffset, altitudeAngle: input.altitudeAngle, azimuthAngle: input.azimuthAngle)
        let index = hoverTargets.firstIndex { $0.pointerID == input.pointerID }
        let before = index.map { hoverTargets[$0].recognizers } ?? []
        var now: [GestureRecognizer] = []
        if input.phase != .exited {
            var current: View? = hitView(at: input.location)
            while let view = current {
                for recognizer in view.gestureRecognizers
                where recognizer.isEnabled && recognizer.receivesHover && recognizer.allowedTouchTypes.contains(input.type) {
                    now.append(recognizer)
                }
                current = view.superview
            }
        }
        for recognizer in before where !now.contains(where: { $0 === recognizer }) {
            // One that left the window or was disabled meanwhile was already cancelled (A11).
            guard recognizer.isEnabled, recognizer.view?.window === self else { continue }
            recognizer.pointerExited(pointer, with: event)
        }
        for recognizer in now {
            if before.contains(where: { $0 === recognizer }) {
                recognizer.pointerMoved(pointer, with: event)
            } else {
                recognizer.pointerEntered(pointer, with: event)
            }
        }
        if let index {
            if now.isEmpty { hoverTargets.remove(at: index) } else { hoverTargets[index].recognizers = now }
        } else if !now.isEmpty {
            hoverTargets.append((input.pointerID, now))
        }
    }

    /// Runs the checks of a pointer event; a rejection is recorded in the decision log, as a
    /// touch event's is (<doc:Rules#E2>), and thrown.
    func checkingPointerInput(_ checks: () throws(TouchEventError) -> Void) throws(TouchEventError) {
        do {
            try checks()
        } catch {
            if gestureEnvironment.log.isRecording { gestureEnvironment.record(.eventRejected(reason: error.description)) }
            throw error
        }
    }

    /// The checks every pointer event shares (<doc:Rules#E2>): those of every event's time
    /// (`validateTime(_:)`), a location within ``Window/coordinateRange``.
    func validatePointerInput(at time: Double, location: Point) throws(TouchEventError) {
        try validateTime(time)
        try checkPointerValue(location.x, "location.x", Self.coordinateRange, at: time)
        try checkPointerValue(location.y, "location.y", Self.coordinateRange, at: time)
    }

    func checkPointerValue(_ value: Double, _ field: String, _ range: ClosedRange<Double>, at time: Double) throws(TouchEventError) {
        guard value.isFinite, range.contains(value) else {
            throw TouchEventError(.invalidPointerValue(field: field, value: value, range: value.isFinite ? range : nil), timestamp: time)
        }
    }
}
