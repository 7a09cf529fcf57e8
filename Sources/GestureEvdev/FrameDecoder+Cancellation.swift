import GestureKit

/// What a device's end, a drop and a recording's end cancel: the touches down, where they
/// were last seen, and the frame being read, which is forgotten rather than guessed at.
extension FrameDecoder {
    /// Cancels every touch down where it was last seen (the device went away), as events in
    /// ``events``.
    public mutating func cancelTouches() {
        dropping = false
        dropAwaitsState = false
        cancelAll()
    }

    /// SYN_DROPPED with no state to read, a device gone, or a recording's end: the touches
    /// down are cancelled where they were last seen. The frame being read is incomplete,
    /// so it is forgotten first: what it began never begins, and what it lifted is cancelled.
    mutating func cancelAll() {
        if protocolA, !touchesA.isEmpty || !contacts.isEmpty || contactX != nil { contactsAwaitLift = true }
        abandonFrame()
        var changes: [TouchEvent.Change] = []
        for key in slots.keys.sorted() {
            guard var slot = slots[key], let touch = slot.touch, let last = slot.lastEmitted else { continue }
            changes.append(.init(id: touch, phase: .cancelled, location: last))
            slot.touch = nil
            slot.lastEmitted = nil
            slots[key] = slot  // its tracking id stays: ignored until it lifts
        }
        for (touch, point, _) in touchesA { changes.append(.init(id: touch, phase: .cancelled, location: point)) }
        for finger in countedFingers { changes.append(.init(id: finger.touch, phase: .cancelled, location: finger.last)) }
        if countsFingers, toolFingerCount > 0 { countedFingersAwaitLift = true }
        countedFingers.removeAll()
        touchesA.removeAll()
        contacts.removeAll()
        (contactX, contactY) = (nil, nil)
        began.removeAll()
        endedTouches.removeAll()
        moved.removeAll()
        if !changes.isEmpty { events.append(TouchEvent(timestamp: frameTime, changes: changes)) }
    }

    /// The events, once a recording has ended. Its loose ends are not guessed at:
    /// - events after its last `SYN_REPORT` are not read: they are not a whole frame, and
    ///   the kernel delivers nothing until the report (a recording cut short ends so);
    /// - touches still down are cancelled where they were last seen, at the time of the last
    ///   event: the recording does not say that they lifted, or where.
    ///
    /// The cancellations, if any, are one event appended last.
    public mutating func finish() -> [TouchEvent] {
        cancelTouches()
        return events
    }

    /// Forgets the frame being read: a touch it began was never sent, and a lift it read is
    /// not confirmed, so the touch it lifted counts as still down. (Reversed: a slot may
    /// lift several touches in one frame, and only its first was sent.)
    mutating func abandonFrame() {
        for key in began { slots[key]?.touch = nil }
        for (key, touch) in endedTouches.reversed() where slots[key]?.lastEmitted != nil { slots[key]?.touch = touch }
        for (key, id) in idsBeforeFrame { slots[key]?.trackingID = id }
        idsBeforeFrame.removeAll(keepingCapacity: true)
        began.removeAll()
        endedTouches.removeAll()
        moved.removeAll()
        contacts.removeAll()
        (contactX, contactY) = (nil, nil)
        contactMeasures = Slot()
    }
}
