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
        /// Nothing is tuned: the detector's shipped settings judge every gesture of each
        /// person — what a user gets out of the box, on people no setting was chosen on.
        case shipped
    }

    /// Per held-out person: recall and false positives, and the settings chosen without them.
    public struct FoldedResult: Sendable {
        /// Counts per held-out person.
        public var bySubject: [String: Result] = [:]
        /// The settings chosen for each held-out person (each fold, for user-dependent:
        /// "person/speed"); empty in seed mode, which keeps the source material's values, and
        /// under ``DetectorProtocol/shipped``, which keeps the defaults.
        public var chosen: [String: DetectorSettings] = [:]
        /// The settings that judged each gesture, in the order of the dataset's gestures (of
        /// the tested collection, with training collections): nil where the detector's own
        /// judged it (seed mode, ``DetectorProtocol/shipped``). What a list of misses replays.
        public var settings: [DetectorSettings?] = []
        /// Everyone together.
        public var total = Result()
        /// Recall per held-out person.
        public var recallSummary: SubjectSummary { SubjectSummary(bySubject.filter { $0.value.positives > 0 }.mapValues(\.recall)) }
        /// False-positive rate per held-out person.
        public var falsePositiveSummary: SubjectSummary {
            SubjectSummary(bySubject.filter { $0.value.negatives > 0 }.mapValues(\.falsePositiveRate))
        }
    }

    /// Runs `detector` by person. In improved mode each fold's setting (of
    /// ``Detector/tuningOptions``) is chosen on the fold's training gestures only: the middle
    /// of the longest run of settings under which every training person has a recall of at
    /// least `recallFloor` and at most `falsePositiveBudget` false positives. Seed mode, and
    /// any mode under ``DetectorProtocol/shipped``, is never tuned. Every gesture is judged
    /// once per setting up front (the check mark replayed once and its stroke judged again),
    /// then folds only count.
    public static func run(_ dataset: Dataset, detector: Detector, mode: Mode, protocol: DetectorProtocol,
                           recallFloor: Double = 0.95, falsePositiveBudget: Double = 0.01) -> FoldedResult {
        let values = mode == .improved && `protocol` != .shipped ? detector.tuningOptions : []
        // detections[g][v]: gesture g recognized with settings v (or with the defaults, when none).
        let detections: [[Bool]] = dataset.gestures.map { gesture in
            values.isEmpty ? [detects(gesture, detector: detector, mode: mode)] : detectsImproved(gesture, detector: detector, with: values)
        }
        var folded = FoldedResult()
        folded.settings = dataset.gestures.map { _ in nil }
        var folds: [Fold] = []
        for subject in dataset.subjects {
            switch `protocol` {
            case .crossSubject, .shipped:
                folds.append(Fold(subject: subject, speed: nil))
            case .userDependent:
                let speeds = Set(dataset.gestures.filter { $0.subject == subject }.map(Fold.speed))
                folds += speeds.sorted().map { Fold(subject: subject, speed: $0) }
            }
        }
        for fold in folds {
            var choice = 0
            if values.count > 1 {
                var training = [[String: Result]](repeating: [:], count: values.count)
                for (g, gesture) in dataset.gestures.enumerated() where fold.trains(gesture) {
                    for v in values.indices {
                        training[v][gesture.subject, default: Result()].count(gesture, detector: detector, recognized: detections[g][v])
                    }
                }
                choice = chooseSetting(training, recallFloor: recallFloor, budget: falsePositiveBudget)
                folded.chosen[fold.name] = values[choice]
            }
            var result = folded.bySubject[fold.subject] ?? Result()
            for (g, gesture) in dataset.gestures.enumerated() where fold.tests(gesture) {
                folded.settings[g] = values.isEmpty ? nil : values[choice]
                result.count(gesture, detector: detector, recognized: detections[g][choice])
                folded.total.count(gesture, detector: detector, recognized: detections[g][choice])
            }
            folded.bySubject[fold.subject] = result
        }
        return folded
    }

    /// Whether the improved `detector` recognizes `gesture` with each of `options`. Both
    /// detectors decide only when the finger lifts, from the stroke they collected: each is
    /// replayed once, the stroke kept, and judged again with each option (`DetectorFoldTests`
    /// checks this equals a replay).
    static func detectsImproved(_ gesture: LabelledGesture, detector: Detector, with options: [DetectorSettings]) -> [Bool] {
        switch detector {
        case .circle where gesture.strokes.count != 1:
            // Several strokes are several verdicts: each option replayed.
            return options.map { detects(gesture, detector: .circle, mode: .improved, settings: $0) }
        case .circle:
            // The circle judges the stroke it kept when the finger lifted: replayed once, judged again per option.
            let capture = CircleGestureRecognizer(mode: .improved)
            guard replay(gesture, through: capture) || capture.verdict != nil else { return options.map { _ in false } }
            let stroke = capture.lastStroke
            // Fitted once per oval allowance (the measurement depends on nothing else); only
            // the limits differ from one option to the next. A judge per option: an option
            // sets only the limits it names, the others keep their defaults.
            var measured: [Double: CircleMeasurement] = [:]
            return options.map { option in
                let judge = CircleGestureRecognizer(mode: .improved)
                option.apply(to: judge)
                let measurement = measured[judge.maximumAspectRatio] ?? judge.measure(stroke)
                measured[judge.maximumAspectRatio] = measurement
                return judge.verdict(of: measurement) == nil
            }
        case .checkmark:
            let capture = StrokeCapturingCheckMark(mode: .improved)
            replay(gesture, through: capture)
            // Measured once; only the limits differ from one option to the next (a judge per
            // option, as for the circle).
            guard let stroke = capture.judgedStroke, stroke.count >= 3,
                  StrokeGeometry.pathLength(stroke) > CheckMarkGestureRecognizer(mode: .improved).minimumTravel
            else { return options.map { _ in false } }
            let arms = CheckMarkArms(of: stroke), passes = CheckMarkArms.passes(of: stroke)
            return options.map { option in
                let judge = CheckMarkGestureRecognizer(mode: .improved)
                option.apply(to: judge)
                return judge.improvedVerdict(of: arms, passes: passes) == nil
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

    /// The tuning rule. `byPerson[v]` holds each training person's counts under setting `v`,
    /// the settings in order of their threshold. A setting is *acceptable* when every training
    /// person meets the target under it: recall at least `recallFloor` (when they drew the
    /// class at all) and false positives at most `budget`. The rule takes the middle of the
    /// longest run of consecutive acceptable settings (the lower middle of an even run; the
    /// first of equally long runs).
    ///
    /// Why the middle: the run's ends are where some training person's checks start to be
    /// missed or their "v"s start to be taken, and a new person's gestures sit near those
    /// ends as often as not. The rule this replaced — the most recall, then the fewest false
    /// positives — always chose an end, and lost up to 8 of a held-out writer's 30 checks.
    /// When no setting is acceptable, it falls back to ``bestValue(_:budget:)`` on everyone's
    /// counts together.
    static func chooseSetting(_ byPerson: [[String: Result]], recallFloor: Double, budget: Double) -> Int {
        let acceptable = byPerson.map { people in
            people.values.allSatisfy { ($0.positives == 0 || $0.recall >= recallFloor) && $0.falsePositiveRate <= budget }
        }
        if let run = longestRun(acceptable) { return (run.lowerBound + run.upperBound) / 2 }
        return bestValue(byPerson.map { $0.values.reduce(into: Result()) { $0.add($1) } }, budget: budget)
    }

    /// The first longest run of consecutive `true`s, or nil when there is none.
    static func longestRun(_ flags: [Bool]) -> ClosedRange<Int>? {
        var best: ClosedRange<Int>?, start: Int?
        for (index, flag) in flags.enumerated() {
            if flag, start == nil { start = index }
            guard let first = start, !flag || index == flags.count - 1 else { continue }
            let run = first...(flag ? index : index - 1)
            if run.count > best?.count ?? 0 { best = run }
            start = nil
        }
        return best
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
    /// Adds `other`'s counts to these.
    mutating func add(_ other: Self) {
        truePositives += other.truePositives
        positives += other.positives
        falsePositives += other.falsePositives
        negatives += other.negatives
        falsePositivesByClass.merge(other.falsePositivesByClass, uniquingKeysWith: +)
    }

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
/// `stroke` is emptied by the reset that follows).
final class StrokeCapturingCheckMark: CheckMarkGestureRecognizer {
    private(set) var judgedStroke: [Point]?

    override func strokeEnded(_ touch: Touch, with event: Event) {
        judgedStroke = stroke
        super.strokeEnded(touch, with: event)
    }
}
