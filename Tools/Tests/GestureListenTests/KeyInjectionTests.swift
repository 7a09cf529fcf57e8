import Foundation
import GestureEvdev
import Testing
@testable import GestureListen

/// Keys typed through uinput (issue 26), without a `/dev/uinput`: the device is made through
/// a channel that records every ioctl and every byte, which the tests compare with what the
/// kernel's Documentation/input/uinput.rst asks for.
@Suite("listen: keys and buttons through uinput (issue 26)")
struct KeyInjectionTests {
    /// What a ``UinputChannel`` was asked, in order.
    enum Call: Equatable {
        case control(UInt, Int32?)
        case setup(UInt, [UInt8])
        case write([UInt8])
        case close
    }

    final class RecordingChannel: UinputChannel {
        var calls: [Call] = []
        func control(_ request: UInt, _ argument: Int32?) throws(KeyInjectionError) { calls.append(.control(request, argument)) }
        func control(_ request: UInt, bytes: [UInt8]) throws(KeyInjectionError) { calls.append(.setup(request, bytes)) }
        func write(_ bytes: [UInt8]) throws(KeyInjectionError) { calls.append(.write(bytes)) }
        func close() { calls.append(.close) }
    }

    /// `_IOC(dir, 'U', nr, size)` as linux/ioctl.h builds it (x86, arm: write is 1, 14 size bits).
    static func ioc(write: Bool, _ nr: UInt, size: UInt) -> UInt {
        (write ? 1 << 30 : 0) | (size << 16) | (UInt(UInt8(ascii: "U")) << 8) | nr
    }

    @Test("The ioctl numbers are linux/uinput.h's: _IO('U', 1) and 2, _IOW('U', 3, 92-byte uinput_setup), _IOW('U', 100…102, int)")
    func ioctlNumbers() {
        #expect(Uinput.deviceCreate == Self.ioc(write: false, 1, size: 0))
        #expect(Uinput.deviceDestroy == Self.ioc(write: false, 2, size: 0))
        #expect(Uinput.deviceSetup == Self.ioc(write: true, 3, size: 92))
        #expect(Uinput.setEventBit == Self.ioc(write: true, 100, size: 4))
        #expect(Uinput.setKeyBit == Self.ioc(write: true, 101, size: 4))
        #expect(Uinput.setRelativeBit == Self.ioc(write: true, 102, size: 4))
        let setup = Uinput.setup(name: VirtualKeyboard.deviceName)
        #expect(setup.count == 92)  // struct input_id (8) + name[80] + ff_effects_max (4)
        #expect(Array(setup[0..<8]) == [6, 0, 0, 0, 0, 0, 1, 0])  // BUS_VIRTUAL, vendor 0, product 0, version 1
        #expect(String(decoding: setup[8..<(8 + 27)], as: UTF8.self) == "gesturekit virtual keyboard" && setup[35] == 0)
        #expect(Uinput.setup(name: String(repeating: "x", count: 200))[87] == 0)  // a long name keeps its NUL
    }

    @Test("Creating the keyboard: EV_KEY, then only the configuration's keys in order, UI_DEV_SETUP, UI_DEV_CREATE; destroying it: UI_DEV_DESTROY once and close")
    func creation() throws {
        let channel = RecordingChannel()
        let keyboard = try VirtualKeyboard(channel: channel, codes: [105, 29, 56])
        #expect(channel.calls == [
            .control(Uinput.setEventBit, 1),
            .control(Uinput.setKeyBit, 29), .control(Uinput.setKeyBit, 56), .control(Uinput.setKeyBit, 105),
            .setup(Uinput.deviceSetup, Uinput.setup(name: "gesturekit virtual keyboard")),
            .control(Uinput.deviceCreate, nil),
        ])
        keyboard.destroy()
        keyboard.destroy()
        #expect(channel.calls.suffix(2) == [.control(Uinput.deviceDestroy, nil), .close])
        #expect(channel.calls.count == 8)
        #expect(throws: KeyInjectionError.self) { try keyboard.type(KeyStrokes(chords: [[29]])) }
    }

    @Test("A button makes the device a mouse too, as uinput.rst's mouse: EV_REL with REL_X and REL_Y after the keys")
    func buttonDevice() throws {
        let channel = RecordingChannel()
        _ = try VirtualKeyboard(channel: channel, codes: try KeyStrokes(button: "middle").codes)
        #expect(channel.calls.prefix(5) == [
            .control(Uinput.setEventBit, 1), .control(Uinput.setKeyBit, 0x112),
            .control(Uinput.setEventBit, 2), .control(Uinput.setRelativeBit, 0), .control(Uinput.setRelativeBit, 1),
        ])
    }

    @Test("ctrl+alt+Left: pressed in order, released in reverse, a SYN_REPORT after each, in one write of 12 input_events")
    func chordBytes() throws {
        let channel = RecordingChannel()
        let keyboard = try VirtualKeyboard(channel: channel, codes: [29, 56, 105])
        try keyboard.type(try KeyStrokes(parsing: "ctrl+alt+Left"))
        guard case .write(let bytes) = try #require(channel.calls.last) else { Issue.record("no write"); return }
        #expect(bytes.count == 12 * InputEvent.byteCount)
        var stream = InputEventStream()
        let events = bytes.withUnsafeBytes { stream.events(from: $0) }.map { [$0.type, $0.code, $0.value] }
        #expect(events == [[1, 29, 1], [0, 0, 0], [1, 56, 1], [0, 0, 0], [1, 105, 1], [0, 0, 0],
                           [1, 105, 0], [0, 0, 0], [1, 56, 0], [0, 0, 0], [1, 29, 0], [0, 0, 0]])
        #expect(events.count == 12 && stream.pendingByteCount == 0)
        // The first event byte for byte on 64-bit Linux: a zero timeval, then type 1, code 29, value 1.
        if InputEvent.byteCount == 24 {
            #expect(Array(bytes[0..<24]) == [UInt8](repeating: 0, count: 16) + [1, 0, 29, 0, 1, 0, 0, 0])
        }
    }

    @Test("A sequence is one write per chord; a key the device was not made for is refused and nothing is written")
    func sequenceAndStrayKeys() throws {
        let channel = RecordingChannel()
        let keyboard = try VirtualKeyboard(channel: channel, codes: try KeyStrokes(parsing: "ctrl+c ctrl+v").codes)
        try keyboard.type(try KeyStrokes(parsing: "ctrl+c ctrl+v"))
        #expect(channel.calls.suffix(2) == [.write(VirtualKeyboard.bytes(of: [29, 46])), .write(VirtualKeyboard.bytes(of: [29, 47]))])
        let before = channel.calls.count
        #expect(throws: KeyInjectionError.self) { try keyboard.type(try KeyStrokes(parsing: "alt+F4")) }
        #expect(channel.calls.count == before)
    }

    @Test("Key names: Linux names, the same without KEY_, friendly aliases, any case; unknown names and empty chords are errors")
    func names() throws {
        #expect(try KeyStrokes(parsing: "KEY_LEFTCTRL+KEY_LEFTALT+KEY_LEFT").chords == [[29, 56, 105]])
        #expect(try KeyStrokes(parsing: "ctrl+alt+Left").chords == [[29, 56, 105]])
        #expect(try KeyStrokes(parsing: "Control+ALT+left").chords == [[29, 56, 105]])
        #expect(try KeyStrokes(parsing: "super shift+a z 1 F1 F12 F24 Return space volumeup").chords
                == [[125], [42, 30], [44], [2], [59], [88], [194], [28], [57], [115]])
        #expect(try KeyStrokes(parsing: "ctrl++").chords == [[29, 78]])
        #expect(try KeyStrokes(parsing: "ctrl+alt+Left").description == "KEY_LEFTCTRL+KEY_LEFTALT+KEY_LEFT")
        #expect(try KeyStrokes(button: "middle").description == "BTN_MIDDLE")
        for bad in ["ctrl+banana", "ctrl+", "", "ctrl+ctrl"] {
            #expect(throws: KeyNameError.self) { try KeyStrokes(parsing: bad) }
        }
        #expect(throws: KeyNameError.self) { try KeyStrokes(button: "fourth") }
    }

    @Test("Every name in the table has linux/input-event-codes.h's number (when the header is installed)")
    func tableMatchesHeader() throws {
        guard let header = try? String(contentsOfFile: "/usr/include/linux/input-event-codes.h", encoding: .utf8) else { return }
        var defined: [String: UInt16] = [:]
        for line in header.split(separator: "\n") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard words.count >= 3, words[0] == "#define" else { continue }
            let text = String(words[2])
            if let value = text.hasPrefix("0x") ? UInt16(text.dropFirst(2), radix: 16) : UInt16(text) { defined[String(words[1])] = value }
        }
        #expect(KeyName.table.count > 100)
        for (name, code) in KeyName.table { #expect(defined[name] == code, "\(name)") }
    }
}
