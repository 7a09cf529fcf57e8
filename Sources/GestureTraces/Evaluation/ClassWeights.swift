/// Per-class weights on the combined nearest distance, learned on training groups: the
/// third kind of template selection issue 28 names (after medoids and pruning).
///
/// ```swift
/// // scores[r][c]: gesture r's combined log distance to class c's nearest template.
/// // Two gestures of class 0, then two of class 1 that sit nearer class 0's templates.
/// let scores: [[Float]] = [[0, 0.5], [0, 0.3], [0.2, 0.25], [0.1, 0.2]]
/// let offsets = ClassWeights.learn(scores: scores, labels: [0, 0, 1, 1], rowWeights: [1, 1, 1, 1])
/// print(offsets)
/// // Prints "[0.11, 0.0]"
/// // Class 0's distances count e^0.11 ≈ 1.12 times, and all four are named right
/// // (the named class is the c with the least scores[r][c] + offsets[c]).
/// ```
///
/// Why: with other groups' gestures as templates, some classes come out near for everyone
/// (a check by a v's templates) and others far (curly braces), so the class whose nearest
/// template is nearest is not always the one drawn. A weight per class moves each boundary
/// where the training groups put it. The trade-off: 16 numbers fitted to the training groups'
/// gestures, which move a boundary for every group at once — a group that draws a class as
/// another group draws another (issue 28's v ↔ check) pulls it one way or the other.
///
/// The weights are learned by coordinate ascent: every class's offset in turn set to the
/// value of ``grid`` that names the most gestures right (each weighted by `rowWeights`), the
/// values tried from 0 outwards and a change kept only when it names strictly more right,
/// sweeps until one changes nothing (at most ``maximumSweeps``). So a class the data says
/// nothing about keeps weight 1, and a move goes no farther from 0 than it must.
enum ClassWeights {
    /// The offsets tried for each class, in log units: −0.4 to 0.4 by 0.01 (weights 0.67–1.49).
    static let grid: [Float] = (-40...40).map { Float($0) / 100 }
    /// The most sweeps over the classes.
    static let maximumSweeps = 8

    /// The offsets (log weights) that name the most rows right. `scores[r][c]` is row r's
    /// combined log distance to class c (infinite when c has no template); `labels[r]` its
    /// class; `rowWeights[r]` what naming it right is worth. Ties between classes go to the
    /// lower index, as ``NeighbourDecision/nearest(classOf:logs:shares:classCount:offsets:)``.
    static func learn(scores: [[Float]], labels: [Int], rowWeights: [Double]) -> [Float] {
        let classCount = scores.first?.count ?? 0
        var offsets = [Float](repeating: 0, count: classCount)
        guard classCount > 1 else { return offsets }
        let byNearness = grid.sorted { (abs($0), $0) < (abs($1), $1) }
        for _ in 0..<maximumSweeps {
            var changed = false
            for label in 0..<classCount {
                // Each row's best other class under the present offsets: only `label`'s offset moves.
                let others = scores.map { row in bestOther(row, excluding: label, offsets: offsets) }
                func worth(_ offset: Float) -> Double {
                    var sum = 0.0
                    for (r, row) in scores.enumerated() {
                        let own = row[label] + offset, other = others[r]
                        let wins = own < other.score || (own == other.score && label < other.label)
                        if wins ? labels[r] == label : labels[r] == other.label { sum += rowWeights[r] }
                    }
                    return sum
                }
                var best = offsets[label], bestWorth = worth(best)
                for offset in byNearness where offset != best {
                    let value = worth(offset)
                    if value > bestWorth + 1e-9 { (best, bestWorth) = (offset, value) }
                }
                if best != offsets[label] { (offsets[label], changed) = (best, true) }
            }
            if !changed { break }
        }
        return offsets
    }

    /// The least `row[c] + offsets[c]` over the classes but `excluding`, and its class (the
    /// lower index among equals; `Int.max` and infinity when there is none).
    private static func bestOther(_ row: [Float], excluding: Int, offsets: [Float]) -> (score: Float, label: Int) {
        var best: (score: Float, label: Int) = (.infinity, .max)
        for (label, score) in row.enumerated() where label != excluding && score < .infinity && score + offsets[label] < best.score {
            best = (score + offsets[label], label)
        }
        return best
    }
}

extension AccuracyEvaluation {
    /// The class offsets ``ClassWeights`` learns from the `allowed` groups of `table`: each
    /// allowed group's gestures classified with the other allowed groups' gestures as
    /// templates, each person's gestures worth as much together, each group's people as much
    /// together (as the inner score counts them). With fewer than two allowed groups there is
    /// nothing to learn from, and every offset is 0.
    static func learnedClassOffsets(_ table: GroupDistances, allowed: [Bool], shares: [Int]) -> [Float] {
        let classCount = table.classes.count, columns = table.templates.count
        guard allowed.filter({ $0 }).count > 1 else { return [Float](repeating: 0, count: classCount) }
        var scores: [[Float]] = [], labels: [Int] = [], people: [String] = [], groups: [Int] = []
        for row in 0..<columns where allowed[table.templateGroup[row]] {
            let group = table.templateGroup[row]
            let candidates = (0..<columns).filter { allowed[table.templateGroup[$0]] && table.templateGroup[$0] != group }
            let classScores = combinedNearest(table, row: row, candidates: candidates, shares: shares)
            guard classScores[table.templateClass[row]] < .infinity else { continue }  // no template of its class: cannot be named right
            scores.append(classScores)
            labels.append(table.templateClass[row])
            people.append(table.templates[row].subject)
            groups.append(group)
        }
        // Each group's people weigh the same in total, and each person's gestures.
        let gesturesOfPerson = Dictionary(grouping: people.indices, by: { people[$0] }).mapValues(\.count)
        let groupOfPerson = Dictionary(zip(people, groups), uniquingKeysWith: { first, _ in first })
        let peopleOfGroup = Dictionary(grouping: groupOfPerson.values, by: { $0 }).mapValues(\.count)
        let weights = people.indices.map { 1 / Double(gesturesOfPerson[people[$0]] ?? 1) / Double(peopleOfGroup[groups[$0]] ?? 1) }
        return ClassWeights.learn(scores: scores, labels: labels, rowWeights: weights)
    }

    /// Row `row`'s combined log distance to each class's nearest template among `candidates`
    /// (columns), as ``NeighbourDecision/classScores(classOf:logs:shares:classCount:)`` gives it.
    static func combinedNearest(_ table: GroupDistances, row: Int, candidates: [Int], shares: [Int]) -> [Float] {
        let columns = table.templates.count
        return NeighbourDecision.classScores(classOf: candidates.map { table.templateClass[$0] },
                                             logs: table.logDistances.map { member in candidates.map { member[row * columns + $0] } },
                                             shares: shares, classCount: table.classes.count)
    }
}
