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

    /// Why `subject`'s user-dependent groups (one per speed for the $1 logs) that cannot be
    /// tested at `t` templates per class cannot, one line each; empty when every group can.
    static func untestedGroups(of subject: String, in pool: Pool, templates t: Int) -> [String] {
        let groups = pool.groupsBySubject[subject] ?? []
        return groups.compactMap { group in
            guard let why = whyUntestable(Dictionary(grouping: group, by: \.label), templates: t) else { return nil }
            let speed = group.first?.details["speed"]
            return groups.count > 1 ? "\(speed.map { "speed \($0)" } ?? "a group"): \(why)" : why
        }
    }

    /// Why a person's group, by class, cannot be a user-dependent round at `t` templates:
    /// the protocol tests every class (Wobbrock et al. 2007), so a class with too few distinct
    /// gestures for `t` templates and a candidate leaves the group out, and a group of one
    /// class has nothing to tell apart (every answer would be right).
    static func whyUntestable(_ byClass: [String: [LabelledGesture]], templates t: Int) -> String? {
        guard byClass.count >= 2 else { return "one class only (\(byClass.keys.first ?? "none")): nothing to tell it from" }
        let short = byClass.filter { $0.value.count <= t }.sorted { $0.key < $1.key }
        guard !short.isEmpty else { return nil }
        let named = short.prefix(4).map { "\($0.key) has \($0.value.count)" }.joined(separator: ", ")
        return named + (short.count > 4 ? " (and \(short.count - 4) more classes)" : "")
            + " distinct gesture(s), \(t + 1) needed (T templates and a candidate)"
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
                // A group that cannot be tested is skipped, and said (untestedGroups).
                guard Self.whyUntestable(byClass, templates: t) == nil else { continue }
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
