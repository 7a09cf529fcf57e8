#if os(Linux)
import Foundation
import GestureKit
import Glibc
import Testing
@testable import GestureEvdev
@testable import GestureTraces

/// Opening and reading input devices, with no hardware: the errors a user meets, and a pipe
/// standing in for a device.
@Suite("Input devices (issue 11)")
struct EvdevDeviceTests {
    @Test("A missing device, a file that is not an input device, and one this user may not read each get a clear message")
    func openingErrors() throws {
        #expect(throws: EvdevError(.noSuchDevice, path: "/dev/input/event-none")) { try EvdevDevice(path: "/dev/input/event-none") }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-device-\(UUID().uuidString)")
        try Data("hello".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(throws: EvdevError(.notAnInputDevice, path: file.path)) { try EvdevDevice(path: file.path) }
        chmod(file.path, 0)
        if geteuid() == 0 {
            // Root reads anything: the permission path cannot be shown here, only its message.
            print("EvdevDeviceTests: running as root, so a denied open cannot happen; checking the message only")
        } else {
            #expect(throws: EvdevError(.permissionDenied, path: file.path)) { try EvdevDevice(path: file.path) }
        }
        #expect(EvdevError(.permissionDenied, path: "/dev/input/event3").description
            == "/dev/input/event3: permission denied: input devices belong to the 'input' group; add yourself (sudo usermod -aG input $USER) and log in again, or run as root")
    }

    @Test("A real recording written into a pipe is read back, without blocking, as the importer reads it; the end of the stream is the device gone")
    func pipeStandsInForADevice() throws {
        let folder = BinaryStreamTests.folder
        let url = folder.appendingPathComponent("EP0430M09.4-finger-drag-down.events")
        let imported = try EvemuImporter.read(contentsOf: url)
        let device = try DeviceDescription(evemuHeader: try String(contentsOf: folder.appendingPathComponent("EP0430M09.desc"), encoding: .utf8))
        let bytes = BinaryStreamTests.inputEvents(try String(contentsOf: url, encoding: .utf8)).flatMap(\.bytes)
        var ends: [Int32] = [0, 0]
        #expect(closeOnExecPipe(&ends) == 0)
        _ = fcntl(ends[0], F_SETFL, O_NONBLOCK)
        let reader = EvdevDevice(fileDescriptor: ends[0], description: device)
        #expect(try reader.readEvents().isEmpty)  // nothing written yet: no blocking, no events
        var decoder = FrameDecoder(mapping: try #require(AxisMapping(device: device)), multitouch: true)
        var offset = 0
        var gone = false
        while !gone {
            if offset < bytes.count {
                let size = Swift.min(1000, bytes.count - offset)  // not a multiple of an event
                let written = bytes[offset..<(offset + size)].withUnsafeBytes { write(ends[1], $0.baseAddress, size) }
                offset += Swift.max(written, 0)
                if offset == bytes.count { close(ends[1]) }
            }
            do {
                for event in try reader.readEvents() {
                    decoder.consume(type: event.type, code: event.code, value: event.value, microseconds: event.microseconds)
                }
            } catch {
                #expect(error.reason == .deviceGone)
                gone = true
            }
        }
        close(ends[0])
        #expect(decoder.finish() == imported.events)
    }
}
#endif

#if os(Linux)
/// The live loop on a fake clock: deadlines fire on time with no input; old device times keep
/// their spacing.
@Suite("The live loop (issue 11)")
struct EvdevSourceTests {
    static let header = "N: Test Panel\nP: 02 00 00 00 00 00 00 00\nA: 2f 0 9 0 0 0\nA: 35 0 1000 0 0 10\nA: 36 0 1000 0 0 10\nA: 39 0 65535 0 0 0\n"

    /// A pipe carrying `events`, a device reading it, and a source on a fake clock whose
    /// `wait` jumps the clock to the deadline when no input is waiting.
    final class Rig {
        var now: Double
        var ends: [Int32] = [0, 0]
        let window = Window(size: Size(width: 400, height: 400))
        let source: EvdevSource
        var waits: [Double?] = []

        init(start: Double) throws {
            now = start
            _ = closeOnExecPipe(&ends)
            _ = fcntl(ends[0], F_SETFL, O_NONBLOCK)
            let description = try DeviceDescription(evemuHeader: EvdevSourceTests.header)
            let device = EvdevDevice(fileDescriptor: ends[0], description: description)
            var clock: () -> Double = { 0 }
            var wait: (Int32, Double?) -> Bool = { _, _ in false }
            source = EvdevSource(device: device, window: window, mapping: AxisMapping(device: description)!,
                                 clock: { clock() }, wait: { wait($0, $1) })
            clock = { [unowned self] in now }
            wait = { [unowned self] descriptor, until in
                waits.append(until)
                var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                if Glibc.poll(&entry, 1, 0) > 0 { return true }
                if let until { now = Swift.max(now, until) }
                return false
            }
        }

        func write(_ events: [InputEvent]) {
            let bytes = events.flatMap(\.bytes)
            _ = bytes.withUnsafeBytes { Glibc.write(ends[1], $0.baseAddress, bytes.count) }
        }

        deinit {
            close(ends[0])
            close(ends[1])
        }
    }

    static func frame(_ micros: Int64, _ changes: [(Int, Int)]) -> [InputEvent] {
        changes.map { InputEvent(microseconds: micros, type: 3, code: $0.0, value: $0.1) }
            + [InputEvent(microseconds: micros, type: 0, code: 0, value: 0)]
    }

    @Test("A long press begins exactly at its deadline with no event coming: the loop waits until the window's next deadline")
    func deadlineWithoutInput() throws {
        let rig = try Rig(start: 10)
        let press = LongPressGestureRecognizer()
        rig.window.addGestureRecognizer(press)
        var began: [Double] = []
        press.addAction { [unowned rig] r in if r.state == .began { began.append(rig.window.currentTime) } }
        rig.write(Self.frame(1_000_000, [(0x39, 5), (0x35, 100), (0x36, 100)]))
        try rig.source.runOnce()  // the finger lands at 10.0
        try rig.source.runOnce()  // nothing comes: the wait ends at the deadline
        #expect(rig.waits == [nil, 10.5])
        #expect(began == [10.5])
    }

    @Test("Old device times keep their spacing on the engine's timeline")
    func oldTimestamps() throws {
        let rig = try Rig(start: 100)
        let tap = TapGestureRecognizer()
        rig.window.addGestureRecognizer(tap)
        var recognized: [Double] = []
        tap.addAction { [unowned rig] _ in recognized.append(rig.window.currentTime) }
        // Recorded in 2012: down, and up 80 ms later.
        rig.write(Self.frame(1_330_495_944_000_000, [(0x39, 1), (0x35, 100), (0x36, 100)])
            + Self.frame(1_330_495_944_080_000, [(0x39, -1)]))
        try rig.source.runOnce()
        #expect(recognized.count == 1 && abs(recognized[0] - 100.08) < 1e-9 && rig.source.rejected.isEmpty)
    }
}
#endif

#if os(Linux)
/// The live loop when events are lost or the device goes away.
@Suite("The live loop: drops and unplugs (issue 11)")
struct EvdevSourceRecoveryTests {
    /// A pipe standing in for a device, with a fake slot state.
    final class FakeDevice {
        var ends: [Int32] = [0, 0]
        var device: EvdevDevice { made! }
        private var made: EvdevDevice?
        /// What the kernel would report now (`EVIOCGMTSLOTS`): read at open and after a drop.
        var slotState: FrameDecoder.SlotState?
        /// A stream with no state reader at all (a pipe carrying a recording).
        var stateless = false {
            didSet { made = EvdevDevice(fileDescriptor: ends[0], description: made!.description, path: "fake") }
        }

        init(slotState: FrameDecoder.SlotState? = nil) throws {
            self.slotState = slotState
            _ = closeOnExecPipe(&ends)
            _ = fcntl(ends[0], F_SETFL, O_NONBLOCK)
            made = EvdevDevice(fileDescriptor: ends[0], description: try DeviceDescription(evemuHeader: EvdevSourceTests.header),
                               path: "fake", slotState: { [unowned self] in self.slotState })
        }

        func write(_ events: [InputEvent]) {
            let bytes = events.flatMap(\.bytes)
            _ = bytes.withUnsafeBytes { Glibc.write(ends[1], $0.baseAddress, bytes.count) }
        }

        func unplug() { close(ends[1]); ends[1] = -1 }

        deinit {
            close(ends[0])
            if ends[1] >= 0 { close(ends[1]) }
        }
    }

    /// A source on a fake clock: a wait returns at once, moving the clock to its time when no input is waiting.
    static func source(_ fake: FakeDevice, window: Window, clock: FakeClock, open: (() throws(EvdevError) -> EvdevDevice)?) -> EvdevSource {
        EvdevSource(device: fake.device, window: window, mapping: AxisMapping(device: fake.device.description)!,
                    clock: { clock.now },
                    wait: { descriptor, until in
                        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                        if descriptor >= 0, Glibc.poll(&entry, 1, 0) > 0 { return true }
                        if let until { clock.now = Swift.max(clock.now, until) }
                        return false
                    },
                    open: open)
    }

    final class FakeClock: @unchecked Sendable { var now = 50.0 }

    @Test("A drop read from the device: what is still queued is drained unread, the device's state is read, and the pan under way carries on from where the state says (libevdev's resynchronization)")
    func dropResynchronizes() throws {
        let fake = try FakeDevice(slotState: .init(currentSlot: 0, slots: [.init(trackingID: -1, x: 0, y: 0)]))  // nothing down at open
        let window = Window(size: Size(width: 400, height: 400))
        let pan = PanGestureRecognizer()
        window.addGestureRecognizer(pan)
        var states: [GestureRecognizer.State] = [], translations: [Double] = []
        pan.addAction {
            states.append($0.state)
            translations.append((pan.translation(in: nil).x * 100).rounded() / 100)
        }
        let source = Self.source(fake, window: window, clock: FakeClock(), open: nil)
        fake.write(EvdevSourceTests.frame(0, [(0x39, 5), (0x35, 100), (0x36, 100)]))
        for step in 1...4 { fake.write(EvdevSourceTests.frame(Int64(step) * 10_000, [(0x35, 100 + step * 50)])) }
        try source.runOnce()
        fake.slotState = .init(currentSlot: 0, slots: [.init(trackingID: 5, x: 400, y: 100)])  // the kernel's state after the loss
        // The drop, then frames older than that state, still queued: never decoded (x 999 would show).
        fake.write([InputEvent(microseconds: 60_000, type: 0, code: 3, value: 0)] + EvdevSourceTests.frame(60_000, [(0x35, 999)])
            + EvdevSourceTests.frame(65_000, [(0x35, 998)]))
        try source.runOnce()
        fake.write(EvdevSourceTests.frame(70_000, [(0x35, 450)]) + EvdevSourceTests.frame(80_000, [(0x39, -1)]))
        try source.runOnce()
        #expect(states.first == .began && states.last == .ended && !states.contains(.cancelled))
        #expect(translations.max() == 220.47)  // 350 units at 10 per mm, 160 points per inch: never 899 units
        #expect(source.rejected.isEmpty)
    }

    @Test("A stream without a state to read: the drop cancels the pan and the finger is ignored until it lifts")
    func dropWithoutState() throws {
        let fake = try FakeDevice()
        fake.stateless = true
        let window = Window(size: Size(width: 400, height: 400))
        let pan = PanGestureRecognizer()
        window.addGestureRecognizer(pan)
        var states: [GestureRecognizer.State] = []
        pan.addAction { states.append($0.state) }
        let source = Self.source(fake, window: window, clock: FakeClock(), open: nil)
        fake.write(EvdevSourceTests.frame(0, [(0x39, 5), (0x35, 100), (0x36, 100)]))
        for step in 1...4 { fake.write(EvdevSourceTests.frame(Int64(step) * 10_000, [(0x35, 100 + step * 50)])) }
        fake.write([InputEvent(microseconds: 60_000, type: 0, code: 3, value: 0)] + EvdevSourceTests.frame(60_000, [(0x35, 999)]))
        fake.write(EvdevSourceTests.frame(70_000, [(0x35, 450)]) + EvdevSourceTests.frame(80_000, [(0x39, -1)]))
        try source.runOnce()
        #expect(states.first == .began && states.last == .cancelled)
        #expect(!states.dropFirst().contains(.began))
    }

    @Test("A12: a device that vanishes: its touches are cancelled, the source retries every second without dying, and the device that comes back is read")
    func unplugAndReplug() throws {
        let first = try FakeDevice()
        var second: FakeDevice?
        let window = Window(size: Size(width: 400, height: 400))
        let pan = PanGestureRecognizer(), tap = TapGestureRecognizer()
        window.addGestureRecognizer(pan)
        window.addGestureRecognizer(tap)
        var panStates: [GestureRecognizer.State] = []
        pan.addAction { panStates.append($0.state) }
        var taps = 0
        tap.addAction { _ in taps += 1 }
        let clock = FakeClock()
        var attempts: [Double] = []
        let source = Self.source(first, window: window, clock: clock, open: { () throws(EvdevError) -> EvdevDevice in
            attempts.append(clock.now)
            guard attempts.count >= 3 else { throw EvdevError(.noSuchDevice, path: "fake") }
            second = try? FakeDevice()
            return second!.device
        })
        var statuses: [String] = []
        source.onStatus = { status in
            switch status {
            case .connected(let path): statuses.append("connected \(path)")
            case .disconnected(let error): statuses.append("gone: \(error)")
            case .reopenFailed: statuses.append("still gone")
            }
        }
        first.write(EvdevSourceTests.frame(0, [(0x39, 1), (0x35, 100), (0x36, 100)]) + EvdevSourceTests.frame(10_000, [(0x35, 200)])
            + EvdevSourceTests.frame(20_000, [(0x35, 300)]))
        try source.runOnce()
        #expect(panStates == [.began, .changed])
        first.unplug()
        try source.runOnce()
        #expect(panStates == [.began, .changed, .cancelled] && source.device == nil)
        for _ in 0..<6 { try source.runOnce() }
        #expect(statuses == ["gone: fake: the device went away (unplugged?)", "still gone", "still gone", "connected fake"])
        #expect(attempts == [51, 52, 53])
        second?.write(EvdevSourceTests.frame(5_000_000, [(0x39, 7), (0x35, 100), (0x36, 100)]) + EvdevSourceTests.frame(5_050_000, [(0x39, -1)]))
        for _ in 0..<3 { try source.runOnce() }
        #expect(taps == 1 && source.rejected.isEmpty)
    }

    @Test("Without an opener, a vanished device ends the loop with the error")
    func unplugWithoutOpener() throws {
        let fake = try FakeDevice()
        let source = Self.source(fake, window: Window(size: Size(width: 10, height: 10)), clock: FakeClock(), open: nil)
        fake.unplug()
        #expect(throws: EvdevError(.deviceGone, path: "fake")) { try source.runOnce() }
    }
}
#endif

/// `pipe(2)` with both ends closed on exec. Exit tests run in child processes spawned from
/// this one while other tests run: a child that inherited a test's write end would hold the
/// pipe open, and the end of the stream ("the device went away") would not come.
func closeOnExecPipe(_ ends: inout [Int32]) -> Int32 {
    guard pipe(&ends) == 0 else { return -1 }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return 0
}
