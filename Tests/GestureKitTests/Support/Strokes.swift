import GestureKit

/// One finger's path in a scripted stroke.
struct FingerPath {
    var id: Int
    var from: Point
    var to: Point
    init(_ id: Int, from: (Double, Double), to: (Double, Double)) {
        self.id = id
        self.from = Point(x: from.0, y: from.1)
        self.to = Point(x: to.0, y: to.1)
    }
}

extension Window {
    /// Puts the fingers down at `start`, moves them in straight lines over `duration` at
    /// `hz` updates per second, and lifts them at the end unless `lift` is false. Returns
    /// the time of the last event.
    @discardableResult
    func stroke(_ fingers: [FingerPath], start: Double, duration: Double, hz: Double = 120,
                press: Bool = true, lift: Bool = true) throws -> Double {
        if press {
            try sendEvent(TouchEvent(timestamp: start, changes: fingers.map { .init(id: $0.id, phase: .began, location: $0.from) }))
        }
        let steps = Swift.max(1, Int((duration * hz).rounded()))
        for step in 1...steps {
            let f = Double(step) / Double(steps)
            try sendEvent(TouchEvent(timestamp: start + duration * f, changes: fingers.map {
                .init(id: $0.id, phase: .moved, location: $0.from + ($0.to - $0.from) * f)
            }))
        }
        let end = start + duration
        if lift {
            try sendEvent(TouchEvent(timestamp: end, changes: fingers.map { .init(id: $0.id, phase: .ended, location: $0.to) }))
        }
        return end
    }

    /// A quick one-finger stroke from `a` to `b`.
    @discardableResult
    func stroke(_ id: Int = 1, from a: (Double, Double), to b: (Double, Double), start: Double,
                duration: Double, hz: Double = 120, lift: Bool = true) throws -> Double {
        try stroke([FingerPath(id, from: a, to: b)], start: start, duration: duration, hz: hz, lift: lift)
    }

    /// Several fingers tapping together: all down at `t`, all up at `t + duration`.
    func tap(fingers ids: [Int], at t: Double, x: Double, y: Double, duration: Double = 0.05) throws {
        try sendEvent(TouchEvent(timestamp: t, changes: ids.enumerated().map { .init($1, .began, x: x + Double($0) * 20, y: y) }))
        try sendEvent(TouchEvent(timestamp: t + duration, changes: ids.enumerated().map { .init($1, .ended, x: x + Double($0) * 20, y: y) }))
    }
}

/// Records a recognizer's actions with their times and states.
final class ActionLog {
    var entries: [(time: Double, state: GestureRecognizer.State)] = []
    var states: [GestureRecognizer.State] { entries.map(\.state) }

    init(_ recognizer: GestureRecognizer, in window: Window) {
        recognizer.addAction { [unowned self, unowned window] r in self.entries.append((window.currentTime, r.state)) }
    }
}
