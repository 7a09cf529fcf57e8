import GestureShapes

/// How a cross-group evaluation (and `gesturekit templates build`) picks each class's
/// templates from the training people's gestures.
public enum TemplateSelection: String, CaseIterable, Sendable {
    /// `t` gestures of the class drawn at random, anew in each repetition.
    case random
    /// The class's `t` most central gestures (k-medoids), the same in every repetition: the
    /// ones that stand for the most others, so fewer templates cover the ways people draw.
    case medoids
    /// With every training gesture (`all` only, closed set): the ones the matcher needs to
    /// name the others right, by condensing (``CondensedTemplates``); the same in every
    /// repetition. Other template counts are drawn at random.
    case condensed
}

/// k-medoids of a class's gestures by the greedy build of PAM (Kaufman & Rousseeuw): the
/// first medoid is the gesture with the least total distance to the others, each next one the
/// gesture that lowers the total distance to the nearest medoid the most. The distance is
/// Jackknife's (directions by DTW, with its corrections): cheap enough for every pair of a
/// class's few hundred gestures, and it sees what a template must stand for.
///
/// The trade-off: greedy build, no swap phase — the medoids of `k` are the first `k` of the
/// medoids of any larger count (nested), which makes one ranking serve every template count,
/// at a total distance a swap phase could still lower a little.
public enum Medoids {
    /// The `count` most central of `gestures` (all of them when there are no more), most
    /// central first. Deterministic: ties go to the earlier gesture.
    public static func choose(_ gestures: [LabelledGesture], count: Int) -> [LabelledGesture] {
        guard count < gestures.count else { return gestures }
        let distances = pairwiseDistances(gestures)
        let n = gestures.count
        var nearest = [Double](repeating: .infinity, count: n)  // each gesture's distance to its nearest medoid
        var chosen: [Int] = []
        var isChosen = [Bool](repeating: false, count: n)
        while chosen.count < count {
            var best = -1, bestTotal = Double.infinity
            for candidate in 0..<n where !isChosen[candidate] {
                var total = 0.0
                for other in 0..<n { total += Swift.min(nearest[other], distances[candidate * n + other]) }
                if total < bestTotal { (best, bestTotal) = (candidate, total) }
            }
            chosen.append(best)
            isChosen[best] = true
            for other in 0..<n { nearest[other] = Swift.min(nearest[other], distances[best * n + other]) }
        }
        return chosen.map { gestures[$0] }
    }

    /// Jackknife's distance between every pair, row by row (symmetrized: the mean of both ways).
    static func pairwiseDistances(_ gestures: [LabelledGesture]) -> [Double] {
        var matcher = JackknifeRecognizer()
        for (index, gesture) in gestures.enumerated() { matcher.addTemplate(String(index), sample: gesture.sample) }
        let n = gestures.count
        var distances = [Double](repeating: 0, count: n * n)
        for (row, gesture) in gestures.enumerated() {
            for (name, distance) in matcher.classDistances(gesture.sample) {
                guard let column = Int(name), column != row else { continue }
                distances[row * n + column] += distance / 2
                distances[column * n + row] += distance / 2
            }
        }
        return distances
    }
}
