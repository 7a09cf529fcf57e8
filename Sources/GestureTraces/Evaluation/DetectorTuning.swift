import GestureKit
import GestureShapes

extension DetectorEvaluation {
    /// How a detector's figures are split between tuning and reporting.
    public enum DetectorProtocol: String, CaseIterable, Sendable {
        /// The parameter is chosen on the person's other two speeds and judged on the third
        /// ($1 logs): a detector tuned for its user.
        case userDependent = "user-dependent"
        /// The parameter is chosen on the other people and judged on every gesture of the
        /// held-out person. (A detector has no templates, so the user-independent protocol
        /// of the matchers is this one.)
        case crossSubject = "cross-subject"
    }

    /// Per held-out person: recall and false positives, and the settings chosen without them.
    public struct FoldedResult: Sendable {
        /// Counts per held-out person.
        public var bySubject: [String: Result] = [:]
        /// The settings chosen for each held-out person (each fold, for user-dependent:
        /// "person/speed"); empty in seed mode, which keeps the source material's values.
        public var chosen: [String: DetectorSettings] = [:]
        /// Everyone together.
        public var total = Result()
        /// Recall per held-out person.
        public var recallSummary: SubjectSummary { SubjectSummary(bySubject.filter { $0.value.positives > 0 }.mapValues(\.recall)) }
        /// False-positive rate per held-out person.
        public var falsePositiveSummary: SubjectSummary {
            SubjectSummary(bySubject.filter { $0.value.negatives > 0 }.mapValues(\.falsePositiveRate))
        }
    }

    /// Runs `detector` by person. In improved mode each fold's settings are those (of
    /// ``Detector/tuningOptions``) with the highest recall on the fold's training gestures
    /// among those with at most `falsePositiveBudget` false positives there (then the fewest
    /// false positives; the fewest when none qualifies; ties go to the settings listed
    /// first). Seed mode is never tuned. Every gesture is judged once per setting up front
    /// (the check mark replayed once and its stroke judged again), then folds only count.
    public static func run(_ dataset: Dataset, detector: Detector, mode: Mode, protocol: DetectorProtocol,
                           falsePositiveBudget: Double = 0.01) -> FoldedResult {
        let values = mode == .improved ? detector.tuningOptions : []
        // detections[g][v]: gesture g recognized with settings v (or with the defaults, when none).
        let detections: [[Bool]] = dataset.gestures.map { gesture in
            values.isEmpty ? [detects(gesture, detector: detector, mode: mode)] : detectsImproved(gesture, detector: detector, with: values)
        }
        var folded = FoldedResult()
        var folds: [Fold] = []
        for subject in dataset.subjects {
            switch `protocol` {
            case .crossSubject:
                folds.append(Fold(subject: subject, speed: nil))
            case .userDependent:
                let speeds = Set(dataset.gestures.filter { $0.subject == subject }.map(Fold.speed))
                folds += speeds.sorted().map { Fold(subject: subject, speed: $0) }
            }
        }
        for fold in folds {
            var choice = 0
            if values.count > 1 {
                var training = [Result](repeating: Result(), count: values.count)
                for (g, gesture) in dataset.gestures.enumerated() where fold.trains(gesture) {
                    for v in values.indices { training[v].count(gesture, detector: detector, recognized: detections[g][v]) }
                }
                choice = bestValue(training, budget: falsePositiveBudget)
                folded.chosen[fold.name] = values[choice]
            }
            var result = folded.bySubject[fold.subject] ?? Result()
            for (g, gesture) in dataset.gestures.enumerated() where fold.tests(gesture) {
                result.count(gesture, detector: detector, recognized: detections[g][choice])
                folded.total.count(gesture, detector: detector, recognized: detections[g][choice])
            }
            folded.bySubject[fold.subject] = result
        }
        return folded
    }

    /// Whether the improved `detector` recognizes `gesture` with each of `options`. The circle
    /// is replayed once per option. The check mark decides only when the finger lifts, from
    /// the stroke it collected: it is replayed once, the stroke kept, and judged again with
    /// each option (`DetectorFoldTests` checks this equals a replay).
    static func detectsImproved(_ gesture: LabelledGesture, detector: Detector, with options: [DetectorSettings]) -> [Bool] {
        switch detector {
        case .circle:
            return options.map { detects(gesture, detector: .circle, mode: .improved, settings: $0) }
        case .checkmark:
            let capture = StrokeCapturingCheckMark(mode: .improved)
            replay(gesture, through: capture)
            guard let stroke = capture.stroke else { return options.map { _ in false } }
            let judge = CheckMarkGestureRecognizer(mode: .improved)
            return options.map { option in
                option.apply(to: judge)
                return judge.improvedVerdict(stroke) == nil
            }
        }
    }

    /// One fold: a held-out person, or (user-dependent) one speed of a person.
    struct Fold {
        let subject: String
        let speed: String?

        var name: String { speed.map { "\(subject)/\($0)" } ?? subject }

        static func speed(_ gesture: LabelledGesture) -> String { gesture.details["speed"] ?? "" }

        func tests(_ gesture: LabelledGesture) -> Bool {
            gesture.subject == subject && (speed == nil || Self.speed(gesture) == speed)
        }

        func trains(_ gesture: LabelledGesture) -> Bool {
            guard let speed else { return gesture.subject != subject }
            return gesture.subject == subject && Self.speed(gesture) != speed
        }
    }

    /// The index of the highest recall within the false-positive budget (among equals, the
    /// fewest false positives), else of the fewest false positives; ties to the lower index.
    static func bestValue(_ results: [Result], budget: Double) -> Int {
        let within = results.indices.filter { results[$0].falsePositiveRate <= budget }
        let key = { (i: Int) in (results[i].recall, -results[i].falsePositiveRate, -i) }
        if let best = within.max(by: { key($0) < key($1) }) { return best }
        return results.indices.min { (results[$0].falsePositiveRate, $0) < (results[$1].falsePositiveRate, $1) } ?? 0
    }
}

extension DetectorEvaluation.Result {
    mutating func count(_ gesture: LabelledGesture, detector: DetectorEvaluation.Detector, recognized: Bool) {
        if gesture.label == detector.label {
            positives += 1
            if recognized { truePositives += 1 }
        } else {
            negatives += 1
            if recognized {
                falsePositives += 1
                falsePositivesByClass[gesture.label, default: 0] += 1
            }
        }
    }
}

/// A check-mark recognizer that keeps the stroke it judged when the finger lifted (its own
/// `points` are cleared by the reset that follows).
final class StrokeCapturingCheckMark: CheckMarkGestureRecognizer {
    private(set) var stroke: [Point]?

    override func touchesEnded(_ touches: [Touch], with event: Event) {
        if state == .possible { stroke = points }
        super.touchesEnded(touches, with: event)
    }
}
