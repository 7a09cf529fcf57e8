import GestureKit

/// Fingers a device counts but does not track, as libinput handles them
/// (`evdev-mt-touchpad.c`: `tp_fake_finger_count`, `tp_position_fake_touches`, and semi-MT
/// devices read as single-touch ones):
///
/// - `BTN_TOOL_FINGER`…`BTN_TOOL_QUINTTAP` say how many fingers are down (one key at a time;
///   `QUINTTAP` is five or more). A 2-slot touchpad with three fingers down tracks two of
///   them; the third is *counted*: it becomes a touch of its own, so a three-finger swipe on
///   it is a swipe of three fingers.
/// - A counted finger has no position of its own. libinput copies the topmost tracked
///   touch's position onto it; GestureKit places it ``countedFingerSpacing`` points beside
///   its anchor (towards the middle of the surface, so that it lands inside it) and keeps
///   that offset while it lasts. Fingers that move rigidly together never change their
///   spread or their angle: counted fingers add to a pan, a swipe or a tap of their count,
///   and never make a pinch or a rotation (which libinput does not offer for them either).
/// - A semi-multitouch device (`INPUT_PROP_SEMI_MT`) reports the corners of the fingers'
///   bounding box in its slots, not the fingers; a single-touch touchpad has no slots. Both
///   are read as libinput reads them: the slots are ignored, every finger is counted, and the
///   first one is at the pointer (`ABS_X/Y`) — so a two-finger scroll on a Synaptics pad is a
///   two-finger pan, never a pinch or a rotation made of corners.
extension FrameDecoder {
    /// Points between a counted finger and the finger before it: a finger's width apart,
    /// about 12 mm at 160 points per inch.
    public static let countedFingerSpacing = 75.0

    /// The fingers the `BTN_TOOL_*` keys count now (0: none down).
    var toolFingerCount: Int { toolKeys.compactMap { EvdevCode.toolFingerCounts[$0] }.max() ?? 0 }

    /// At the end of a frame: begins, moves and ends the counted fingers so that the touches
    /// down match the count.
    mutating func updateCountedFingers(into changes: inout [TouchEvent.Change]) {
        let count = toolFingerCount
        if countedFingersAwaitLift {
            // The fingers counted now are those cancelled (a drop, a device gone): ignored
            // until every one has lifted, so that their lift is no tap.
            if count > 0 { return }
            countedFingersAwaitLift = false
        }
        let tracked = slots.keys.sorted().compactMap { key in slots[key]?.touch == nil ? nil : slots[key]?.lastEmitted }
        let anchor: Point?
        let wanted: Int
        if pointerFingers {
            anchor = position(of: 0)
            wanted = count
        } else {
            // As libinput: counted fingers only when the count is beyond the slots.
            anchor = tracked.min { ($0.y, $0.x) < ($1.y, $1.x) }  // the topmost tracked touch
            // Every contact in a slot counts, fingers or not (a resting thumb, a palm).
            let contacts = slots.values.filter { $0.trackingID >= 0 }.count
            wanted = count > slotCapacity ? Swift.max(0, count - contacts) : 0
        }
        guard let anchor else {
            endCountedFingers(downTo: 0, into: &changes)
            return
        }
        endCountedFingers(downTo: wanted, into: &changes)
        for index in countedFingers.indices {
            let point = Point(x: anchor.x + countedFingers[index].offset.x, y: anchor.y + countedFingers[index].offset.y)
            guard point != countedFingers[index].last else { continue }
            changes.append(change(countedFingers[index].touch, .moved, at: point, measures: slots[0] ?? Slot()))
            countedFingers[index].last = point
        }
        let direction = anchor.x < mapping.windowSize.width / 2 ? 1.0 : -1.0
        while countedFingers.count < wanted {
            // The pointer itself is the first finger of a device whose fingers are all counted.
            let place = Double(countedFingers.count + (pointerFingers ? 0 : 1))
            let offset = Point(x: direction * place * Self.countedFingerSpacing, y: 0)
            let point = Point(x: anchor.x + offset.x, y: anchor.y + offset.y)
            changes.append(change(nextTouchID, .began, at: point, measures: slots[0] ?? Slot()))
            countedFingers.append((nextTouchID, offset, point))
            nextTouchID += 1
        }
    }

    /// Lifts counted fingers, the last first, until `count` are left (libinput ends them in
    /// reverse order too).
    private mutating func endCountedFingers(downTo count: Int, into changes: inout [TouchEvent.Change]) {
        while countedFingers.count > count {
            let finger = countedFingers.removeLast()
            changes.append(change(finger.touch, .ended, at: finger.last, measures: slots[0] ?? Slot()))
        }
    }
}
