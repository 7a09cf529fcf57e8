/// Chooses a "none of these" threshold for a template matcher from labelled trials.
///
/// Real input is mostly not one of the templates, and a matcher always names its nearest
/// template. A threshold on the match's score turns that into "this one, or none": the
/// calibration measures, on trials whose truth is known, the score of the best match for
/// gestures of the template classes and for gestures of other classes, and picks the
/// threshold that maximizes the balanced open-set accuracy
///
///     (known gestures accepted *and* named right) / known  +  (unknown gestures rejected) / unknown
///
/// so that a rare kind of trial weighs as much as a common one. Calibrate on people other
/// than those you report on (`gesturekit eval --open-set` does, per held-out person).
///
/// ``threshold(for:)`` gives one threshold for every class; ``thresholdsPerClass(for:minimumTrials:)``
/// one per named class, which carries better to people of another group (templates from other
/// collections: docs/Accuracy.md, "Open set across groups"), where some classes' matches are
/// close for everyone and others' are far.
public enum RejectionCalibration {
    /// One classification whose truth is known.
    public struct Trial: Hashable, Sendable {
        /// The best match's score.
        public var score: Double
        /// Whether the gesture's class is among the templates.
        public var isKnownClass: Bool
        /// Whether the best match named the gesture's class.
        public var isCorrect: Bool
        /// The class the best match named (nil when not recorded: the trial then serves only
        /// the threshold shared by every class).
        public var named: String?

        /// Creates a trial.
        public init(score: Double, isKnownClass: Bool, isCorrect: Bool, named: String? = nil) {
            self.score = score
            self.isKnownClass = isKnownClass
            self.isCorrect = isCorrect
            self.named = named
        }
    }

    /// A threshold per named class, and one shared by the classes calibrated too thinly for
    /// their own.
    public struct ClassThresholds: Hashable, Sendable {
        /// The least score to accept a match naming the class, by class.
        public var byClass: [String: Double]
        /// The least score for a class not in ``byClass``: ``RejectionCalibration/threshold(for:)`` of every trial.
        public var shared: Double

        /// Creates thresholds.
        public init(byClass: [String: Double], shared: Double) {
            self.byClass = byClass
            self.shared = shared
        }

        /// The least score to accept a match naming `name`.
        public func threshold(for name: String) -> Double { byClass[name] ?? shared }

        /// Whether `match` is accepted: its score at least its class's threshold.
        public func accepts(_ match: TemplateMatch) -> Bool { match.score >= threshold(for: match.name) }
    }

    /// A threshold per class, each from the trials whose best match named it (by
    /// ``threshold(for:)`` on them), for classes named by at least `minimumTrials` trials of
    /// a known class *and* `minimumTrials` of an unknown one; fewer, and a class's own cut
    /// would be noise, so it takes the shared threshold of all the trials. Trials without
    /// ``Trial/named`` count towards the shared threshold only.
    public static func thresholdsPerClass(for trials: [Trial], minimumTrials: Int = 20) -> ClassThresholds {
        var byClass: [String: Double] = [:]
        for (name, named) in Dictionary(grouping: trials.filter { $0.named != nil }, by: { $0.named! }) {
            guard named.count(where: { $0.isKnownClass }) >= minimumTrials, named.count(where: { !$0.isKnownClass }) >= minimumTrials else { continue }
            byClass[name] = threshold(for: named)
        }
        return ClassThresholds(byClass: byClass, shared: threshold(for: trials))
    }

    /// The least score to accept: halfway between the best cut's lowest accepted score and the
    /// next score below it, so the threshold sits in the gap the trials left, not on a trial.
    /// 0 (accept everything) without trials of unknown classes; ties go to the lower threshold.
    public static func threshold(for trials: [Trial]) -> Double {
        let known = trials.count { $0.isKnownClass }, unknown = trials.count - known
        guard unknown > 0 else { return 0 }
        let sorted = trials.sorted { $0.score > $1.score }
        // Accepting nothing: every unknown trial is rightly rejected.
        var bestObjective = 1.0, bestCut = -1
        var acceptedRight = 0, acceptedUnknown = 0
        for (index, trial) in sorted.enumerated() {
            if trial.isKnownClass { if trial.isCorrect { acceptedRight += 1 } } else { acceptedUnknown += 1 }
            // A cut can only fall between distinct scores.
            if index + 1 < sorted.count, sorted[index + 1].score == trial.score { continue }
            let objective = (known > 0 ? Double(acceptedRight) / Double(known) : 0)
                + Double(unknown - acceptedUnknown) / Double(unknown)
            if objective >= bestObjective { (bestObjective, bestCut) = (objective, index) }
        }
        guard bestCut >= 0 else { return Swift.min(1, sorted[0].score.nextUp) }
        let lowestAccepted = sorted[bestCut].score
        let nextBelow = bestCut + 1 < sorted.count ? sorted[bestCut + 1].score : 0
        return (lowestAccepted + nextBelow) / 2
    }
}
