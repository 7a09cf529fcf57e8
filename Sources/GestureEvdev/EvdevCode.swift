/// The Linux input event types and codes GestureKit reads (`linux/input-event-codes.h`).
public enum EvdevCode {
    /// Event types.
    public static let synchronization = 0x00, key = 0x01, absolute = 0x03
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
    /// `ABS_MT_TOOL_TYPE`'s `MT_TOOL_PEN`.
    public static let toolPen = 1
    /// `ABS_MT_TOOL_TYPE`'s `MT_TOOL_PALM`: a contact the device itself calls a palm.
    public static let toolPalm = 2
    /// Input properties (`INPUT_PROP_*`).
    public static let propertyPointer = 0x00, propertyDirect = 0x01
}
