/// What every template matcher of GestureShapes does: learn named examples, and answer
/// which one a gesture is nearest to, with a score from 0 to 1 that a caller compares with
/// a rejection threshold (see ``RejectionCalibration``).
///
/// A sample that is not ``GestureSample/isMatchable`` (no point, or a coordinate that is not
/// finite) is learned by none of them and named by none.
public protocol TemplateMatching: Sendable {
    /// Learns `sample` as an example of `name`; nothing for a sample that is not
    /// ``GestureSample/isMatchable``.
    mutating func addTemplate(_ name: String, sample: GestureSample)
    /// The template nearest to `sample`, whatever its score; nil without templates, or for a
    /// sample that is not ``GestureSample/isMatchable``.
    func recognize(_ sample: GestureSample) -> TemplateMatch?
    /// For every class with templates, the distance of its nearest template, in the
    /// matcher's own unit (what ``TemplateMatch/distance`` reports), each class once, in the
    /// order the classes were learned; none for a sample that is not
    /// ``GestureSample/isMatchable``. What a combination of matchers needs.
    func classDistances(_ sample: GestureSample) -> ClassDistances
    /// The classes that can come within limits, most promising first: what a combination of
    /// matchers asks of its last member, so that it skips the classes the others already put
    /// out of reach.
    ///
    /// Calls `found(name, distance)` with a class's nearest distance whenever that distance
    /// is at most `limit(name)`; a class may be reported more than once (with a smaller
    /// distance each time), and a class whose nearest template is beyond its limit may be
    /// left out. `limit` is asked as the search goes, so it may tighten as results come in.
    /// `priority(name, lowerBound)` orders the work (smallest first) from a lower bound of
    /// the class's distance; it changes how fast, never what is found. Nothing is reported
    /// for a sample that is not ``GestureSample/isMatchable``.
    ///
    /// The default reports every class of ``classDistances(_:)`` within its limit, in its
    /// order; Jackknife and $Q prune with their lower bounds.
    func searchClasses(_ sample: GestureSample, priority: (String, Double) -> Double, limit: (String) -> Double,
                       found: (String, Double) -> Void)
    /// A "none of these" threshold for ``TemplateMatch/score`` calibrated for this matcher as
    /// it is set up, or nil when none was: scores are on each matcher's own scale (a
    /// Protractor cosine near 1, a $Q score near 0.2), so no one threshold serves them all.
    /// ``TemplateGestureRecognizer`` takes it as its default ``TemplateGestureRecognizer/minimumScore``.
    /// The default is nil.
    var suggestedMinimumScore: Double? { get }
}

extension TemplateMatching {
    /// None: no threshold was calibrated for this matcher.
    public var suggestedMinimumScore: Double? { nil }
}

extension TemplateMatching {
    /// Every class of ``classDistances(_:)`` within its limit, in its order.
    public func searchClasses(_ sample: GestureSample, priority: (String, Double) -> Double, limit: (String) -> Double,
                              found: (String, Double) -> Void) {
        for (name, distance) in classDistances(sample) where distance <= limit(name) {
            found(name, distance)
        }
    }

    /// ``classDistances(_:)`` as a dictionary, for convenience. In Embedded Swift a
    /// dictionary keyed by `String` links Unicode's normalization tables into the image
    /// (hashing a `String` normalizes it; about 40 KB of a microcontroller's flash), which
    /// the matchers themselves never do: keep to ``classDistances(_:)`` there.
    public func distancesByClass(_ sample: GestureSample) -> [String: Double] {
        var result: [String: Double] = [:]
        for (name, distance) in classDistances(sample) {
            // Two names that differ only in their normal form are one key here: the nearer stays.
            if let present = result[name], present <= distance { continue }
            result[name] = distance
        }
        return result
    }
}

extension ProtractorRecognizer: TemplateMatching {
    /// ``calibratedMinimumScore`` with the default settings (16 points, orientation-invariant);
    /// nil with others, which it was not calibrated for.
    public var suggestedMinimumScore: Double? {
        resampleCount == 16 && !isOrientationSensitive ? Self.calibratedMinimumScore : nil
    }

    /// Learns `sample` (its strokes joined in drawing order) as an example of `name`.
    public mutating func addTemplate(_ name: String, sample: GestureSample) {
        addTemplate(name, points: sample.points)
    }

    /// The template most like `sample`, its strokes joined in drawing order.
    public func recognize(_ sample: GestureSample) -> TemplateMatch? {
        recognize(sample.points)
    }
}

extension PointCloudRecognizer: TemplateMatching {
    /// ``calibratedMinimumScore(for:)`` of its metric, with the default 32 points; nil with
    /// other point counts.
    public var suggestedMinimumScore: Double? {
        pointCount == 32 ? Self.calibratedMinimumScore(for: metric) : nil
    }
}

extension QRecognizer: TemplateMatching {
    /// A "none of these" threshold for ``TemplateMatch/score`` when a person's own examples
    /// are the templates, one per class: 0.24, calibrated on $1 writers 3–7 so that writer 2
    /// can test it (`--recognizer q`; docs/Accuracy.md, "The thresholds the library ships").
    public static let calibratedMinimumScore = 0.24

    /// ``calibratedMinimumScore`` with the default settings (32 points, a 64 × 64 grid); nil
    /// with others.
    public var suggestedMinimumScore: Double? {
        pointCount == 32 && gridSize == 64 ? Self.calibratedMinimumScore : nil
    }

    /// The classes within their limits, templates visited in order of `priority` of their
    /// lower bounds and skipped when the bound is beyond the limit.
    public func searchClasses(_ sample: GestureSample, priority: (String, Double) -> Double, limit: (String) -> Double,
                              found: (String, Double) -> Void) {
        boundedSearchClasses(sample, priority: priority, limit: limit, found: found)
    }
}

extension JackknifeRecognizer: TemplateMatching {
    /// ``calibratedMinimumScore`` with the default settings (16 points, a band of 2); nil
    /// with others.
    public var suggestedMinimumScore: Double? {
        resampleCount == 16 && bandRadius == 2 ? Self.calibratedMinimumScore : nil
    }

    /// The classes within their limits, templates visited in order of `priority` of their
    /// lower bounds and skipped when the bound is beyond the limit.
    public func searchClasses(_ sample: GestureSample, priority: (String, Double) -> Double, limit: (String) -> Double,
                              found: (String, Double) -> Void) {
        boundedSearchClasses(sample, priority: priority, limit: limit, found: found)
    }
}
