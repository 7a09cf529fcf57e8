/// The Linux input event types and codes GestureKit reads (`linux/input-event-codes.h`).
public enum EvdevCode {
    /// Event types.
    public static let synchronization = 0x00, key = 0x01, relative = 0x02, absolute = 0x03
    /// `EV_SYN` codes.
    public static let synReport = 0x00, synMTReport = 0x02, synDropped = 0x03
    /// `EV_ABS` codes of single-touch devices.
    public static let x = 0x00, y = 0x01, pressure = 0x18
    /// `EV_ABS` codes of multitouch devices.
    public static let mtSlot = 0x2f, mtTouchMajor = 0x30, mtX = 0x35, mtY = 0x36, mtToolType = 0x37
    /// `EV_ABS` codes of multitouch devices: the contact's identity and pressure.
    public static let mtTrackingID = 0x39, mtPressure = 0x3a
    /// `EV_KEY` codes.
    public static let btnTouch = 0x14a, btnToolPen = 0x140, btnToolRubber = 0x141
    /// `EV_KEY` codes: a stylus's button, and the left mouse button (`BTN_MOUSE`).
    public static let btnStylus = 0x14b, btnLeft = 0x110
    /// `EV_KEY` codes that count the fingers on a touchpad, one held at a time:
    /// `BTN_TOOL_FINGER` (1), `BTN_TOOL_DOUBLETAP` (2), `BTN_TOOL_TRIPLETAP` (3),
    /// `BTN_TOOL_QUADTAP` (4), `BTN_TOOL_QUINTTAP` (5).
    public static let btnToolFinger = 0x145, btnToolDoubleTap = 0x14d, btnToolTripleTap = 0x14e,
                      btnToolQuadTap = 0x14f, btnToolQuintTap = 0x148
    /// The fingers each `BTN_TOOL_*` key counts, by code.
    public static let toolFingerCounts: [Int: Int] = [
        btnToolFinger: 1, btnToolDoubleTap: 2, btnToolTripleTap: 3, btnToolQuadTap: 4, btnToolQuintTap: 5,
    ]
    /// The axis just below `ABS_MT_SLOT`: a device that has it has no real multitouch axes
    /// (libevdev's "fake multitouch": its codes from `ABS_MISC` up are other axes).
    public static let mtSlotMinusOne = 0x2e
    /// `ABS_MT_TOOL_TYPE`'s `MT_TOOL_PEN`.
    public static let toolPen = 1
    /// `ABS_MT_TOOL_TYPE`'s `MT_TOOL_PALM`: a contact the device itself calls a palm.
    public static let toolPalm = 2
    /// Input properties (`INPUT_PROP_*`).
    public static let propertyPointer = 0x00, propertyDirect = 0x01
    /// Input properties: a clickpad (the whole surface is the button), and semi-multitouch
    /// (the slots hold the corners of the fingers' bounding box, not the fingers).
    public static let propertyButtonpad = 0x02, propertySemiMultitouch = 0x03
}
