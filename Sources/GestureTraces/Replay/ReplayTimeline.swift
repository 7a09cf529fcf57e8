import GestureKit
import GestureTimeline

extension ReplayResult {
    /// The recognizers' states over time in this replay of `trace`: a lane per recognizer of
    /// the scene, in the scene's order, and the waits of its failure requirements. The
    /// trace gives the times touches began, where the lanes' `possible` begins; the picture
    /// ends where the replay let the deadlines run out.
    ///
    /// - Parameter trace: the trace this result came from; only its touch-down times and
    ///   its last event's time are read.
    public func timeline(of trace: Trace) -> Timeline {
        Timeline(records: records, touchesBegan: trace.touchDownTimes, recognizers: recognizers, end: trace.events.last?.timestamp)
    }
}

extension Trace {
    /// When each touch began, in time order.
    public var touchDownTimes: [Double] {
        events.flatMap { event in event.changes.filter { $0.phase == .began }.map { _ in event.timestamp } }
    }
}
