import Foundation
import GestureKit
import Testing
@testable import PlaygroundSessions

/// Frames carry the ink the page does not have yet (issue 12): a long stroke costs the same
/// per move at its end as at its start, and the page, appending, has every point.
@Suite("Playground: incremental ink")
struct IncrementalInkTests {
    /// One finger drawing `moves` moves round a circle, one message each; the replies' sizes.
    func longStroke(in scene: String, moves: Int) throws -> (sizes: [Int], frames: [[String: Any]]) {
        let session = PlaygroundSession(scene: scene)
        var frames: [[String: Any]] = []
        var sizes: [Int] = []
        func send(_ message: String) throws {
            for reply in session.handleAndDraw(message) {
                let object = try #require(try JSONSerialization.jsonObject(with: Data(reply.utf8)) as? [String: Any])
                #expect(object["type"] as? String != "error", "\(reply)")
                guard object["type"] as? String == "frame" else { continue }
                sizes.append(reply.utf8.count)
                frames.append(Conversation.mergingInk(object, into: frames.last))
            }
        }
        try send(Script.hello)
        try send(Script.input(0, [(1, "down", 400, 300)]))
        for move in 1...moves {
            let angle = Double(move) / 120 * 6.283
            try send(Script.input(Double(move) * 8, [(1, "move", 400 + 150 * cos(angle), 300 + 150 * sin(angle))]))
        }
        return (sizes, frames)
    }

    @Test("3,000 moves of one finger: the last frames are no larger than the first (but for the digits of a count), and the page ends with all 3,001 points",
          arguments: ["check-please", "odd-one-out"])
    func flatCost(scene: String) throws {
        let (sizes, frames) = try longStroke(in: scene, moves: 3000)
        let early = sizes[10..<110].max() ?? 0
        let late = sizes.suffix(100).max() ?? 0
        // Only the numbers grow: `from` (2 digits at move 100, 4 at move 3,000).
        #expect(late <= early + 4, "a frame at the end of the stroke is \(late) bytes, at its start \(early)")
        let paths = (frames.last?["drawing"] as? [String: Any])?["paths"] as? [[String: Any]] ?? []
        let ink = paths.compactMap { $0["points"] as? [[Double]] }.max { $0.count < $1.count } ?? []
        #expect(ink.count == 3001, "the page's ink has \(ink.count) points")
        #expect(ink.first == [400, 300])
        let last = try #require(ink.last)
        #expect(abs(last[0] - (400 + 150 * cos(3000 / 120 * 6.283))) < 1e-9)
    }

    @Test("A path is sent whole when it is new or not a continuation: a new stroke, another colour, a hello, a new scene; unchanged ink is not sent")
    func wholeWhenNotAContinuation() {
        var ledger = InkLedger()
        let a = Drawing.Path(points: [Point(x: 0, y: 0), Point(x: 1, y: 0)], color: "#000", width: 4)
        #expect(ledger.delta(of: [a]).map(\.from) == [0])
        var grown = a
        grown.points.append(Point(x: 2, y: 0))
        let piece = ledger.delta(of: [grown])
        #expect(piece.map(\.from) == [2] && piece[0].points == [Point(x: 2, y: 0)])
        #expect(ledger.isCurrent([grown]) && !ledger.isCurrent([a]))
        #expect(ledger.delta(of: [grown]).map { $0.points.count } == [0])  // nothing new
        var recoloured = grown
        recoloured.color = "#f00"
        #expect(ledger.delta(of: [recoloured]).map(\.from) == [0])
        let another = Drawing.Path(points: [Point(x: 5, y: 5), Point(x: 1, y: 0), Point(x: 2, y: 0), Point(x: 3, y: 0)], color: "#f00", width: 4)
        #expect(ledger.delta(of: [another]).map(\.from) == [0], "a different first point is another stroke")
        var bent = another
        bent.points[3] = Point(x: 9, y: 9)
        bent.points.append(Point(x: 10, y: 10))
        #expect(ledger.delta(of: [bent]).map(\.from) == [0], "a changed last point is not a continuation")
        let shorter = Drawing.Path(points: Array(bent.points.prefix(2)), color: "#f00", width: 4)
        #expect(ledger.delta(of: [shorter]).map(\.from) == [0])
        #expect(ledger.delta(of: [shorter, a]).map(\.from) == [2, 0])
        ledger.reset()
        #expect(ledger.delta(of: [shorter, a]).map(\.from) == [0, 0])
    }

    @Test("After a hello the next frame carries every path whole, so a page that reloads draws all the ink")
    func helloResends() throws {
        let session = PlaygroundSession(scene: "check-please")
        _ = session.handle(Script.hello)
        _ = session.handle(Script.input(0, [(1, "down", 100, 100)]))
        for move in 1...50 { _ = session.handle(Script.input(Double(move) * 8, [(1, "move", 100 + Double(move), 100)])) }
        let replies = session.handleAndDraw(Script.hello)
        let frame = try #require(replies.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
            .first { $0["type"] as? String == "frame" })
        let paths = (frame["drawing"] as? [String: Any])?["paths"] as? [[String: Any]] ?? []
        #expect(paths.map { $0["from"] as? Int } == [0])
        #expect((paths.first?["points"] as? [[Double]])?.count == 51)
    }
}

/// Labels drawn on a scene never cover its ink (issue 12, the page).
@Suite("Playground: labels keep off the ink")
struct LabelPlacementTests {
    @Test("The check mark's label goes where the ink is not: at the top, or at the bottom when the ink reaches the top")
    func checkLabel() {
        let area = Rect(x: 0, y: 0, width: 800, height: 520)
        func box(_ origin: Point) -> Rect { Rect(x: origin.x, y: origin.y - 48 * 0.95, width: 11 * 48 * 0.6, height: 48 * 1.2) }
        let middle = (0..<40).map { Point(x: 300 + Double($0) * 5, y: 250 + Double($0 % 10) * 10) }
        let high = (0..<40).map { Point(x: 40 + Double($0) * 10, y: 30 + Double($0 % 5) * 10) }
        for ink in [middle, high] {
            let origin = CheckPleaseScene.labelOrigin(for: "✓ Checkmark", size: 48, avoiding: ink, within: area)
            #expect(!ink.contains { box(origin).contains($0) }, "the label at \(origin) covers the ink")
            #expect(area.contains(origin))
        }
        #expect(CheckPleaseScene.labelOrigin(for: "✓ Checkmark", size: 48, avoiding: middle, within: area).y < 100)
        #expect(CheckPleaseScene.labelOrigin(for: "✓ Checkmark", size: 48, avoiding: high, within: area).y > 400)
    }
}
