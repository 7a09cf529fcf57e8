import GestureShapes

extension AccuracyEvaluation {
    /// A candidate of one class named as another: what an analyst looks at first when a
    /// person's accuracy is low (is it one pair of look-alike classes, or everything?).
    public struct Confusion: Hashable, Sendable {
        /// The candidate's class, as its person labelled it.
        public var actual: String
        /// The class the matcher named (and accepted).
        public var named: String

        /// The pair `actual` named as `named`.
        public init(actual: String, named: String) {
            self.actual = actual
            self.named = named
        }
    }

    /// Counts for one person (or all of them).
    public struct Tally: Hashable, Sendable {
        /// Candidates of classes among the templates.
        public var knownTrials = 0
        /// …named right and accepted (score at least the threshold).
        public var knownCorrect = 0
        /// …rejected (score below the threshold).
        public var knownRejected = 0
        /// Candidates of classes left out of the templates (open set only).
        public var unknownTrials = 0
        /// …accepted as some template: false accepts.
        public var unknownAccepted = 0
        /// Known candidates accepted under the wrong name, by pair: they add up to
        /// knownTrials − knownCorrect − knownRejected.
        public var confusions: [Confusion: Int] = [:]

        /// knownCorrect / knownTrials.
        public var accuracy: Double { knownTrials > 0 ? Double(knownCorrect) / Double(knownTrials) : 0 }
        /// unknownAccepted / unknownTrials (0 without unknown candidates).
        public var falseAcceptRate: Double { unknownTrials > 0 ? Double(unknownAccepted) / Double(unknownTrials) : 0 }

        /// Counts one candidate of class `label` that the matcher answered with `match`,
        /// accepted when its score reaches `threshold`.
        mutating func record(_ label: String, as match: TemplateMatch?, threshold: Double, isLeftOut: Bool) {
            record(label, named: match?.name, accepted: match.map { $0.score >= threshold } ?? false, isLeftOut: isLeftOut)
        }

        /// Counts one candidate of class `label` named `named` (nil: no answer), `accepted` or not.
        mutating func record(_ label: String, named: String?, accepted: Bool, isLeftOut: Bool) {
            if isLeftOut {
                unknownTrials += 1
                if accepted { unknownAccepted += 1 }
                return
            }
            knownTrials += 1
            if !accepted {
                knownRejected += 1
            } else if named == label {
                knownCorrect += 1
            } else if let named {
                confusions[Confusion(actual: label, named: named), default: 0] += 1
            }
        }

        static func + (a: Tally, b: Tally) -> Tally {
            Tally(knownTrials: a.knownTrials + b.knownTrials, knownCorrect: a.knownCorrect + b.knownCorrect,
                  knownRejected: a.knownRejected + b.knownRejected, unknownTrials: a.unknownTrials + b.unknownTrials,
                  unknownAccepted: a.unknownAccepted + b.unknownAccepted,
                  confusions: a.confusions.merging(b.confusions, uniquingKeysWith: +))
        }
    }
}
