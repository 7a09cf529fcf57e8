#if os(Linux)
import Foundation
import GestureEvdev
import GestureKit
import GestureTraces
import Glibc
import Testing
@testable import GestureListen

/// The daemon's loop end to end without hardware: a real recording's bytes through a pipe,
/// the bindings' scene, and what comes out (JSON lines, text, spawned commands).
@Suite("listen: the loop and its commands (issue 11)")
struct ListenerTests {
    /// Feeds `recording` through a pipe into a listener on a fake clock; returns its output lines.
    static func listen(_ bindings: [Binding], recording: String, description: String, output: Listener.Output,
                       folder: URL = BindingSceneTests.folder, deviceKind: Binding.DeviceKind? = nil,
                       injector: (any KeyInjecting)? = nil) throws -> [String] {
        let device = try DeviceDescription(evemuHeader: try String(contentsOf: folder.appendingPathComponent(description), encoding: .utf8))
        let text = try String(contentsOf: folder.appendingPathComponent(recording), encoding: .utf8)
        let bytes = try EvemuImporter.inputEvents(in: text).flatMap(\.bytes)
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        _ = fcntl(ends[0], F_SETFL, O_NONBLOCK)
        defer { close(ends[0]) }
        let mapping = try #require(AxisMapping(device: device))
        let scene = try BindingScene(bindings: bindings, size: mapping.windowSize, deviceKind: deviceKind)
        final class Clock { var now = 1000.0 }
        let clock = Clock()
        let source = EvdevSource(device: EvdevDevice(fileDescriptor: ends[0], description: device), window: scene.window, mapping: mapping,
                                 clock: { clock.now },
                                 wait: { descriptor, until in
                                     var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                                     if Glibc.poll(&entry, 1, 0) > 0 { return true }
                                     clock.now = Swift.max(clock.now, until ?? clock.now + 0.5)
                                     return false
                                 })
        var lines: [String] = []
        let listener = Listener(scene: scene, source: source, output: output, injector: injector, write: { lines.append($0) },
                                log: { _ in })
        // The whole recording arrives at once (its own times keep the spacing), then the loop idles on.
        _ = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, bytes.count) }
        close(ends[1])
        do {
            for _ in 0..<20 { try listener.runOnce() }
        } catch {
            #expect(error.reason == .deviceGone)  // the pipe's end
        }
        return lines
    }

    @Test("--print: one JSON line per firing, with the gesture's values; a two-finger tap recording through a pipe")
    func printJSON() throws {
        let lines = try Self.listen([Binding(.tap, run: "one"), Binding(.tap, fingers: 2, run: "echo \"two\"")],
                                    recording: "Wacom ISDv4 E6 Finger.2fg-tap.events", description: "Wacom ISDv4 E6 Finger.desc", output: .print)
        #expect(lines.count == 1)
        let line = try #require(lines.first)
        #expect(line.hasPrefix("{\"t\":0.032,\"binding\":1,\"gesture\":\"tap\",\"on\":\"recognized\",\"fingers\":2,\"x\":"))
        #expect(line.hasSuffix(",\"run\":\"echo \\\"two\\\"\"}"))
        let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        #expect(object?["fingers"] as? Int == 2 && object?["run"] as? String == "echo \"two\"")
    }

    /// The real touchpad recordings, beside the touchscreens'.
    static let touchpads = BindingSceneTests.folder.deletingLastPathComponent().appendingPathComponent("evemu-touchpads")

    @Test("A semi-MT clickpad's two-finger press (Cypress) fires the two-finger tap and never the rotation or pinch its bounding-box corners made (issue 26)")
    func semiMultitouchTouchpad() throws {
        let file = "CyPS2 Cypress Trackpad.two_finger_press.events"
        let lines = try Self.listen([Binding(.rotation, run: "turn"), Binding(.pinch, run: "zoom"), Binding(.tap, fingers: 2, run: "right-click")],
                                    recording: file, description: file, output: .dryRun, folder: Self.touchpads)
        #expect(lines.count == 1 && lines[0].contains("tap recognized  fingers=2") && lines[0].hasSuffix("→ right-click"))
    }

    @Test("A Synaptics two-finger scroll fires the two-finger pan, never pinch or rotation (issue 26)")
    func touchpadScroll() throws {
        let lines = try Self.listen([Binding(.pan, fingers: 2, on: .began, run: "scroll"), Binding(.pinch, run: "zoom"), Binding(.rotation, run: "turn")],
                                    recording: "SynPS2 Synaptics TouchPad.two-finger-vert-scroll.events", description: "SynPS2 Synaptics TouchPad.desc",
                                    output: .dryRun, folder: Self.touchpads)
        #expect(lines.count == 1 && lines[0].contains("pan began  fingers=2") && lines[0].hasSuffix("→ scroll"))
    }

    @Test("--dry-run: what would run, as text, and nothing runs")
    func dryRun() throws {
        let lines = try Self.listen([Binding(.swipe, direction: .travel(.right), on: .began, run: "wmctrl -s 2")],
                                    recording: "Wacom ISDv4 E6 Finger.single-top-swipe.events", description: "Wacom ISDv4 E6 Finger.desc",
                                    output: .dryRun)
        #expect(lines.count == 1 && lines[0].contains("  swipe began  fingers=1 direction=right x=") && lines[0].hasSuffix("→ wmctrl -s 2"))
    }

    @Test("Commands start without waiting, carry the gesture in their environment, and are collected when done")
    func launch() throws {
        let launcher = CommandLauncher()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("listen-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        let firing = Firing(binding: 0, gesture: .swipe, moment: .began, time: 1.5, run: nil,
                            values: [("fingers", "3"), ("direction", "up")])
        setenv("GESTURE_FINGERS", "inherited", 1)
        defer { unsetenv("GESTURE_FINGERS") }
        let pid = try launcher.launch("echo \"$GESTURE $GESTURE_ON $GESTURE_FINGERS $GESTURE_DIRECTION $GESTURE_TIME\" > '\(file.path)'",
                                      environment: firing.environment)
        #expect(launcher.running == [pid])
        var status: Int32 = 0
        #expect(waitpid(pid, &status, 0) == pid && status == 0)  // the test waits; the daemon never does
        #expect(try String(contentsOf: file, encoding: .utf8) == "swipe began 3 up 1.5\n")
        // A command that hangs does not hold up the caller: launch returns at once.
        let sleeper = try launcher.launch("sleep 30", environment: [])
        #expect(launcher.reap().isEmpty == false || launcher.running.contains(sleeper))
        #expect(launcher.running.contains(sleeper))
        kill(sleeper, SIGKILL)
        _ = waitpid(sleeper, &status, 0)
        #expect(throws: LaunchError.self) { try CommandLauncher(shell: "/nonexistent/sh").launch("true", environment: []) }
    }
}
#endif
