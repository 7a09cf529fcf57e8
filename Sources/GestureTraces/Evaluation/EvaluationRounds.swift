import GestureShapes

extension AccuracyEvaluation {
    /// Templates, the candidates to classify with them, and the classes deliberately left out
    /// of the templates (open set) whose candidates should be rejected.
    struct Round {
        /// The person the candidates come from.
        var subject: String
        var templates: [LabelledGesture]
        var candidates: [LabelledGesture]
        var leftOut: Set<String> = []
    }

    /// A dataset indexed the ways the protocols draw from it.
    struct Pool {
        let subjects: [String]
        let classes: [String]
        let bySubject: [String: [LabelledGesture]]
        /// The user-dependent groups of each person: one per speed for $1, one for MMG+.
        let groupsBySubject: [String: [[LabelledGesture]]]

        /// Indexes `gestures`, less repeats of one person's gesture (`LabelledGesture.isRepeat(of:)`;
        /// MMG+'s tablet file holds five): a repeat could be a candidate's own template in the
        /// user-dependent protocol.
        init(_ gestures: [LabelledGesture]) {
            var seen = Set<LabelledGesture.RepeatKey>()
            let distinct = gestures.filter { seen.insert($0.repeatKey).inserted }
            bySubject = Dictionary(grouping: distinct, by: \.subject)
            subjects = bySubject.keys.sorted()
            classes = Array(Set(distinct.map(\.label))).sorted()
            groupsBySubject = bySubject.mapValues { own in
                Dictionary(grouping: own) { $0.details["speed"] ?? "" }.sorted { $0.key < $1.key }.map(\.value)
            }
        }

        /// The same data without one person.
        func without(_ subject: String) -> Pool {
            Pool(bySubject.filter { $0.key != subject }.sorted { $0.key < $1.key }.flatMap(\.value))
        }
    }

    /// The rounds in which `subject`'s gestures are the candidates, under `protocol`, with `t`
    /// templates per class; with `openSet`, a quarter of the classes (at least one) is left
    /// out of each round's templates.
    static func rounds(for subject: String, in pool: Pool, protocol: EvaluationProtocol, templates t: Int,
                       openSet: Bool, random: inout SplitMix) -> [Round] {
        let own = pool.bySubject[subject] ?? []
        switch `protocol` {
        case .userDependent:
            var result: [Round] = []
            for group in pool.groupsBySubject[subject] ?? [] {
                let byClass = Dictionary(grouping: group, by: \.label)
                // A group whose classes have too few samples for t templates and a candidate is skipped.
                guard byClass.values.allSatisfy({ $0.count > t }) else { continue }
                let labels = byClass.keys.sorted()
                var round = Round(subject: subject, templates: [], candidates: [])
                round.leftOut = openSet ? leftOutClasses(labels, random: &random) : []
                for label in labels {
                    let shuffled = byClass[label]!.shuffled(using: &random)
                    if !round.leftOut.contains(label) { round.templates += shuffled.prefix(t) }
                    round.candidates.append(shuffled[t])
                }
                result.append(round)
            }
            return result
        case .userIndependent, .crossSubject:
            let others = Dictionary(grouping: pool.subjects.filter { $0 != subject }.flatMap { pool.bySubject[$0]! }, by: \.label)
            let labels = others.keys.sorted()
            var round = Round(subject: subject, templates: [], candidates: [])
            round.leftOut = openSet ? leftOutClasses(labels, random: &random) : []
            for label in labels where !round.leftOut.contains(label) {
                round.templates += others[label]!.shuffled(using: &random).prefix(t)
            }
            if `protocol` == .crossSubject {
                round.candidates = own
            } else {
                let ownByClass = Dictionary(grouping: own, by: \.label)
                for label in ownByClass.keys.sorted() {
                    round.candidates.append(ownByClass[label]!.randomElement(using: &random)!)
                }
            }
            return round.templates.isEmpty ? [] : [round]
        }
    }

    /// The rounds a held-out person's parameters are tuned on (the rejection threshold, the
    /// combination's shares): the same protocol over everyone else, each of them held out in
    /// turn. The held-out person is not in the pool at all, so none of their gestures can be
    /// a template or a candidate.
    static func trainingRounds(excluding subject: String, in pool: Pool, protocol: EvaluationProtocol,
                               templates t: Int, openSet: Bool, random: inout SplitMix) -> [Round] {
        let training = pool.without(subject)
        return training.subjects.flatMap { rounds(for: $0, in: training, protocol: `protocol`, templates: t, openSet: openSet, random: &random) }
    }

    static func leftOutClasses(_ labels: [String], random: inout SplitMix) -> Set<String> {
        guard labels.count > 1 else { return [] }
        return Set(labels.shuffled(using: &random).prefix(Swift.max(1, labels.count / 4)))
    }
}
