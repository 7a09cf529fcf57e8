import Foundation
import GestureKit
import Testing
@testable import GestureTraces

/// MMG+ files (`{"class", "subject", "device", "strokes"}` a line): the real device files,
/// each bad line's message, and files written the way other groups write them.
@Suite("MMG+ files")
struct MMGPlusImporterTests {
    @Test("MMG+: every gesture of a device file, strokes in drawing order")
    func mmgPlus() throws {
        let gestures = try MMGPlusImporter.read(contentsOf: datasets.appendingPathComponent("mmg-plus/tablet.jsonl"))
        #expect(gestures.count == 1280)  // 16 participants × 16 gestures × 5
        #expect(Set(gestures.map(\.label)).count == 16 && Set(gestures.map(\.subject)).count == 16)
        let first = gestures[0]
        #expect(first.label == "!" && first.subject == "1" && first.details["device"] == "tablet" && first.strokes.count == 2)
        let trace = first.trace()
        let replayed = try Replayer.replay(trace)
        #expect(trace.touchCount == 2 && replayed.rejected.isEmpty)
    }

    @Test("Strokes drawn at once are fingers down together; strokes drawn in turn follow one another")
    func strokesAtOnce() throws {
        func changes(_ trace: Trace) -> [String] {
            trace.events.map { event in event.changes.map { "\($0.id)\($0.phase) \(event.timestamp)" }.joined() }
        }
        // Two bars drawn with two fingers: the second lands before the first lifts.
        let atOnce = LabelledGesture(label: "H", subject: "1", strokes: [
            [.init(x: 0, y: 0, time: 1.0), .init(x: 0, y: 9, time: 1.5)],
            [.init(x: 5, y: 0, time: 1.25), .init(x: 5, y: 9, time: 1.75)],
        ])
        #expect(changes(atOnce.trace()) == ["1began 0.0", "2began 0.25", "1moved 0.5", "1ended 0.5", "2moved 0.75", "2ended 0.75"])
        // In turn, and at an equal time: the first lifts before the second lands.
        let inTurn = LabelledGesture(label: "T", subject: "1", strokes: [
            [.init(x: 0, y: 0, time: 0), .init(x: 9, y: 0, time: 2)],
            [.init(x: 5, y: 0, time: 2), .init(x: 5, y: 9, time: 3)],
        ])
        #expect(changes(inTurn.trace()) == ["1began 0.0", "1moved 2.0", "1ended 2.0", "2began 2.0", "2moved 3.0", "2ended 3.0"])
        // A stroke listed second but drawn first comes first; a time going back within a stroke keeps the one before.
        let listedLate = LabelledGesture(label: "X", subject: "1", strokes: [
            [.init(x: 0, y: 0, time: 5), .init(x: 9, y: 9, time: 4), .init(x: 9, y: 0, time: 6)],
            [.init(x: 5, y: 0, time: 1), .init(x: 5, y: 9, time: 2)],
        ])
        #expect(changes(listedLate.trace()) == ["2began 0.0", "2moved 1.0", "2ended 1.0", "1began 4.0", "1moved 4.0", "1moved 5.0", "1ended 5.0"])
        // Without times the strokes follow one another at t = 0, as before.
        let untimed = LabelledGesture(label: "X", subject: "1", strokes: [
            [.init(x: 0, y: 0, time: nil), .init(x: 9, y: 9, time: nil)],
            [.init(x: 5, y: 0, time: nil), .init(x: 5, y: 9, time: nil)],
        ])
        #expect(changes(untimed.trace()) == ["1began 0.0", "1moved 0.0", "1ended 0.0", "2began 0.0", "2moved 0.0", "2ended 0.0"])
        #expect(untimed.trace().metadata["times"] == "none")

        // Some samples timed, some not: the strokes follow one another, an untimed sample at
        // the time before (merged, the second stroke would land at 0, before the first moved).
        let partial = LabelledGesture(label: "X", subject: "1", strokes: [
            [.init(x: 0, y: 0, time: 10), .init(x: 9, y: 9, time: 12)],
            [.init(x: 5, y: 0, time: nil), .init(x: 5, y: 9, time: nil)],
        ])
        #expect(changes(partial.trace()) == ["1began 0.0", "1moved 2.0", "1ended 2.0", "2began 2.0", "2moved 2.0", "2ended 2.0"])
        #expect(partial.trace().metadata["times"] == "partial")
        // A time that is not finite (only the API can give one) counts as none.
        let nan = LabelledGesture(label: "X", subject: "1", strokes: [
            [.init(x: 0, y: 0, time: .nan), .init(x: 5, y: 5, time: 1), .init(x: 9, y: 9, time: 2)],
        ])
        #expect(changes(nan.trace()) == ["1began 0.0", "1moved 0.0", "1moved 1.0", "1ended 1.0"])
        #expect(nan.trace().metadata["times"] == "partial" && !nan.isTimed && nan.duration == nil)

        // MMG+'s own. Every gesture whose next stroke begins before the one before ends
        // replays whole, each finger landing at its stroke's first time: 20 drawn at once
        // (two fingers down together), and 2 asterisks whose last stroke is a copy of the
        // gesture before's, 25–30 s earlier (replayed first).
        let gestures = try MMGPlusImporter.read(contentsOf: datasets.appendingPathComponent("mmg-plus/tablet.jsonl"))
            + MMGPlusImporter.read(contentsOf: datasets.appendingPathComponent("mmg-plus/smartphone.jsonl"))
        let outOfTurn = gestures.filter { gesture in
            zip(gesture.strokes, gesture.strokes.dropFirst()).contains { ($1.first?.time ?? 0) < ($0.last?.time ?? 0) }
        }
        #expect(outOfTurn.count == 22)
        var drawnAtOnce: [String] = []
        for gesture in outOfTurn {
            let trace = gesture.trace()
            let result = try Replayer.replay(trace)
            #expect(result.rejected.isEmpty && trace.events.count == gesture.strokes.reduce(0) { $0 + $1.count + 1 })
            #expect(zip(trace.events, trace.events.dropFirst()).allSatisfy { $0.timestamp <= $1.timestamp })
            let start = gesture.strokes.flatMap { $0 }.compactMap(\.time).min() ?? 0
            var down = 0, mostDown = 0
            for event in trace.events {
                for change in event.changes {
                    if change.phase == .began {
                        #expect(event.timestamp == (gesture.strokes[change.id - 1][0].time ?? 0) - start)
                    }
                    down += change.phase == .began ? 1 : change.phase == .ended ? -1 : 0
                    mostDown = max(mostDown, down)
                }
            }
            if mostDown == 2 { drawnAtOnce.append(gesture.label) }
        }
        #expect(drawnAtOnce.sorted() == Array(repeating: "H", count: 13) + Array(repeating: "I", count: 6) + ["arrowhead"])
    }

    @Test("MMG+: bad lines are rejected with their line number",
          arguments: [
            ("{\"class\":\"D\",\"subject\":1,\"strokes\":[[[1,2,3]]]}\nnot json\n", "line 2: not valid JSON"),
            // The field at fault is named before the shape expected.
            ("{\"class\":\"D\",\"subject\":true,\"strokes\":[[[1,2,3]]]}", "line 1: subject: expected a string; not an MMG+ gesture: {"),
            ("{\"class\":\"D\",\"subject\":1,\"strokes\":\"abc\"}", "line 1: strokes: expected an array; not an MMG+ gesture: {"),
            ("{\"subject\":1,\"strokes\":[[[1,2,3]]]}", "line 1: missing field \"class\"; not an MMG+ gesture: {"),
            ("{\"class\":\"D\",\"subject\":1,\"strokes\":[[[1]]]}", "line 1, stroke 1, point 1: a point is [x, y, t_ms] (or [x, y] without times)"),
            ("{\"class\":\"D\",\"subject\":1,\"strokes\":[[[1,2,0],[3,4]]]}", "line 1, stroke 1, point 2: points with and without a time in one gesture"),
            ("{\"class\":\"D\",\"subject\":1,\"strokes\":[]}", "line 1: a gesture without strokes"),
            // A blank class names nothing: `templates build` would stop at writing it.
            ("{\"class\":\" \",\"subject\":1,\"strokes\":[[[1,2,3],[4,5,6]]]}", "line 1: the class is blank (\" \")"),
            ("{\"class\":\"D\",\"subject\":1,\"strokes\":[[]]}", "line 1, stroke 1: an empty stroke"),
            ("{\"class\":\"D\",\"subject\":1,\"strokes\":[[[1,2,0],[1e308,4,5]]]}",
             "line 1, stroke 1, point 2: x and y are at most 10⁹ from 0 (a window's coordinates); got 1e+308, 4.0"),
          ])
    func mmgErrors(text: String, message: String) {
        do {
            _ = try MMGPlusImporter.read(Data(text.utf8))
            Issue.record("accepted a bad file")
        } catch {
            #expect(error.description.hasPrefix(message), "\(error.description)")
        }
    }

    @Test("MMG+ as others write it: a subject's name, points without times; a bad line is skipped and said, the rest kept")
    func mmgAsOthersWriteIt() throws {
        let text = """
            {"class":"D","subject":"P1","strokes":[[[1,2],[3,4],[9,9]]]}
            {"class":"D","subject":1,"strokes":[]}

            {"class":"X","subject":"P1","device":"pen","strokes":[[[0,0,0],[5,5,10]],[[5,0,20],[0,5,30]]]}
            not json
            """
        let gestures = try MMGPlusImporter.read(Data(text.split(separator: "\n")[0].utf8))
        #expect(gestures.count == 1 && gestures[0].subject == "P1" && !gestures[0].isTimed && gestures[0].strokes[0].count == 3)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("mmg-\(UUID().uuidString).jsonl")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let (kept, skipped) = try MMGPlusImporter.readSkipping(contentsOf: file)
        #expect(kept.map(\.label) == ["D", "X"] && kept[1].details["line"] == "4" && kept[1].isTimed)
        #expect(skipped.map(\.description) == ["\(file.path): line 2: a gesture without strokes",
                                               "\(file.path): line 5: not valid JSON; not an MMG+ gesture: {\"class\", \"subject\", \"device\", \"strokes\": [[[x, y, t], …], …]}"])
        // A collection keeps the good lines and says which were not read, as lines.
        let dataset = try Dataset(contentsOf: file)
        #expect(dataset.gestures.count == 2 && dataset.skipped.count == 2)
        #expect(dataset.skipReport?.hasPrefix("\(file.lastPathComponent): skipped 2 of 4 lines, which could not be read:") == true)
        // convert and replay read one file whole: there, the first bad line is still an error.
        #expect(throws: TraceError.self) { try MMGPlusImporter.read(contentsOf: file) }
    }
}
