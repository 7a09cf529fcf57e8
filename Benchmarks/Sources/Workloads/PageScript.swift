import GestureKit
import PlaygroundSessions

/// A page that draws one stroke after another, a circle of 120 moves each, one message per
/// pointer change and a frame after each, with the page's time in milliseconds going forward.
public final class PageScript: Workload, @unchecked Sendable {  // used by one benchmark thread at a time
    /// The scenes the playground benchmarks draw in.
    public static let scenes = ["touch-tracker", "check-please", "odd-one-out"]

    private let session: PlaygroundSession
    private var move = 0
    private var stroke = 0
    private static let movesPerStroke = 120

    public init(scene: String) {
        session = PlaygroundSession(scene: scene)
        _ = session.handle(#"{"type":"hello"}"#)
    }

    /// Sends the next message and asks for the frame after it.
    public func step() { _ = sendNext() }

    /// Sends the next message, asks for the frame after it, and returns the replies to both.
    public func sendNext() -> [String] {
        let t = Double(stroke) * 1_500 + Double(move) * 1_000 / 120
        let angle = Double(move) / Double(Self.movesPerStroke) * 6.283
        let x = 200 + 80 * Trigonometry.cos(angle), y = 300 + 80 * Trigonometry.sin(angle)
        let phase: String
        switch move {
        case 0: phase = "down"
        case Self.movesPerStroke: phase = "up"
        default: phase = "move"
        }
        let message = #"{"type":"input","t":\#(t),"changes":[{"id":1,"phase":"\#(phase)","x":\#(x),"y":\#(y),"kind":"touch"}]}"#
        if move == Self.movesPerStroke {
            move = 0
            stroke += 1
        } else {
            move += 1
        }
        return session.handle(message) + session.handle(#"{"type":"frame"}"#)
    }
}
