import Foundation
import Testing
@testable import GestureEvdev

/// What a device is, from its properties and every event type's bits (issue 26), on the
/// real devices' descriptions and on hand-written ones for what no recording shows.
@Suite("Device kinds from properties and bits (issue 26)")
struct DeviceKindTests {
    static let touchpads = BinaryStreamTests.folder.deletingLastPathComponent().appendingPathComponent("evemu-touchpads")

    static func description(_ folder: URL, _ file: String) throws -> DeviceDescription {
        try DeviceDescription(evemuHeader: try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))
    }

    @Test("The real touchpads are touchpads, with their finger counts, semi-MT and clickpad properties read from their P: and B: lines",
          arguments: [("AlpsPS2 ALPS GlidePoint.desc", 4, true, false), ("ETPS2 Elantech Touchpad.desc", 4, true, false),
                      ("SynPS2 Synaptics TouchPad.desc", 5, false, true), ("SynPS2 Synaptics TouchPad.hp8470p.desc", 3, false, false),
                      ("CyPS2 Cypress Trackpad.two_finger_press.events", 5, true, true)])
    func realTouchpads(file: String, fingers: Int, semi: Bool, clickpad: Bool) throws {
        let device = try Self.description(Self.touchpads, file)
        #expect(device.kind == .touchpad && device.isTouchpadByItsKeys)
        #expect(device.countedFingers == fingers && device.isSemiMultitouch == semi && device.isClickpad == clickpad)
        #expect(device.eventTypes == [0, 1, 3])
    }

    @Test("The real touchscreens are touchscreens (INPUT_PROP_DIRECT)",
          arguments: ["Atmel maXTouch Touchscreen.desc", "Wacom ISDv4 E6 Finger.desc", "EP0430M09.desc", "ELAN Touchscreen.desc"])
    func realTouchscreens(file: String) throws {
        #expect(try Self.description(BinaryStreamTests.folder, file).kind == .touchscreen)
    }

    /// A Wacom pen node as the kernel describes it: direct, ABS_X/Y/PRESSURE, BTN_TOOL_PEN,
    /// BTN_TOOL_RUBBER, BTN_TOUCH and BTN_STYLUS (`B: 01` bytes 40–41).
    static let pen = """
        N: Wacom ISDv4 E6 Pen
        P: 02 00 00 00 00 00 00 00
        B: 00 0b 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 03 1c 00 00 00 00 00 00
        A: 00 0 26312 4 0 100
        A: 01 0 14790 4 0 100
        A: 18 0 255 0 0 0

        """

    @Test("A pen node is a pen: never picked as the touchscreen, even when it comes first and is direct")
    func penIsNotATouchscreen() throws {
        let pen = try DeviceDescription(evemuHeader: Self.pen)
        #expect(pen.keys == [EvdevCode.btnToolPen, EvdevCode.btnToolRubber, EvdevCode.btnTouch, EvdevCode.btnStylus, 0x14c])
        #expect(pen.kind == .pen && pen.isDirect)
        let screen = try Self.description(BinaryStreamTests.folder, "Wacom ISDv4 E6 Finger.desc")
        let pad = try Self.description(Self.touchpads, "SynPS2 Synaptics TouchPad.desc")
        let penNode = DiscoveredDevice(path: "/dev/input/event3", description: pen)
        #expect(try DeviceDiscovery.choose(nil, among: [penNode, .init(path: "/dev/input/event4", description: screen)]) == "/dev/input/event4")
        #expect(try DeviceDiscovery.choose(nil, among: [penNode, .init(path: "/dev/input/event5", description: pad)]) == "/dev/input/event5")
        #expect(throws: EvdevError.self) { try DeviceDiscovery.choose(nil, among: [penNode]) }
    }

    @Test("A device with ABS_MT_SLOT - 1 is fake multitouch (libevdev): its ABS_MT codes are other axes, and it is never a touchpad")
    func fakeMultitouch() throws {
        let device = try DeviceDescription(evemuHeader: "N: Gamepad\nB: 00 09\nA: 00 0 255 0 0\nA: 01 0 255 0 0\nA: 2e 0 255 0 0\nA: 2f 0 255 0 0\nA: 35 0 255 0 0\nA: 36 0 255 0 0\n")
        #expect(device.kind == .fakeMultitouch)
        #expect(throws: EvdevError.self) { try DeviceDiscovery.choose(nil, among: [.init(path: "/dev/input/event1", description: device)]) }
    }

    @Test("A touchscreen without INPUT_PROP_DIRECT but with BTN_TOUCH and no finger tool is a touchscreen (udev's rule); with BTN_TOOL_FINGER and not direct, a touchpad")
    func withoutDirect() throws {
        let axes: [Int: DeviceDescription.Axis] = [0x35: .init(code: 0x35, minimum: 0, maximum: 100), 0x36: .init(code: 0x36, minimum: 0, maximum: 100)]
        #expect(DeviceDescription(axes: axes, keys: [EvdevCode.btnTouch]).kind == .touchscreen)
        #expect(DeviceDescription(axes: axes, keys: [EvdevCode.btnTouch, EvdevCode.btnToolFinger]).kind == .touchpad)
        #expect(DeviceDescription(keys: [EvdevCode.btnLeft]).kind == .other)
    }
}
