/// Estimates the velocity of a moving point from timestamped samples.
///
/// ```swift
/// var tracker = VelocityTracker()          // the samples of the last 100 ms
/// for step in 0...10 {
///     let time = Double(step) / 100
///     tracker.addSample(Point(x: 300 * time, y: 20), at: time)
/// }
/// print(tracker.velocity(at: 0.1).x.rounded())  // Prints "300.0"
/// print(tracker.velocity(at: 0.3))              // none in the last 100 ms: Prints "(0.0, 0.0)"
/// ```
///
/// The estimate is the slope of a least-squares line fitted, per axis, to the samples of
/// the last ``horizon`` seconds (100 ms by default; docs/Recognizers.md). A fit rather
/// than the last two samples keeps touch-panel jitter out of the result, and a short
/// horizon keeps it current:
/// - constant-speed input gives that speed exactly (up to rounding);
/// - samples that share a timestamp (panels that report several frames at once) never
///   divide by zero: with no spread in time there is no slope, and the velocity is zero;
/// - after a pause longer than the horizon there are no recent samples, so a finger that
///   stops and then lifts reports (near) zero, which is what makes "flick vs. place"
///   decisions work.
///
/// The samples live in a ring of fixed capacity allocated once, so adding one allocates
/// nothing.
public struct VelocityTracker: Sendable {
    /// How far back samples count, in seconds.
    public var horizon: Double

    /// The ring of samples: one array, so that adding a sample checks one buffer for
    /// uniqueness, not one per coordinate.
    private var samples: [(time: Double, position: Point)]
    private var next = 0
    private var count = 0

    /// Creates a tracker keeping at most `capacity` samples.
    ///
    /// - Parameters:
    ///   - horizon: how far back samples count, in seconds; 0.1 by default.
    ///   - capacity: how many samples the ring holds, from 2 to ``maximumCapacity`` (values
    ///     outside are raised or lowered to them). Once full, each new sample replaces the
    ///     oldest, so at a high sample rate the fit may cover less than `horizon`: 24
    ///     covers 100 ms of 240 Hz input.
    public init(horizon: Double = 0.1, capacity: Int = 24) {
        self.horizon = horizon
        samples = Array(repeating: (0, .zero), count: Swift.min(Swift.max(2, capacity), Self.maximumCapacity))
    }

    /// The most samples a tracker keeps: 4,096, four seconds of 1 kHz input. The ring is
    /// allocated whole when the tracker is made, so `Int.max` would ask for more memory
    /// than there is.
    public static let maximumCapacity = 4_096

    /// Adds the position at `time`. Samples must come in non-decreasing time order.
    ///
    /// - Parameters:
    ///   - position: the point's position, in any coordinate space used consistently; the
    ///     velocity comes out in its units per second.
    ///   - time: in seconds; not earlier than the previous sample's (this is not checked:
    ///     out-of-order samples make the fit stop early).
    public mutating func addSample(_ position: Point, at time: Double) {
        samples[next] = (time, position)
        next += 1
        if next == samples.count { next = 0 }
        if count < samples.count { count += 1 }
    }

    /// Forgets every sample.
    public mutating func reset() {
        next = 0
        count = 0
    }

    /// Maps every sample's position through `body`, a map `p ↦ k·p + c`: the fit is linear
    /// in the positions, so the velocity becomes `k` times what it was. What a recognizer
    /// does when an app sets the value it measures (a pan's translation, a pinch's scale):
    /// the history follows the new value, so nothing jumps and nothing is forgotten.
    mutating func mapSamples(_ body: (Point) -> Point) {
        var index = next
        for _ in 0..<count {
            index = (index == 0 ? samples.count : index) - 1
            samples[index].position = body(samples[index].position)
        }
    }

    /// The velocity in units per second at `time`, from the samples of
    /// [`time` − ``horizon``, `time`]; zero when fewer than two such samples span any time.
    ///
    /// - Parameter time: in seconds, usually the latest sample's time or the current time.
    ///   The later it is, the fewer samples fall within ``horizon`` of it: zero once the
    ///   latest sample is older than that. (Samples later than `time` still count.)
    public func velocity(at time: Double) -> Point {
        // Sums over recent samples, with times taken relative to `time` for precision.
        var n = 0.0, sumT = 0.0, sumTT = 0.0, sumX = 0.0, sumY = 0.0, sumTX = 0.0, sumTY = 0.0
        var index = next
        for _ in 0..<count {
            index = (index == 0 ? samples.count : index) - 1
            let sample = samples[index]
            let t = sample.time - time
            guard t >= -horizon else { break }  // older samples are older still
            n += 1
            sumT += t
            sumTT += t * t
            sumX += sample.position.x
            sumY += sample.position.y
            sumTX += t * sample.position.x
            sumTY += t * sample.position.y
        }
        let spread = n * sumTT - sumT * sumT
        // No two samples far enough apart in time to define a slope.
        guard n >= 2, spread > 1e-12 * Swift.max(1, n * n) else { return .zero }
        return Point(x: (n * sumTX - sumT * sumX) / spread, y: (n * sumTY - sumT * sumY) / spread)
    }
}

/// A ``VelocityTracker`` for one quantity (a scale, an angle).
public struct ScalarVelocityTracker: Sendable {
    private var tracker: VelocityTracker

    /// Creates a tracker over `horizon` seconds.
    ///
    /// - Parameters:
    ///   - horizon: how far back samples count, in seconds; 0.1 by default.
    ///   - capacity: how many samples it keeps, from 2 to
    ///     ``VelocityTracker/maximumCapacity``, as for ``VelocityTracker``.
    public init(horizon: Double = 0.1, capacity: Int = 24) {
        tracker = VelocityTracker(horizon: horizon, capacity: capacity)
    }

    /// Adds the value at `time`.
    public mutating func addSample(_ value: Double, at time: Double) {
        tracker.addSample(Point(x: value, y: 0), at: time)
    }

    /// Forgets every sample.
    public mutating func reset() { tracker.reset() }

    /// Maps every sample through `value ↦ factor · value + offset`: the velocity becomes
    /// `factor` times what it was (``VelocityTracker``'s `mapSamples`).
    mutating func rebase(factor: Double = 1, offset: Double = 0) {
        tracker.mapSamples { Point(x: factor * $0.x + offset, y: 0) }
    }

    /// The rate of change per second at `time`.
    public func velocity(at time: Double) -> Double { tracker.velocity(at: time).x }
}
