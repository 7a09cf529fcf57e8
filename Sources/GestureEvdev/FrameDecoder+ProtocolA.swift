import GestureKit

/// Multitouch protocol A (the kernel's multi-touch protocol document): `SYN_MT_REPORT`
/// after each contact, every frame listing every contact afresh, no slots.
extension FrameDecoder {
    /// The first `SYN_MT_REPORT`: the device speaks protocol A. The contact read before it was
    /// taken for a slot's: its tracking id goes back to the contact, and nothing of the slots
    /// is kept (protocol A has none, and nothing may pile up in them frame after frame).
    mutating func adoptProtocolA() {
        protocolA = true
        if let slot = slots[currentSlot], slot.trackingID >= 0 {
            contactMeasures.trackingID = slot.trackingID
            if let touch = slot.touch, touch == nextTouchID - 1 { nextTouchID = touch }  // that id was never used
        }
        slots.removeAll()
        began.removeAll()
        endedTouches.removeAll()
        moved.removeAll()
    }

    /// Protocol A: each frame lists its contacts afresh. When the device sends a tracking id
    /// with every contact (Android's, for one), a contact continues the touch of the same id;
    /// otherwise the touch of the previous frame nearest to it (pairs taken closest first, as
    /// mtdev does). Contacts left over begin new touches, and touches left over lift where
    /// they were last seen.
    mutating func emitProtocolAFrame() {
        if let x = contactX, let y = contactY, !contactMeasures.isPalm { contacts.append((x, y, contactMeasures)) }  // a last contact without SYN_MT_REPORT
        (contactX, contactY) = (nil, nil)
        contactMeasures = Slot()
        let points = contacts.map { mapping.point($0.x, $0.y) }
        let measures = contacts.map(\.measures)
        contacts.removeAll()
        if contactsAwaitLift {  // the cancelled fingers, still down: ignored until they lift
            if points.isEmpty { contactsAwaitLift = false }
            return
        }
        let (matchedPrevious, matchedCurrent) = Self.matchContacts(previous: touchesA, current: points,
                                                                   trackingIDs: measures.map(\.trackingID))
        var changes: [TouchEvent.Change] = []
        var next: [(touch: Int, point: Point, trackingID: Int)] = []
        for (p, previous) in touchesA.enumerated() where !matchedPrevious.contains(p) {
            changes.append(.init(id: previous.touch, phase: .ended, location: previous.point))
        }
        for (c, point) in points.enumerated() {
            if let p = matchedCurrent[c] {
                let touch = touchesA[p].touch
                if point != touchesA[p].point { changes.append(change(touch, .moved, at: point, measures: measures[c])) }
                next.append((touch, point, measures[c].trackingID))
            } else {
                changes.append(change(nextTouchID, .began, at: point, measures: measures[c]))
                next.append((nextTouchID, point, measures[c].trackingID))
                nextTouchID += 1
            }
        }
        touchesA = next
        if !changes.isEmpty { events.append(TouchEvent(timestamp: frameTime, changes: changes)) }
    }

    /// Which contact of this frame continues which touch of the last: by tracking id when
    /// every touch and contact has one, else nearest first.
    private static func matchContacts(previous: [(touch: Int, point: Point, trackingID: Int)], current points: [Point],
                                      trackingIDs: [Int]) -> (previous: Set<Int>, current: [Int: Int]) {
        var matchedPrevious = Set<Int>(), matchedCurrent = [Int: Int]()
        if !trackingIDs.contains(where: { $0 < 0 }), !previous.contains(where: { $0.trackingID < 0 }) {
            for (c, id) in trackingIDs.enumerated() {
                if let p = previous.firstIndex(where: { $0.trackingID == id }), !matchedPrevious.contains(p) {
                    matchedPrevious.insert(p)
                    matchedCurrent[c] = p
                }
            }
            return (matchedPrevious, matchedCurrent)
        }
        var pairs: [(distance: Double, previous: Int, current: Int)] = []
        for (p, touch) in previous.enumerated() {
            for (c, point) in points.enumerated() { pairs.append((touch.point.distance(to: point), p, c)) }
        }
        pairs.sort { ($0.distance, $0.previous, $0.current) < ($1.distance, $1.previous, $1.current) }
        for pair in pairs where !matchedPrevious.contains(pair.previous) && matchedCurrent[pair.current] == nil {
            matchedPrevious.insert(pair.previous)
            matchedCurrent[pair.current] = pair.previous
        }
        return (matchedPrevious, matchedCurrent)
    }
}
