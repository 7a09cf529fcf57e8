import GestureKit

/// $Q's matching is one to one: from any start, each point of the other cloud is taken once,
/// with one of the weights n, n − 1, …, 1. So matching `a`'s points first costs at least the
/// least weighted sum of `b`'s points' nearest-point terms over every way of giving them those
/// weights, whatever the start — a bound the nearest-point sums of `a`'s own points miss when
/// every point of `a` has a point of `b` near it but many of `b`'s have none of `a`'s.
extension QRecognizer {
    /// A lower bound of the least weighted sum of `squares` over every way of giving them the
    /// weights 1, 2, …, n once each. $Q's matching from one cloud gives every point of the
    /// other cloud one of those weights, whatever the start (it is one to one), so with each
    /// term at most that point's squared distance to the first cloud's nearest point, this is
    /// a lower bound of every start's cost.
    static func assignmentFloor(_ squares: UnsafeBufferPointer<Double>) -> Double {
        var largest = 0.0
        for square in squares { largest = Swift.max(largest, square) }
        return assignmentFloor(squares, largest: largest)
    }

    /// ``assignmentFloor(_:)`` with the largest of `squares` known, as the loops that write
    /// the terms know it. `largest` must be at least every term (a term above it would go to
    /// the last bin and take the largest weights); a larger value than the largest term
    /// still gives a lower bound, from bins placed lower.
    ///
    /// The least is the largest term weighed 1, the next 2, and so on (the rearrangement
    /// inequality), which takes a sort. Instead the terms go to 16 bins by their exponent and
    /// first two mantissa bits below `largest`'s (each bin a quarter-octave; the last one
    /// everything smaller, 0 included): every term of a bin is at least its lower edge and
    /// above every term of the next, so the bins take the weights in order, and a bin with
    /// count c, sum s and lower edge e, given weights w … w + c − 1, costs at least
    /// (s − c · e) · w + e · (w + … + w + c − 1) = s · w + e · c(c − 1)/2.
    /// (Each edge has three significant bits and c(c − 1)/2 is a whole number, so
    /// e · c(c − 1)/2 is exact for any count below 2²⁵; the rest is rounding, which
    /// `QGroup.shrink` covers.) With a NaN term the floor is 0.
    static func assignmentFloor(_ squares: UnsafeBufferPointer<Double>, largest: Double) -> Double {
        guard largest > 0, largest.isFinite else { return 0 }
        let top = Int(truncatingIfNeeded: largest.bitPattern >> 50)
        // Counts and sums per bin, on the stack. (Each bin's count and sum side by side, one
        // vector addition a term, ran 20% slower: fewer instructions, longer waits.)
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: 32) { bins in
            bins.initialize(repeating: 0)
            for square in squares {
                // A term with its sign bit set (-0, as bits the largest of all) or a NaN: as
                // unsigned, a negative difference is huge, so both go to the last bin, never
                // outside the bins.
                let bin = Int(Swift.min(15, UInt(bitPattern: top &- Int(truncatingIfNeeded: square.bitPattern >> 50))))
                bins[bin] += 1
                bins[16 &+ bin] += square
            }
            var floor = 0.0, weight = 1.0
            // Every bin, the empty ones too, which add exactly 0 and leave `weight`: skipping
            // them was a branch on the data, mispredicted about eight times a call. A bin
            // below the last that holds a term has the key `top` − bin, never negative; an
            // empty one may not, and its edge is then 0.
            for bin in 0..<16 {
                let c = bins[bin], edge = bin == 15 ? 0 : Double(bitPattern: UInt64(Swift.max(0, top &- bin)) << 50)
                floor += bins[16 &+ bin] * weight + edge * (c * (c - 1) * 0.5)
                weight += c
            }
            // A NaN term (no bound makes one) would make the sum NaN: 0 then, still a floor.
            return floor > 0 ? floor : 0
        }
    }

    /// Raises the bounds of the direction whose least is the lower (`scratch.starts` of them
    /// at `base`, or after those) to ``assignmentFloor(_:)`` of the other direction's squared
    /// terms (`scratch.squares`: the candidate's points' first, then the template's), lowered
    /// by `QGroup.shrink`, and returns the least bound of both directions. Raising the other
    /// direction's too would change nothing: each of its bounds is at least its own least,
    /// which is at least the floor from its terms.
    func raiseLowerDirection(base: Int, scratch: inout Scratch) -> Double {
        let starts = scratch.starts
        var forward = Double.infinity, backward = Double.infinity
        for index in 0..<starts {
            forward = Swift.min(forward, scratch.bounds[base + index])
            backward = Swift.min(backward, scratch.bounds[base + starts + index])
        }
        // Matching the candidate's points first gives weights to the template's points, and
        // the other way round.
        let (low, high, offset, place) = forward <= backward ? (forward, backward, base, pointCount) : (backward, forward, base + starts, 0)
        guard high > low else { return low }
        let floor = scratch.squares.withUnsafeBufferPointer {
            Self.assignmentFloor(UnsafeBufferPointer(rebasing: $0[place..<(place + pointCount)]))
        } * QGroup.shrink
        guard floor > low else { return low }
        var least = high
        for index in offset..<(offset + starts) {
            scratch.bounds[index] = Swift.max(scratch.bounds[index], floor)
            least = Swift.min(least, scratch.bounds[index])
        }
        return least
    }

    /// A lower bound of `template`'s distance to `candidate` from the template's points'
    /// terms in the candidate's table alone: matching the candidate's points first costs at
    /// least their one-to-one floor, and matching the template's first at least each start's
    /// weighted sum of the same terms, which is no less. It reads the template's points and
    /// the candidate's table, not the template's own table (the read that misses the cache
    /// when templates are many), so a search can hold the template at this bound and compute
    /// ``templateBounds(_:_:withLookup:slot:scratch:)``, never lower in exact arithmetic, only
    /// if the template is ever its least. The terms are left in `scratch.squares`, after the
    /// candidate's points' place. Needs the candidate's table.
    func provisionalBound(_ candidate: Template, _ template: Template, scratch: inout Scratch) -> Double {
        let unit = 2 / Double(gridSize - 1) / Template.reachSteps, n = pointCount
        return scratch.squares.withUnsafeMutableBufferPointer { all in
            let count = Swift.min(n, template.cells.count, template.roundingError.count)
            let squares = UnsafeMutableBufferPointer(rebasing: all[n..<(n + count)])
            var largest = 0.0
            candidate.reach.withUnsafeBufferPointer { table in
                template.cells.withUnsafeBufferPointer { cells in
                    template.roundingError.withUnsafeBufferPointer { roundingError in
                        for i in 0..<count {
                            let r = Template.reach(table[Int(cells[i])], unit: unit, less: roundingError[i])
                            squares[i] = r * r
                            largest = r > largest ? r : largest
                        }
                    }
                }
            }
            return Self.assignmentFloor(UnsafeBufferPointer(squares), largest: largest * largest) * QGroup.shrink
        }
    }
}
