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
}
