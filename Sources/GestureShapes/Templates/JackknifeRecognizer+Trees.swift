/// The steps a best-first search takes over one class's tree of Jackknife groups
/// (``JackknifeRecognizer/groups``): shared by Jackknife alone (`JackknifeTreeSearch`) and
/// by Jackknife + $Q (`GroupedSearch`), whose only difference is how far a template may be
/// measured.
///
/// A heap's items are the tree's nodes (0 and up) and templates (negative: see
/// ``templateItem(_:tightened:)``). Every bound pushed is a lower bound of the distance of
/// every template the item holds: a group's (`JackknifeGroup`), raised to at least its
/// parent's (both hold); a template's LB_Keogh, then, once it reaches the top, LB_Keogh the
/// other way round.
extension JackknifeRecognizer {
    /// A template's heap item: -1 − (2 × index + 1 once its bound is tightened).
    static func templateItem(_ index: Int, tightened: Bool) -> Int32 { Int32(-1 - (2 * index + (tightened ? 1 : 0))) }

    /// Pushes class `number`'s groups `depth` levels below `node` (a leaf above that depth
    /// itself) with their bounds: together they hold every template below `node` once.
    func pushGroups(ofClass number: Int, below node: Int, depth: Int, candidate: Features, into heap: inout BoundHeap) {
        let (left, right) = (groups[number].nodes[node].left, groups[number].nodes[node].right)
        guard depth > 0, left >= 0 else {
            heap.push(groups[number].nodes[node].summary.bound(candidate), Int32(node))
            return
        }
        pushGroups(ofClass: number, below: Int(left), depth: depth - 1, candidate: candidate, into: &heap)
        pushGroups(ofClass: number, below: Int(right), depth: depth - 1, candidate: candidate, into: &heap)
    }

    /// Opens the entry just popped from class `number`'s `heap`: a group gives way to its
    /// halves (or, at a leaf, its members) with their bounds; a template not yet tightened
    /// gets LB_Keogh the other way round (its directions against the candidate's
    /// `envelope`: DTW's steps cost the same both ways, and each template direction is
    /// matched too) and goes back if that rose. Returns the template to measure next, with
    /// its correction, when there is one. Inlined: out of line, the grouped search of
    /// Jackknife + $Q cost 0.3% more instructions.
    @inline(__always)
    func open(_ bound: Double, _ item: Int32, ofClass number: Int, candidate: Features, envelope: Template,
              heap: inout BoundHeap) -> (index: Int, correction: Double)? {
        if item >= 0 {
            // The node's fields read in place: a copy of the node would count its arrays' references.
            let (left, right) = (groups[number].nodes[Int(item)].left, groups[number].nodes[Int(item)].right)
            guard left < 0 else {
                heap.push(Swift.max(groups[number].nodes[Int(left)].summary.bound(candidate), bound), left)
                heap.push(Swift.max(groups[number].nodes[Int(right)].summary.bound(candidate), bound), right)
                return nil
            }
            groups[number].nodes[Int(item)].members.withUnsafeBufferPointer { members in
                for member in members {
                    heap.push(Swift.max(templateBound(candidate, index: Int(member)).bound, bound), Self.templateItem(Int(member), tightened: false))
                }
            }
            return nil
        }
        let code = Int(-1 - item), index = code >> 1
        let features = templates[index].features
        let correction = Self.correction(candidate, features)
        if code & 1 == 0 {
            let reverse = correction * Self.lowerBound(features.directions, envelope: envelope.envelope)
            if reverse > bound {
                heap.push(reverse, Self.templateItem(index, tightened: true))
                return nil
            }
        }
        return (index, correction)
    }

    /// Template `index`'s distance to `candidate` when it is at most `reach`, exactly (DTW
    /// abandoned once it cannot be); nil otherwise.
    @inline(__always)
    func measure(_ index: Int, correction: Double, candidate: Features, reach: Double, rows: inout DynamicTimeWarping.Rows) -> Double? {
        let costLimit = reach / correction
        let cost = DynamicTimeWarping.cost(candidate.directions, templates[index].features.directions, radius: bandRadius,
                                           abandonAbove: costLimit, rows: &rows)
        // Beyond its limit, the cost may be one abandoned part-way: only one within is exact.
        guard cost <= costLimit else { return nil }
        let distance = cost * correction
        return distance <= reach ? distance : nil
    }
}
