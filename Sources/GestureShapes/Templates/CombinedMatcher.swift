/// Several template matchers voting on one answer: each names, for every class, the distance
/// of its nearest template, and the class with the smallest weighted geometric mean of those
/// distances wins.
///
/// ```swift
/// func stroke(_ points: [(Double, Double)]) -> GestureSample {
///     GestureSample(points: points.map { Point(x: $0.0, y: $0.1) })
/// }
/// var matcher = CombinedMatcher.jackknifeAndQ()
/// matcher.addTemplate("v", sample: stroke([(0, 0), (50, 100), (100, 0)]))
/// matcher.addTemplate("caret", sample: stroke([(0, 100), (50, 0), (100, 100)]))
/// matcher.addTemplate("line", sample: stroke([(0, 0), (100, 100)]))
///
/// let drawn = stroke([(10, 5), (30, 50), (52, 96), (80, 40), (98, 2)])   // a v, by hand
/// print(matcher.recognize(drawn)!.name)   // Prints "v"
/// ```
///
/// Matchers that look at a gesture differently fail on different gestures: Jackknife
/// compares the sequence of directions (and tells a "v" from a "^"), $Q compares where the
/// ink is regardless of order and direction. The geometric mean makes their units
/// irrelevant — scaling one matcher's distances scales every class alike. What the weights
/// do decide is how much each way of looking counts: directions help on one-stroke gestures
/// and hurt where people order their strokes differently (MMG+), so `gesturekit eval`
/// chooses them on the training people of each fold. Its score, 1 / (1 + the mean), keeps
/// how close the best class really is, which a rejection threshold needs.
public struct CombinedMatcher: TemplateMatching {
    /// The matchers, each holding every template.
    public var members: [AnyTemplateMatching] {
        if let pair { return [pair.jackknife.erased, pair.q.erased] }
        return otherMembers
    }
    /// The members, unless they are ``pair``.
    private var otherMembers: [AnyTemplateMatching]
    /// Jackknife and $Q, for ``jackknifeAndQ(jackknifeShares:qShares:)``: searched together.
    private var pair: JackknifeAndQ?
    /// A "none of these" threshold for ``TemplateMatch/score`` of
    /// ``jackknifeAndQ(jackknifeShares:qShares:)`` at equal shares, when a person's own
    /// examples are the templates, one per class: 0.30, calibrated on $1 writers 3–7 so that
    /// writer 2 can test it (`--recognizer jackknife+q`, whose fold chose one share each;
    /// docs/Accuracy.md, "The thresholds the library ships").
    public static let calibratedJackknifeAndQMinimumScore = 0.30

    /// ``calibratedJackknifeAndQMinimumScore`` for ``jackknifeAndQ(jackknifeShares:qShares:)``
    /// at equal shares (the same scores as one each); nil for any other combination, which it
    /// was not calibrated for — a combination built from its members by
    /// ``init(_:shares:)`` included, whatever they are.
    public var suggestedMinimumScore: Double? {
        guard pair != nil, shares.count == 2, shares[0] == shares[1] else { return nil }
        return Self.calibratedJackknifeAndQMinimumScore
    }

    /// Each member's weight, as a whole number of shares (the mean is Π dᵢ^sharesᵢ, to the
    /// power 1 / total shares). A member with 0 shares still learns but does not vote.
    public let shares: [Int]

    /// Combines `members` (in Embedded Swift, each wrapped: ``TemplateMatching/erased``;
    /// usually empty; ``addTemplate(_:sample:)`` teaches them all) with
    /// the given shares (one each by default). Such a combination has no calibrated
    /// threshold (``suggestedMinimumScore`` is nil), even of Jackknife and $Q: give a
    /// ``TemplateGestureRecognizer`` its `minimumScore`, or use
    /// ``jackknifeAndQ(jackknifeShares:qShares:)``.
    ///
    /// - Precondition: at least one member, one share per member, each from 0 to
    ///   ``maximumShares``, some above 0: the program stops otherwise.
    public init(_ members: [AnyTemplateMatching], shares: [Int]? = nil) {
        precondition(!members.isEmpty, "a combination needs at least one matcher")
        let shares = shares ?? Array(repeating: 1, count: members.count)
        Self.checkShares(shares, memberCount: members.count)
        self.otherMembers = members
        self.shares = shares
    }

    private init(_ pair: JackknifeAndQ, shares: [Int]) {
        Self.checkShares(shares, memberCount: 2)
        self.otherMembers = []
        self.pair = pair
        self.shares = shares
    }

    /// The most shares a member may have. The mean raises each distance to its shares by
    /// multiplying, share by share: a thousand to one is far past any useful weighting, and
    /// `Int.max` would run for ever.
    public static let maximumShares = 1000

    private static func checkShares(_ shares: [Int], memberCount: Int) {
        precondition(shares.count == memberCount && shares.allSatisfy { $0 >= 0 && $0 <= maximumShares } && shares.contains { $0 > 0 },
                     "one share per member, from 0 to CombinedMatcher.maximumShares, some above 0")
    }

    /// Jackknife with $Q: directions and ink, `jackknifeShares` to `qShares`. The defaults
    /// (1 : 1) are what the cross-subject folds of the $1 logs chose (docs/Accuracy.md).
    /// Searched class by class by both at once (`JackknifeAndQ.swift`): the same answers as
    /// the same members combined through ``init(_:shares:)``, found with far less work when
    /// there are many templates.
    ///
    /// - Precondition: each share from 0 to ``maximumShares``, one of them above 0.
    public static func jackknifeAndQ(jackknifeShares: Int = 1, qShares: Int = 1) -> CombinedMatcher {
        CombinedMatcher(JackknifeAndQ(), shares: [jackknifeShares, qShares])
    }

    /// Teaches every member `sample` as an example of `name`; nothing for a sample that is
    /// not ``GestureSample/isMatchable`` (a member of your own is not asked).
    public mutating func addTemplate(_ name: String, sample: GestureSample) {
        guard sample.isMatchable else { return }
        pair?.addTemplate(name, sample: sample)
        for index in otherMembers.indices { otherMembers[index].addTemplate(name, sample: sample) }
    }

    /// The class with the smallest geometric mean of the members' distances: the answer of
    /// ``classDistances(_:)``'s nearest, found without measuring every class with every
    /// voting member (the searches are described in `JackknifeAndQ.swift` and
    /// `CombinedMatcher+Search.swift`).
    public func recognize(_ sample: GestureSample) -> TemplateMatch? {
        guard sample.isMatchable else { return nil }
        if let pair, shares.allSatisfy({ $0 > 0 }) {
            guard let best = pair.searchBest(sample, jackknifeShare: shares[0], qShare: shares[1]) else { return nil }
            return TemplateMatch(name: best.name, score: 1 / (1 + best.distance), distance: best.distance)
        }
        if shares.count(where: { $0 > 0 }) > 1 {
            guard let best = searchBest(sample) else { return nil }
            return TemplateMatch(name: best.name, score: 1 / (1 + best.distance), distance: best.distance)
        }
        guard let best = classDistances(sample).nearest else { return nil }
        return TemplateMatch(name: best.name, score: 1 / (1 + best.distance), distance: best.distance)
    }

    /// For every class all members know, the geometric mean of their distances. A distance
    /// of exactly 0 (an identical template) counts as 1e-12, so that the product still tells
    /// two such classes apart by the other members' distances. One member's near certainty
    /// still decides nearly alone: the same ink drawn in another order is an identical cloud
    /// to $Q, so a Z drawn backwards scores about 1 against a Z template whatever Jackknife
    /// says of its directions (the geometric mean is built so; real strokes rarely come so
    /// close).
    public func classDistances(_ sample: GestureSample) -> ClassDistances {
        guard sample.isMatchable else { return ClassDistances() }
        let members = self.members  // once: for the pair, each reading wraps both anew
        return Self.combine(members.indices.filter { shares[$0] > 0 }.map { members[$0].classDistances(sample) },
                            shares: shares.filter { $0 > 0 })
    }

    /// The weighted geometric mean, per class, of members' distances: the classes every
    /// member knows, in the first member's order (each class found in the others by its
    /// name's bytes).
    public static func combine(_ distances: [ClassDistances], shares: [Int]) -> ClassDistances {
        precondition(distances.count == shares.count, "one share per member")
        let total = shares.reduce(0, +)
        guard let first = distances.first, total > 0 else { return ClassDistances() }
        var finder = ClassFinder(distances)
        var result = ClassDistances()
        classes: for (place, name) in first.names.enumerated() {
            var product = 1.0
            for (index, (member, share)) in zip(distances, shares).enumerated() where share > 0 {
                guard let position = finder.position(of: name, in: index, place: place) else { continue classes }
                let clamped = Swift.max(member.distances[position], 1e-12)
                for _ in 0..<share { product *= clamped }
            }
            result.append(name, root(product, total))
        }
        return result
    }

    /// ``combine(_:shares:)`` of dictionaries: the same means, as a dictionary.
    public static func combine(_ distances: [[String: Double]], shares: [Int]) -> [String: Double] {
        var result: [String: Double] = [:]
        let members = distances.map { dictionary in
            var member = ClassDistances()
            for (name, distance) in dictionary { member.append(name, distance) }  // a dictionary's keys differ
            return member
        }
        for (name, distance) in combine(members, shares: shares) {
            result[name] = distance
        }
        return result
    }

    /// The positive `n`th root of positive `x`, with the standard library alone: the
    /// exponent is divided exactly, Newton's method takes the rest (in [1, 2ⁿ)).
    static func root(_ x: Double, _ n: Int) -> Double {
        guard n > 1, x > 0, x.isFinite else { return x }
        let exponent = Int(x.exponent)
        let quotient = exponent >= 0 ? exponent / n : -((-exponent + n - 1) / n)
        let rest = Double(sign: .plus, exponent: exponent - quotient * n, significand: x.significand)
        var y = 1.5
        for _ in 0..<60 {
            var power = 1.0
            for _ in 1..<n { power *= y }
            let next = (Double(n - 1) * y + rest / power) / Double(n)
            if Swift.abs(next - y) <= 1e-15 * y { y = next; break }
            y = next
        }
        return Double(sign: .plus, exponent: quotient, significand: y)
    }
}
