/// The device's state, read from the kernel (`EVIOCGMTSLOTS` for every multitouch axis,
/// `EVIOCGKEY`, `EVIOCGABS`): taken when the device is opened and after a `SYN_DROPPED`, as
/// libevdev does.
extension FrameDecoder {
    /// One slot as the kernel reports it: every multitouch axis the device has, in device
    /// units (nil: the device has no such axis).
    public struct SlotReading: Hashable, Sendable {
        /// The tracking id, -1 when the slot is empty.
        public var trackingID: Int
        /// The position, in device units.
        public var x: Int, y: Int
        /// `ABS_MT_PRESSURE`.
        public var pressure: Int?
        /// `ABS_MT_TOUCH_MAJOR`.
        public var touchMajor: Int?
        /// `ABS_MT_TOOL_TYPE` (`MT_TOOL_FINGER`, `MT_TOOL_PEN`, `MT_TOOL_PALM`).
        public var toolType: Int?

        /// Creates a reading.
        public init(trackingID: Int, x: Int, y: Int, pressure: Int? = nil, touchMajor: Int? = nil, toolType: Int? = nil) {
            self.trackingID = trackingID
            self.x = x
            self.y = y
            self.pressure = pressure
            self.touchMajor = touchMajor
            self.toolType = toolType
        }
    }

    /// The device's whole state, as libevdev reads it to resynchronize: the slots (current
    /// one and each slot's axes), the keys held, and the single-touch axes' values. (The
    /// name is older than the keys and axes.)
    public struct SlotState: Hashable, Sendable {
        /// The slot `ABS_MT_SLOT` selects now.
        public var currentSlot: Int
        /// Each slot, by index (none for a single-touch device).
        public var slots: [SlotReading]
        /// The keys held (`BTN_TOUCH`, `BTN_TOOL_FINGER`, `BTN_TOOL_DOUBLETAP` …).
        public var keys: Set<Int>
        /// The values of the other absolute axes, by code (`ABS_X`, `ABS_Y`, `ABS_PRESSURE`).
        public var axes: [Int: Int]

        /// Creates a state.
        public init(currentSlot: Int, slots: [SlotReading], keys: Set<Int> = [], axes: [Int: Int] = [:]) {
            self.currentSlot = currentSlot
            self.slots = slots
            self.keys = keys
            self.axes = axes
        }
    }

    /// The keys a state is compared on: the touch, the finger counts and the pen.
    static let stateKeys = [EvdevCode.btnTouch, EvdevCode.btnToolPen, EvdevCode.btnToolRubber]
        + EvdevCode.toolFingerCounts.keys.sorted()

    /// Brings the decoder up to the device's state after a `SYN_DROPPED`, as libevdev does:
    /// the frame the drop cut is forgotten, whatever was still queued has been discarded by
    /// the caller (libevdev drains the kernel's buffer first, so that no frame older than the
    /// state is decoded on top of it), and the differences between what the decoder knew and
    /// `state` become changes at the time of the drop — a touch whose slot is empty now, or holds another tracking id, ends
    /// where it was last seen; a new tracking id begins a touch where it is; a touch still
    /// down moves to where it is (a palm now is cancelled); the keys set the finger count;
    /// a single-touch device's `BTN_TOUCH` and `ABS_X/Y` do the same for its one touch.
    /// Decoding then resumes with the next event. A protocol A device has no state to read:
    /// its touches are cancelled, as a recording's are.
    public mutating func resynchronize(_ state: SlotState) {
        // libevdev: "discard all events since the last SYN_REPORT" — the frame the drop cut.
        // Protocol A has no slots to read: its touches are cancelled, as in a recording.
        guard !protocolAOnly else { return cancelTouches() }
        dropping = false
        dropAwaitsState = false
        abandonFrame()
        let time = lastMicros
        // The state written as the events libevdev would synthesize, decoded as one frame.
        if multitouch {
            for (index, reading) in state.slots.enumerated() {
                consume(type: EvdevCode.absolute, code: EvdevCode.mtSlot, value: index, microseconds: time)
                consume(type: EvdevCode.absolute, code: EvdevCode.mtTrackingID, value: reading.trackingID, microseconds: time)
                let measures = [(EvdevCode.mtToolType, reading.toolType), (EvdevCode.mtPressure, reading.pressure),
                                (EvdevCode.mtTouchMajor, reading.touchMajor)]
                for (code, value) in measures { if let value { consume(type: EvdevCode.absolute, code: code, value: value, microseconds: time) } }
                consume(type: EvdevCode.absolute, code: EvdevCode.mtX, value: reading.x, microseconds: time)
                consume(type: EvdevCode.absolute, code: EvdevCode.mtY, value: reading.y, microseconds: time)
            }
            consume(type: EvdevCode.absolute, code: EvdevCode.mtSlot, value: state.currentSlot, microseconds: time)
        }
        for code in state.axes.keys.sorted() {
            consume(type: EvdevCode.absolute, code: code, value: state.axes[code] ?? 0, microseconds: time)
        }
        for key in Self.stateKeys {
            consume(type: EvdevCode.key, code: key, value: state.keys.contains(key) ? 1 : 0, microseconds: time)
        }
        consume(type: EvdevCode.synchronization, code: EvdevCode.synReport, value: 0, microseconds: time)
    }

    /// Takes the kernel's state when the device is opened (``SlotState``, from
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
