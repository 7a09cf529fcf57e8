/// The kernel's multitouch state, read from the device (`EVIOCGMTSLOTS`, `ABS_MT_SLOT`):
/// taken when the device is opened and after a `SYN_DROPPED`, as libevdev does.
extension FrameDecoder {
    /// One slot as the kernel reports it: its tracking id (-1 when empty) and position, in
    /// device units.
    public struct SlotReading: Hashable, Sendable {
        /// The tracking id, -1 when the slot is empty.
        public var trackingID: Int
        /// The position, in device units.
        public var x: Int, y: Int

        /// Creates a reading.
        public init(trackingID: Int, x: Int, y: Int) {
            self.trackingID = trackingID
            self.x = x
            self.y = y
        }
    }

    /// The kernel's multitouch state after a `SYN_DROPPED`, slot by slot (`EVIOCGMTSLOTS`).
    public struct SlotState: Hashable, Sendable {
        /// The slot `ABS_MT_SLOT` selects now.
        public var currentSlot: Int
        /// Each slot, by index.
        public var slots: [SlotReading]

        /// Creates a slot state.
        public init(currentSlot: Int, slots: [SlotReading]) {
            self.currentSlot = currentSlot
            self.slots = slots
        }
    }

    /// Brings the slots up to the kernel's state after a `SYN_DROPPED`
    /// (``awaitsResynchronization``): a touch that was cancelled and is still down stays
    /// ignored until it lifts; one that lifted during the loss is forgotten; a touch that
    /// began during the loss begins now, where it is.
    public mutating func resynchronize(_ state: SlotState) {
        awaitsResynchronization = false
        currentSlot = state.currentSlot
        for (key, reading) in state.slots.enumerated() {
            var slot = slots[key, default: Slot()]
            (slot.rawX, slot.rawY) = (Double(reading.x), Double(reading.y))
            if reading.trackingID != slot.trackingID {
                slot.trackingID = reading.trackingID
                if reading.trackingID >= 0 {
                    slot.touch = nextTouchID
                    nextTouchID += 1
                    began.append(key)
                }
            }
            slots[key] = slot
        }
        if !began.isEmpty { emitFrame() }
    }

    /// Takes the kernel's slot state when the device is opened (``SlotState``, from
    /// `EVIOCGMTSLOTS` and `ABS_MT_SLOT`'s value): events then file under the right slots
    /// even though the kernel sends `ABS_MT_SLOT` only when it changes. Fingers already
    /// down are not touches: they are known (their ids, where they are) and ignored until
    /// they lift, as after a drop, so the engine never sees half a gesture.
    public mutating func start(from state: SlotState) {
        currentSlot = state.currentSlot
        for (key, reading) in state.slots.enumerated() {
            var slot = slots[key, default: Slot()]
            (slot.rawX, slot.rawY) = (Double(reading.x), Double(reading.y))
            slot.trackingID = reading.trackingID
            slot.touch = nil
            slots[key] = slot
        }
    }
}
