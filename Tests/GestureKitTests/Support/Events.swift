import GestureKit

/// Shorthands for writing touch input in tests.
func down(_ id: Int, _ x: Double, _ y: Double) -> TouchEvent.Change { .init(id, .began, x: x, y: y) }
func move(_ id: Int, _ x: Double, _ y: Double) -> TouchEvent.Change { .init(id, .moved, x: x, y: y) }
func still(_ id: Int, _ x: Double, _ y: Double) -> TouchEvent.Change { .init(id, .stationary, x: x, y: y) }
func up(_ id: Int, _ x: Double, _ y: Double) -> TouchEvent.Change { .init(id, .ended, x: x, y: y) }
func lost(_ id: Int, _ x: Double, _ y: Double) -> TouchEvent.Change { .init(id, .cancelled, x: x, y: y) }

extension Window {
    /// Sends the changes as one event at time `t`.
    func send(_ t: Double, _ changes: TouchEvent.Change...) throws {
        try sendEvent(TouchEvent(timestamp: t, changes: changes))
    }

    /// A one-finger tap of `duration` at (x, y) starting at `t`.
    func tap(_ id: Int = 1, at t: Double, x: Double, y: Double, duration: Double = 0.05) throws {
        try send(t, down(id, x, y))
        try send(t + duration, up(id, x, y))
    }

    /// Records every decision as its text line.
    func recordDecisions() -> DecisionLines {
        let lines = DecisionLines()
        addDecisionObserver { lines.records.append($0) }
        return lines
    }
}

/// The decision log of a window, kept for assertions.
final class DecisionLines {
    var records: [DecisionRecord] = []
    var lines: [String] { records.map(\.description) }
    /// Lines that mention `text`.
    func lines(containing text: String) -> [String] { lines.filter { $0.contains(text) } }
}
