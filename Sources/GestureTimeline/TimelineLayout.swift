import GestureKit

/// Where things go in ``TimelineSVG``'s picture: the lanes' rows, the time axis's scale and
/// ticks, the document's size.
struct TimelineLayout {
    static let margin = 16.0
    static let axisY = 56.0
    static let laneHeight = 36.0
    /// The state bar's offset and height within a lane.
    static let barY = 6.0
    static let barHeight = 16.0
    /// The wait bar's offset and height within a lane, below the state bar.
    static let waitY = 23.0
    static let waitHeight = 12.0
    static let plotWidth = 960.0
    static let legendHeight = 72.0

    let timeline: Timeline
    /// Where time begins on the x axis: right of the widest recognizer name.
    let plotLeft: Double
    let width: Double
    let height: Double
    /// Seconds from the timeline's start to x.
    private let scale: Double
    /// The ticks, in milliseconds since the start.
    let ticks: [Double]

    init(_ timeline: Timeline) {
        self.timeline = timeline
        let widest = timeline.lanes.map { Self.textWidth($0.recognizer, size: 13) }.max() ?? 0
        plotLeft = Self.margin + Swift.max(widest, 60) + 14
        width = Swift.max(plotLeft + Self.plotWidth + Self.margin * 2, Self.legendWidth + Self.margin * 2)
        let span = Swift.max(timeline.end - timeline.start, 0.001)
        scale = Self.plotWidth / span
        ticks = Self.ticks(spanning: span * 1000)
        height = Self.axisY + Double(timeline.lanes.count) * Self.laneHeight + Self.legendHeight
    }

    /// The x of virtual time `time`.
    func x(_ time: Double) -> Double { plotLeft + (time - timeline.start) * scale }

    /// The top of lane `index`.
    func laneTop(_ index: Int) -> Double { Self.axisY + 4 + Double(index) * Self.laneHeight }

    var lanesBottom: Double { laneTop(timeline.lanes.count) }

    /// Round ticks, 1, 2 or 5 times a power of ten milliseconds apart: the closest spacing
    /// that gives at most about ten, and never closer than 1 ms.
    static func ticks(spanning milliseconds: Double) -> [Double] {
        // A span beyond a Double (times of ±10³⁰⁸ in a log) has no round ticks: the powers of
        // ten would climb to infinity and never pass it.
        guard milliseconds.isFinite else { return [0] }
        let rough = milliseconds / 10
        var power = 1.0
        while power * 10 <= rough { power *= 10 }
        let step = power >= rough ? power : power * 2 >= rough ? power * 2 : power * 5 >= rough ? power * 5 : power * 10
        var ticks: [Double] = []
        var tick = 0.0
        while tick <= milliseconds + step * 1e-9 {
            ticks.append(tick)
            tick += step
        }
        return ticks
    }

    /// An estimate of the width of `text` in sans-serif: about 0.6 em a character.
    static func textWidth(_ text: String, size: Double) -> Double { Double(text.unicodeScalars.count) * size * 0.6 }

    /// The legend's two rows, the wider one.
    static var legendWidth: Double {
        let states = TimelineStyle.legendStates.map { 46 + textWidth(TimelineStyle.state($0).label, size: 12) }.reduce(0, +)
            + 28 + textWidth("waits for another to fail", size: 12)
        let marks = TimelineStyle.legendMarkers.map { 38 + textWidth(TimelineStyle.marker($0).legend, size: 12) }.reduce(0, +)
            + 76 + textWidth("released: it failed denied: it was recognized", size: 12)
        return Swift.max(states, marks)
    }

    /// `350 ms` or `12.3 ms`: seconds as milliseconds with at most one decimal.
    static func milliseconds(_ seconds: Double) -> String { "\(SVGValues.number((seconds * 10_000).rounded() / 10)) ms" }
}
