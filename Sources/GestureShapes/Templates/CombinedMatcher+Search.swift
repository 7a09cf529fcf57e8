/// How ``CombinedMatcher/recognize(_:)`` finds the best class without measuring every class
/// with every member, with exactly the answer of measuring them all.
///
/// For a combination built from its members (``CombinedMatcher/jackknifeAndQ(jackknifeShares:qShares:)``
/// searches both of its members together instead: `JackknifeAndQ.swift`), every voting
/// member but the last measures every class. Their weighted
/// product `p` for a class then says how small the last member's distance `d` must be for
/// the class to beat the best combination found so far: `p · dˢ ≤ best` (everything to the
/// power of the total shares, so no root is taken). The last member ($Q, the expensive one)
/// visits its templates in order of `p · boundˢ` from their lower bounds and skips every
/// template whose bound is beyond that limit.
///
/// Why the answer is the same: each class's combination computed here is at least its true
/// one (a class may miss templates that could not have won), so `best` never drops below the
/// true winner's combination, its limit never excludes its nearest template, and the winner's
/// distances are measured exactly. Limits are widened by one part in 10⁹ so that rounding in
/// them never prunes a class that ties. The winner's distance and score are then computed by
/// the same ``CombinedMatcher/combine(_:shares:)`` as for all classes, bit for bit.
extension CombinedMatcher {
    /// The best class and its combined distance, searched as described above; nil when no
    /// class is known to every voting member. Needs two voting members or more.
    func searchBest(_ sample: GestureSample) -> (name: String, distance: Double)? {
        let voting = members.indices.filter { shares[$0] > 0 }
        guard let last = voting.last, voting.count > 1 else { return nil }
        let earlier = Array(voting.dropLast())
        let measured = earlier.map { members[$0].classDistances(sample) }
        let partial = Self.partialProducts(measured, shares: earlier.map { shares[$0] })
        // The last member names its classes as it goes: each found by its bytes (`ClassName`).
        var places: [ClassName: Int] = [:]
        for (place, name) in partial.names.enumerated() { places[ClassName(name)] = place }
        let share = shares[last]
        let slack = 1 + 1e-9
        var lastByPlace = [Double](repeating: .infinity, count: partial.count)
        var best = Double.infinity  // the best combination so far, to the power of the total shares
        members[last].searchClasses(sample, priority: { name, bound in
            guard let place = places[ClassName(name)] else { return .infinity }
            return partial.distances[place] * Self.power(Swift.max(bound, 1e-12), share)
        }, limit: { name in
            guard let place = places[ClassName(name)] else { return -.infinity }  // not every member knows it
            guard best.isFinite else { return .infinity }
            return Self.root(best / partial.distances[place], share) * slack
        }, found: { name, distance in
            guard let place = places[ClassName(name)], distance < lastByPlace[place] else { return }
            lastByPlace[place] = distance
            best = Swift.min(best, partial.distances[place] * Self.power(Swift.max(distance, 1e-12), share))
        })
        var lastDistances = ClassDistances()
        for (place, distance) in lastByPlace.enumerated() where distance < .infinity { lastDistances.append(partial.names[place], distance) }
        return Self.combine(measured + [lastDistances], shares: voting.map { shares[$0] }).nearest
    }

    /// Per class every member knows, the product of their clamped distances, each to its
    /// share, in the first member's order.
    static func partialProducts(_ distances: [ClassDistances], shares: [Int]) -> ClassDistances {
        guard let first = distances.first else { return ClassDistances() }
        var finder = ClassFinder(distances)
        var result = ClassDistances()
        classes: for (place, name) in first.names.enumerated() {
            var product = 1.0
            for (index, (member, share)) in zip(distances, shares).enumerated() {
                guard let position = finder.position(of: name, in: index, place: place) else { continue classes }
                product *= power(Swift.max(member.distances[position], 1e-12), share)
            }
            result.append(name, product)
        }
        return result
    }

    /// `x` to the power `n` (n ≥ 0), by repeated multiplication as ``combine(_:shares:)`` does.
    static func power(_ x: Double, _ n: Int) -> Double {
        var result = 1.0
        for _ in 0..<n { result *= x }
        return result
    }
}
