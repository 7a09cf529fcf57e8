import GestureKit

/// Turns Linux input events into touch events, one frame (up to `SYN_REPORT`) at a time: the
/// one state machine of the evemu importer and the live reader.
///
/// ```swift
/// // A touchscreen 4096 units wide and tall, tracking 10 contacts, mapped at 4 units a point.
/// let axis = { (code: Int) in DeviceDescription.Axis(code: code, minimum: 0, maximum: 4095) }
/// let device = DeviceDescription(name: "panel", properties: [EvdevCode.propertyDirect],
///                                axes: [EvdevCode.mtSlot: .init(code: EvdevCode.mtSlot, minimum: 0, maximum: 9),
///                                       EvdevCode.mtX: axis(EvdevCode.mtX), EvdevCode.mtY: axis(EvdevCode.mtY)])
/// var decoder = FrameDecoder(device: device, mapping: AxisMapping(device: device, pointsPerUnit: 0.25)!)
///
/// // A finger lands, and lifts 80 ms later: two frames, as the kernel sends them.
/// let (abs, syn) = (EvdevCode.absolute, EvdevCode.synchronization)
/// let frames: [[(type: Int, code: Int, value: Int)]] = [
///     [(abs, EvdevCode.mtSlot, 0), (abs, EvdevCode.mtTrackingID, 7), (abs, EvdevCode.mtX, 1000), (abs, EvdevCode.mtY, 2000),
///      (syn, EvdevCode.synReport, 0)],
///     [(abs, EvdevCode.mtTrackingID, -1), (syn, EvdevCode.synReport, 0)],
/// ]
/// for (index, frame) in frames.enumerated() {
///     for event in frame {
///         decoder.consume(type: event.type, code: event.code, value: event.value, microseconds: Int64(index) * 80_000)
///     }
///     decoder.drainEvents { print($0.timestamp, $0.changes.map { "\($0.id) \($0.phase) \($0.location)" }) }
/// }
/// // Prints "0.0 ["1 began (250.0, 500.0)"]"
/// // Prints "0.08 ["1 ended (250.0, 500.0)"]"
/// ```
///
/// - Multitouch protocol B: `ABS_MT_SLOT` selects a slot, `ABS_MT_TRACKING_ID` starts a touch
///   in it (or ends it, with -1), `ABS_MT_POSITION_X/Y` move it; values persist from frame to
///   frame; a frame becomes one touch event (two, at the same time, when a touch begins and
///   lifts within the frame).
/// - `SYN_DROPPED`: the kernel lost events. The frame it cut and everything up to and
///   including the next `SYN_REPORT` are discarded (libevdev's documentation). A live reader
///   then hands over the device's whole state (``resynchronize(_:)``: every slot's axes, the
///   keys, the single-touch axes), and the differences become changes — a touch that lifted
///   meanwhile ends, one that landed begins, one still down moves — as libevdev's
///   resynchronization turns them into events. Without a state (a recording, or protocol A,
///   which has none), the touches that were down are cancelled (A12) and their tracking ids,
///   and fingers counted by `BTN_TOOL_*`, ignored until they lift.
/// - Protocol A (`SYN_MT_REPORT` after each contact, no identities): each contact continues
///   the nearest touch of the previous frame, closest pairs first.
/// - Single-touch devices: one touch from `BTN_TOUCH` and `ABS_X/ABS_Y`.
/// - Fingers counted by `BTN_TOOL_DOUBLETAP`…`QUINTTAP` beyond what the slots track, and
///   semi-multitouch devices, whose slots are not fingers: FrameDecoder+CountedFingers.swift.
/// - Measurements ride on each change (P7): pressure as force, touch major as radius, the pen
///   tool as a `pencil` touch.
/// - Palms are never fingers: a contact whose `ABS_MT_TOOL_TYPE` is `MT_TOOL_PALM`, or whose
///   `ABS_MT_TOUCH_MAJOR` exceeds ``palmTouchMajor`` (set per device; none by default), never
///   begins a touch, and a finger that becomes one while down is cancelled where it was last
///   seen (A12). It stays a palm until its tracking id ends.
/// - A tracking id written again into the slot that already holds it is no change (a queued
///   frame repeating what a resynchronization already read), as libevdev treats it; a
///   different id without a -1 first ends one contact and begins another.
/// - The end of a recording (``finish()``): events after the last `SYN_REPORT` are not a
///   frame and are not read, and touches still down are cancelled, not lifted.
/// - A device opened with fingers already down: ``start(from:)`` takes the kernel's slot
///   state (current slot, each slot's id and position), so later events file under the right
///   slots; those fingers are not touches until they lift (the engine never sees half a
///   gesture).
public struct FrameDecoder {
    private typealias Code = EvdevCode
    /// One multitouch slot: the touch in it and its position (values persist between frames).
    struct Slot {
        var trackingID = -1
        var rawX = 0.0, rawY = 0.0
        var touch: Int?  // our id for the touch in the slot, while it is down
        var lastEmitted: Point?
        // What the device measures besides the position (P7), in device units.
        var pressure: Double?
        var touchMajor: Double?
        var toolType = 0  // MT_TOOL_FINGER
        /// The contact is a palm (tool type or size): never a finger until its id ends.
        var isPalm = false
        /// The contact landed in a clickpad's thumb area and has not left it (FrameDecoder+Thumbs.swift).
        var isThumb = false
    }

    let mapping: AxisMapping
    let multitouch: Bool
    /// The fingers are counted by `BTN_TOOL_*` and placed at the pointer (`ABS_X/Y`): a
    /// semi-multitouch device, or a single-touch touchpad.
    let pointerFingers: Bool
    /// The device counts more fingers (`BTN_TOOL_*`) than its ``slotCapacity`` tracks.
    let countsFingers: Bool
    /// How many slots the device tracks.
    let slotCapacity: Int
    /// On a clickpad: the `ABS_MT_POSITION_Y` below which a contact that lands is a resting
    /// thumb (FrameDecoder+Thumbs.swift); nil elsewhere.
    let thumbLine: Double?
    /// The `BTN_TOOL_*` finger keys held now.
    var toolKeys: Set<Int> = []
    /// The fingers counted beyond the tracked ones: each a touch placed at `offset` from its anchor.
    var countedFingers: [(touch: Int, offset: Point, last: Point)] = []
    /// Counted fingers were cancelled while the keys still counted some: none begins until
    /// the count falls to 0, as a cancelled tracked touch is ignored until its id ends.
    var countedFingersAwaitLift = false
    /// Protocol A contacts were cancelled: frames list them afresh, so none begins until a
    /// frame lists none.
    var contactsAwaitLift = false
    /// The `ABS_MT_TOUCH_MAJOR` (device units) above which a contact is a palm, not a finger;
    /// nil: size alone never makes one. Devices differ too much for one figure (libinput keeps
    /// one per device model), so it is set per device by whoever knows it.
    public var palmTouchMajor: Double?
    var slots: [Int: Slot] = [:]  // (internal: FrameDecoder+SlotState.swift reads them)
    var currentSlot = 0
    var nextTouchID = 1
    private var startTime: Int64?  // microseconds, as evemu records them
    var dropping = false
    /// The drop's `SYN_REPORT` was read and no state came: the next event cancels the touches down.
    var dropAwaitsState = false
    /// The time of the last event, in microseconds (a resynchronization's changes happen then).
    var lastMicros: Int64 = 0
    /// Whether a `SYN_DROPPED` was read and the decoder waits for the device's state
    /// (``resynchronize(_:)``). A live reader calls it as soon as it sees the drop; when the
    /// event after the drop's `SYN_REPORT` comes first (a recording), the touches that were
    /// down are cancelled instead.
    public var awaitsResynchronization: Bool { dropping || dropAwaitsState }
    // The frame being read.
    var frameTime = 0.0
    var began: [Int] = []  // slots, in order
    var endedTouches: [(slot: Int, touch: Int)] = []
    var moved: Set<Int> = []
    /// The tracking id each slot the frame changed held before it, to put back when the
    /// frame is abandoned: kept as it is, a resynchronized state showing the same id would
    /// read as no change, and a finger down would never begin.
    var idsBeforeFrame: [Int: Int] = [:]
    // Protocol A: the contacts of the frame being read, and the touches of the last frame.
    var protocolA = false
    /// Whether the device turned out to speak protocol A (it has no slot state to read).
    var protocolAOnly: Bool { protocolA }
    var contactX: Double?, contactY: Double?
    var contactMeasures = Slot()  // the measurements of the contact being read
    var contacts: [(x: Double, y: Double, measures: Slot)] = []
    /// Protocol A: the touches of the last frame, with the device's tracking id where it sends one.
    var touchesA: [(touch: Int, point: Point, trackingID: Int)] = []
    /// The touch events decoded so far.
    public internal(set) var events: [TouchEvent] = []

    /// A decoder for a device mapped by `mapping`; `multitouch` reads the MT axes (else
    /// `BTN_TOUCH` and `ABS_X/Y`).
    /// `firstTouchID` numbers the first touch (a decoder taking over from another keeps
    /// counting, so no id is reused).
    public init(mapping: AxisMapping, multitouch: Bool, firstTouchID: Int = 1) {
        self.mapping = mapping
        self.multitouch = multitouch
        pointerFingers = false
        countsFingers = false
        slotCapacity = multitouch ? DeviceDescription.maximumSlotCount : 1
        thumbLine = nil
        nextTouchID = firstTouchID
    }

    /// A decoder for `device`, mapped by `mapping`, read as its properties and bits say:
    /// slots or single touch, and fingers counted by `BTN_TOOL_*` where the device counts
    /// more than it tracks, or where its slots are not fingers (`INPUT_PROP_SEMI_MT`).
    public init(device: DeviceDescription, mapping: AxisMapping, firstTouchID: Int = 1) {
        self.mapping = mapping
        let counted = device.countedFingers
        pointerFingers = counted >= 2 && (device.isSemiMultitouch || !device.isMultitouch)
        multitouch = device.isMultitouch && !pointerFingers
        slotCapacity = multitouch ? (device.usesSlots ? device.slotCount : DeviceDescription.maximumSlotCount) : 1
        countsFingers = pointerFingers || (multitouch && counted > slotCapacity)
        thumbLine = multitouch ? Self.thumbLine(of: device) : nil
        nextTouchID = firstTouchID
    }

    /// The id the next touch will get.
    public var nextTouchIdentifier: Int { nextTouchID }

    /// Takes one input event: `type`, `code`, `value` at `microseconds` on the device's
    /// clock. Times must not go back (the caller checks: a recording's lines, the kernel's
    /// events). A `SYN_REPORT` ends a frame, which becomes events in ``events``.
    public mutating func consume(type: Int, code: Int, value: Int, microseconds micros: Int64) {
        if startTime == nil { startTime = micros }
        // Exact in whole microseconds, so times print as recorded (0.316644, not 0.31664400000000004).
        if dropAwaitsState {  // no state came after the drop: the touches down are cancelled
            dropAwaitsState = false
            cancelAll()
        }
        let (elapsed, overflow) = micros.subtractingReportingOverflow(startTime ?? 0)
        // Beyond an Int64 (a stream's garbage times): a Double's difference, which the window
        // refuses as out of range.
        frameTime = overflow ? (Double(micros) - Double(startTime ?? 0)) / 1_000_000 : Double(elapsed) / 1_000_000
        lastMicros = micros
        if dropping {
            if type == Code.synchronization && code == Code.synReport {
                dropping = false
                // Protocol A has no state to read: each frame lists every contact anyway.
                if protocolA { cancelAll() } else { dropAwaitsState = true }
            }
            return
        }
        switch (type, code) {
        case (Code.synchronization, Code.synReport): if protocolA { emitProtocolAFrame() } else { emitFrame() }
        case (Code.synchronization, Code.synDropped): dropping = true
        case (Code.synchronization, Code.synMTReport):
            if !protocolA { adoptProtocolA() }
            // At most as many contacts a frame as any device has slots: each frame pairs every
            // contact with every one before, and a file may list thousands.
            if let x = contactX, let y = contactY, !contactMeasures.isPalm, contacts.count < DeviceDescription.maximumSlotCount {
                contacts.append((x, y, contactMeasures))
            }
            (contactX, contactY) = (nil, nil)
            contactMeasures = Slot()
        case (Code.absolute, Code.mtSlot):
            // The kernel's rule (input_handle_abs_event): a slot the device does not have is
            // ignored and events go on to the slot before. A recording may hold any number,
            // and each new slot would be one more touch to track.
            if value >= 0, value < slotCapacity { currentSlot = value }
        case (Code.absolute, Code.mtTrackingID) where multitouch:
            if protocolA { contactMeasures.trackingID = value } else { trackingID(value) }
        case (Code.absolute, Code.mtX) where multitouch:
            contactX = Double(value)
            update { $0.rawX = Double(value) }
        case (Code.absolute, Code.mtY) where multitouch:
            contactY = Double(value)
            update { $0.rawY = Double(value) }
        case (Code.absolute, Code.x) where !multitouch: currentSlot = 0; update { $0.rawX = Double(value) }
        case (Code.absolute, Code.y) where !multitouch: currentSlot = 0; update { $0.rawY = Double(value) }
        case (Code.key, let key) where EvdevCode.toolFingerCounts[key] != nil:
            if value != 0 { toolKeys.insert(key) } else { toolKeys.remove(key) }
        case (Code.key, Code.btnTouch) where !multitouch && !pointerFingers:
            currentSlot = 0
            trackingID(value != 0 ? 0 : -1)
        // Measurements (P7): kept in the slot, carried by the touch's next change.
        case (Code.absolute, Code.mtPressure) where multitouch: measure { $0.pressure = Double(value) }
        case (Code.absolute, Code.pressure) where !multitouch: currentSlot = 0; measure { $0.pressure = Double(value) }
        case (Code.absolute, Code.mtTouchMajor) where multitouch:
            measure { $0.touchMajor = Double(value) }
            if let limit = palmTouchMajor, Double(value) > limit { markPalm() }
        case (Code.absolute, Code.mtToolType) where multitouch:
            measure { $0.toolType = value }
            if value == Code.toolPalm {
                markPalm()
            } else if began.contains(currentSlot) {
                slots[currentSlot]?.isPalm = false  // a new contact, after a palm in the same slot
            }
        case (Code.key, Code.btnToolPen) where !multitouch, (Code.key, Code.btnToolRubber) where !multitouch:
            currentSlot = 0
            measure { $0.toolType = value != 0 ? Code.toolPen : 0 }
        default: break  // timestamps, orientation…: not carried
        }
    }

    /// Hands each event decoded so far to `body`, then forgets them, keeping the storage
    /// (the live reader's way: no array is copied or allocated per frame).
    public mutating func drainEvents(_ body: (TouchEvent) -> Void) {
        for event in events { body(event) }
        events.removeAll(keepingCapacity: true)
    }

    private mutating func measure(_ change: (inout Slot) -> Void) {
        change(&slots[currentSlot, default: Slot()])
        change(&contactMeasures)  // protocol A: the contact being read
    }

    /// A change for the touch in `slot`, with what the device measured there (P7).
    private func change(_ touch: Int, _ phase: TouchPhase, at point: Point, slot key: Int) -> TouchEvent.Change {
        change(touch, phase, at: point, measures: slots[key] ?? Slot())
    }

    func change(_ touch: Int, _ phase: TouchPhase, at point: Point, measures slot: Slot) -> TouchEvent.Change {
        let force = slot.pressure.flatMap(mapping.force)
        return TouchEvent.Change(
            id: touch, phase: phase, location: point,
            force: force, majorRadius: slot.touchMajor.flatMap(mapping.radius),
            type: slot.toolType == Code.toolPen ? .pencil : .direct,
            maximumPossibleForce: force == nil ? nil : mapping.maximumPossibleForce)
    }

    private mutating func update(_ change: (inout Slot) -> Void) {
        change(&slots[currentSlot, default: Slot()])
        moved.insert(currentSlot)
    }

    /// The contact in the current slot (protocol A: the one being read) is a palm.
    private mutating func markPalm() {
        slots[currentSlot, default: Slot()].isPalm = true
        contactMeasures.isPalm = true
        moved.insert(currentSlot)  // looked at when the frame ends: a finger becoming a palm is cancelled
    }

    private mutating func trackingID(_ value: Int) {
        var slot = slots[currentSlot, default: Slot()]
        if value >= 0, value == slot.trackingID { return }  // the same contact: no change (libevdev's rule)
        if idsBeforeFrame[currentSlot] == nil { idsBeforeFrame[currentSlot] = slot.trackingID }
        if value < 0 || slot.trackingID >= 0 {  // a lift, or a new touch replacing one still in the slot
            if let touch = slot.touch { endedTouches.append((currentSlot, touch)) }
            slot.touch = nil
            began.removeAll { $0 == currentSlot }
        }
        slot.trackingID = value
        if value >= 0 {
            slot.isPalm = slot.toolType == Code.toolPalm  // a new contact is a palm only if the tool says so
            slot.isThumb = false
            slot.touch = nextTouchID
            nextTouchID += 1
            began.append(currentSlot)
        }
        slots[currentSlot] = slot
    }

    mutating func emitFrame() {
        var first: [TouchEvent.Change] = [], second: [TouchEvent.Change] = []
        for (slotKey, touch) in endedTouches {
            let wasPalm = slots[slotKey]?.isPalm == true && slots[slotKey]?.touch == nil
            if let point = slots[slotKey]?.lastEmitted {
                // A finger that turned into a palm in the frame it lifted: cancelled, not a lift.
                first.append(change(touch, wasPalm ? .cancelled : .ended, at: point, slot: slotKey))
            } else if wasPalm {
                // A palm from the start: never a touch.
            } else {
                // Began and lifted within this frame: it begins now and ends just after.
                let point = position(of: slotKey)
                first.append(change(touch, .began, at: point, slot: slotKey))
                second.append(change(touch, .ended, at: point, slot: slotKey))
            }
            // The position sent belonged to the first touch the slot lifted; any later one in
            // this frame began in it, and the touch now in the slot has sent nothing yet.
            slots[slotKey]?.lastEmitted = nil
        }
        cancelPalms(into: &first)
        if thumbLine != nil { sortOutThumbs() }
        for key in began {
            guard let touch = slots[key]?.touch else { continue }
            let point = position(of: key)
            first.append(change(touch, .began, at: point, slot: key))
            slots[key]?.lastEmitted = point
        }
        for key in moved.sorted() where !began.contains(key) {
            guard let slot = slots[key], let touch = slot.touch, let last = slot.lastEmitted else { continue }
            let point = position(of: key)
            if point != last {
                first.append(change(touch, .moved, at: point, slot: key))
                slots[key]?.lastEmitted = point
            }
        }
        if countsFingers { updateCountedFingers(into: &first) }
        if !first.isEmpty { events.append(TouchEvent(timestamp: frameTime, changes: first)) }
        if !second.isEmpty { events.append(TouchEvent(timestamp: frameTime, changes: second)) }
        began.removeAll()
        endedTouches.removeAll()
        moved.removeAll()
        if !idsBeforeFrame.isEmpty { idsBeforeFrame.removeAll(keepingCapacity: true) }
    }

    /// Palms found in this frame: one that has not been seen begins no touch; a finger
    /// that became one is cancelled where it was last seen (A12), and its slot ignored until
    /// its id ends.
    private mutating func cancelPalms(into changes: inout [TouchEvent.Change]) {
        for key in moved.sorted() {
            guard var slot = slots[key], slot.isPalm, let touch = slot.touch else { continue }
            if let last = slot.lastEmitted { changes.append(change(touch, .cancelled, at: last, slot: key)) }
            began.removeAll { $0 == key }
            slot.touch = nil
            slot.lastEmitted = nil
            slots[key] = slot
        }
    }

    func position(of slot: Int) -> Point {
        let s = slots[slot] ?? Slot()
        return mapping.point(s.rawX, s.rawY)
    }
}
