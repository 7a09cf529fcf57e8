import GestureKit

/// Recognizes drawn shapes by comparing them with templates learned from examples:
/// Protractor or Jackknife for one-stroke shapes, $P or $Q for shapes of several strokes,
/// or any `TemplateMatching` matcher (such as a `CombinedMatcher`). Discrete.
///
/// It collects one stroke per finger, in window coordinates: several fingers may be down at
/// once, each drawing its own stroke, and nothing is decided until the last finger down
/// lifts; with ``strokeTimeout`` > 0 it then waits that long for another stroke before
/// deciding (for multistroke shapes such as "X" or "H"). It recognizes when the best
/// template scores at least ``minimumScore``; ``matchedName`` and ``matchedScore`` tell which
/// and how well.
open class TemplateGestureRecognizer: GestureRecognizer {
    /// The class's name for Embedded Swift's decision log (`GestureRecognizer.className`).
    open override class var className: String { "TemplateGestureRecognizer" }

    /// The matcher and its templates.
    public enum Matcher: Sendable {
        /// Protractor: one stroke (strokes are joined when there are several).
        case protractor(ProtractorRecognizer)
        /// $P point clouds.
        case pointCloud(PointCloudRecognizer)
        /// $Q point clouds.
        case q(QRecognizer)
        /// Jackknife: one stroke's directions (strokes are joined when there are several).
        case jackknife(JackknifeRecognizer)
        /// Any other matcher: a `CombinedMatcher`, or your own (in Embedded Swift, wrapped:
        /// `.custom(matcher.erased)`).
        case custom(AnyTemplateMatching)

        /// The matcher's calibrated "none of these" threshold for its scores, as it is set
        /// up (`TemplateMatching.suggestedMinimumScore`): Protractor 0.966, $P 0.45 (0.91
        /// squared), $Q 0.24, Jackknife 0.46, Jackknife + $Q at one share each 0.30; nil for
        /// other settings and other matchers. Each was calibrated with a person's own
        /// examples as templates (docs/Accuracy.md, "Open-set rejection").
        public var suggestedMinimumScore: Double? {
            switch self {
            case .protractor(let recognizer): recognizer.suggestedMinimumScore
            case .pointCloud(let recognizer): recognizer.suggestedMinimumScore
            case .q(let recognizer): recognizer.suggestedMinimumScore
            case .jackknife(let recognizer): recognizer.suggestedMinimumScore
            case .custom(let recognizer): recognizer.suggestedMinimumScore
            }
        }
    }

    /// The matcher, with its templates.
    public var matcher: Matcher
    /// The least score that recognizes (0…1; see ``TemplateMatch/score``: 0 takes every
    /// match, above 1 none). Scores are on each matcher's own scale, so unless one is set, it
    /// is the ``matcher``'s calibrated "none of these" threshold
    /// (``Matcher/suggestedMinimumScore``), or ``uncalibratedMinimumScore`` when it has none;
    /// changing ``matcher`` changes it too. Setting NaN, which no score reaches, goes back to
    /// the matcher's.
    public var minimumScore: Double {
        get { givenMinimumScore ?? matcher.suggestedMinimumScore ?? Self.uncalibratedMinimumScore }
        set { givenMinimumScore = newValue.isNaN ? nil : newValue }
    }
    /// The score given at creation or set since; nil for the matcher's.
    private var givenMinimumScore: Double?
    /// How long to wait after a lift for another stroke, in seconds (0: one stroke). A wait
    /// without end would decide nothing: `.infinity` (and NaN) is 0, as a timer's is.
    public var strokeTimeout: Double

    /// The last shape's best match, whether or not it was good enough.
    public private(set) var lastMatch: TemplateMatch?
    /// The last shape matched (drawn to its last lift; one cancelled, or failed for another
    /// recognizer, is not), in window coordinates, whether or not it was recognized: what an
    /// app keeps to learn the shape the user just drew
    /// (`matcher`'s `addTemplate`, or GestureTraces' `ShapeTemplate` to save it).
    public private(set) var lastSample: GestureSample?
    /// The recognized template's name (during the action).
    public var matchedName: String? { state == .ended ? lastMatch?.name : nil }
    /// The recognized template's score (during the action).
    public var matchedScore: Double? { state == .ended ? lastMatch?.score : nil }

    private var strokes: [[Point]] = []
    private var current: [Touch: Int] = [:]  // touch → its stroke
    private var timer: TimerID?

    /// The least score when neither the caller nor the matcher gives one: a custom matcher
    /// with no calibrated threshold. Calibrate one on your own people with
    /// ``RejectionCalibration`` rather than rely on it.
    public static let uncalibratedMinimumScore = 0.8

    /// Creates a recognizer with `matcher`'s templates.
    ///
    /// - Parameters:
    ///   - matcher: the matcher, with any templates it has learned.
    ///   - minimumScore: the least score that recognizes; nil (the default, or NaN) for the
    ///     matcher's calibrated threshold (``Matcher/suggestedMinimumScore``), or
    ///     ``uncalibratedMinimumScore`` when it has none.
    ///   - strokeTimeout: how long to wait after a lift for another stroke, in seconds.
    public init(matcher: Matcher, minimumScore: Double? = nil, strokeTimeout: Double = 0) {
        self.matcher = matcher
        givenMinimumScore = minimumScore?.isNaN == true ? nil : minimumScore
        self.strokeTimeout = strokeTimeout
        super.init()
    }

    /// Learns an example of `name`.
    public func addTemplate(_ name: String, sample: GestureSample) {
        switch matcher {
        case .protractor(let recognizer): matcher = .protractor(Self.teaching(recognizer, name, sample))
        case .pointCloud(let recognizer): matcher = .pointCloud(Self.teaching(recognizer, name, sample))
        case .q(let recognizer): matcher = .q(Self.teaching(recognizer, name, sample))
        case .jackknife(let recognizer): matcher = .jackknife(Self.teaching(recognizer, name, sample))
        case .custom(let recognizer): matcher = .custom(Self.teaching(recognizer, name, sample))
        }
    }

    /// The best template for `sample`.
    public func match(_ sample: GestureSample) -> TemplateMatch? {
        // Case by case rather than through an existential, which Embedded Swift lacks.
        switch matcher {
        case .protractor(let recognizer): recognizer.recognize(sample)
        case .pointCloud(let recognizer): recognizer.recognize(sample)
        case .q(let recognizer): recognizer.recognize(sample)
        case .jackknife(let recognizer): recognizer.recognize(sample)
        case .custom(let recognizer): recognizer.recognize(sample)
        }
    }

    private static func teaching<M: TemplateMatching>(_ recognizer: M, _ name: String, _ sample: GestureSample) -> M {
        var recognizer = recognizer
        recognizer.addTemplate(name, sample: sample)
        return recognizer
    }

    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        super.touchesBegan(touches, with: event)
        if let timer { cancelTimer(timer) }
        timer = nil
        for touch in touches {
            current[touch] = strokes.count
            strokes.append([touch.location(in: nil)])
        }
    }

    open override func touchesMoved(_ touches: [Touch], with event: Event) {
        super.touchesMoved(touches, with: event)
        for touch in touches { if let index = current[touch] { strokes[index].append(touch.location(in: nil)) } }
    }

    open override func touchesEnded(_ touches: [Touch], with event: Event) {
        super.touchesEnded(touches, with: event)
        for touch in touches {
            if let index = current.removeValue(forKey: touch) { strokes[index].append(touch.location(in: nil)) }
        }
        guard current.isEmpty else { return }
        if strokeTimeout > 0, strokeTimeout.isFinite {
            // Captured strongly (Embedded Swift has no `unowned`): the environment drops the
            // closure when it fires or when this recognizer resets, so no cycle outlives it.
            timer = scheduleTimer(after: strokeTimeout) { self.decide() }
        } else {
            decide()
        }
    }

    open override func touchesCancelled(_ touches: [Touch], with event: Event) {
        super.touchesCancelled(touches, with: event)
        fail(because: "a touch was cancelled")
    }

    open override func reset() {
        super.reset()
        strokes.removeAll()
        current.removeAll()
        timer = nil
    }

    private func decide() {
        guard state == .possible else { return }
        let sample = GestureSample(strokes: strokes)
        lastSample = sample
        lastMatch = match(sample)
        guard let match = lastMatch else { return fail(because: "no templates") }
        guard match.score >= minimumScore else {
            // Three decimals, as the decision log prints numbers (the score itself is in lastMatch).
            return fail(because: "best match \(match.name) scored \(DecisionRecord.format(match.score)), "
                        + "below the minimum \(DecisionRecord.format(minimumScore))")
        }
        state = .recognized
    }
}
