import GestureKit

/// A sample of a stroke: a position and, when the recording has one, a time in seconds.
public struct StrokePoint: Hashable, Sendable {
    /// The position.
    public var location: Point
    /// The time, in seconds; nil when the recording gives none (a $1 log whose `T` is a
    /// counter, a constant, or absent). Never made up: timing features see that there is none.
    /// The importers give finite times only; a gesture takes a NaN or infinite one as none
    /// (``LabelledGesture/isTimed``, ``LabelledGesture/duration``, its trace).
    public var time: Double?

    /// Creates a sample.
    public init(x: Double, y: Double, time: Double?) {
        location = Point(x: x, y: y)
        self.time = time
    }

    /// The time when it is one a gesture can use: finite.
    var knownTime: Double? { time.flatMap { $0.isFinite ? $0 : nil } }
}

/// A labelled gesture from a dataset: one or more strokes, in the order the file lists them.
public struct LabelledGesture: Hashable, Sendable {
    /// The gesture's class (`check`, `circle`, `D`, …).
    public var label: String
    /// Who drew it.
    public var subject: String
    /// Extra facts: speed, device, sample number, and where it was read (`file`, its path in
    /// a ``Dataset``'s folder; `line`, of an MMG+ file).
    public var details: [String: String]
    /// The strokes, in the order the file lists them (their times say when each was drawn).
    public var strokes: [[StrokePoint]]
    /// How long the whole gesture took, in seconds, as the file states it apart from the
    /// samples (a $1 log's `Millseconds`), when it does.
    public var statedDuration: Double?

    /// Creates a gesture.
    public init(label: String, subject: String, details: [String: String] = [:], strokes: [[StrokePoint]],
                statedDuration: Double? = nil) {
        self.label = label
        self.subject = subject
        self.details = details
        self.strokes = strokes
        self.statedDuration = statedDuration
    }

    /// Where the gesture was read, for messages: its file in its collection's folder
    /// (`details["file"]`), or its line of an MMG+ file (`details["line"]`), after
    /// `collection` when given: `labC/P01/arrow1.xml`, `tablet.jsonl: line 16`.
    public func place(in collection: String? = nil) -> String {
        if let file = details["file"] { return collection.map { "\($0)/\(file)" } ?? file }
        if let line = details["line"] { return collection.map { "\($0): line \(line)" } ?? "line \(line)" }
        return collection ?? "?"
    }

    /// Whether every sample has a (finite) time.
    public var isTimed: Bool { strokes.allSatisfy { $0.allSatisfy { $0.knownTime != nil } } }

    /// How long the gesture took, in seconds: from its first sample's time to its last when
    /// every sample has one, else ``statedDuration``, else nil.
    public var duration: Double? {
        guard isTimed else { return statedDuration }
        let times = strokes.flatMap { $0.compactMap(\.knownTime) }
        guard let first = times.min(), let last = times.max() else { return statedDuration }
        return last - first
    }

    /// The gesture as a trace: each stroke one finger, touching down at its first sample and
    /// lifting at its last; times start at 0; a margin of 40 points around the drawing.
    ///
    /// When every sample has a time, the fingers follow the times: strokes drawn at once (an
    /// MMG+ "H" whose two bars were drawn with two fingers) are fingers down together, as the
    /// device saw them, not one after the other. Within a stroke a time earlier than the one
    /// before keeps the one before. A sample without a time keeps the time of the one before
    /// (0 at the start) and the strokes follow one another, so a gesture recorded without
    /// times replays in an instant rather than on invented times; its trace's metadata says
    /// `times: none` (or `partial`, when only some samples have one).
    ///
    /// - Parameter margin: points of empty space around the drawing on every side; the
    ///   window is the drawing's bounding box grown by it, rounded up to whole points.
    /// - Returns: a trace in its own coordinates (the drawing moved so its bounding box
    ///   starts at (`margin`, `margin`)), with `label`, `subject` and ``details`` in its
    ///   metadata. Strokes have touch ids 1, 2, … in the order listed (an empty stroke
    ///   keeps its number but has no touch).
    public func trace(margin: Double = 40) -> Trace {
        let points = strokes.flatMap { $0 }
        let minX = points.map(\.location.x).min() ?? 0, minY = points.map(\.location.y).min() ?? 0
        let maxX = points.map(\.location.x).max() ?? 0, maxY = points.map(\.location.y).max() ?? 0
        let timed = points.count { $0.knownTime != nil }
        let events = touchEvents(offset: Point(x: margin - minX, y: margin - minY), followingTimes: timed == points.count)
        var metadata = details
        metadata["label"] = label
        metadata["subject"] = subject
        if timed < points.count { metadata["times"] = timed == 0 ? "none" : "partial" }
        // A drawing wider than the engine's range (points of ±10⁹) gets the largest window: its
        // points past 10⁹ are refused by any window anyway, and a larger one cannot be written.
        let largest = Trace.windowSideRange.upperBound
        return Trace(windowSize: Size(width: Swift.min((maxX - minX + 2 * margin).rounded(.up), largest),
                                      height: Swift.min((maxY - minY + 2 * margin).rounded(.up), largest)),
                     metadata: metadata, events: events)
    }

    /// The strokes' touches, one change per event. Each stroke's times never go back; when
    /// `followingTimes`, the strokes' events are merged in time order (the order listed at
    /// equal times), else they follow one another and an untimed sample keeps the time
    /// before.
    private func touchEvents(offset: Point, followingTimes: Bool) -> [TouchEvent] {
        let start = strokes.lazy.flatMap { $0 }.compactMap(\.knownTime).min() ?? 0
        var events: [TouchEvent] = []
        var lastTime = 0.0
        for (index, stroke) in strokes.enumerated() where !stroke.isEmpty {
            let id = index + 1
            if followingTimes { lastTime = 0 }
            for (sample, point) in stroke.enumerated() {
                lastTime = Swift.max(lastTime, (point.knownTime ?? start) - start)
                let phase: TouchPhase = sample == 0 ? .began : .moved
                events.append(TouchEvent(timestamp: lastTime, changes: [.init(id: id, phase: phase, location: point.location + offset)]))
            }
            let last = stroke[stroke.count - 1]
            events.append(TouchEvent(timestamp: lastTime, changes: [.init(id: id, phase: .ended, location: last.location + offset)]))
        }
        guard followingTimes else { return events }
        // By time, then by place in the list: a sort alone need not keep equal times' order.
        return events.indices.sorted { (events[$0].timestamp, $0) < (events[$1].timestamp, $1) }.map { events[$0] }
    }
}
