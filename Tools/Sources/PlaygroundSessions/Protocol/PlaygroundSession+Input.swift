import GestureKit

/// A page's input as the window's events: touches from its pointers, hover, scroll and
/// trackpad transforms, on the window's clock (seconds from the page's first message).
extension PlaygroundSession {
    /// Why a message was refused; its text goes back to the page, and nothing of the message took effect.
    struct MessageProblem: Error { let text: String }

    /// A message's time (milliseconds, in ``timeRange``) as the window's seconds.
    func seconds(_ milliseconds: Double) throws(MessageProblem) -> Double {
        let origin = origin ?? milliseconds
        self.origin = origin
        let time = (milliseconds - origin) / 1000
        guard time >= lastTime else {
            throw MessageProblem(text: "t: time went backwards (\(milliseconds) ms is before the last message)")
        }
        return time
    }

    func send(_ changes: [ClientMessage.Change], at time: Double) throws(MessageProblem) {
        var mapped: [TouchEvent.Change] = []
        var newPointers = pointers
        for (index, change) in changes.enumerated() {
            switch change.phase {
            case .down:
                guard newPointers[change.id] == nil else { throw MessageProblem(text: "changes[\(index)]: pointer \(change.id) is already down") }
                newPointers[change.id] = nextTouchID + mapped.filter { $0.phase == .began }.count
                mapped.append(touchChange(change, id: newPointers[change.id]!, phase: .began, time: time))
            case .move, .up, .cancel:
                guard let touch = newPointers[change.id] else { throw MessageProblem(text: "changes[\(index)]: pointer \(change.id) is not down") }
                let phase: TouchPhase = change.phase == .move ? .moved : change.phase == .up ? .ended : .cancelled
                mapped.append(touchChange(change, id: touch, phase: phase, time: time))
                if phase != .moved { newPointers[change.id] = nil }
            }
        }
        do {
            try scene.window.sendEvent(TouchEvent(timestamp: time, changes: mapped))
        } catch {
            throw MessageProblem(text: error.description)  // E2: nothing of it took effect
        }
        nextTouchID += mapped.filter { $0.phase == .began }.count
        pointers = newPointers
        lastTime = time
        scene.tick(at: time)
    }

    /// A page pointer change as a touch change: its type, buttons, pen pressure and
    /// coalesced samples (their times clamped into the span since the last message: the
    /// browser stamps them when they happened, which may be just before the last message left).
    func touchChange(_ change: ClientMessage.Change, id: Int, phase: TouchPhase, time: Double) -> TouchEvent.Change {
        let force = change.force.map { $0 * Self.maximumPossibleForce }
        var samples: [TouchSample] = []
        if phase != .began {
            for sample in change.samples {
                let seconds = Swift.min(Swift.max((sample.t - (origin ?? sample.t)) / 1000, samples.last?.timestamp ?? lastTime), time)
                samples.append(TouchSample(timestamp: seconds, location: sample.location,
                                           force: sample.force.map { $0 * Self.maximumPossibleForce }))
            }
        }
        let buttons = change.buttons.map { PointerButtons(rawValue: $0 & 0xFF) } ?? []
        return TouchEvent.Change(id: id, phase: phase, location: change.location, force: force, type: change.touchType,
                                 maximumPossibleForce: force == nil ? nil : Self.maximumPossibleForce,
                                 buttonMask: change.touchType == .indirectPointer ? buttons : [], coalescedSamples: samples)
    }

    /// Hover, scroll and transform messages (P5).
    func sendPointer(_ message: ClientMessage) throws(MessageProblem) {
        let window = scene.window
        let t: Double
        switch message {
        case .hover(let time, _, _, _), .scroll(let time, _, _, _), .transform(let time, _, _, _): t = time
        default: return
        }
        let time = try seconds(t)
        do {
            switch message {
            case .hover(_, let phase, let location, let kind):
                try window.sendEvent(HoverEvent(timestamp: time, phase: phase == .exit ? .exited : .moved, location: location,
                                                type: kind == .pen ? .pencil : .indirectPointer))
            case .scroll(_, let location, let delta, let type):
                try window.sendEvent(ScrollEvent(timestamp: time, location: location, translation: Point(x: -delta.x, y: -delta.y),
                                                 type: type == .continuous ? .continuous : .discrete))
            case .transform(_, let location, let scale, let rotation):
                try window.sendEvent(TransformEvent(timestamp: time, location: location, scale: scale, rotation: rotation))
            default:
                return
            }
        } catch {
            throw MessageProblem(text: error.description)
        }
        lastTime = time
        scene.tick(at: time)
    }

    func cancelPointers() {
        guard !pointers.isEmpty else { return }
        let window = scene.window
        let changes = pointers.values.sorted().map { touch in
            TouchEvent.Change(id: touch, phase: .cancelled, location: window.touches.first { $0.id == touch }?.location(in: nil) ?? .zero)
        }
        try? window.sendEvent(TouchEvent(timestamp: window.currentTime, changes: changes))
        pointers.removeAll()
        scene.tick(at: window.currentTime)
    }
}
