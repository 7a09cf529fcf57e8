/// The $Q side of ``GroupedSearch``: its heap's entries and how each is refined.
///
/// A $Q entry is a group of templates (a node of the class's tree, with its bound) or one
/// template (once popped, with its bounds in a slot of `scratch`). A template enters the heap
/// with a *provisional* bound: the one-to-one floor of its points' terms in the candidate's
/// own table (`QRecognizer.provisionalBound`). The candidate's table is read by every bound and stays
/// in cache; the template's own table (4 KB) is the read that misses, and most templates of
/// an opened leaf are never popped — their class is settled, or the search ends, first. So
/// the template's full bounds are computed only when it is popped, and it goes back with
/// them if they are higher; then, as before, its bounds are tightened by exact nearest
/// points, and it is matched.
///
/// Groups get their full bound when pushed. A provisional bound for groups too (the floor of
/// the members' side, from their boxes) was measured and not kept: it saved a quarter of the
/// groups' full bounds, but cost 13% more instructions and left as many first-level misses.
///
/// Every bound an entry holds is a lower bound of the distance of every template it covers,
/// so the search's argument for its answer holds whichever bound an entry holds when popped.
extension GroupedSearch {
    /// How far a template entry has come: each stage's bound is at least the one before.
    enum QTemplateStage: Int {
        /// Only the provisional bound: the template's own table not read yet.
        case provisional
        /// The grid bounds from both tables, per start, are in the template's slot.
        case bounded
        /// The bounds are tightened by the exact nearest points.
        case tightened
    }

    /// A template's heap item: -1 − (4 × place + stage), the place being the template's index
    /// while it is provisional, and its slot of `scratch` once it has bounds there.
    static func qTemplateItem(_ place: Int, _ stage: QTemplateStage) -> Int32 { Int32(-1 - (4 * place + stage.rawValue)) }

    /// Pushes class `number`'s $Q groups `depth` levels below `node` (a leaf above that depth
    /// itself) with their bounds: together they hold every template below `node` once.
    mutating func pushQGroups(_ number: Int, below node: Int, depth: Int) {
        let (left, right) = (pair.qGroups[number].nodes[node].left, pair.qGroups[number].nodes[node].right)
        guard depth > 0, left >= 0 else {
            classes[number].q.push(qGroupBound(number, node: node), Int32(node))
            return
        }
        pushQGroups(number, below: Int(left), depth: depth - 1)
        pushQGroups(number, below: Int(right), depth: depth - 1)
    }

    /// Pops class `number`'s least $Q entry and refines it: a group gives way to its halves
    /// with their bounds, or a leaf to its members with their provisional bounds, each raised
    /// to the group's; a provisional template gets a slot of `scratch` and its full grid
    /// bounds there, and goes back if they are higher; a template's bounds are tightened by its
    /// points' exact nearest points (`QRecognizer.nearestPointBounds`), and it goes back if
    /// the bound rose; else the template is matched.
    mutating func refineQ(_ number: Int) {
        let (bound, item) = classes[number].q.pop()
        if item >= 0 {
            openQGroup(number, node: Int(item), bound: bound)
            return
        }
        let code = Int(-1 - item), place = code >> 2
        var stage = QTemplateStage(rawValue: code & 3) ?? .tightened
        // A provisional template's place is its index: it takes a slot only now, as most
        // templates of an opened leaf are never popped.
        let slot = stage == .provisional ? takeSlot(forTemplate: place) : place
        let template = qTemplates[Int(slotTemplates[slot])]
        if stage == .provisional {
            let full = pair.q.templateBounds(cloud, template, withLookup: true, slot: slot, scratch: &scratch)
            if full > bound {
                classes[number].q.push(full, Self.qTemplateItem(slot, .bounded))
                return
            }
            stage = .bounded
        }
        if stage == .bounded {
            let tightened = pair.q.nearestPointBounds(cloud, template, slot: slot, floor: bound, scratch: &scratch)
            if tightened > bound {
                classes[number].q.push(tightened, Self.qTemplateItem(slot, .tightened))
                return
            }
        }
        let reach = Swift.min(classes[number].qBest, qLimit(number))
        guard bound < reach else { return }
        // cloudMatch returns `reach` when the template cannot beat it.
        let distance = pair.q.cloudMatch(cloud, template, slot: slot, bestSoFar: reach, scratch: &scratch)
        if distance < reach { classes[number].qBest = distance }
    }

    /// Replaces class `number`'s group `node` (popped with `bound`) by its halves with their
    /// bounds, or a leaf by its members with their provisional bounds, each raised to `bound`.
    private mutating func openQGroup(_ number: Int, node: Int, bound: Double) {
        let (left, right) = (pair.qGroups[number].nodes[node].left, pair.qGroups[number].nodes[node].right)
        guard left < 0 else {
            for child in (0..<2).lazy.map({ $0 == 0 ? left : right }) {
                classes[number].q.push(qGroupBound(number, node: Int(child), floor: bound), child)
            }
            return
        }
        for member in pair.qGroups[number].nodes[node].members {
            let provisional = pair.q.provisionalBound(cloud, qTemplates[Int(member)], scratch: &scratch)
            classes[number].q.push(Swift.max(provisional, bound), Self.qTemplateItem(Int(member), .provisional))
        }
    }

    /// A new slot of `scratch` for template `index`'s bounds.
    private mutating func takeSlot(forTemplate index: Int) -> Int {
        let slot = slotTemplates.count
        slotTemplates.append(Int32(index))
        scratch.makeRoom(forSlot: slot)
        return slot
    }

    /// The bound of class `number`'s $Q group `node`, raised to `floor` (its parent's) if below.
    mutating func qGroupBound(_ number: Int, node: Int, floor: Double = 0) -> Double {
        let unit = 2 / Double(pair.q.gridSize - 1) / QRecognizer.Template.reachSteps, step = scratch.step
        return room.withUnsafeMutableBufferPointer { room in
            pair.qGroups[number].nodes[node].summary.bound(cloud, nearest: nearest, unit: unit, step: step, room: room, floor: floor)
        }
    }
}
