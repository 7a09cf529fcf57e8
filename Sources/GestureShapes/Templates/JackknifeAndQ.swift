/// Jackknife and $Q held side by side, so that ``CombinedMatcher/jackknifeAndQ(jackknifeShares:qShares:)``
/// searches both at once, class by class, rather than measuring every class with Jackknife
/// and then pruning $Q.
///
/// Each class's templates are also kept in trees of groups, one per matcher (`TemplateTree`,
/// `JackknifeGroup`, `QGroup`), updated as templates are learned. With many templates (once
/// $Q builds the candidate's lookup table: more than 48 of 32 points) the search is
/// `GroupedSearch`: best-first over groups and templates together, so that most templates
/// are never looked at one by one. With few, it is the search below, which reads every
/// template's bounds.
///
/// The search, for shares a (Jackknife) and b ($Q), all in powers of the total shares so
/// that no root is taken:
/// 1. Every template's lower bounds from both matchers (cheap next to measuring it); each
///    class's least bounds `J̲`, `Q̲` give the class a key `J̲ᵃ · Q̲ᵇ`, at most the class's
///    true combination `Jᵃ · Qᵇ`.
/// 2. Classes are visited from the smallest key up, so the likely winner comes first and the
///    best combination found so far (`best`) is small from the start. Once a key is beyond
///    `best`, so are those of every class after it: the search stops.
/// 3. A visited class's Jackknife distance is measured exactly (its templates from the
///    smallest bound up, abandoning what cannot beat its best so far) but only as far as
///    it could still win: `J ≤ (best / Q̲ᵇ)^(1/a)`. If it could, its $Q distance likewise
///    within `Q ≤ (best / Jᵃ)^(1/b)`. A class that stays within both is recorded, exactly.
///
/// Why the answer is that of measuring every class with both: `best` is always a true
/// combination of some class, so it never drops below the winner's; the winner's key is at
/// most its combination, so the search reaches it; both its limits are at least its
/// distances, so they are measured exactly; and the recorded classes' combinations are then
/// computed by the same ``CombinedMatcher/combine(_:shares:)`` as for all classes, the
/// smallest (ties by name) winning, bit for bit. Every comparison with `best` is widened by
/// one part in 10⁹, so that rounding in bounds, powers and roots never drops a class that
/// ties (or comes within rounding of tying) with the winner.
struct JackknifeAndQ: Sendable {
    /// Directions, compared by dynamic time warping.
    var jackknife = JackknifeRecognizer()
    /// Where the ink is.
    var q = QRecognizer()

    /// Per class, its $Q templates in groups (`TemplateTree`), for `GroupedSearch`
    /// (Jackknife keeps its own: ``JackknifeRecognizer/groups``).
    private(set) var qGroups: [TemplateTree<QGroup>] = []

    /// Teaches both `sample` as an example of `name` (both number the classes alike), and
    /// adds it to its class's groups.
    mutating func addTemplate(_ name: String, sample: GestureSample) {
        guard sample.isMatchable else { return }  // its members would learn nothing: the trees follow them
        jackknife.addTemplate(name, sample: sample)
        q.addTemplate(name, sample: sample)
        let index = jackknife.classes.ofTemplate.count - 1, number = jackknife.classes.ofTemplate[index]
        if number == qGroups.count { qGroups.append(TemplateTree()) }
        qGroups[number].add(index, members: jackknife.classes.templatesOf[number], templates: q.stored)
    }

    /// The best class and its combined distance (the weighted geometric mean), searched as
    /// described above (by `GroupedSearch` with many templates); nil without templates or
    /// points. Both shares must be positive.
    func searchBest(_ sample: GestureSample, jackknifeShare a: Int, qShare b: Int) -> (name: String, distance: Double)? {
        guard !sample.points.isEmpty, !jackknife.classes.names.isEmpty, a > 0, b > 0 else { return nil }
        // $Q's templates read in place: through the array's subscript each read copied one
        // (eight references counted up and down), 2.2 million instructions a classification
        // with 4,000 templates.
        return q.stored.withUnsafeBufferPointer { templates in
            guard q.usesCandidateTable else { return searchBest(sample, jackknifeShare: a, qShare: b, qTemplates: templates) }
            var search = GroupedSearch(self, sample, a: a, b: b, qTemplates: templates)
            search.run()
            var jackknifeDistances = ClassDistances(), qDistances = ClassDistances()
            for (number, j, distance) in search.recorded {
                jackknifeDistances.append(jackknife.classes.names[number], j)
                qDistances.append(jackknife.classes.names[number], distance)
            }
            return CombinedMatcher.combine([jackknifeDistances, qDistances], shares: [a, b]).nearest
        }
    }

    /// ``searchBest(_:jackknifeShare:qShare:)`` with $Q's templates at hand, for few
    /// templates: $Q without the candidate's lookup table.
    private func searchBest(_ sample: GestureSample, jackknifeShare a: Int, qShare b: Int,
                            qTemplates: UnsafeBufferPointer<QRecognizer.Template>) -> (name: String, distance: Double)? {
        let classes = jackknife.classes
        let directions = JackknifeRecognizer.Features(sample.points, count: jackknife.resampleCount)
        let (cloud, withLookup) = q.prepare(sample)
        assert(!withLookup, "with the candidate's table, GroupedSearch runs")
        var scratch = QRecognizer.Scratch(pointCount: q.pointCount, templateCount: classes.ofTemplate.count)
        var jackknifeBounds = [(bound: Double, correction: Double)](repeating: (0, 0), count: classes.ofTemplate.count)
        var qBounds = [Double](repeating: 0, count: classes.ofTemplate.count)
        // Per class, the least Jackknife bound and the least $Q bound.
        var least = [(jackknife: Double, q: Double)](repeating: (.infinity, .infinity), count: classes.names.count)
        for (index, number) in classes.ofTemplate.enumerated() {
            jackknifeBounds[index] = jackknife.templateBound(directions, index: index)
            qBounds[index] = q.templateBounds(cloud, qTemplates[index], withLookup: false, slot: index, scratch: &scratch)
            least[number] = (Swift.min(least[number].jackknife, jackknifeBounds[index].bound), Swift.min(least[number].q, qBounds[index]))
        }
        let keys = least.map { Self.product($0.jackknife, a, $0.q, b) }
        let order = keys.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }
        let slack = 1 + 1e-9
        var best = Double.infinity
        var rows = DynamicTimeWarping.Rows(count: jackknife.resampleCount - 1)
        var jackknifeDistances = ClassDistances(), qDistances = ClassDistances()
        for number in order {
            guard keys[number] <= best * slack else { break }
            let reach = best * slack
            let jackknifeLimit = Self.limit(reach, over: CombinedMatcher.power(Swift.max(least[number].q, 1e-12), b), share: a) * slack
            guard let j = nearestJackknife(directions, ofClass: number, bounds: jackknifeBounds, limit: jackknifeLimit, rows: &rows) else { continue }
            let qLimit = Self.limit(reach, over: CombinedMatcher.power(Swift.max(j, 1e-12), a), share: b) * slack
            guard let distance = nearestQ(cloud, ofClass: number, templates: qTemplates, bounds: qBounds, limit: qLimit,
                                          scratch: &scratch) else { continue }
            jackknifeDistances.append(classes.names[number], j)
            qDistances.append(classes.names[number], distance)
            best = Swift.min(best, Self.product(j, a, distance, b))
        }
        return CombinedMatcher.combine([jackknifeDistances, qDistances], shares: [a, b]).nearest
    }

    /// `j`ᵃ · `q`ᵇ, each clamped to 10⁻¹² as ``CombinedMatcher/combine(_:shares:)`` does.
    static func product(_ j: Double, _ a: Int, _ q: Double, _ b: Int) -> Double {
        CombinedMatcher.power(Swift.max(j, 1e-12), a) * CombinedMatcher.power(Swift.max(q, 1e-12), b)
    }

    /// The largest distance `d` with `other · dˢʰᵃʳᵉ ≤ reach` (infinite while nothing is found).
    static func limit(_ reach: Double, over other: Double, share: Int) -> Double {
        reach.isFinite ? CombinedMatcher.root(reach / other, share) : .infinity
    }

    /// Class `number`'s Jackknife distance when it is at most `limit`, exactly; nil otherwise.
    /// Its templates from the smallest bound up, each abandoned once it cannot beat the best so far.
    func nearestJackknife(_ candidate: JackknifeRecognizer.Features, ofClass number: Int, bounds: [(bound: Double, correction: Double)],
                          limit: Double, rows: inout DynamicTimeWarping.Rows) -> Double? {
        var order = jackknife.classes.templatesOf[number].filter { bounds[$0].bound <= limit }
        order.sort { (bounds[$0].bound, $0) < (bounds[$1].bound, $1) }
        var best = Double.infinity
        for index in order {
            let (bound, correction) = bounds[index]
            let reach = Swift.min(best, limit)
            guard bound <= reach else { break }
            let costLimit = reach / correction
            let cost = DynamicTimeWarping.cost(candidate.directions, jackknife.templates[index].features.directions,
                                               radius: jackknife.bandRadius, abandonAbove: costLimit, rows: &rows)
            // Beyond its limit, the cost may be one abandoned part-way: only one within is exact.
            guard cost <= costLimit else { continue }
            let distance = cost * correction
            if distance <= reach, distance < best { best = distance }
        }
        return best <= limit ? best : nil
    }

    /// Class `number`'s $Q distance when it is below `limit`, exactly; nil otherwise. Its
    /// templates from the smallest bound in `bounds` up; their bounds per start are in
    /// `scratch`, at their index.
    func nearestQ(_ candidate: QRecognizer.Template, ofClass number: Int, templates: UnsafeBufferPointer<QRecognizer.Template>,
                  bounds: [Double], limit: Double, scratch: inout QRecognizer.Scratch) -> Double? {
        var order = q.classes.templatesOf[number].filter { bounds[$0] < limit }
        order.sort { (bounds[$0], $0) < (bounds[$1], $1) }
        var best = Double.infinity
        for index in order {
            let reach = Swift.min(best, limit)
            guard bounds[index] < reach else { break }
            // cloudMatch returns `reach` when the template cannot beat it.
            let distance = q.cloudMatch(candidate, templates[index], slot: index, bestSoFar: reach, scratch: &scratch)
            if distance < reach { best = distance }
        }
        return best < limit ? best : nil
    }
}
