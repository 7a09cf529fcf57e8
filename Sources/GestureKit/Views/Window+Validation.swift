/// E2: an event is checked whole before anything happens.
extension Window {
    /// Whether an event at `time` may be processed: not before the window's time, unless it
    /// is the same instant on the nanosecond (<doc:Rules#K1>). Then it runs at the window's
    /// time: after `advance(to: 0.45)`, an event written as `0.1 + 0.35` is not late.
    func isNotBehindTheClock(_ time: Double) -> Bool {
        time >= currentTime || Deadline.isSameInstant(time, currentTime)
    }

    /// The checks every event's time passes, touch or pointer (<doc:Rules#E2>): not sent
    /// from inside a step, finite, not behind the clock, and at most
    /// ``Window/maximumTimestamp``.
    func validateTime(_ time: Double) throws(TouchEventError) {
        guard !isInStep else { throw TouchEventError(.reentrant, timestamp: time) }
        guard time.isFinite else { throw TouchEventError(.nonFiniteTimestamp(time), timestamp: time) }
        guard isNotBehindTheClock(time) else {
            throw TouchEventError(.timeWentBackwards(current: currentTime, received: time), timestamp: time)
        }
        guard time <= Self.maximumTimestamp else { throw TouchEventError(.timestampBeyondLimit(time), timestamp: time) }
    }

    func validate(_ input: TouchEvent) throws(TouchEventError) {
        let time = input.timestamp
        try validateTime(time)
        // Through the buffer: each change is read in place (a copy of one is ~170 bytes and
        // a retain of its samples).
        let found = input.changes.withUnsafeBufferPointer { changes -> (Int, TouchEventError.Reason)? in
            for index in changes.indices {
                if let reason = problem(with: changes.baseAddress! + index, among: changes, at: index, until: time) {
                    return (index, reason)
                }
            }
            return nil
        }
        if let (index, reason) = found { throw TouchEventError(reason, changeIndex: index, timestamp: time) }
    }

    /// What is wrong with the change at `index`, if anything (read where it lies: see
    /// ``Touch/apply(_:as:at:)``).
    private func problem(
        with change: UnsafePointer<TouchEvent.Change>, among changes: UnsafeBufferPointer<TouchEvent.Change>, at index: Int, until time: Double
    ) -> TouchEventError.Reason? {
        let id = change.pointee.id, phase = change.pointee.phase
        if let reason = Self.coordinateProblem(change.pointee.location.x, "x", id) { return reason }
        if let reason = Self.coordinateProblem(change.pointee.location.y, "y", id) { return reason }
        if let reason = Self.measurementProblem(of: change) { return reason }
        for earlier in 0..<index where changes[earlier].id == id { return .duplicateTouch(touch: id) }
        let touch = sourceTouchIndex(id)
        if phase == .began, touch != nil { return .alreadyDown(touch: id) }
        if phase != .began, touch == nil { return .notDown(touch: id, phase: phase) }
        // Most changes carry no samples: asked here, before a call.
        return change.pointee.coalescedSamples.isEmpty ? nil : samplesProblem(of: change, ofTouchAt: touch, until: time)
    }

    /// The optional measurements: finite, and within their documented ranges (P7). (No
    /// arrays here: validation runs on every event and must not allocate.)
    private static func measurementProblem(of change: UnsafePointer<TouchEvent.Change>) -> TouchEventError.Reason? {
        let id = change.pointee.id
        let any = 0...Double.greatestFiniteMagnitude
        if let point = change.pointee.preciseLocation {
            if let reason = coordinateProblem(point.x, "preciseLocation.x", id) { return reason }
            if let reason = coordinateProblem(point.y, "preciseLocation.y", id) { return reason }
        }
        if let reason = check(change.pointee.force, "force", any, id) { return reason }
        if let reason = check(change.pointee.maximumPossibleForce, "maximumPossibleForce", Double.smallestPositive...any.upperBound, id) {
            return reason
        }
        if let reason = check(change.pointee.altitudeAngle, "altitudeAngle", 0...(Trigonometry.pi / 2), id) { return reason }
        if let reason = check(change.pointee.azimuthAngle, "azimuthAngle", -any.upperBound...any.upperBound, id) { return reason }
        if let reason = check(change.pointee.majorRadius, "majorRadius", any, id) { return reason }
        return check(change.pointee.majorRadiusTolerance, "majorRadiusTolerance", any, id)
    }

    /// A coordinate must be finite and within ``Window/coordinateRange``.
    private static func coordinateProblem(_ value: Double, _ field: String, _ id: Int) -> TouchEventError.Reason? {
        if !value.isFinite { return .nonFiniteValue(touch: id, field: field) }
        return coordinateRange.contains(value) ? nil : .outOfRange(touch: id, field: field, value: value, range: coordinateRange)
    }

    private static func check(_ value: Double?, _ field: String, _ range: ClosedRange<Double>, _ id: Int) -> TouchEventError.Reason? {
        guard let value else { return nil }
        if !value.isFinite { return .nonFiniteValue(touch: id, field: field) }
        return range.contains(value) ? nil : .outOfRange(touch: id, field: field, value: value, range: range)
    }

    /// Coalesced samples, for a change that has some (P6): none on `began`; each finite, in
    /// time order, after the previous change of the touch at `touchIndex` in `activeTouches`
    /// (now, for a new touch) and not after the event. Read in place, like the changes: a
    /// pen's frame carries several samples per touch, and copying each out cost more than
    /// checking it.
    private func samplesProblem(
        of change: UnsafePointer<TouchEvent.Change>, ofTouchAt touchIndex: Int?, until end: Double
    ) -> TouchEventError.Reason? {
        let id = change.pointee.id
        if change.pointee.phase == .began { return .samplesOnBegan(touch: id) }
        let start = touchIndex.map { activeTouches[$0].timestamp } ?? currentTime
        return change.pointee.coalescedSamples.withUnsafeBufferPointer { samples in
            var last = start
            for index in samples.indices {
                let sample = samples.baseAddress! + index
                if let field = Self.invalidField(of: sample) { return .invalidSample(touch: id, sample: index, field: field) }
                let time = sample.pointee.timestamp
                // On the nanosecond (K1): an event on the window's instant may be a hair before it.
                guard time >= last || Deadline.isSameInstant(time, last), time <= end || Deadline.isSameInstant(time, end) else {
                    return .sampleOutOfOrder(touch: id, sample: index, time: time, after: last, until: end)
                }
                last = time
            }
            return nil
        }
    }

    /// The first field of `sample` that is not finite or outside its range (as on a change).
    private static func invalidField(of sample: UnsafePointer<TouchSample>) -> String? {
        if !sample.pointee.timestamp.isFinite { return "timestamp" }
        if !coordinateRange.contains(sample.pointee.location.x) || !coordinateRange.contains(sample.pointee.location.y) {
            return "location"
        }
        if let point = sample.pointee.preciseLocation, !coordinateRange.contains(point.x) || !coordinateRange.contains(point.y) {
            return "preciseLocation"
        }
        if let value = sample.pointee.force, !value.isFinite || value < 0 { return "force" }
        if let value = sample.pointee.altitudeAngle, !(0...(Trigonometry.pi / 2)).contains(value) { return "altitudeAngle" }
        if let value = sample.pointee.azimuthAngle, !value.isFinite { return "azimuthAngle" }
        if let value = sample.pointee.majorRadius, !value.isFinite || value < 0 { return "majorRadius" }
        return nil
    }
}
