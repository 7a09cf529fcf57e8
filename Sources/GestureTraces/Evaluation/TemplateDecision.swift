import Foundation

/// How a cross-group evaluation with every training gesture as a template
/// (`--templates all`) names a gesture's class from its distances to the templates.
public enum TemplateDecision: String, CaseIterable, Sendable {
    /// The class whose nearest template is nearest: each matcher's nearest distance per
    /// class, combined (what the matchers answer themselves).
    case nearest
    /// The k nearest templates vote, each template's matchers' distances combined; plain
    /// votes or weighted by 1 / distance. k and the weighting are chosen nested by group.
    case vote
    /// Editing by group (after Wilson 1972): a template is dropped when the k nearest
    /// templates *of other groups* name it wrongly (a plain vote), then the nearest class of
    /// the rest. k is chosen nested by group.
    case edited
    /// The nearest class, each class's combined distance multiplied by a weight learned on
    /// the training groups (`ClassWeights`): each of them classified with the others'
    /// gestures as templates, the weights set to name the most of them right. Nothing to
    /// choose: the inner folds score it as they score the others, its weights learned without
    /// the group they hold out.
    case classWeights = "class-weights"
}

/// One setting of a ``TemplateDecision``: what the inner folds choose among.
public struct DecisionOption: Hashable, Sendable, CustomStringConvertible {
    /// The decision.
    public var decision: TemplateDecision
    /// The neighbours counted (vote: voters; edited: the neighbours judging a template);
    /// 0 for ``TemplateDecision/nearest``.
    public var k: Int
    /// Vote: each voter weighted by 1 / its distance.
    public var weighted: Bool

    /// Every setting the inner folds try for `decision`, the simplest first (ties keep it).
    public static func options(for decision: TemplateDecision) -> [DecisionOption] {
        switch decision {
        case .nearest: [DecisionOption(decision: .nearest, k: 0, weighted: false)]
        case .vote:
            [DecisionOption(decision: .vote, k: 1, weighted: false)]
                + [3, 5, 9, 15, 25].flatMap { k in [false, true].map { DecisionOption(decision: .vote, k: k, weighted: $0) } }
        case .edited: [1, 3, 5, 9].map { DecisionOption(decision: .edited, k: $0, weighted: false) }
        case .classWeights: [DecisionOption(decision: .classWeights, k: 0, weighted: false)]
        }
    }

    /// "nearest", "vote k=5 weighted", "edited k=3".
    public var description: String {
        switch decision {
        case .nearest: "nearest"
        case .vote: "vote k=\(k)\(weighted ? " weighted" : "")"
        case .edited: "edited k=\(k)"
        case .classWeights: "class weights"
        }
    }
}

/// The decisions themselves, on one gesture's distances to its candidate templates: pure
/// functions of small arrays, so that the tests can check exact answers.
enum NeighbourDecision {
    /// The class of the smallest combined nearest distance (``classScores(classOf:logs:shares:classCount:)``),
    /// plus the class's `offset` when given (the log of a class weight). Ties go to the lower
    /// class index (the name first in order, as `CombinedMatcher` breaks them). Nil without
    /// candidates.
    static func nearest(classOf: [Int], logs: [[Float]], shares: [Int], classCount: Int, offsets: [Float] = []) -> Int? {
        let scores = classScores(classOf: classOf, logs: logs, shares: shares, classCount: classCount)
        var best: Int?, bestScore = Float.infinity
        for label in 0..<classCount where scores[label] < .infinity {
            let score = offsets.isEmpty ? scores[label] : scores[label] + offsets[label]
            if score < bestScore { (best, bestScore) = (label, score) }
        }
        return best
    }

    /// Each class's combined nearest distance: per class, each member's smallest log distance
    /// (NaN cells skipped); combined as the shares' weighted mean of logs (the log of the
    /// weighted geometric mean). Infinite for a class some member — weighted or not — has no
    /// candidate of.
    static func classScores(classOf: [Int], logs: [[Float]], shares: [Int], classCount: Int) -> [Float] {
        var nearest = [[Float]](repeating: [Float](repeating: .infinity, count: classCount), count: logs.count)
        for (member, distances) in logs.enumerated() {
            for (index, distance) in distances.enumerated() where distance < nearest[member][classOf[index]] {
                nearest[member][classOf[index]] = distance
            }
        }
        let total = Float(shares.reduce(0, +))
        return (0..<classCount).map { label in
            guard nearest.allSatisfy({ $0[label] < .infinity }) else { return .infinity }
            var score: Float = 0
            for (member, share) in shares.enumerated() where share > 0 { score += Float(share) * nearest[member][label] }
            return score / total
        }
    }

    /// Each candidate's combined log distance: the shares' weighted mean of its members' logs.
    static func combined(_ logs: [[Float]], shares: [Int]) -> [Float] {
        let total = Float(shares.reduce(0, +))
        guard let first = logs.first else { return [] }
        return first.indices.map { index in
            var sum: Float = 0
            for (member, share) in shares.enumerated() where share > 0 { sum += Float(share) * logs[member][index] }
            return sum / total
        }
    }

    /// The `k` smallest of `combined` (indices, nearest first; ties to the lower index).
    static func nearestIndices(_ combined: [Float], k: Int) -> [Int] {
        var chosen: [Int] = []
        chosen.reserveCapacity(k + 1)
        for (index, distance) in combined.enumerated() where !distance.isNaN {
            if chosen.count == k, let last = chosen.last, combined[last] <= distance { continue }
            var at = chosen.count
            while at > 0 && combined[chosen[at - 1]] > distance { at -= 1 }
            chosen.insert(index, at: at)
            if chosen.count > k { chosen.removeLast() }
        }
        return chosen
    }

    /// The class with the most votes among `neighbours` (nearest first, as
    /// ``nearestIndices(_:k:)`` gives them): one each, or 1 / distance each when `weighted`
    /// (the distance is e^combined). A tie goes to the class met first, i.e. with the nearer
    /// neighbour.
    static func vote(_ neighbours: [Int], classOf: [Int], combined: [Float], weighted: Bool, classCount: Int) -> Int? {
        var votes = [Double](repeating: 0, count: classCount)
        for index in neighbours { votes[classOf[index]] += weighted ? Foundation.exp(-Double(combined[index])) : 1 }
        var best: Int?, bestVotes = 0.0
        for index in neighbours where votes[classOf[index]] > bestVotes { (best, bestVotes) = (classOf[index], votes[classOf[index]]) }
        return best
    }
}
