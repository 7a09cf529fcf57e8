/// E2: an event is checked whole before anything happens.
extension Window {
    func validate(_ input: TouchEvent) throws(TouchEventError) {
        let time = input.timestamp
        guard !isInStep else { throw TouchEventError(.reentrant, timestamp: time) }
        guard time.isFinite else { throw TouchEventError(.nonFiniteTimestamp(time), timestamp: time) }
        guard time >= currentTime else {
            throw TouchEventError(.timeWentBackwards(current: currentTime, received: time), timestamp: time)
        }
        // Indices, not elements: a Change holds an array, so copying one out costs a retain.
        for index in input.changes.indices {
            if let reason = problem(with: input.changes[index], in: input, at: index) {
                throw TouchEventError(reason, changeIndex: index, timestamp: time)
            }
        }
    }

    /// What is wrong with the change at `index`, if anything.
    private func problem(with change: TouchEvent.Change, in input: TouchEvent, at index: Int) -> TouchEventError.Reason? {
        let id = change.id
        if !change.location.x.isFinite { return .nonFiniteValue(touch: id, field: "x") }
        if !change.location.y.isFinite { return .nonFiniteValue(touch: id, field: "y") }
        if let reason = Self.measurementProblem(of: change) { return reason }
        for earlier in 0..<index where input.changes[earlier].id == id { return .duplicateTouch(touch: id) }
        let touch = sourceTouch(id)
        if change.phase == .began, touch != nil { return .alreadyDown(touch: id) }
        if change.phase != .began, touch == nil { return .notDown(touch: id, phase: change.phase) }
        return samplesProblem(of: change, after: touch?.timestamp ?? currentTime, until: input.timestamp)
    }

    /// The optional measurements: finite, and within their documented ranges (P7). (No
    /// arrays here: validation runs on every event and must not allocate.)
    private static func measurementProblem(of change: TouchEvent.Change) -> TouchEventError.Reason? {
        let id = change.id
        let any = 0...Double.greatestFiniteMagnitude
        if let point = change.preciseLocation, !point.x.isFinite || !point.y.isFinite {
            return .nonFiniteValue(touch: id, field: "preciseLocation")
        }
        if let reason = check(change.force, "force", any, id) { return reason }
        if let reason = check(change.maximumPossibleForce, "maximumPossibleForce", Double.leastNonzeroMagnitude...any.upperBound, id) {
            return reason
        }
        if let reason = check(change.altitudeAngle, "altitudeAngle", 0...(Trigonometry.pi / 2), id) { return reason }
        if let reason = check(change.azimuthAngle, "azimuthAngle", -any.upperBound...any.upperBound, id) { return reason }
        if let reason = check(change.majorRadius, "majorRadius", any, id) { return reason }
        return check(change.majorRadiusTolerance, "majorRadiusTolerance", any, id)
    }

    private static func check(_ value: Double?, _ field: String, _ range: ClosedRange<Double>, _ id: Int) -> TouchEventError.Reason? {
        guard let value else { return nil }
        if !value.isFinite { return .nonFiniteValue(touch: id, field: field) }
        return range.contains(value) ? nil : .outOfRange(touch: id, field: field, value: value, range: range)
    }

    /// Coalesced samples (P6): none on `began`; each finite, in time order, after the
    /// touch's previous change and not after the event.
    private func samplesProblem(of change: TouchEvent.Change, after start: Double, until end: Double) -> TouchEventError.Reason? {
        guard !change.coalescedSamples.isEmpty else { return nil }
        let id = change.id
        if change.phase == .began { return .samplesOnBegan(touch: id) }
        var last = start
        for index in change.coalescedSamples.indices {
            let sample = change.coalescedSamples[index]
            if let field = Self.invalidField(of: sample) { return .invalidSample(touch: id, sample: index, field: field) }
            guard sample.timestamp >= last, sample.timestamp <= end else {
                return .sampleOutOfOrder(touch: id, sample: index, time: sample.timestamp, after: last, until: end)
            }
            last = sample.timestamp
        }
        return nil
    }

    /// The first field of `sample` that is not finite or outside its range (as on a change).
    private static func invalidField(of sample: TouchSample) -> String? {
        if !sample.timestamp.isFinite { return "timestamp" }
        if !sample.location.x.isFinite || !sample.location.y.isFinite { return "location" }
        if let point = sample.preciseLocation, !point.x.isFinite || !point.y.isFinite { return "preciseLocation" }
        if let value = sample.force, !value.isFinite || value < 0 { return "force" }
        if let value = sample.altitudeAngle, !(0...(Trigonometry.pi / 2)).contains(value) { return "altitudeAngle" }
        if let value = sample.azimuthAngle, !value.isFinite { return "azimuthAngle" }
        if let value = sample.majorRadius, !value.isFinite || value < 0 { return "majorRadius" }
        return nil
    }
}
