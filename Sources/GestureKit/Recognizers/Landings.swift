/// Where each finger of a gesture landed, in window coordinates: what tap, long-press and
/// swipe recognizers measure movement from.
struct Landings {
    private(set) var entries: [(touch: Touch, point: Point)] = []

    /// How many fingers landed.
    var count: Int { entries.count }
    var isEmpty: Bool { entries.isEmpty }

    /// Notes where `touches` are now, as where they landed.
    mutating func record(_ touches: [Touch]) {
        for touch in touches { entries.append((touch, touch.windowLocation)) }
    }

    /// Forgets every landing, keeping the storage.
    mutating func removeAll() {
        entries.empty()
    }

    /// Whether any of `touches` is now farther than `distance` from where it landed.
    func anyMoved(_ touches: [Touch], fartherThan distance: Double) -> Bool {
        // By index, on every move: copying a touch out of a list retains and releases it.
        for moved in touches.indices {
            for landing in entries.indices where entries[landing].touch === touches[moved] {
                if entries[landing].point.distance(to: touches[moved].windowLocation) > distance { return true }
                break
            }
        }
        return false
    }

    /// The centroid of the landing points.
    var centroidOfLandings: Point {
        var sum = Point.zero
        for entry in entries { sum = sum + entry.point }
        return sum / Double(Swift.max(1, entries.count))
    }

    /// The centroid of where the landed fingers are now.
    var centroidNow: Point {
        var sum = Point.zero
        for index in entries.indices { sum = sum + entries[index].touch.windowLocation }
        return sum / Double(Swift.max(1, entries.count))
    }

    /// How far the farthest landing is from the landings' centroid: the spread of a hand.
    var radiusOfLandings: Double {
        let centre = centroidOfLandings
        var radius = 0.0
        for entry in entries { radius = Swift.max(radius, centre.distance(to: entry.point)) }
        return radius
    }
}
