/// Jackknife alone over many templates: one best-first search over the groups of every
/// class's tree (``JackknifeRecognizer/groups``) and their templates, with exactly the answer
/// of measuring every template.
///
/// Each class keeps a heap of lower bounds (its groups a few levels below the root to start
/// with, ``startDepth``; then halves, members and tightened templates:
/// `JackknifeRecognizer+Trees`). The search works on the class whose heap holds the least
/// bound, while that bound is within the best distance measured so far, so that a whole
/// class of gestures unlike the candidate is ruled out by a few group bounds, and the
/// templates of the likely classes are measured in the order of their own bounds.
///
/// Why the answer is the one of measuring everything:
/// 1. Every bound in a heap is a lower bound of the distance of every template it holds, as
///    computed (`JackknifeGroup`'s doc comment; LB_Keogh either way round), so a heap's least
///    is at most the distance of every template still in it.
/// 2. The reach is the best distance so far (for ``nearest()``), or the class's own best (for
///    ``eachClass()``), widened by one part in 10⁹: a template whose bound is beyond it, or
///    whose DTW is abandoned beyond it, is farther than that best. The template with the
///    least distance, and every template tying with it, is within every reach of its time,
///    so it is measured exactly — DTW's cost does not depend on where it may be abandoned.
/// 3. The search stops when every heap's least is beyond the reach: no template left in one
///    can come within it.
/// Ties go to the first template learned, as the exhaustive search's.
struct JackknifeTreeSearch {
    /// Each class's heap starts with its groups this many levels below its tree's root (two
    /// groups), not with the root: the first level is opened in nearly every class anyway.
    /// Only the order of the work changes, never the answer. Chosen by instructions per
    /// classification with the other groups' 4,000 gestures as templates, $1 writers s03 and
    /// s04's gestures as candidates (the benchmark counts s02's): depths 0, 1, 2, 3 cost
    /// 691,103, 689,352, 694,669 and 708,568 on s03; 648,331, 647,163 and 650,667 (0–2) on s04.
    static let startDepth = 1

    /// The reach's widening (see above), as in the searches of Jackknife + $Q.
    static let slack = 1 + 1e-9

    let recognizer: JackknifeRecognizer
    let candidate: JackknifeRecognizer.Features
    /// The candidate's own LB_Keogh envelope, for bounds the other way round.
    let envelope: JackknifeRecognizer.Template
    var rows: DynamicTimeWarping.Rows
    var heaps: [BoundHeap]

    init(_ recognizer: JackknifeRecognizer, _ sample: GestureSample) {
        self.recognizer = recognizer
        candidate = JackknifeRecognizer.Features(sample.points, count: recognizer.resampleCount)
        envelope = JackknifeRecognizer.Template(name: "", features: candidate, bandRadius: recognizer.bandRadius)
        rows = DynamicTimeWarping.Rows(count: recognizer.resampleCount - 1)
        heaps = Array(repeating: BoundHeap(capacity: 64), count: recognizer.groups.count)
        for number in heaps.indices {
            recognizer.pushGroups(ofClass: number, below: 0, depth: Self.startDepth, candidate: candidate, into: &heaps[number])
        }
    }

    /// The nearest template's index and distance (the first learned among equals); nil
    /// without templates.
    mutating func nearest() -> (index: Int, distance: Double)? {
        var bestIndex = -1, best = Double.infinity
        var keys = heaps.map { $0.minimum }  // no key paths: Embedded Swift has none
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
            guard pick >= 0, least <= best * Self.slack else { break }
            repeat {
                if let (index, distance) = step(pick, reach: best * Self.slack),
                   distance < best || (distance == best && index < bestIndex) {
                    (bestIndex, best) = (index, distance)
                }
                keys[pick] = heaps[pick].minimum
            } while keys[pick] <= Swift.min(second, best * Self.slack)
        }
        return bestIndex >= 0 ? (bestIndex, best) : nil
    }

    /// Each class's nearest distance, by class number.
    mutating func eachClass() -> [Double] {
        var best = [Double](repeating: .infinity, count: heaps.count)
        for number in heaps.indices {
            while heaps[number].minimum <= best[number] * Self.slack {
                if let (_, distance) = step(number, reach: best[number] * Self.slack) {
                    best[number] = Swift.min(best[number], distance)
                }
            }
        }
        return best
    }

    /// Pops class `number`'s least entry and opens it; a template to measure is measured
    /// within `reach`. Returns the template and its distance when one was measured within it.
    private mutating func step(_ number: Int, reach: Double) -> (index: Int, distance: Double)? {
        let (bound, item) = heaps[number].pop()
        guard let (index, correction) = recognizer.open(bound, item, ofClass: number, candidate: candidate, envelope: envelope,
                                                        heap: &heaps[number]),
              bound <= reach,
              let distance = recognizer.measure(index, correction: correction, candidate: candidate, reach: reach, rows: &rows)
        else { return nil }
        return (index, distance)
    }
}
