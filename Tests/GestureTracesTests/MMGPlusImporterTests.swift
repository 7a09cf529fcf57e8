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
