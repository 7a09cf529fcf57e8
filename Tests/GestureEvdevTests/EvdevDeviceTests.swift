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
        #expect(pipe(&ends) == 0)
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
