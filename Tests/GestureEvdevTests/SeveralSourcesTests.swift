#if os(Linux)
import GestureEvdev
import GestureKit
import Glibc
import Testing

/// `gesturekit listen` on several devices at once (issue 26, point 3): one `poll(2)` over
/// every source's descriptor, each source turned with whether its device had input. Pipes
/// stand in for the devices and the clock is fake: nothing sleeps.
@Suite("evdev: several sources in one loop, one vanishing and coming back (issue 26)")
struct SeveralSourcesTests {
    typealias Fake = EvdevSourceRecoveryTests.FakeDevice

    /// One turn of every source, as the daemon's loop does it (the poll never blocks here).
    static func turn(_ sources: [EvdevSource]) throws {
        let ready = EvdevSource.poll(sources.map { $0.device?.fileDescriptor ?? -1 }, until: 0)
        for (source, readable) in zip(sources, ready) { try source.turn(readable: readable) }
    }

    @Test("A device that goes away is dropped while the other carries on; it is opened again once its opener finds it, at the times wakeTime says")
    func oneVanishesAndReturns() throws {
        let screen = try Fake(), pad = try Fake()
        var returned: Fake?
        var padIsBack = false
        let clock = EvdevSourceRecoveryTests.FakeClock()
        var windows: [Window] = [], pans: [[GestureRecognizer.State]] = [[], []], taps = 0
        for index in 0..<2 {
            let window = Window(size: Size(width: 400, height: 400))
            let pan = PanGestureRecognizer(), tap = TapGestureRecognizer()
            window.addGestureRecognizer(pan)
            window.addGestureRecognizer(tap)
            pan.addAction { pans[index].append($0.state) }
            tap.addAction { _ in taps += 1 }
            windows.append(window)
        }
        let sources = [
            EvdevSourceRecoveryTests.source(screen, window: windows[0], clock: clock, open: nil),
            EvdevSourceRecoveryTests.source(pad, window: windows[1], clock: clock, open: { () throws(EvdevError) -> EvdevDevice in
                guard padIsBack else { throw EvdevError(.noSuchDevice, path: "fake") }
                returned = try? Fake()
                return returned!.device
            }),
        ]
        let down = EvdevSourceTests.frame(0, [(0x39, 1), (0x35, 100), (0x36, 100)])
        screen.write(down + EvdevSourceTests.frame(10_000, [(0x35, 200)]))
        pad.write(down + EvdevSourceTests.frame(10_000, [(0x35, 200)]))
        try Self.turn(sources)
        #expect(pans == [[.began], [.began]])

        pad.unplug()
        screen.write(EvdevSourceTests.frame(20_000, [(0x35, 300)]))
        try Self.turn(sources)
        #expect(pans == [[.began, .changed], [.began, .cancelled]] && sources[1].device == nil)
        #expect(sources[1].wakeTime == clock.now + 1)  // the next attempt to open it: the loop's poll wakes then

        clock.now += 1
        try Self.turn(sources)  // still gone
        #expect(sources[1].device == nil && sources[1].wakeTime == clock.now + 1)
        padIsBack = true
        clock.now += 0.5
        try Self.turn(sources)  // not yet time to look
        #expect(sources[1].device == nil)
        clock.now += 0.5
        try Self.turn(sources)
        #expect(sources[1].device != nil)

        returned?.write(EvdevSourceTests.frame(5_000_000, [(0x39, 7), (0x35, 100), (0x36, 100)])
            + EvdevSourceTests.frame(5_050_000, [(0x39, -1)]))
        screen.write(EvdevSourceTests.frame(30_000, [(0x39, -1)]))
        try Self.turn(sources)
        clock.now += 1  // past the tap's wait for a second tap
        try Self.turn(sources)
        #expect(taps == 1 && pans[0] == [.began, .changed, .ended])
    }
}
#endif
