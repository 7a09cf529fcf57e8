import Foundation
import GestureKit
@testable import GestureShapes
import Testing

/// $Q's matching is one to one: from any start, the other cloud's points take the weights
/// 1 … n once each. `QRecognizer.assignmentFloor` turns that into a bound the nearest-point
/// sums miss; these tests hold it below the true least and every matching cost, and show
/// that it is what lifts the bounds.
@Suite("$Q's one-to-one bound: at most every matching, and tighter than nearest points alone")
struct AssignmentBoundTests {
    /// The least weighted sum over every assignment of the weights 1 … n: the largest term
    /// weighed 1 (the rearrangement inequality), by sorting.
    static func leastOverAssignments(_ terms: [Double]) -> Double {
        zip(terms.sorted(by: >), 1...).reduce(0) { $0 + $1.0 * Double($1.1) }
    }

    static func floor(_ terms: [Double]) -> Double { terms.withUnsafeBufferPointer(QRecognizer.assignmentFloor) }

    @Test("The floor is at most the least over assignments, exact for one value and for equal values, and within a quarter-octave")
    func floorAgainstTheSort() {
        var generator = SystemRandomNumberGenerator()
        #expect(Self.floor([Double](repeating: 0, count: 32)) == 0)
        #expect(Self.floor([Double](repeating: 0, count: 31) + [1]) == 1)  // the one term weighs 1
        #expect(Self.floor([Double](repeating: 0.25, count: 32)) == 0.25 * 528)  // 1 + … + 32
        #expect(Self.floor([2, 1]) == 2 * 1 + 1 * 2)
        // A -0 term (which no bound makes) counts as 0, inside the bins; a NaN one makes the
        // floor 0, still a lower bound. Subnormal terms share the first bin, whose edge is 0.
        #expect(Self.floor([-0.0, 1]) == 1 && Self.floor([.nan, 1]) == 0 && Self.floor([1, .nan]) == 0)
        let tiny = [0x1p-1030, 0x1p-1060, Double.leastNonzeroMagnitude]
        #expect(Self.floor(tiny) > 0 && Self.floor(tiny) <= Self.leastOverAssignments(tiny))
        #expect(Self.floor([0x1p-1000, 0x1p-1010]) == 0x1p-1000 + 2 * 0x1p-1010)
        for round in 0..<5_000 {
            let count = [2, 7, 32, 64][round % 4]
            // Some draws span many octaves (and hold zeros), some lie within a factor of 8.
            let terms: [Double] = (0..<count).map { _ in
                switch round % 3 {
                case 0: Double.random(in: 1...8, using: &generator)
                case 1: Bool.random(using: &generator) ? 0 : Double.random(in: 0...1, using: &generator)
                default: Double.random(in: 0...1, using: &generator) * Self.pow2(-Double(Int.random(in: 0...40, using: &generator)))
                }
            }
            let exact = Self.leastOverAssignments(terms), floor = Self.floor(terms)
            #expect(floor <= exact * (1 + 1e-12))
            // A `largest` above the largest term places the bins lower: still a floor.
            let largest = terms.max()!, scale = [1.1, 1.5, 7, 1e30][round % 4]
            let above = terms.withUnsafeBufferPointer { QRecognizer.assignmentFloor($0, largest: largest * scale) }
            #expect(above <= exact * (1 + 1e-12))
            // Every term at least its bin's edge, at least 2^(-1/4) of it, when no term falls
            // in the last bin (within 2^(15/4) of the largest).
            if round % 3 == 0 { #expect(floor >= exact * 0.8408) }
        }
    }

    static func pow2(_ exponent: Double) -> Double { Double(sign: .plus, exponent: Int(exponent), significand: 1) }

    /// A template of 32 points round a circle and a candidate whose 32 points sit on 8 of
    /// them, 4 on each: each of the candidate's points has a template point under it, but
    /// 24 of the template's have none.
    static func stackedOnACircle() throws -> (candidate: QRecognizer.Template, template: QRecognizer.Template) {
        let sample = GestureSample(points: (0..<32).map { Point(x: Double($0), y: Double($0 % 5)) })
        var circle = PointCloud(sample, count: 32), stacked = circle
        circle.points = (0..<32).map { Point(x: 0.9 * cos(Double($0) * .pi / 16), y: 0.9 * sin(Double($0) * .pi / 16)) }
        stacked.points = (0..<32).map { circle.points[$0 / 4] }
        return (QRecognizer.Template(stacked, gridSize: 64), QRecognizer.Template(circle, gridSize: 64))
    }

    @Test("Points stacked on a few of a circle's: nearest points bound nothing, the one-to-one floor most of the distance")
    func stackedPoints() throws {
        let (candidate, template) = try Self.stackedOnACircle()
        let q = QRecognizer()
        var scratch = QRecognizer.Scratch(pointCount: 32, templateCount: 1)
        let bound = q.templateBounds(candidate, template, withLookup: true, slot: 0, scratch: &scratch)
        // The same terms without the one-to-one floor: the least of both directions' sums.
        var plain = QRecognizer.Scratch(pointCount: 32, templateCount: 1)
        q.tableBounds(candidate, in: template, at: 0, squaresAt: 0, scratch: &plain)
        q.tableBounds(template, in: candidate, at: plain.starts, squaresAt: 32, scratch: &plain)
        let nearestOnly = plain.bounds.min()!
        let exact = q.nearestPointBounds(candidate, template, slot: 0, floor: bound, scratch: &scratch)
        let distance = q.cloudMatch(candidate, template, slot: 0, bestSoFar: .infinity, scratch: &scratch)
        // The candidate's points lie on the template's, so one direction's nearest points give
        // 0; the grid's floor is small only because a table's byte saturates at about 8 cells
        // (0.25 here, against template points up to 1.8 away); from exact nearest points the
        // floor is most of the distance.
        #expect(nearestOnly == 0 && bound > 10)
        #expect(bound <= exact && exact > 0.5 * distance && exact <= distance, "\(bound) \(exact) \(distance)")
        // Every start's cost, both ways, is at least its raised bound.
        var unmatched = [Int](repeating: 0, count: 32)
        for (index, start) in stride(from: 0, to: 32, by: scratch.step).enumerated() {
            #expect(scratch.bounds[index] <= QRecognizer.cloudDistance(candidate.cloud.points, template.cloud.points, start: start,
                                                                      abandonAt: .infinity, unmatched: &unmatched))
            #expect(scratch.bounds[scratch.starts + index] <= QRecognizer.cloudDistance(template.cloud.points, candidate.cloud.points,
                                                                                       start: start, abandonAt: .infinity, unmatched: &unmatched))
        }
    }

    @Test("A group's bound takes the floor too, and so does a template's provisional bound: two circles against points stacked on one of them")
    func groupFloor() throws {
        let (candidate, circle) = try Self.stackedOnACircle()
        var turned = circle.cloud
        turned.points = (0..<32).map { Point(x: 0.9 * cos((Double($0) + 0.5) * .pi / 16), y: 0.9 * sin((Double($0) + 0.5) * .pi / 16)) }
        let members = [circle, QRecognizer.Template(turned, gridSize: 64)]
        var group = QGroup(0, of: members)
        group.include(1, of: members)
        let q = QRecognizer()
        var scratch = QRecognizer.Scratch(pointCount: 32, templateCount: 1)
        var room = [Double](repeating: 0, count: 3 * 32)
        let bound = room.withUnsafeMutableBufferPointer {
            group.bound(candidate, nearest: GridRangeMinimum(candidate.reach, layout: QRecognizer.CellLayout(size: 64)), unit: 2 / 63 / QRecognizer.Template.reachSteps,
                        step: scratch.step, room: $0)
        }
        // Without the floor the group bounds 0: every candidate point lies on a member's point.
        #expect(bound > 10, "\(bound)")
        for member in members {
            let own = q.provisionalBound(candidate, member, scratch: &scratch)
            _ = q.templateBounds(candidate, member, withLookup: true, slot: 0, scratch: &scratch)
            let distance = q.cloudMatch(candidate, member, slot: 0, bestSoFar: .infinity, scratch: &scratch)
            #expect(own > 10 && own <= distance, "\(own)")
            #expect(bound <= distance)
        }
    }

    @Test("On real gestures the one-to-one floor lifts many template bounds above the nearest-point sums")
    func liftsRealBounds() throws {
        let (templates, candidates) = try GroupedSearchTests.writerSet(stride: 97)
        let q = GroupedSearchTests.pair(templates).q
        var lifted = 0, compared = 0
        for candidate in candidates {
            let cloud = QRecognizer.Template(PointCloud(candidate.sample, count: q.pointCount), gridSize: q.gridSize)
            var scratch = QRecognizer.Scratch(pointCount: q.pointCount, templateCount: 1)
            var plain = QRecognizer.Scratch(pointCount: q.pointCount, templateCount: 1)
            for template in q.stored {
                let bound = q.templateBounds(cloud, template, withLookup: true, slot: 0, scratch: &scratch)
                q.tableBounds(cloud, in: template, at: 0, squaresAt: 0, scratch: &plain)
                q.tableBounds(template, in: cloud, at: plain.starts, squaresAt: q.pointCount, scratch: &plain)
                let nearestOnly = plain.bounds.min()!
                #expect(bound >= nearestOnly)
                compared += 1
                if bound > 1.5 * nearestOnly { lifted += 1 }
            }
        }
        // 724 of 4,000 when written (18%).
        #expect(compared >= 160 * 20 && lifted * 8 >= compared, "\(lifted) of \(compared) lifted by half or more")
    }

    @Test("On real gestures a template's provisional bound, without its own table, is often most of its full bound")
    func provisionalBoundsOnRealGestures() throws {
        let (templates, candidates) = try GroupedSearchTests.writerSet(stride: 97)
        let q = GroupedSearchTests.pair(templates).q
        var most = 0, compared = 0
        for candidate in candidates {
            let cloud = QRecognizer.Template(PointCloud(candidate.sample, count: q.pointCount), gridSize: q.gridSize)
            var scratch = QRecognizer.Scratch(pointCount: q.pointCount, templateCount: 1)
            for template in q.stored {
                let provisional = q.provisionalBound(cloud, template, scratch: &scratch)
                let full = q.templateBounds(cloud, template, withLookup: true, slot: 0, scratch: &scratch)
                #expect(provisional <= full / QGroup.shrink)
                compared += 1
                if provisional >= 0.5 * full { most += 1 }
            }
        }
        // 3,391 of 4,000 when written (85%).
        #expect(compared >= 160 * 20 && most * 5 >= compared * 3, "\(most) of \(compared) at least half the full bound")
    }
}
