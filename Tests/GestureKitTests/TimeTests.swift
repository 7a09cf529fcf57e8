import Testing
@testable import GestureKit

@Suite("Virtual time")
struct TimeTests {
    @Test("Deadlines fire in order, equal ones in scheduling order, each as a step with its actions")
    func order() throws {
        let scene = Scene()
        let r = scene.cue("r", on: scene.box)
        var fired: [String] = []
        try scene.window.send(0, down(1, 150, 150))
        _ = r.scheduleTimer(after: 0.3) { fired.append("b") }
        _ = r.scheduleTimer(after: 0.1) { fired.append("a"); r.state = .began }
        _ = r.scheduleTimer(after: 0.3) { fired.append("c:\(r.actions)") }  // a's action already sent
        #expect(scene.window.nextDeadline == 0.1)
        scene.window.advance(to: 1)
        #expect(fired == ["a", "b", "c:[began]"])
        #expect(scene.window.currentTime == 1 && scene.window.nextDeadline == nil)
    }

    @Test("sendEvent advances time first: a due deadline fires before the event is delivered")
    func eventsAdvanceFirst() throws {
        let scene = Scene()
        let r = scene.cue("r", on: scene.box)
        var order: [String] = []
        r.onMoved = { _, _ in order.append("moved") }
        try scene.window.send(0, down(1, 150, 150))
        _ = r.scheduleTimer(after: 0.5) { order.append("deadline@\(scene.window.currentTime)") }
        try scene.window.send(0.4999, move(1, 151, 150))
        try scene.window.send(0.5, move(1, 152, 150))  // exactly at the deadline: it fires first
        #expect(order == ["moved", "deadline@0.5", "moved"])
    }

    @Test("Cancelled deadlines never fire; earlier times and NaN change nothing; infinity drains")
    func cancellationAndOddTimes() throws {
        let scene = Scene()
        let r = scene.cue("r", on: scene.box)
        try scene.window.send(0, down(1, 150, 150))
        var fired: [Int] = []
        let first = try #require(r.scheduleTimer(after: 1) { fired.append(1) })
        _ = r.scheduleTimer(after: 2) { fired.append(2) }
        r.cancelTimer(first)
        r.cancelTimer(first)  // twice is harmless
        scene.window.advance(to: 0.5)
        scene.window.advance(to: 0.2)
        scene.window.advance(to: .nan)
        #expect(scene.window.currentTime == 0.5)
        scene.window.advance(to: .infinity)
        #expect(fired == [2] && scene.window.currentTime == 2)
        #expect(CueRecognizer("detached").scheduleTimer(after: 1) {} == nil)
    }

    @Test("A negative or non-finite interval fires at the next advance")
    func oddIntervals() throws {
        let scene = Scene()
        let r = scene.cue("r", on: scene.box)
        try scene.window.send(5, down(1, 150, 150))
        var count = 0
        _ = r.scheduleTimer(after: -3) { count += 1 }
        _ = r.scheduleTimer(after: .nan) { count += 1 }
        #expect(scene.window.nextDeadline == 5)
        scene.window.advance(to: 5)
        #expect(count == 2)
    }
}
