import GestureShapes

/// Chooses the weights of Jackknife and $Q in their combination on training rounds: the
/// shares that classify most training candidates right. Each candidate's distances are
/// measured once per member and combined for every choice.
enum CombinationTuning {
    /// The choices tried, Jackknife's shares to $Q's: $Q alone, a quarter, half, three
    /// quarters, Jackknife alone. Listed from the even split outwards, so a tie keeps the
    /// more balanced choice.
    static let choices: [(jackknife: Int, q: Int)] = [(1, 1), (1, 3), (3, 1), (0, 1), (1, 0)]

    /// The best choice on `rounds`. `members` makes a fresh Jackknife and $Q, in that order
    /// (the tests pass recording ones, to see which gestures the tuning measures).
    static func bestShares(_ rounds: [AccuracyEvaluation.Round],
                           members: () -> [any TemplateMatching] = { [JackknifeRecognizer(), QRecognizer()] }) -> (jackknife: Int, q: Int) {
        var correct = [Int](repeating: 0, count: choices.count)
        for round in rounds {
            var matchers = members()
            for template in round.templates {
                for index in matchers.indices { matchers[index].addTemplate(template.label, sample: template.sample) }
            }
            for candidate in round.candidates {
                let sample = candidate.sample
                let distances = matchers.map { $0.classDistances(sample) }
                for (index, choice) in choices.enumerated() {
                    let best = CombinedMatcher.combine(distances, shares: [choice.jackknife, choice.q]).nearest
                    if best?.name == candidate.label { correct[index] += 1 }
                }
            }
        }
        let best = correct.indices.max { (correct[$0], -$0) < (correct[$1], -$1) } ?? 0
        return choices[best]
    }
}
