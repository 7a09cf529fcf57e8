import GestureKit

/// Collects the points of one stroke (first finger down to its lift) and hands them over,
/// never recognizing: how `--record-template` captures a shape.
public final class StrokeRecorder: GestureRecognizer {
    private var points: [Point] = []
    private var touch: Touch?
    /// Called with the stroke when its finger lifts.
    public var onStroke: ([Point]) -> Void

    /// A recorder that hands each stroke to `onStroke`.
    public init(onStroke: @escaping ([Point]) -> Void) {
        self.onStroke = onStroke
        super.init()
    }

    public override func touchesBegan(_ touches: [Touch], with event: Event) {
        guard touch == nil, let first = touches.first else { return }
        touch = first
        points = [first.location(in: nil)]
    }

    public override func touchesMoved(_ touches: [Touch], with event: Event) {
        if let touch, touches.contains(where: { $0 === touch }) { points.append(touch.location(in: nil)) }
    }

    public override func touchesEnded(_ touches: [Touch], with event: Event) {
        guard let touch, touches.contains(where: { $0 === touch }) else { return }
        points.append(touch.location(in: nil))
        onStroke(points)
        fail(because: "a recorder never recognizes")
    }

    public override func touchesCancelled(_ touches: [Touch], with event: Event) { fail(because: "cancelled") }

    public override func reset() {
        touch = nil
        points.removeAll()
    }
}
