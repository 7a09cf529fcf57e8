import GestureEvdev
import GestureKit
import Testing
@testable import GestureListen

/// Which devices `listen` reads, what `listen --check` says of each, and how a device that
/// comes back is told from another (issue 26, point 3): over hand-made descriptions, with
/// no hardware.
@Suite("listen: device choice, --check and identity (issue 26)")
struct DeviceChoiceTests {
    static func axes(resolution: Double = 0, slots: Bool = true) -> [Int: DeviceDescription.Axis] {
        var axes = [EvdevCode.x: DeviceDescription.Axis(code: EvdevCode.x, minimum: 0, maximum: 4000, resolution: resolution),
                    EvdevCode.y: DeviceDescription.Axis(code: EvdevCode.y, minimum: 0, maximum: 3000, resolution: resolution),
                    EvdevCode.mtX: DeviceDescription.Axis(code: EvdevCode.mtX, minimum: 0, maximum: 4000, resolution: resolution),
                    EvdevCode.mtY: DeviceDescription.Axis(code: EvdevCode.mtY, minimum: 0, maximum: 3000, resolution: resolution)]
        if slots { axes[EvdevCode.mtSlot] = DeviceDescription.Axis(code: EvdevCode.mtSlot, minimum: 0, maximum: 9) }
        return axes
    }

    static let screen = DeviceDescription(name: "ELAN Touchscreen", properties: [EvdevCode.propertyDirect], axes: axes(resolution: 10),
                                          keys: [EvdevCode.btnTouch], physicalPath: "i2c-ELAN0001:00",
                                          inputID: .init(bus: 0x18, vendor: 0x04f3, product: 0x2a1c, version: 0x100))
    static let pad = DeviceDescription(name: "SynPS/2 Synaptics TouchPad", properties: [EvdevCode.propertyButtonpad], axes: axes(),
                                       keys: [EvdevCode.btnToolFinger, EvdevCode.btnTouch, EvdevCode.btnToolDoubleTap],
                                       physicalPath: "isa0060/serio1/input0", inputID: .init(bus: 0x11, vendor: 2, product: 7, version: 0x1b1))
    static let pen = DeviceDescription(name: "Wacom Pen", properties: [EvdevCode.propertyDirect], axes: axes(slots: false),
                                       keys: [EvdevCode.btnToolPen, EvdevCode.btnTouch])
    static let keyboard = DeviceDescription(name: "AT Translated Set 2 keyboard", keys: [1, 2, 3])

    static let machine: [DiscoveredDevice] = [
        DiscoveredDevice(path: "/dev/input/event0", description: keyboard),
        DiscoveredDevice(path: "/dev/input/event1", error: EvdevError(.permissionDenied, path: "/dev/input/event1")),
        DiscoveredDevice(path: "/dev/input/event2", description: pen),
        DiscoveredDevice(path: "/dev/input/event3", description: pad),
        DiscoveredDevice(path: "/dev/input/event4", description: screen),
    ]

    @Test("Without --device, every touchscreen and touchpad is read; pens, keyboards and unreadable nodes are not")
    func everyTouchDevice() throws {
        #expect(try DeviceChoice.paths([], among: Self.machine) == ["/dev/input/event3", "/dev/input/event4"])
        #expect(DeviceChoice.entries([], among: Self.machine).map(\.verdict) == [
            .noTouches, .unreadable(EvdevError(.permissionDenied, path: "/dev/input/event1")), .pen,
            .used(.touchpad), .used(.touchscreen),
        ])
    }

    @Test("Each --device picks one device, by path or by part of its name; the touch devices not named are left, saying so")
    func requestedDevices() throws {
        #expect(try DeviceChoice.paths(["elan"], among: Self.machine) == ["/dev/input/event4"])
        #expect(try DeviceChoice.paths(["synaptics", "/dev/input/event4", "ELAN"], among: Self.machine)
            == ["/dev/input/event3", "/dev/input/event4"])
        let verdicts = DeviceChoice.entries(["synaptics"], among: Self.machine).map(\.verdict)
        #expect(verdicts[3] == .used(.touchpad) && verdicts[4] == .notRequested(.touchscreen))
        #expect(throws: EvdevError.self) { try DeviceChoice.paths(["nothing like it"], among: Self.machine) }
    }

    @Test("With no touch device at all, the error says that some devices could not be read")
    func nothingReadable() {
        let devices = Array(Self.machine.prefix(3))
        #expect { try DeviceChoice.paths([], among: devices) } throws: { error in
            (error as? EvdevError)?.description.contains("could not be read") == true
        }
        #expect(DeviceChoice.report(DeviceChoice.entries([], among: devices)).last
            == "listen would read nothing: no readable touchscreen or touchpad (some devices were not readable: see above)")
    }

    @Test("--check: a line per device with why it is or is not read, its kind, slots, protocol and size, then the choice")
    func report() {
        let lines = DeviceChoice.report(DeviceChoice.entries([], among: Self.machine))
        #expect(lines.count == 6)
        #expect(lines[0].hasPrefix("/dev/input/event0  \"AT Translated Set 2 keyboard\"  not used: no touches"))
        #expect(lines[1].hasPrefix("/dev/input/event1  not used: permission denied: input devices belong to the 'input' group"))
        #expect(lines[2].hasPrefix("/dev/input/event2  \"Wacom Pen\"  not used: a pen or tablet"))
        #expect(lines[3] == "/dev/input/event3  \"SynPS/2 Synaptics TouchPad\"  used: touchpad, multitouch protocol B with 10 slots, "
            + "counts up to 2 fingers, 4000×3000 units, a touchpad without a resolution: taken as 69×50 mm (libinput's assumption) "
            + "at 160 points per inch, 435×315 points")
        #expect(lines[4] == "/dev/input/event4  \"ELAN Touchscreen\"  used: touchscreen, multitouch protocol B with 10 slots, "
            + "4000×3000 units at 10 units/mm (400×300 mm), 2520×1890 points")
        #expect(lines[5] == "listen would read: /dev/input/event3 (SynPS/2 Synaptics TouchPad), /dev/input/event4 (ELAN Touchscreen)")
    }

    @Test("A device that comes back is found by name, physical path and ids, whatever its node; a look-alike is not it")
    func identity() {
        var lookalike = Self.screen
        lookalike.inputID?.product = 0x2a1d  // same name and port, another product
        var elsewhere = Self.screen
        elsewhere.physicalPath = "i2c-ELAN0001:01"
        var withoutIDs = Self.screen
        withoutIDs.inputID = nil
        #expect(Self.screen.isSameDevice(as: Self.screen))
        #expect(!Self.screen.isSameDevice(as: lookalike) && !Self.screen.isSameDevice(as: elsewhere))
        #expect(!Self.screen.isSameDevice(as: withoutIDs))
        let afterReplug = [DiscoveredDevice(path: "/dev/input/event4", description: lookalike),
                           DiscoveredDevice(path: "/dev/input/event9", description: elsewhere),
                           DiscoveredDevice(path: "/dev/input/event12", description: Self.screen)]
        #expect(DeviceChoice.returning(Self.screen, among: afterReplug) == "/dev/input/event12")
        #expect(DeviceChoice.returning(Self.screen, among: Array(afterReplug.prefix(2))) == nil)
    }

    @Test("A new touch device is one neither open nor known: a known one that comes back goes to its own source")
    func newcomers() {
        var second = Self.screen
        second.physicalPath = "usb-0000:00:14.0-2/input0"
        let devices = Self.machine + [DiscoveredDevice(path: "/dev/input/event7", description: second),
                                      DiscoveredDevice(path: "/dev/input/event8", description: Self.pad)]
        // The touchscreen is open; the touchpad went away and came back at event8.
        let found = DeviceChoice.newcomers(among: devices, openPaths: ["/dev/input/event4"], known: [Self.screen, Self.pad])
        #expect(found.map(\.path) == ["/dev/input/event7"])
    }
}
