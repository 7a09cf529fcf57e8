/// Jackknife + $Q over many templates: one best-first search over groups of templates and
/// templates together (`JackknifeRecognizer.groups`, `JackknifeAndQ.qGroups`), with exactly
/// the answer of measuring every template of every class by both matchers.
///
/// Every class keeps, for each matcher, a heap of lower bounds: groups (a tree node, whose
/// bound holds for every template below it: `JackknifeGroup`, `QGroup`) and templates (their
/// own bounds), and the best distance measured so far. The class's lower bounds `J̲`, `Q̲` are
/// the least of its best and its heap's least, and its key `J̲ᵃ · Q̲ᵇ` (shares a, b) is at most
/// its true combination `Jᵃ · Qᵇ` (everything in powers of the total shares: no roots). The
/// search always works on the class with the least key, while that key is within `best`, the
/// least combination of the classes measured so far. Each heap starts with the class's
/// groups a few levels below its tree's root (``qStartDepth``, ``jackknifeStartDepth``):
/// together they hold every template of the class once. Working on a class pops its least entry
/// from one heap — groups before measurements, Jackknife's before $Q's unless $Q's least bound
/// is below an eighth of Jackknife's (``qFirst``): a group gives way to
/// its halves (or, at a leaf, its members) with their bounds, each raised to at least the
/// group's (a $Q template's bound is provisional until it is popped: `GroupedSearch+QEntries`);
/// a template is measured, by DTW or cloud matching, within
/// `min(best of its class, its class's limit)`, the limit being how far that matcher's
/// distance may go for the class still to come within `best` given the other's lower bound
/// (`J ≤ (best / Q̲ᵇ)^(1/a)`, and alike for $Q). A template beyond it is dropped. A matcher is
/// settled once its best is at most its heap's least (or the heap is empty and nothing was
/// found: the class is out); a class with both settled is recorded, and `best` updated.
///
/// Why the answer is the one of measuring everything:
/// 1. Bounds are lower bounds. A group's holds for every member, also as rounded (the two
///    summaries' doc comments), and so does a $Q template's provisional bound
///    (`QRecognizer.provisionalBound`), replaced when popped only by a higher one; an entry
///    raised to its parent's bound keeps one, since both hold. So each heap's least is at
///    most the distance of every template still in it, and it never decreases; nor do `J̲`
///    and `Q̲` (a newly measured best is at least the bound it was popped with, itself at
///    least the old least).
/// 2. `best` is always a true combination of a recorded class, so never below the winner's,
///    and it never grows; each class's limits are kept as the least computed so far, so they
///    never grow either.
/// 3. A dropped template's distance exceeds the limit of its time (or its class's best: then
///    it is not the class's least). If it were its class's least, the class's combination
///    would exceed `best` by the slack (below), so the class cannot win or tie; every later
///    measurement of the class is within a limit no larger, so whatever it records stays
///    below the dropped template's distance. Either way no class that can win or tie is
///    recorded with a wrong distance, and it is not dropped: the winner's distances are within
///    every limit of its class.
/// 4. The search stops when the least key is beyond `best`: every class not recorded then
///    has a true combination beyond `best`, so the winner, and every class that ties with
///    it, has been recorded with both distances exact. The recorded classes are then combined
///    by ``CombinedMatcher/combine(_:shares:)`` as for all classes, the smallest (ties by
///    name) winning: the same class and distance, bit for bit.
///
/// Comparisons with `best` and the limits are widened by one part in 10⁹ (`slack`), as in
/// `JackknifeAndQ`'s search, so that rounding in bounds, powers and roots never drops a class
/// that ties, or comes within rounding of tying, with the winner.
struct GroupedSearch {
    /// One class's progress: for each matcher, the heap of bounds, the best distance measured
    /// and the limit; whether it is recorded or out.
    struct ClassProgress {
        var jackknife = BoundHeap(capacity: 64), q = BoundHeap(capacity: 64)
        var jackknifeBest = Double.infinity, qBest = Double.infinity
        var jackknifeLimit = Double.infinity, qLimit = Double.infinity
        var finished = false
        /// The class's lower bounds of each distance.
        var lowerJackknife: Double { Swift.min(jackknifeBest, jackknife.minimum) }
        var lowerQ: Double { Swift.min(qBest, q.minimum) }
    }

    /// The comparisons' widening (see above).
    static let slack = 1 + 1e-9

    /// A class's $Q group is opened before its Jackknife group while $Q's least bound is
    /// below Jackknife's divided by this: the class's key then waits mostly on $Q, whose
    /// groups near the root bound about nothing. Only the order of the work changes, never
    /// the answer (the argument above holds whichever entry is popped). Measured on the
    /// 4,000-template workload's first 40 candidates: Jackknife first always, 1, 2, 4, 8 and
    /// 16 cost about 3.32, 3.18, 3.11, 3.06, 3.04 and 3.03 million (estimated from the
    /// counts of each kind of step); $Q first always 5.5 million. Measured again with the
    /// provisional template bounds and leaves of 8 (writers s03 and s04): 16 cost 0.3% fewer
    /// instructions than 8, not enough to trust.
    static let qFirst = 8.0

    /// Each class's $Q heap starts with its groups this many levels below the root (4 groups
    /// of about 62 templates at 250 a class), not the root: a $Q group's bound near the root
    /// is about 0 (its members' points together cover the candidate's), so every class
    /// opened those levels anyway, computing two bounds per group opened. Only the order of
    /// the work changes, never the answer (the groups hold every template once). Chosen with
    /// leaves of 8 on writers s03 and s04 of the $1 logs as candidates (320 gestures; the
    /// benchmark counts writer s02's), by instructions and first-level data misses under
    /// callgrind: depths 1 and 3 cost 0.3% fewer and 1.6% more instructions than depth 2
    /// (0.4% fewer and 2.1% more misses): 1 not taken, that little being less than tuning on
    /// one set of candidates can be trusted with (docs/Performance.md, "Settings, and how they
    /// were chosen").
    static let qStartDepth = 2

    /// Each class's Jackknife heap starts with its groups this many levels below the root
    /// (chosen likewise: with leaves of 8, depths 1, 2 and 3 within 0.1% in instructions and
    /// 0.7% in misses; with leaves of 4, 2 left about 12 fewer Jackknife and 5 fewer $Q group
    /// bounds per classification than 0).
    static let jackknifeStartDepth = 2

    let pair: JackknifeAndQ
    let a: Int, b: Int
    let directions: JackknifeRecognizer.Features
    let cloud: QRecognizer.Template
    let nearest: GridRangeMinimum
    /// The candidate's own LB_Keogh envelope, for bounds the other way round.
    let envelope: JackknifeRecognizer.Template
    let qTemplates: UnsafeBufferPointer<QRecognizer.Template>
    var scratch: QRecognizer.Scratch
    /// Room for `QGroup.bound`: three Doubles per point.
    var room: [Double]
    var rows: DynamicTimeWarping.Rows
    var classes: [ClassProgress]
    /// The template whose full $Q bounds are in each slot of `scratch` (a template's slot is
    /// taken when it is first popped).
    var slotTemplates: [Int32] = []
    /// The least combination recorded so far.
    var best = Double.infinity
    /// The classes recorded: number, Jackknife's distance and $Q's.
    var recorded: [(number: Int, jackknife: Double, q: Double)] = []

    init(_ pair: JackknifeAndQ, _ sample: GestureSample, a: Int, b: Int, qTemplates: UnsafeBufferPointer<QRecognizer.Template>) {
        self.pair = pair
        self.a = a
        self.b = b
        self.qTemplates = qTemplates
        directions = JackknifeRecognizer.Features(sample.points, count: pair.jackknife.resampleCount)
        envelope = JackknifeRecognizer.Template(name: "", features: directions, bandRadius: pair.jackknife.bandRadius)
        cloud = QRecognizer.Template(PointCloud(sample, count: pair.q.pointCount), gridSize: pair.q.gridSize)
        nearest = GridRangeMinimum(cloud.reach, layout: QRecognizer.CellLayout(size: pair.q.gridSize))
        scratch = QRecognizer.Scratch(pointCount: pair.q.pointCount, templateCount: 128)
        room = [Double](repeating: 0, count: 3 * pair.q.pointCount)
        rows = DynamicTimeWarping.Rows(count: pair.jackknife.resampleCount - 1)
        classes = Array(repeating: ClassProgress(), count: pair.jackknife.classes.names.count)
        slotTemplates.reserveCapacity(128)
    }

    /// Class `number`'s key, `J̲ᵃ · Q̲ᵇ`.
    func key(_ number: Int) -> Double {
        let j = Swift.min(classes[number].jackknifeBest, classes[number].jackknife.minimum)
        let q = Swift.min(classes[number].qBest, classes[number].q.minimum)
        return JackknifeAndQ.product(j, a, q, b)
    }

    /// Searches (see above); the classes recorded are in ``recorded``.
    mutating func run() {
        for number in classes.indices {
            pair.jackknife.pushGroups(ofClass: number, below: 0, depth: Self.jackknifeStartDepth, candidate: directions,
                                      into: &classes[number].jackknife)
            pushQGroups(number, below: 0, depth: Self.qStartDepth)
        }
        var keys = classes.indices.map(key)
        while true {
            var pick = -1, least = Double.infinity, second = Double.infinity
            for number in keys.indices {
                let key = keys[number]
                if key < least {
                    (second, least, pick) = (least, key, number)
                } else if key < second {
                    second = key
                }
            }
            guard pick >= 0, least <= best * Self.slack else { return }
            repeat {
                step(pick)
                keys[pick] = classes[pick].finished ? .infinity : key(pick)
                // A finished class has nothing left to step: with no finite combination
                // recorded (`best` and `second` infinite, as non-finite distances could
                // leave them) its infinite key would otherwise pass the test below for ever.
            } while !classes[pick].finished && keys[pick] <= Swift.min(second, best * Self.slack)
        }
    }

    /// One step on class `number`: a group opened or a template measured, or the class
    /// recorded or ruled out.
    mutating func step(_ number: Int) {
        let lowerJackknife = classes[number].jackknife.minimum, jackknifeBest = classes[number].jackknifeBest
        let lowerQ = classes[number].q.minimum, qBest = classes[number].qBest
        if lowerQ < qBest, !classes[number].q.topIsTemplate, lowerQ * Self.qFirst < lowerJackknife {
            refineQ(number)
        } else if lowerJackknife < jackknifeBest, !classes[number].jackknife.topIsTemplate {
            refineJackknife(number)
        } else if lowerQ < qBest, !classes[number].q.topIsTemplate {
            refineQ(number)
        } else if lowerJackknife < jackknifeBest {
            refineJackknife(number)
        } else if jackknifeBest == .infinity {
            classes[number].finished = true  // every template beyond a limit: out
        } else if lowerQ < qBest {
            refineQ(number)
        } else if qBest == .infinity {
            classes[number].finished = true
        } else {
            classes[number].finished = true
            recorded.append((number, jackknifeBest, qBest))
            best = Swift.min(best, JackknifeAndQ.product(jackknifeBest, a, qBest, b))
        }
    }

    /// Class `number`'s Jackknife limit now: the least so far of `(reach / Q̲ᵇ)^(1/a)`, widened.
    mutating func jackknifeLimit(_ number: Int) -> Double {
        guard best.isFinite else { return .infinity }
        let limit = JackknifeAndQ.limit(best * Self.slack, over: CombinedMatcher.power(Swift.max(classes[number].lowerQ, 1e-12), b),
                                        share: a) * Self.slack
        classes[number].jackknifeLimit = Swift.min(classes[number].jackknifeLimit, limit)
        return classes[number].jackknifeLimit
    }

    /// Class `number`'s $Q limit now: the least so far of `(reach / J̲ᵃ)^(1/b)`, widened.
    mutating func qLimit(_ number: Int) -> Double {
        guard best.isFinite else { return .infinity }
        let limit = JackknifeAndQ.limit(best * Self.slack, over: CombinedMatcher.power(Swift.max(classes[number].lowerJackknife, 1e-12), a),
                                        share: b) * Self.slack
        classes[number].qLimit = Swift.min(classes[number].qLimit, limit)
        return classes[number].qLimit
    }

    /// Pops class `number`'s least Jackknife entry and opens it (`JackknifeRecognizer+Trees`);
    /// a template to measure is measured within its class's best and limit.
    mutating func refineJackknife(_ number: Int) {
        let (bound, item) = classes[number].jackknife.pop()
        guard let (index, correction) = pair.jackknife.open(bound, item, ofClass: number, candidate: directions, envelope: envelope,
                                                            heap: &classes[number].jackknife) else { return }
        let reach = Swift.min(classes[number].jackknifeBest, jackknifeLimit(number))
        guard bound <= reach,
              let distance = pair.jackknife.measure(index, correction: correction, candidate: directions, reach: reach, rows: &rows)
        else { return }
        if distance < classes[number].jackknifeBest { classes[number].jackknifeBest = distance }
    }
}
