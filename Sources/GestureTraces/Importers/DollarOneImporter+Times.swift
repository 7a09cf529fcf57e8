/// How a $1 log's `T` attributes are read: what kind of column they make, judged over all of
/// a gesture's points, and each sample's time in seconds.
extension DollarOneImporter {
    /// What a log's `T` attributes hold, judged over all its points.
    enum TimeColumn: String {
        /// Times in milliseconds (Wobbrock's logs: the system's tick count): the samples are
        /// timed.
        case milliseconds
        /// Unix time in seconds, with a fraction (`1677757997.115825`): the samples are timed.
        case seconds
        /// Times of day (`16:25:54.729850`): the samples are timed.
        case timeOfDay
        /// 1, 2, 3, …: every step exactly 1 (from any start), an order and not a time.
        case counter
        /// The same value on every point (there are at least two).
        case constant
        /// No point has a `T`.
        case absent
        /// Times that go back somewhere (a point's `T` below the one before it): an order
        /// at best, not times a sample can have.
        case backwards

        /// Whether the column gives the samples times.
        var isTimed: Bool { self == .milliseconds || self == .seconds || self == .timeOfDay }
    }

    /// Unix times in seconds between 2001-09-09 (10⁹) and 2286 (10¹⁰). A column of
    /// milliseconds in that range (a tick count of 11.6 to 116 days) is told apart by its span,
    /// not by whole numbers: loggers stamp whole seconds too (`1678331291`, `1678331292`).
    static let unixSeconds = 1e9..<1e10

    /// The longest span of a column read as Unix seconds: a minute. Read as milliseconds,
    /// such a gesture would be drawn in under 60 ms, faster than a hand draws any.
    static let longestSecondsSpan = 60.0

    /// The kind of `points`' times. A log whose points have a `T` on some points but not on
    /// others, or a time of day on some and a number on others, is refused: its times cannot
    /// be trusted either way.
    static func timeColumn(_ points: [RawPoint]) throws(TraceError) -> TimeColumn {
        let times = points.compactMap(\.t)
        if times.isEmpty { return .absent }
        if times.count < points.count, let index = points.firstIndex(where: { ($0.t == nil) != (points[0].t == nil) }) {
            throw TraceError("this <Point> has \(points[index].t == nil ? "no T" : "a T") but point 1 \(points[0].t == nil ? "has none" : "has one"): "
                             + "a log's times are on every point or on none", at: "line \(points[index].line), point \(index + 1)")
        }
        if let index = points.firstIndex(where: { $0.isClock != points[0].isClock }) {
            throw TraceError("this <Point>'s T is \(points[index].isClock ? "a time of day" : "a number") but point 1's is "
                             + "\(points[0].isClock ? "a time of day" : "a number"): a log's times are written one way",
                             at: "line \(points[index].line), point \(index + 1)")
        }
        let timed: TimeColumn = points[0].isClock ? .timeOfDay
            : times.allSatisfy(unixSeconds.contains) && times.max()! - times.min()! < longestSecondsSpan ? .seconds
            : .milliseconds
        guard times.count > 1 else { return timed }
        if times.allSatisfy({ $0 == times[0] }) { return .constant }
        if timed != .timeOfDay, times.indices.allSatisfy({ times[$0] == times[0] + Double($0) }) { return .counter }
        if zip(times, times.dropFirst()).contains(where: { $1 < $0 && !crossesMidnight(from: $0, to: $1, timed) }) {
            return .backwards
        }
        return timed
    }

    /// Each point's time in seconds, or nil for all when `column` gives none. Times of day
    /// go on past midnight (23:59:59.9 then 00:00:00.1 is 0.2 s later).
    static func times(_ points: [RawPoint], _ column: TimeColumn) -> [Double?] {
        switch column {
        case .milliseconds: return points.map { $0.t.map { $0 / 1000 } }
        case .seconds: return points.map(\.t)
        case .timeOfDay:
            var days = 0.0
            var previous: Double?
            return points.map { point in
                guard let t = point.t else { return nil }
                if let previous, crossesMidnight(from: previous, to: t, column) { days += 1 }
                previous = t
                return t + days * secondsPerDay
            }
        case .counter, .constant, .absent, .backwards: return points.map { _ in nil }
        }
    }

    private static let secondsPerDay = 86_400.0

    /// Whether a time of day going from `earlier` to `later` went past midnight: it fell by
    /// more than half a day.
    private static func crossesMidnight(from earlier: Double, to later: Double, _ column: TimeColumn) -> Bool {
        column == .timeOfDay && earlier - later > secondsPerDay / 2
    }

    /// `H:MM:SS` or `HH:MM:SS.fraction` as seconds since midnight; nil for anything else.
    static func secondsOfDay(_ text: String) -> Double? {
        let fields = text.split(separator: ":", omittingEmptySubsequences: false)
        let digits = { (field: Substring) in field.allSatisfy { $0.isASCII && $0.isNumber } }
        guard fields.count == 3, (1...2).contains(fields[0].count), fields[1].count == 2,
              digits(fields[0]), digits(fields[1]),
              let hours = Int(fields[0]), let minutes = Int(fields[1]),
              fields[2].count >= 2, digits(fields[2].prefix(2)),
              fields[2].dropFirst(2).isEmpty || fields[2].dropFirst(2).first == ".",
              let seconds = Double(fields[2]), seconds.isFinite,
              (0..<24).contains(hours), (0..<60).contains(minutes), seconds >= 0, seconds < 60 else { return nil }
        return Double(hours * 3600 + minutes * 60) + seconds
    }
}
