import GestureKit
import Testing
@testable import PlaygroundSessions

/// Bad messages through the page's engine, and the session's pointer bookkeeping.
@Suite("Playground robustness")
struct RobustnessTests {
    /// Each bad message gets an error reply saying what is wrong; the session carries on.
    static let bad: [(String, String)] = [
        ("{not json", "not JSON"),
        (#"{"type":"dance"}"#, #"type: "dance" is not a message type (hello, scene, input, hover, scroll, transform, tick, viewport, frame)"#),
        (#"{"t":1}"#, #"missing "type""#),
        (#"{"type":"input","t":600}"#, #"input needs "t" (milliseconds) and "changes""#),
        (#"{"type":"input","t":600,"changes":[{"id":1,"phase":"hover","x":1,"y":1}]}"#, #"changes[0].phase: "hover" is not a phase (down, move, up, cancel)"#),
        (#"{"type":"input","t":600,"changes":[{"id":1,"phase":"down","x":"left","y":1}]}"#, "changes[0].x: wrong type"),
        (#"{"type":"input","t":600,"changes":[{"id":9,"phase":"move","x":1,"y":1}]}"#, "changes[0]: pointer 9 is not down"),
        (#"{"type":"input","t":600,"changes":[]}"#, "changes: between 1 and 20 pointers per message"),
        (#"{"type":"scene","scene":"casino"}"#, #"scene: "casino" is not a scene"#),
        (#"{"type":"tick"}"#, #"tick needs "t" (milliseconds)"#),
    ]

    @Test("E2: bad messages get an error reply, change nothing, and the session continues")
    func badMessages() async throws {
        var messages = [Script.hello, Script.input(500, [(1, "down", 10, 10)])]
        messages += Self.bad.map(\.0)
        messages.append(Script.input(400, [(1, "move", 12, 10)]))  // time going backwards
        messages.append(Script.input(600, [(1, "down", 12, 10)]))  // pointer 1 is already down
        // One pointer twice in one message would be one touch twice in one event (E2): refused
        // whole, so pointer 1 stays down and its "up" below still works.
        messages.append(Script.input(650, [(1, "move", 14, 10), (1, "up", 14, 10)]))
        messages.append(String(repeating: " ", count: 17 * 1024) + Script.hello)  // too large
        messages += [Script.input(700, [(1, "up", 12, 10)])] + Script.tap(2, at: 1000, 670, 525)  // still works
        let conversation = try await converse(messages)
        for (index, (_, expected)) in Self.bad.enumerated() {
            #expect(conversation.errors.count > index && conversation.errors[index].hasPrefix(expected), "\(conversation.errors)")
        }
        #expect(conversation.errors.contains { $0.hasPrefix("t: time went backwards") })
        #expect(conversation.errors.contains("changes[0]: pointer 1 is already down"))
        #expect(conversation.errors.contains("changes[1]: pointer 1 appears more than once"))
        #expect(conversation.errors.contains { $0.hasPrefix("message too large (17") })
        #expect(conversation.errors.count == Self.bad.count + 4)
        #expect(conversation.texts.contains("Red Coupe"))  // the Show cars tap after all that
    }

    @Test("The session's pointer bookkeeping maps pointers to fresh touches and cancels them on close")
    func sessionUnit() {
        let session = PlaygroundSession(scene: "touch-tracker")
        _ = session.handle(Script.input(0, [(7, "down", 100, 100), (8, "down", 200, 200)]))
        #expect(session.pointersDown == 2)
        _ = session.handle(Script.input(10, [(7, "up", 100, 100)]))
        _ = session.handle(Script.input(20, [(7, "down", 300, 300)]))  // pointer 7 again: a new touch
        #expect(session.pointersDown == 2)
        #expect(session.close() == 2 && session.pointersDown == 0)
        let window = session.scene.window
        #expect(window.touches.isEmpty)

        // A tick replies nothing; the frame after it is sent only when the tick changed
        // something (a deadline fired).
        let held = PlaygroundSession(scene: "touch-tracker")
        #expect(held.handleAndDraw(Script.input(0, [(1, "down", 100, 100)])).count == 1)
        #expect(held.handle(Script.tick(100)).isEmpty && held.handle(Script.frame).isEmpty)
        #expect(held.handleAndDraw(Script.tick(499)).isEmpty)
        #expect(held.handle(Script.tick(501)).isEmpty)
        #expect(held.handle(Script.frame).count == 1)  // the long press began at 0.5 s
    }
}
