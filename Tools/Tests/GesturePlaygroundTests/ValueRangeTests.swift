import Foundation
import GestureKit
import Testing
@testable import PlaygroundSessions

/// Values the JSON schema accepts but a session cannot use are refused with the field and
/// the documented range (`PlaygroundSession.coordinateRange`, `timeRange`, …), and the
/// session carries on; numbers that are not whole where a whole one is needed get the
/// schema's error, not "not JSON".
@Suite("Playground value ranges (issue 12)")
struct ValueRangeTests {
    private func replies(_ messages: [String], scene: String = "touch-tracker") -> [[String]] {
        let session = PlaygroundSession(scene: scene)
        return messages.map { session.handle($0) }
    }

    @Test("Enormous but finite coordinates and times are refused with the field and the range",
          arguments: [
            (Script.input(0, [(1, "down", 1e160, 10)]), "changes[0].x: 1e+160 is outside -1000000.0…1000000.0"),
            (Script.input(0, [(1, "down", 10, -1e160)]), "changes[0].y: -1e+160 is outside -1000000.0…1000000.0"),
            (Script.input(1e308, [(1, "down", 10, 10)]), "t: 1e+308 is outside 0.0…1000000000000.0"),
            (Script.input(-1e308, [(1, "down", 10, 10)]), "t: -1e+308 is outside 0.0…1000000000000.0"),
            (Script.tick(1e308), "t: 1e+308 is outside"),
            (#"{"type":"scroll","t":0,"x":10,"y":10,"dx":1e200,"dy":0}"#, "dx: 1e+200 is outside"),
            (#"{"type":"hover","t":0,"phase":"move","x":-1e9,"y":10}"#, "x: -1000000000.0 is outside"),
            (#"{"type":"transform","t":0,"x":1,"y":1,"scale":1,"rotation":1e10}"#, "rotation: 10000000000.0 is outside -7.0…7.0"),
          ])
    func refusedWithRange(message: String, error: String) {
        let session = PlaygroundSession(scene: "touch-tracker")
        let replies = session.handle(message)
        #expect(replies.count == 1 && replies[0].contains(#""type":"error""#) && replies[0].contains(error), "\(replies)")
        // The session carries on: a touch down and up at sane values is drawn.
        let next = session.handleAndDraw(Script.input(100, [(7, "down", 100, 100)]))
        #expect(next.count == 1 && next[0].contains(#""type":"frame""#), "\(next)")
        #expect(session.pointersDown == 1 && session.close() == 1)
    }

    @Test("At the edge of each range the value is accepted; one step past it is refused")
    func boundaries() {
        let edge = PlaygroundSession.coordinateRange.upperBound
        let at = replies([Script.input(0, [(1, "down", edge, -edge)]), Script.input(PlaygroundSession.timeRange.upperBound, [(1, "up", edge, -edge)])])
        #expect(at.allSatisfy { $0.isEmpty }, "\(at)")  // accepted: an input replies nothing, the frame shows it
        let past = replies([Script.input(0, [(1, "down", edge.nextUp, 0)]), Script.input(0, [(2, "down", 0, (-edge).nextDown)])])
        #expect(past.allSatisfy { $0.count == 1 && $0[0].contains("is outside") }, "\(past)")
    }

    @Test("A number that is not whole where one is needed gets the schema's error, not \"not JSON\"",
          arguments: [
            (#"{"type":"input","t":0,"changes":[{"id":1.5,"phase":"down","x":1,"y":1}]}"#, "changes[0].id: a whole number is expected"),
            (#"{"type":"input","t":0,"changes":[{"id":1e30,"phase":"down","x":1,"y":1}]}"#, "changes[0].id: a whole number is expected"),
            (#"{"type":"input","t":0,"changes":[{"id":1,"phase":"down","x":1,"y":1,"buttons":0.5}]}"#, "changes[0].buttons: a whole number is expected"),
            (#"{"type":"input","t":0,"changes":[{"id":1,"phase":"down","x":1,"y":1}"#, "not JSON"),
          ])
    func wholeNumbers(message: String, error: String) {
        let reply = replies([message])[0]
        #expect(reply.count == 1 && reply[0].contains(error), "\(reply)")
    }

    @Test("Coalesced samples are checked like the change that carries them")
    func samples() {
        let down = Script.input(0, [(1, "down", 10, 10)])
        let move = #"{"type":"input","t":20,"changes":[{"id":1,"phase":"move","x":12,"y":10,"samples":[{"t":10,"x":1e100,"y":10}]}]}"#
        let reply = replies([down, move])[1]
        #expect(reply.count == 1 && reply[0].contains("changes[0].samples[0].x: 1e+100 is outside"), "\(reply)")
    }
}
