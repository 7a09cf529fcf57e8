import GestureKit

/// $Q (R.-D. Vatavu, L. Anthony, J. O. Wobbrock, MobileHCI 2018): $P made fast enough for
/// low-powered devices, with the same answers.
///
/// - A lookup table per cloud, on a 64×64 grid, gives for any cell how near the cloud comes
///   to it; it yields cheap lower bounds on the matching cost from each starting point, and
///   a start whose bound cannot beat the best distance so far is skipped.
/// - The bounds are true lower bounds, so the answers are exactly an exhaustive search's. The
///   paper takes the grid distance to the table's nearest point as the bound, but points are
///   rounded to their cells, so that distance can exceed the true nearest distance and a
///   right template be skipped (measured: 3 answers in about 75,000 differed). Here the table
///   holds each cell centre's true distance to the cloud, rounded down (one byte a cell), and
///   a point's bound takes off its own distance from its cell's centre (triangle inequality).
/// - Matching stops as soon as its running sum exceeds the best distance so far.
/// - Distances are squared Euclidean, weights count down from n to 1.
public struct QRecognizer: Sendable, BoundedTemplateSearch {
    /// Points per cloud.
    public let pointCount: Int
    /// The lookup table's side.
    public let gridSize: Int
    /// The templates, each with its class.
    public var templates: [(name: String, template: Template)] {
        stored.indices.map { (classes.names[classes.ofTemplate[$0]], stored[$0]) }
    }
    /// The templates, without their names: the searches read them in place, where a
    /// `(name, template)` tuple was copied (with its nine references counted) at every read.
    private(set) var stored: [Template] = []
    /// The templates' classes, numbered.
    private(set) var classes = TemplateClasses()

    /// Creates an empty recognizer (32 points and a 64×64 table, as the paper recommends).
    ///
    /// - Precondition: `pointCount` and `gridSize` are at least 2, and `gridSize` at most
    ///   46,340 (a template's table numbers its gridSize² cells in 32 bits, and takes that
    ///   many bytes: 64 MB at 8,192); the program stops otherwise.
    public init(pointCount: Int = 32, gridSize: Int = 64) {
        precondition(pointCount >= 2 && gridSize >= 2, "$Q needs at least two points and a 2×2 grid")
        precondition(gridSize <= 46_340, "$Q's grid is at most 46,340 cells a side: its cells are numbered in 32 bits")
        self.pointCount = pointCount
        self.gridSize = gridSize
    }

    /// Learns `sample` as an example of `name` (nothing for one not ``GestureSample/isMatchable``).
    public mutating func addTemplate(_ name: String, sample: GestureSample) {
        guard sample.isMatchable else { return }
        stored.append(Template(PointCloud(sample, count: pointCount), gridSize: gridSize))
        classes.append(name)
    }

    /// The template nearest to `sample`.
    public func recognize(_ sample: GestureSample) -> TemplateMatch? { nearestTemplate(sample) }  // the search checks the sample

    /// Each class's nearest template distance, with the same exact pruning per class.
    public func classDistances(_ sample: GestureSample) -> ClassDistances { nearestByClass(sample) }

    func templateName(_ index: Int) -> String { classes.names[classes.ofTemplate[index]] }

    /// Visits the templates from the smallest lower bound up, skipping every template whose
    /// bound cannot beat `limit(index)` (the best distance it must beat), and reports each
    /// distance found below it. Every template's bounds first (cheap), then the matching: a
    /// good match is found early, and a template whose every bound is already beaten needs no
    /// matching at all. The answer is the same as visiting all.
    func search(_ sample: GestureSample, priority: (Int, Double) -> Double, limit: (Int) -> Double,
                found: (Int, Double) -> Void) {
        guard sample.isMatchable, !stored.isEmpty else { return }
        let (candidate, withLookup) = prepare(sample)
        var scratch = Scratch(pointCount: pointCount, templateCount: stored.count)
        var order: [(key: Double, bound: Double, index: Int)] = []
        order.reserveCapacity(stored.count)
        for index in stored.indices {
            let bound = templateBounds(candidate, stored[index], withLookup: withLookup, slot: index, scratch: &scratch)
            order.append((priority(index, bound), bound, index))
        }
        order.sort { ($0.key, $0.index) < ($1.key, $1.index) }
        for (_, bound, index) in order {
            let bestSoFar = limit(index)
            guard bound < bestSoFar else { continue }
            // cloudMatch returns the best so far when it cannot beat it: only a strictly
            // smaller distance is this template's own.
            let distance = cloudMatch(candidate, stored[index], slot: index, bestSoFar: bestSoFar, scratch: &scratch)
            if distance < bestSoFar { found(index, distance) }
        }
    }

    /// `sample` as a cloud to compare, with its lookup table when there are enough templates
    /// for the table to cost less than scanning its points for each template's.
    func prepare(_ sample: GestureSample) -> (candidate: Template, withLookup: Bool) {
        let withLookup = usesCandidateTable
        return (Template(PointCloud(sample, count: pointCount), gridSize: gridSize, withLookup: withLookup), withLookup)
    }

    /// Whether a candidate's lookup table costs less than scanning its points for each
    /// template's (see ``directScanBudget``).
    var usesCandidateTable: Bool {
        gridSize > 2_896 || stored.count * pointCount * pointCount > Self.directScanBudget * gridSize * gridSize
    }

    /// Writes `template`'s lower bounds, from each start in both directions, to
    /// `slot`'s place in `scratch.bounds` (what ``cloudMatch(_:_:slot:bestSoFar:scratch:)``
    /// reads), and returns the least of them: a lower bound of the template's distance.
    /// The candidate's points are looked up in the template's table; the template's in the
    /// candidate's table `withLookup` (and the lower direction then raised to the other's
    /// one-to-one floor, ``raiseLowerDirection(base:scratch:)``), else found by scanning the
    /// candidate's cells.
    func templateBounds(_ candidate: Template, _ template: Template, withLookup: Bool, slot: Int, scratch: inout Scratch) -> Double {
        let starts = scratch.starts, base = slot * 2 * starts
        tableBounds(candidate, in: template, at: base, squaresAt: 0, scratch: &scratch)
        if withLookup {
            tableBounds(template, in: candidate, at: base + starts, squaresAt: pointCount, scratch: &scratch)
            return raiseLowerDirection(base: base, scratch: &scratch)
        }
        // Without the candidate's table (few templates), no floor: it cost more than the
        // matches it saved (+13% for Jackknife + $Q at one template per class).
        Self.scannedGridDistances(template, toNearestOf: candidate, into: &scratch)
        gridReaches(template, toNearestOf: candidate, scratch: &scratch)
        let reach = scratch.reach
        reach.withUnsafeBufferPointer { reach in
            startBounds(count: reach.count, at: base + starts, scratch: &scratch) { reach[$0] }
        }
        var bound = scratch.bounds[base]
        for offset in 1..<(2 * starts) { bound = Swift.min(bound, scratch.bounds[base + offset]) }
        return bound
    }

    /// Up to how many point-to-point comparisons per grid cell the bounds from the templates'
    /// points scan the candidate's points instead of building its table. Measured under
    /// callgrind with 32 points and a 64×64 grid: the table costs about 260,000 instructions,
    /// a template's scan about 4,600, so scanning pays up to about 56 templates; 12 (48
    /// templates) keeps a margin.
    static let directScanBudget = 12

    /// Working space for one classification, allocated once and reused for every template.
    struct Scratch {
        /// Every template's lower bounds, `starts` from the candidate's points, then `starts`
        /// from the template's, one template after another.
        var bounds: [Double]
        var cumulative: [Double], unmatched: [Int]
        /// Per point of one cloud, the squared grid distance to the other's nearest point.
        var squaredGrid: [Float]
        /// Per point of one cloud, a lower bound of the distance to the other's nearest point.
        var reach: [Double]
        /// Per point of one cloud, the squared distance to the other's nearest point.
        var nearest: [Double]
        /// Per point of one cloud, the nearest-point scan's Float minima.
        var nearestFloat: [Float]
        /// Both directions' squared terms, n each (the candidate's points' first), for
        /// ``raiseLowerDirection(base:scratch:)``.
        var squares: [Double]
        /// Every `step`-th point is a start: `starts` of them.
        let step: Int, starts: Int

        init(pointCount n: Int, templateCount: Int) {
            step = Swift.max(1, Int(Double(n).squareRoot()))
            starts = (n + step - 1) / step
            bounds = [Double](repeating: 0, count: 2 * starts * templateCount)
            cumulative = [Double](repeating: 0, count: n)
            unmatched = [Int](repeating: 0, count: n)
            squaredGrid = [Float](repeating: 0, count: n)
            reach = [Double](repeating: 0, count: n)
            nearest = [Double](repeating: 0, count: n)
            nearestFloat = [Float](repeating: 0, count: n)
            squares = [Double](repeating: 0, count: 2 * n)
        }

        /// Makes room for the bounds of template slot `slot`, doubling the room when short.
        mutating func makeRoom(forSlot slot: Int) {
            let needed = 2 * starts * (slot + 1)
            guard needed > bounds.count else { return }
            bounds.append(contentsOf: repeatElement(0, count: Swift.max(needed, 2 * bounds.count) - bounds.count))
        }
    }

    /// The distance of `candidate` and `template` (whose bounds are at `slot` in
    /// `scratch.bounds`), or `bestSoFar` when it is not smaller: starts whose bound cannot
    /// beat the best so far are skipped, and matches abandoned once they cannot.
    func cloudMatch(_ candidate: Template, _ template: Template, slot: Int, bestSoFar: Double, scratch: inout Scratch) -> Double {
        let n = pointCount
        let step = scratch.step, base = slot * 2 * scratch.starts, backward = base + scratch.starts
        var best = bestSoFar
        var start = 0, boundIndex = 0
        while start < n {
            if scratch.bounds[base + boundIndex] < best {
                best = Swift.min(best, Self.cloudDistance(candidate.cloud.points, template.cloud.points, start: start, abandonAt: best,
                                                          unmatched: &scratch.unmatched))
            }
            if scratch.bounds[backward + boundIndex] < best {
                best = Swift.min(best, Self.cloudDistance(template.cloud.points, candidate.cloud.points, start: start, abandonAt: best,
                                                          unmatched: &scratch.unmatched))
            }
            start += step
            boundIndex += 1
        }
        return best
    }

    /// Lower bounds on the matching cost from each starting point, written to
    /// `scratch.bounds[offset...]`: each of `count` points of one cloud matched to its nearest
    /// point in the other, with the weights rotated. `reach(i)` is a lower bound of point i's
    /// distance to the other cloud's nearest point (``tableBounds(_:in:at:squaresAt:scratch:)``,
    /// ``gridReaches(_:toNearestOf:scratch:)``); its square is at most the cost the greedy
    /// matching pays for the point, whichever point it takes. The sums, lowered by one part in
    /// 10⁹ (`QGroup.shrink`: they are added up in another order than `cloudDistance` adds its
    /// costs, a few parts in 10¹⁵ apart), are lower bounds of each start's matching cost.
    @inline(__always)
    func startBounds(count: Int, at offset: Int, scratch: inout Scratch, reach: (Int) -> Double) {
        let n = pointCount, step = scratch.step
        scratch.cumulative.withUnsafeMutableBufferPointer { cumulative in
            scratch.bounds.withUnsafeMutableBufferPointer { bounds in
                let count = Swift.min(n, count, cumulative.count)
                let sums = Self.weightedPrefixSums(count: count, weight: n, prefix: cumulative) { let r = reach($0); return r * r }
                bounds[offset] = sums.first * QGroup.shrink
                var start = step, index = 1
                while start < count {
                    bounds[offset + index] = sums.fromStart(start, prefix: cumulative) * QGroup.shrink
                    start += step
                    index += 1
                }
            }
        }
    }

    /// The least over starts (every `step`-th point) of the weighted sums of the squared
    /// `reach(i)` for points `0..<n`, by the prefix sums ``startBounds(count:at:scratch:reach:)``
    /// uses: point i weighs n − i from start 0, and so on round.
    @inline(__always)
    static func leastOverStarts(count n: Int, step: Int, prefix: UnsafeMutableBufferPointer<Double>, reach: (Int) -> Double) -> Double {
        let count = Swift.min(n, prefix.count)
        let sums = weightedPrefixSums(count: count, weight: n, prefix: prefix) { let r = reach($0); return r * r }
        var least = sums.first, start = step
        while start < count {
            least = Swift.min(least, sums.fromStart(start, prefix: prefix))
            start += step
        }
        return least
    }

    /// The sums every start's weighted sum follows from (the bounds above and the
    /// nearest-point bounds): `prefix[i]` the sum of `term` over points `0...i`, and the sum
    /// weighted from start 0 (point i weighs `weight` − i).
    @inline(__always)
    static func weightedPrefixSums(count: Int, weight n: Int, prefix: UnsafeMutableBufferPointer<Double>, term: (Int) -> Double) -> StartSums {
        var first = 0.0, running = 0.0, weight = Double(n)  // n − i, counted down: no conversion per point
        for i in 0..<count {
            let d = term(i)
            running += d
            prefix[i] = running
            first += weight * d
            weight -= 1
        }
        return StartSums(first: first, total: running, weight: Double(n))
    }

    /// The weighted sum from start 0 and the plain total of the terms, from which the sum
    /// from any start follows in one step.
    struct StartSums {
        var first: Double, total: Double, weight: Double

        /// The weighted sum from `start`: rotating by `start` adds `start` to the weight of
        /// every point and takes `weight` off the `start` points that wrap round.
        @inline(__always)
        func fromStart(_ start: Int, prefix: UnsafeMutableBufferPointer<Double>) -> Double {
            first + Double(start) * total - weight * prefix[start - 1]
        }
    }

    /// ``startBounds(count:at:scratch:reach:)`` for `a`'s points against `b`'s table: a
    /// point's reach is the table's distance from its cell's centre, less the point's own
    /// distance from that centre (triangle inequality; ``Template/reachTable(_:size:)``).
    /// Each point's squared term goes to `scratch.squares` from `place` on, for
    /// ``raiseLowerDirection(base:scratch:)``.
    func tableBounds(_ a: Template, in b: Template, at offset: Int, squaresAt place: Int, scratch: inout Scratch) {
        let unit = 2 / Double(gridSize - 1) / Template.reachSteps
        // Taken out of `scratch` while `startBounds` holds it: moved, neither copied nor allocated.
        var kept = scratch.squares
        scratch.squares = []
        defer { scratch.squares = kept }
        kept.withUnsafeMutableBufferPointer { all in
            let squares = UnsafeMutableBufferPointer(rebasing: all[place..<(place + pointCount)])
            b.reach.withUnsafeBufferPointer { table in
                a.cells.withUnsafeBufferPointer { cells in
                    a.roundingError.withUnsafeBufferPointer { roundingError in
                        startBounds(count: Swift.min(cells.count, roundingError.count, squares.count), at: offset, scratch: &scratch) { i in
                            let r = Template.reach(table[Int(cells[i])], unit: unit, less: roundingError[i])
                            squares[i] = r * r
                            return r
                        }
                    }
                }
            }
        }
    }

    /// For each point of `a`, a lower bound of its distance to `b`'s nearest point from
    /// `scratch.squaredGrid` (the squared grid distances of their cells, from
    /// ``scannedGridDistances(_:toNearestOf:into:)``): the grid distance less both points'
    /// distances from their cell centres (`b`'s largest), into `scratch.reach`.
    func gridReaches(_ a: Template, toNearestOf b: Template, scratch: inout Scratch) {
        let cell = 2 / Double(gridSize - 1), margin = b.maximumRoundingError
        scratch.reach.withUnsafeMutableBufferPointer { reach in
            scratch.squaredGrid.withUnsafeBufferPointer { squaredGrid in
                a.roundingError.withUnsafeBufferPointer { roundingError in
                    for i in 0..<Swift.min(reach.count, squaredGrid.count, roundingError.count) {
                        reach[i] = Swift.max(0, Double(squaredGrid[i]).squareRoot() * cell - roundingError[i] - margin)
                    }
                }
            }
        }
    }

    /// The squared grid distance (in cells) from each point of `a` to `b`'s nearest point:
    /// every point of `b` against all of `a`'s at once, a loop the compiler runs four or eight
    /// points at a time. Squares of whole numbers of cells, exact in Float.
    static func scannedGridDistances(_ a: Template, toNearestOf b: Template, into scratch: inout Scratch) {
        scratch.squaredGrid.withUnsafeMutableBufferPointer { least in
            a.gridXf.withUnsafeBufferPointer { ax in
                a.gridYf.withUnsafeBufferPointer { ay in
                    let n = Swift.min(least.count, ax.count, ay.count)
                    for i in 0..<n { least[i] = .infinity }
                    for (x, y) in zip(b.gridXf, b.gridYf) {
                        for i in 0..<n {
                            let dx = ax[i] - x, dy = ay[i] - y
                            let d = dx * dx + dy * dy
                            least[i] = d < least[i] ? d : least[i]
                        }
                    }
                }
            }
        }
    }

    /// The greedy matching cost from `a`'s point `start`, or a sum at least `limit` as soon
    /// as it cannot be less. Unchecked buffers: this loop is most of $Q's time.
    static func cloudDistance(_ a: [Point], _ b: [Point], start: Int, abandonAt limit: Double, unmatched: inout [Int]) -> Double {
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                unmatched.withUnsafeMutableBufferPointer { unmatched in
                    let n = a.count
                    for index in 0..<n { unmatched[index] = index }
                    var remaining = n
                    var sum = 0.0
                    var i = start, weight = Double(n)
                    repeat {
                        let p = a[i]
                        var nearestSlot = 0, nearestDistance = Double.infinity
                        for slot in 0..<remaining {
                            let q = b[unmatched[slot]]
                            let dx = p.x - q.x, dy = p.y - q.y
                            let d = dx * dx + dy * dy
                            if d < nearestDistance { (nearestSlot, nearestDistance) = (slot, d) }
                        }
                        remaining -= 1
                        unmatched[nearestSlot] = unmatched[remaining]
                        sum += weight * nearestDistance
                        if sum >= limit { return sum }  // cannot beat the best so far
                        weight -= 1
                        i = (i + 1) % n
                    } while i != start
                    return sum
                }
            }
        }
    }

    static func squaredDistance(_ a: Point, _ b: Point) -> Double {
        let dx = a.x - b.x, dy = a.y - b.y
        return dx * dx + dy * dy
    }
}
