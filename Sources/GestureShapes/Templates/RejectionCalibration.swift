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
public enum RejectionCalibration {
    /// One classification whose truth is known.
    public struct Trial: Hashable, Sendable {
        /// The best match's score.
        public var score: Double
        /// Whether the gesture's class is among the templates.
        public var isKnownClass: Bool
        /// Whether the best match named the gesture's class.
        public var isCorrect: Bool

        /// Creates a trial.
        public init(score: Double, isKnownClass: Bool, isCorrect: Bool) {
            self.score = score
            self.isKnownClass = isKnownClass
            self.isCorrect = isCorrect
        }
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
