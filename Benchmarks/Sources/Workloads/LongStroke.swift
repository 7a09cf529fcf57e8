import GestureKit
import PlaygroundSessions

/// One finger drawing a long stroke in a playground scene, one message per move and a frame
/// after each: the moves
/// of a stroke's start (its first 100), or of its end (moves 2,900 to 3,000). Frames carry
/// only new ink, so the two should cost the same (issue 12); `prepare()` draws the stroke up
/// to where the measured moves begin, untimed.
public final class LongStroke: Workload, @unchecked Sendable {  // used by one benchmark thread at a time
    /// Where in the stroke the measured moves are.
    public enum Part: String, CaseIterable, Sendable {
        case start = "moves-1-100", end = "moves-2900-3000"

        var range: Range<Int> { self == .start ? 1..<101 : 2900..<3001 }
    }

    /// The scenes that keep a whole stroke's ink: the check mark and the circle.
    public static let scenes = ["check-please", "odd-one-out"]

    private let session: PlaygroundSession
    private let part: Part
    private var move = 0
    private var strokes = 0

    public init(scene: String, part: Part) {
        session = PlaygroundSession(scene: scene)
        self.part = part
        _ = session.handle(#"{"type":"hello"}"#)
    }

    public func prepare() {
        guard move == 0 || move >= part.range.upperBound else { return }
        if move > 0 { _ = session.handle(message(phase: "up")) }
        strokes += 1
        move = 0
        _ = session.handle(message(phase: "down"))
        move = 1
        while move < part.range.lowerBound { step() }
    }

    public func step() {
        _ = session.handle(message(phase: "move"))
        _ = session.handle(#"{"type":"frame"}"#)
        move += 1
    }

    private func message(phase: String) -> String {
        let t = Double(strokes) * 60_000 + Double(move) * 8
        let angle = Double(move) / 120 * 6.283
        let x = 400 + 150 * Trigonometry.cos(angle), y = 300 + 150 * Trigonometry.sin(angle)
        return #"{"type":"input","t":\#(t),"changes":[{"id":1,"phase":"\#(phase)","x":\#(x),"y":\#(y),"kind":"touch"}]}"#
    }
}
