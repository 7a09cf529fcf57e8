import GestureKit

extension Trace {
    /// The first event a window of the trace's size would refuse (GestureKit's rule E2), as an
    /// error at its place (`events[3].touches[0]`); nil when a window takes every event.
    ///
    /// ```swift
    /// let trace = Trace(windowSize: Size(width: 400, height: 400), events: [
    ///     TouchEvent(timestamp: 0, changes: [.init(1, .began, x: 2e9, y: 10)]),
    /// ])
    /// print(trace.firstRefusedEvent()?.description ?? "")
    /// // Prints "events[0].touches[0]: touch 1 has x 2000000000.0, outside [-1000000000.0, 1000000000.0]"
    /// ```
    ///
    /// These are the checks JSON's types cannot make: coordinates within
    /// `Window.coordinateRange`, measurements within their ranges, coalesced samples in
    /// time order, each touch beginning once and changing only while down, at most once an
    /// event. ``TraceReader`` refuses a file with
    /// such an event, so that a trace that reads is one that replays whole; the importers keep
    /// what a recording holds, so a replay of one reports what the window refused
    /// (``ReplayResult/rejected``). The trade-off: the check replays the events through a
    /// window with no views, about as costly as reading them.
    public func firstRefusedEvent() -> TraceError? {
        let window = Window(size: windowSize)
        for (index, event) in events.enumerated() {
            do {
                try window.sendEvent(event)
            } catch {
                let place = "events[\(index)]" + (error.changeIndex.map { ".touches[\($0)]" } ?? "")
                return TraceError(error.reason.description, at: place)
            }
        }
        return nil
    }

    /// The trace without the events a window of its size refuses (GestureKit's rule E2), and
    /// what was refused, in order: what `gesturekit convert` writes from a recording that
    /// holds values the engine cannot take.
    ///
    /// ```swift
    /// let trace = Trace(windowSize: Size(width: 400, height: 400), events: [
    ///     TouchEvent(timestamp: 0, changes: [.init(1, .began, x: 2e9, y: 10)]),
    ///     TouchEvent(timestamp: 0.1, changes: [.init(2, .began, x: 20, y: 10)]),
    /// ])
    /// let (kept, refused) = trace.withoutRefusedEvents()
    /// print(kept.events.count, refused.count)
    /// // Prints "1 1"
    /// ```
    ///
    /// A refused event changes nothing in a window, so the kept events replay exactly as the
    /// whole trace does, and ``firstRefusedEvent()`` finds nothing in them. An event refused
    /// because an earlier one was (the lift of a touch whose landing was refused) is left out
    /// too, as a replay leaves it out.
    public func withoutRefusedEvents() -> (trace: Trace, refused: [TouchEventError]) {
        let window = Window(size: windowSize)
        var kept = self
        kept.events.removeAll(keepingCapacity: true)
        var refused: [TouchEventError] = []
        for event in events {
            do {
                try window.sendEvent(event)
                kept.events.append(event)
            } catch {
                refused.append(error)
            }
        }
        return (kept, refused)
    }
}
