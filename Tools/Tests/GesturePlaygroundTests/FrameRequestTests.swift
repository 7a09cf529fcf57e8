import Foundation
import Testing
@testable import PlaygroundSessions

/// The page asks for frames (`{"type":"frame"}`) once per animation frame, however many
/// pointer events arrived since: input changes the scene and replies nothing, the frame shows
/// every change since the last one (docs/Playground.md, Frames).
@Suite("Playground: frames when the page asks")
struct FrameRequestTests {
    /// A check mark, a pinch and a tap in the check-please scene and the gesture playground.
    static let script: [String] = {
        var messages = [Script.scene("gesture-playground")]
        messages += Script.stroke(1, from: 1000, through: [(300, 300), (340, 350), (440, 200)])
        messages.append(Script.input(1500, [(3, "down", 300, 260), (4, "down", 500, 260)]))
        for step in 1...40 {
            let d = Double(step) * 2
            messages.append(Script.input(1500 + Double(step) * 8, [(3, "move", 300 - d, 260), (4, "move", 500 + d, 260)]))
        }
        messages.append(Script.input(1900, [(3, "up", 220, 260), (4, "up", 580, 260)]))
        messages += Script.tap(5, at: 2200, 400, 260) + Script.ticks(from: 2300, to: 2800)
        messages.append(Script.scene("check-please"))
        messages += Script.stroke(6, from: 3000, through: [(300, 300), (340, 350), (440, 200)])
        return messages
    }()

    /// Plays `messages` through a session, asking for a frame after every `every`-th message
    /// and at the end; the page's view of it (ink merged), its log scene by scene (the page
    /// clears its log when it asks for another scene) and every reply that is not a frame.
    func play(_ messages: [String], framesEvery every: Int) throws -> (conversation: Conversation, logs: [[String]], replies: [String]) {
        let session = PlaygroundSession()
        var conversation = Conversation()
        var logs: [[String]] = [[]]
        var others: [String] = []
        func take(_ replies: [String]) throws {
            for reply in replies {
                let object = try #require(try JSONSerialization.jsonObject(with: Data(reply.utf8)) as? [String: Any])
                if object["type"] as? String == "frame" {
                    conversation.frames.append(Conversation.mergingInk(object, into: conversation.frames.last))
                    conversation.log += object["log"] as? [String] ?? []
                    logs[logs.count - 1] += object["log"] as? [String] ?? []
                } else {
                    others.append(reply)
                }
            }
        }
        for (index, message) in ([Script.hello] + messages).enumerated() {
            if message.hasPrefix(#"{"type":"scene""#) { logs.append([]) }
            try take(session.handle(message))
            if index % every == 0 { try take(session.handle(Script.frame)) }
        }
        try take(session.handle(Script.frame))
        return (conversation, logs, others)
    }

    /// A drawing whose ink was merged, without the `from` of its last frame's paths (where
    /// that frame's new points began, which depends on when the frame before it was asked for).
    static func withoutFrom(_ drawing: [String: Any]) -> NSDictionary {
        var drawing = drawing
        drawing["paths"] = (drawing["paths"] as? [[String: Any]] ?? []).map { $0.filter { $0.key != "from" } }
        return NSDictionary(dictionary: drawing)
    }

    @Test("Frames after every message, every 3rd or every 10th: the same last drawing, the same log (but what waited at a scene switch), the same other replies")
    func sameWhateverTheRate() throws {
        let every = try play(Self.script, framesEvery: 1)
        #expect(every.logs.count == 3)  // before the first scene message, and one per scene
        #expect(every.logs[1].contains { $0.contains("pinch: began → changed") })
        #expect(every.logs[2].contains { $0.hasSuffix("checkMark: possible → ended") })
        for rate in [3, 10] {
            let sparse = try play(Self.script, framesEvery: rate)
            // The lines waiting when the page switched scenes are dropped with the page's log;
            // none is altered or reordered, and the last scene's log is whole.
            for (scene, (lines, all)) in zip(sparse.logs, every.logs).enumerated() {
                if scene == every.logs.count - 1 {
                    #expect(lines == all, "frames every \(rate) messages")
                } else {
                    #expect(Array(all.prefix(lines.count)) == lines, "frames every \(rate) messages, scene \(scene)")
                }
            }
            #expect(Self.withoutFrom(sparse.conversation.drawing) == Self.withoutFrom(every.conversation.drawing))
            #expect(sparse.replies == every.replies)
            #expect(sparse.conversation.frames.count < every.conversation.frames.count)
        }
        // At every 10th message, the gesture playground's last lines (the double tap's wait
        // running out in the ticks before the switch) waited for a frame the switch dropped.
        let tenth = try play(Self.script, framesEvery: 10)
        #expect(tenth.logs[1].count < every.logs[1].count)
    }

    @Test("Input, hover, scroll, transform and tick reply nothing; the frame after them shows them")
    func inputRepliesNothing() throws {
        let session = PlaygroundSession(scene: "gesture-playground")
        #expect(session.handle(Script.hello).count == 1)  // the scenes
        #expect(session.handle(Script.frame).count == 1)
        for message in [Script.input(0, [(1, "down", 400, 260)]), Script.input(20, [(1, "move", 420, 270)]), Script.input(40, [(1, "up", 420, 270)]),
                        #"{"type":"hover","t":60,"phase":"move","x":400,"y":260,"kind":"mouse"}"#,
                        #"{"type":"scroll","t":80,"x":400,"y":260,"dx":0,"dy":100}"#,
                        #"{"type":"transform","t":100,"x":400,"y":260,"scale":1.1}"#, Script.tick(900)] {
            #expect(session.handle(message).isEmpty, "\(message)")
        }
        let frame = try #require(session.handle(Script.frame).first)
        let log = try #require((try JSONSerialization.jsonObject(with: Data(frame.utf8)) as? [String: Any])?["log"] as? [String])
        #expect(log.contains { $0.hasSuffix("view square: touchesBegan [1]") })
        #expect(log.contains { $0.contains("scrollPan: possible → began") })
        #expect(session.handle(Script.frame).isEmpty)  // nothing new since
    }

    @Test("A hello, a scene and a new stage are owed a frame even when nothing else changed; the same stage again is not")
    func owedFrames() {
        let session = PlaygroundSession(scene: "touch-tracker")
        _ = session.handleAndDraw(Script.hello)
        #expect(session.handle(Script.frame).isEmpty)
        for message in [Script.hello, Script.scene("touch-tracker"), #"{"type":"viewport","width":390,"height":844}"#] {
            _ = session.handle(message)
            #expect(session.handle(Script.frame).count == 1, "\(message)")
            #expect(session.handle(Script.frame).isEmpty, "\(message)")
        }
        #expect(session.handleAndDraw(#"{"type":"viewport","width":390,"height":844}"#).isEmpty)
    }

    @Test("Decisions wait for the frame as records, at most twice a frame's 2,000 lines: a frame after many carries the latest 2,000, as written when they were made")
    func boundedLog() throws {
        let limit = PendingDecisions.linesPerFrame
        var moves = [Script.input(0, [(1, "down", 100, 100)])]
        moves += (1...(3 * limit)).map { Script.input(Double($0) * 8, [(1, "move", 100 + Double($0 % 500) * 0.5, 100 + Double($0 % 20))]) }
        let every = try play(moves, framesEvery: 1).conversation.log
        #expect(every.count > 2 * limit + 100)
        let once = try play(moves, framesEvery: 10_000).conversation.log
        #expect(once.count == limit)
        #expect(once == Array(every.suffix(limit)))

        let box = PendingDecisions()
        for index in 0..<(2 * limit + 7) { box.append(.init(timestamp: Double(index), kind: .reset(recognizer: "r"))) }
        func take() throws -> [String] {
            var json = JSONWriter()
            box.take(into: &json)
            return try #require(try JSONSerialization.jsonObject(with: Data(json.text.utf8)) as? [String])
        }
        let lines = try take()
        #expect(lines.count == limit && lines.first == "\(Double(limit + 7).formatted3) r: reset" && lines.last == "\(Double(2 * limit + 6).formatted3) r: reset")
        let rest = try take()
        #expect(box.isEmpty && rest.isEmpty)
    }

    @Test("A scene starts a new log: decisions waiting from before it, the old scene's cancelled touches included, are not sent; a hello keeps them")
    func newLogPerScene() throws {
        func log(_ frame: String?) throws -> [String] {
            let frame = try #require(frame)
            return try #require((try JSONSerialization.jsonObject(with: Data(frame.utf8)) as? [String: Any])?["log"] as? [String])
        }
        func fingerDownOnTheSquare() -> PlaygroundSession {
            let session = PlaygroundSession(scene: "gesture-playground")
            _ = session.handleAndDraw(Script.hello)
            // A finger down on the square and moving, with no frame asked for: lines wait.
            for message in [Script.input(0, [(1, "down", 400, 260)]), Script.input(20, [(1, "move", 420, 270)])] {
                #expect(session.handle(message).isEmpty)
            }
            return session
        }

        let switched = fingerDownOnTheSquare()
        _ = switched.handle(Script.scene("check-please"))
        #expect(try log(switched.handle(Script.frame).first) == [])
        #expect(switched.pointersDown == 0)
        // The new scene logs as before.
        _ = switched.handle(Script.input(100, [(2, "down", 300, 300)]))
        #expect(try log(switched.handle(Script.frame).first) == ["0.000 view canvas: touchesBegan [2]"])

        // A hello asks for a whole frame (a page that could not extend its ink): the page
        // kept its log and its finger, and so does the engine.
        let resynced = fingerDownOnTheSquare()
        _ = resynced.handle(Script.hello)
        let kept = try log(resynced.handle(Script.frame).first)
        #expect(kept.contains("0.000 view square: touchesBegan [1]") && kept.last == "0.020 view square: touchesMoved [1]", "\(kept)")
        #expect(resynced.pointersDown == 1)
    }
}

private extension Double {
    /// As the decision log writes a time (`406.000`).
    var formatted3: String { String(format: "%.3f", self) }
}
