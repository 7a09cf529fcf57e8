/// A matcher that visits its templates from the most promising lower bound up and skips
/// those that cannot beat a limit. The nearest template and every class's nearest distance
/// are the same search with different limits: the best distance so far, or the best so far
/// for the template's own class.
protocol BoundedTemplateSearch {
    /// The class of template `index`.
    func templateName(_ index: Int) -> String
    /// Every template's class, numbered.
    var classes: TemplateClasses { get }
    /// Reports (template index, distance) for templates whose distance is at most
    /// `limit(index)` — every template that can matter, each exactly — visiting them in
    /// order of `priority(index, lowerBound)`, smallest first.
    func search(_ sample: GestureSample, priority: (Int, Double) -> Double, limit: (Int) -> Double,
                found: (Int, Double) -> Void)
}

extension BoundedTemplateSearch {
    /// The nearest template (the first learned among equals); its score is 1 / (1 + distance).
    func nearestTemplate(_ sample: GestureSample) -> TemplateMatch? {
        var bestIndex = -1, bestDistance = Double.infinity
        search(sample, priority: { $1 }, limit: { _ in bestDistance }) { index, distance in
            if distance < bestDistance || (distance == bestDistance && index < bestIndex) { (bestIndex, bestDistance) = (index, distance) }
        }
        guard bestIndex >= 0 else { return nil }
        return TemplateMatch(name: templateName(bestIndex), score: 1 / (1 + bestDistance), distance: bestDistance)
    }

    /// Each class's nearest template distance, pruned per class.
    func nearestByClass(_ sample: GestureSample) -> ClassDistances {
        let classes = self.classes
        var best = [Double](repeating: .infinity, count: classes.names.count)
        search(sample, priority: { $1 }, limit: { best[classes.ofTemplate[$0]] }) { index, distance in
            let number = classes.ofTemplate[index]
            if distance < best[number] { best[number] = distance }
        }
        return classes.distances(best)
    }

    /// ``TemplateMatching/searchClasses(_:priority:limit:found:)`` by this search: each
    /// template's limit is its class's limit or the class's best so far, whichever is smaller.
    func boundedSearchClasses(_ sample: GestureSample, priority: (String, Double) -> Double, limit: (String) -> Double,
                              found: (String, Double) -> Void) {
        let classes = self.classes
        var best = [Double](repeating: .infinity, count: classes.names.count)
        search(sample, priority: { priority(classes.names[classes.ofTemplate[$0]], $1) }, limit: { index in
            let number = classes.ofTemplate[index]
            return Swift.min(limit(classes.names[number]), best[number])
        }) { index, distance in
            let number = classes.ofTemplate[index]
            guard distance < best[number] else { return }
            best[number] = distance
            found(classes.names[number], distance)
        }
    }
}
