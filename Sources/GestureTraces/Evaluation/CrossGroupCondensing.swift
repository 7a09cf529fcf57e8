import GestureShapes

extension AccuracyEvaluation {
    /// What condensing kept for a cross-group run's "all" row, and how many orders it took,
    /// chosen by holding each training group out in turn.
    public struct Condensing: Sendable, Equatable {
        /// The templates kept.
        public var templates: Int
        /// The training gestures they were kept from (repeats of one person's gesture counted once).
        public var trainingGestures: Int
        /// The orders condensed in (``CondensedTemplates``), one of ``condensingOrders``.
        public var orders: Int
        /// Per option of ``condensingOrders``, the inner score: the mean over the training
        /// groups of their people's mean accuracy, each group classified with what condensing
        /// keeps of the other groups (a group none of whose classes the others drew is left
        /// out). Empty with one training group (then four orders). The combination's shares
        /// used inside are the run's, tuned on every training group, as the decisions' inner
        /// folds use them.
        public var innerScores: [Double]
    }

    /// The numbers of orders the inner folds choose among, fewest first.
    public static let condensingOrders = [1, 2, 4, 8]

    /// The orders to condense `pool` in, chosen by leave-one-group-out inside it: each group
    /// (people named `group/person`) held out in turn and classified with what each option
    /// keeps of the other groups, the best mean over groups chosen, a tie going to fewer
    /// orders. Nothing but `pool` is read.
    static func chooseCondensingOrders(_ pool: Pool,
                                       make: () -> any TemplateMatching) -> (orders: Int, innerScores: [Double]) {
        let gestures = pool.subjects.flatMap { pool.bySubject[$0] ?? [] }
        let groups = Set(pool.subjects.map(RejectionComparison.group(of:))).sorted()
        guard groups.count > 1 else { return (4, []) }
        var scores = [Double](repeating: 0, count: condensingOrders.count)
        var scored = 0
        for group in groups {
            let inGroup = { (gesture: LabelledGesture) in RejectionComparison.group(of: gesture.subject) == group }
            let others = gestures.filter { !inGroup($0) }
            let known = Set(others.map(\.label))
            let held = gestures.filter { inGroup($0) && known.contains($0.label) }
            guard !held.isEmpty else { continue }
            scored += 1
            for (option, kept) in CondensedTemplates.nested(others, orders: condensingOrders, matcher: make).enumerated() {
                let matcher = classifier(make, templates: kept)
                var bySubject: [String: Tally] = [:]
                for gesture in held {
                    let match = matcher.recognize(gesture.sample)
                    bySubject[gesture.subject, default: Tally()].record(gesture.label, as: match, threshold: -.infinity, isLeftOut: false)
                }
                scores[option] += SubjectSummary(bySubject.mapValues(\.accuracy)).mean
            }
        }
        guard scored > 0 else { return (4, []) }
        scores = scores.map { $0 / Double(scored) }
        let best = scores.indices.max { (scores[$0], -$0) < (scores[$1], -$1) } ?? 0
        return (condensingOrders[best], scores)
    }

    /// The pool's gestures that `make`'s matcher needs, by class, condensed in the orders the
    /// inner folds choose.
    static func condensedGestures(_ pool: Pool,
                                  make: () -> any TemplateMatching) -> (byClass: [String: [LabelledGesture]], report: Condensing) {
        let choice = chooseCondensingOrders(pool, make: make)
        let gestures = pool.subjects.flatMap { pool.bySubject[$0] ?? [] }
        let kept = CondensedTemplates.choose(gestures, orders: choice.orders, matcher: make)
        let report = Condensing(templates: kept.count, trainingGestures: gestures.count, orders: choice.orders, innerScores: choice.innerScores)
        return (Dictionary(grouping: kept, by: \.label), report)
    }
}
