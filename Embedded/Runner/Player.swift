import GestureKit

/// Sends input to a window, printing what it rejects.
struct Player {
    let window: Window

    func touch(_ id: Int, _ phase: TouchPhase, at time: Double, x: Double, y: Double) {
        send(TouchEvent(timestamp: time, changes: [.init(id, phase, x: x, y: y)]))
    }

    func tap(_ id: Int, at time: Double, x: Double, y: Double) {
        touch(id, .began, at: time, x: x, y: y)
        touch(id, .ended, at: time + 0.06, x: x, y: y)
    }

    /// One finger from `from` to `to` in `frames` moves over `duration`, then lifted.
    func drag(_ id: Int, from: (Double, Double), to: (Double, Double), start: Double, duration: Double, frames: Int) {
        touch(id, .began, at: start, x: from.0, y: from.1)
        for frame in 1...frames {
            let f = Double(frame) / Double(frames)
            touch(id, .moved, at: start + duration * f, x: from.0 + (to.0 - from.0) * f, y: from.1 + (to.1 - from.1) * f)
        }
        touch(id, .ended, at: start + duration + 0.01, x: to.0, y: to.1)
    }

    /// Two fingers at 60 Hz, placed by `at` for each fraction 0…1 of the gesture, then lifted.
    func twoFingers(start: Double, frames: Int, at: (Double) -> ((Double, Double), (Double, Double))) {
        func event(_ f: Double, _ phase: TouchPhase, _ time: Double) {
            let (a, b) = at(f)
            send(TouchEvent(timestamp: time, changes: [.init(1, phase, x: a.0, y: a.1), .init(2, phase, x: b.0, y: b.1)]))
        }
        event(0, .began, start)
        for frame in 1...frames { event(Double(frame) / Double(frames), .moved, start + Double(frame) / 60) }
        event(1, .ended, start + Double(frames + 1) / 60)
    }

    func advance(to time: Double) { window.advance(to: time) }

    func send(_ event: TouchEvent) {
        do throws(TouchEventError) { try window.sendEvent(event) } catch { Report.rejected(error) }
    }

    func send(_ event: HoverEvent) {
        do throws(TouchEventError) { try window.sendEvent(event) } catch { Report.rejected(error) }
    }

    func send(_ event: ScrollEvent) {
        do throws(TouchEventError) { try window.sendEvent(event) } catch { Report.rejected(error) }
    }

    func send(_ event: TransformEvent) {
        do throws(TouchEventError) { try window.sendEvent(event) } catch { Report.rejected(error) }
    }
}
