import GestureShapes

/// The training gestures a matcher needs, by Hart's condensed nearest neighbour (1968), run
/// in several orders and united.
///
/// ```swift
/// let training = try Dataset(contentsOf: URL(fileURLWithPath: "../shared/datasets/dollar1-others/namita"))
/// let kept = CondensedTemplates.choose(training.gestures) {
///     CombinedMatcher.jackknifeAndQ()
/// }
/// var matcher = CombinedMatcher.jackknifeAndQ()
/// for gesture in kept { matcher.addTemplate(gesture.label, sample: gesture.sample) }
/// print(kept.count, "of", training.gestures.count)
/// ```
///
/// One run keeps each class's first gesture, then goes through the gestures in order and
/// keeps every one that the gestures kept so far misname, until a whole pass keeps none: every
/// gesture is then named right by the kept ones (unless the most passes allowed run out
/// first). What one run keeps depends on the order, and it keeps the gestures near another
/// class's, where a new person's gestures fall too; so the union of several runs (the given
/// order, the reverse, then shuffles by a fixed seed) keeps more of that boundary. Each run
/// keeps its own first gesture of each class, so the union holds up to `orders` of a class
/// that one template would do for.
///
/// The trade-off: speed for a little accuracy. With Jackknife + $Q on the cross-group folds
/// (docs/Accuracy.md, "Condensed templates"), four to eight orders keep 13–20% of the
/// training gestures, which classify the held-out group's people three to five times as
/// fast, within 0.9 points of the accuracy of every gesture. Choosing costs a few
/// classifications per gesture and order.
public enum CondensedTemplates {
    /// The union of `orders` condensations of `gestures`, in the order of `gestures`.
    /// Deterministic: the same gestures and matcher give the same answer.
    ///
    /// - Parameters:
    ///   - gestures: The training gestures, labelled; the first order is theirs.
    ///   - orders: How many orders to condense in (at least 1).
    ///   - passes: The most passes of one run: a run stops sooner when a pass keeps nothing.
    ///   - make: A fresh matcher of the kind the templates are for, without templates.
    public static func choose(_ gestures: [LabelledGesture], orders: Int = 4, passes: Int = 20,
                              matcher make: () -> any TemplateMatching) -> [LabelledGesture] {
        precondition(orders >= 1, "condensing needs at least one order")
        return nested(gestures, orders: [orders], passes: passes, matcher: make)[0]
    }

    /// For each count of `orders` (strictly ascending), what ``choose(_:orders:passes:matcher:)``
    /// keeps with that many orders. The runs are shared: the first orders of a larger count
    /// are those of a smaller one, so each union holds the one before.
    static func nested(_ gestures: [LabelledGesture], orders: [Int], passes: Int = 20,
                       matcher make: () -> any TemplateMatching) -> [[LabelledGesture]] {
        precondition((orders.first ?? 1) >= 1 && zip(orders, orders.dropFirst()).allSatisfy { $0 < $1 },
                     "order counts: at least 1, strictly ascending")
        var kept = [Bool](repeating: false, count: gestures.count)
        var shuffler = SplitMix(seed: 0xC0DE_5E7)
        var unions: [[LabelledGesture]] = []
        for run in 0..<(orders.last ?? 0) {
            let order: [Int]
            switch run {
            case 0: order = Array(gestures.indices)
            case 1: order = gestures.indices.reversed()
            default: order = gestures.indices.shuffled(using: &shuffler)
            }
            for index in condense(gestures, in: order, passes: passes, matcher: make()) { kept[index] = true }
            if orders.contains(run + 1) { unions.append(gestures.indices.filter { kept[$0] }.map { gestures[$0] }) }
        }
        return unions
    }

    /// One run of Hart's condensing over `gestures` taken in `order`: the indices it keeps.
    static func condense(_ gestures: [LabelledGesture], in order: [Int], passes: Int,
                         matcher: any TemplateMatching) -> [Int] {
        var matcher = matcher
        var kept: [Int] = []
        var isKept = [Bool](repeating: false, count: gestures.count)
        func keep(_ index: Int) {
            kept.append(index)
            isKept[index] = true
            matcher.addTemplate(gestures[index].label, sample: gestures[index].sample)
        }
        var classes = Set<String>()
        for index in order where classes.insert(gestures[index].label).inserted { keep(index) }
        for _ in 0..<passes {
            let before = kept.count
            for index in order where !isKept[index] && matcher.recognize(gestures[index].sample)?.name != gestures[index].label {
                keep(index)
            }
            if kept.count == before { break }
        }
        return kept
    }
}
