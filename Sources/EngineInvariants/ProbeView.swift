import GestureKit

/// A view that checks each touch's phases arrive as began moved* (ended | cancelled), each
/// touch to the view it hit (V1, V3).
public final class ProbeView: View {
    private var open: [ObjectIdentifier: Touch] = [:]
    private var finished: [ObjectIdentifier: Touch] = [:]  // holds the touches, so identifiers are not reused
    /// What went wrong, in words; empty while the engine behaves.
    public private(set) var violations: [String] = []
    /// The ids of the touches that began here and have not ended or been cancelled.
    public var openTouches: [Int] { open.values.map(\.id).sorted() }

    private func check(_ touches: [Touch], _ phase: TouchPhase) {
        for touch in touches {
            let id = ObjectIdentifier(touch)
            if finished[id] != nil { violations.append("\(phase) after the end of touch \(touch.id)") }
            switch phase {
            case .began:
                if open[id] != nil { violations.append("began twice for touch \(touch.id)") }
                open[id] = touch
            case .moved:
                if open[id] == nil { violations.append("moved before began for touch \(touch.id)") }
            default:
                if open.removeValue(forKey: id) == nil { violations.append("\(phase) without began for touch \(touch.id)") }
                finished[id] = touch
            }
            if touch.view !== self { violations.append("touch \(touch.id) delivered to a view it did not hit") }
        }
    }

    /// Lets go of every touch it holds (each touch holds its view: a cycle, broken when the
    /// world is done with the view).
    public func forgetTouches() {
        open = [:]
        finished = [:]
    }

    override public func touchesBegan(_ touches: [Touch], with event: Event) { check(touches, .began) }
    override public func touchesMoved(_ touches: [Touch], with event: Event) { check(touches, .moved) }
    override public func touchesEnded(_ touches: [Touch], with event: Event) { check(touches, .ended) }
    override public func touchesCancelled(_ touches: [Touch], with event: Event) { check(touches, .cancelled) }
}
