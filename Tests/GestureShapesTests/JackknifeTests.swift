import Foundation
import GestureKit
import Testing
@testable import GestureShapes
@testable import GestureTraces

@Suite("Jackknife, combinations and rejection (issue 13)")
struct JackknifeTests {
    static let line = (0...20).map { Point(x: Double($0) * 5, y: 0) }
    static let vee: [Point] = {
        let down: [Point] = (0...10).map { i in Point(x: Double(i) * 5, y: Double(i) * 5) }
        let up: [Point] = (1...10).map { i in Point(x: 50 + Double(i) * 5, y: 50 - Double(i) * 5) }
        return down + up
    }()
    static let caret = vee.map { Point(x: $0.x, y: 100 - $0.y) }

    @Test("Identical directions cost 0; a v is not a ^ (directions are rotation-sensitive)")
    func directions() {
        var recognizer = JackknifeRecognizer()
        recognizer.addTemplate("v", sample: GestureSample(points: Self.vee))
        recognizer.addTemplate("caret", sample: GestureSample(points: Self.caret))
        let same = recognizer.recognize(GestureSample(points: Self.vee.map { Point(x: $0.x * 3 + 7, y: $0.y * 3 - 2) }))
        #expect(same?.name == "v" && (same?.distance ?? 1) < 1e-9 && (same?.score ?? 0) > 0.999999)
        #expect(recognizer.recognize(GestureSample(points: Self.caret))?.name == "caret")
        #expect(JackknifeRecognizer().recognize(GestureSample(points: Self.vee)) == nil)
        #expect(recognizer.recognize(GestureSample(points: [])) == nil)
    }

    @Test("A band as wide as the sequences or wider (Int.max: no band) is every shift, and answers as the widest band does")
    func unboundedBand() {
        var unbounded = JackknifeRecognizer(bandRadius: .max), widest = JackknifeRecognizer(bandRadius: 15)
        #expect(unbounded.bandRadius == 15)
        for (name, points) in [("v", Self.vee), ("caret", Self.caret), ("line", Self.line)] {
            unbounded.addTemplate(name, sample: GestureSample(points: points))
            widest.addTemplate(name, sample: GestureSample(points: points))
        }
        let probe = GestureSample(points: Self.vee.map { Point(x: $0.x, y: $0.y * 0.7) })
        #expect(unbounded.recognize(probe) == widest.recognize(probe) && unbounded.recognize(probe)?.name == "v")
    }

    @Test("The corrections tell a tall line from a wide one that warps alike")
    func corrections() throws {
        let wide = JackknifeRecognizer.Features(Self.line, count: 16)
        let flat = JackknifeRecognizer.Features(Self.line.map { Point(x: $0.x, y: $0.y + ($0.x > 50 ? 1 : 0)) }, count: 16)
        let tall = JackknifeRecognizer.Features(Self.line.map { Point(x: $0.y, y: $0.x) }, count: 16)
        #expect(abs(JackknifeRecognizer.correction(wide, wide) - 1) < 1e-12)
        #expect(JackknifeRecognizer.correction(wide, flat) < 1.01)
        // Perpendicular statistics: each cosine is clamped at 0.01, so 100 × 100.
        #expect(abs(JackknifeRecognizer.correction(wide, tall) - 10_000) < 1e-6)
    }

    @Test("DTW within the band: a one-step shift costs what the shifted pair costs, not a full mismatch")
    func warping() {
        let right = Point(x: 1, y: 0), up = Point(x: 0, y: -1)
        var rows = DynamicTimeWarping.Rows(count: 4)
        let a = [right, right, up, up], b = [right, up, up, up]
        #expect(DynamicTimeWarping.cost(a, a, radius: 2, abandonAbove: .infinity, rows: &rows) == 0)
        // a[1] (right) can only pair with b[0] (right) and b[1] (up): one pair costs 1 − cos 90° = 1.
        #expect(DynamicTimeWarping.cost(a, b, radius: 2, abandonAbove: .infinity, rows: &rows) == 0)
        #expect(DynamicTimeWarping.cost(a, b, radius: 0, abandonAbove: .infinity, rows: &rows) == 1)
        // Abandoning returns something above the limit, never below the true cost.
        #expect(DynamicTimeWarping.cost(a, b, radius: 0, abandonAbove: 0.5, rows: &rows) > 0.5)
    }

    @Test("A template's envelope, kept as Float, holds every direction within the band, widened by at most one Float step on each side")
    func envelopeRoundedOutward() {
        var random = LCG(seed: 23)
        for _ in 0..<50 {
            let points = (0..<12).map { _ in Point(x: Double.random(in: -100...100, using: &random), y: Double.random(in: -100...100, using: &random)) }
            let features = JackknifeRecognizer.Features(points, count: 16)
            let radius = Int.random(in: 0...3, using: &random)
            let template = JackknifeRecognizer.Template(name: "", features: features, bandRadius: radius)
            let directions = features.directions
            for (i, e) in template.envelope.enumerated() {
                let band = directions[max(0, i - radius)...min(directions.count - 1, i + radius)]
                let most = (x: band.map(\.x).max()!, y: band.map(\.y).max()!), least = (x: band.map(\.x).min()!, y: band.map(\.y).min()!)
                #expect(Double(e.x) >= most.x && Double(e.x.nextDown) < most.x, "direction \(i)")
                #expect(Double(e.y) >= most.y && Double(e.y.nextDown) < most.y, "direction \(i)")
                #expect(Double(e.z) <= least.x && Double(e.z.nextUp) > least.x, "direction \(i)")
                #expect(Double(e.w) <= least.y && Double(e.w.nextUp) > least.y, "direction \(i)")
            }
        }
    }

    @Test("Jackknife's bound from a Float envelope is exactly LB_Keogh from it, at most the one from the exact envelope, and a group's (the union of its members' envelopes) at most each member's")
    func envelopeBounds() {
        var random = LCG(seed: 29)
        let radius = 2
        func randomFeatures() -> JackknifeRecognizer.Features {
            JackknifeRecognizer.Features((0..<12).map { _ in Point(x: Double.random(in: -100...100, using: &random), y: Double.random(in: -100...100, using: &random)) },
                                         count: 16)
        }
        let templates = (0..<8).map { _ in JackknifeRecognizer.Template(name: "", features: randomFeatures(), bandRadius: radius) }
        var group = JackknifeGroup(0, of: templates)
        for index in 1..<templates.count { group.include(index, of: templates) }
        for _ in 0..<100 {
            let candidate = randomFeatures()
            for template in templates {
                // LB_Keogh from the envelope in Double, as it was kept before.
                let directions = template.features.directions
                var exact = 0.0
                for (i, d) in candidate.directions.enumerated() {
                    let band = directions[max(0, i - radius)...min(directions.count - 1, i + radius)]
                    let upper = (x: band.map(\.x).max()!, y: band.map(\.y).max()!), lower = (x: band.map(\.x).min()!, y: band.map(\.y).min()!)
                    exact += max(0, 1 - (max(d.x * upper.x, d.x * lower.x) + max(d.y * upper.y, d.y * lower.y)))
                }
                let bound = JackknifeRecognizer.lowerBound(candidate.directions, template)
                #expect(bound <= exact)
                // And exactly LB_Keogh from the Float envelope, each direction's gap taken when
                // positive (the bound computes max(gap, 0) without a branch).
                var fromFloats = 0.0
                for (d, e) in zip(candidate.directions, template.envelope) {
                    let best = max(d.x * Double(e.x), d.x * Double(e.z)) + max(d.y * Double(e.y), d.y * Double(e.w))
                    fromFloats += max(1 - best, 0)
                }
                #expect(bound == fromFloats && bound > 0)
                #expect(group.bound(candidate) <= JackknifeRecognizer.correction(candidate, template.features) * bound)
            }
        }
    }

    /// The lower bound and early abandoning must not change a single answer: measured on real
    /// strokes of the $1 logs against visiting every template with full DTW.
    @Test("Jackknife's pruning is exact on real strokes (every class distance as an exhaustive search finds it)")
    func exactPruning() throws {
        let data = try SharedData.dollarOne.get()
        let templates = data.gestures.filter { $0.subject == "2" && $0.details["speed"] == "medium"  }
            .filter { ($0.details["name"] ?? "").hasSuffix("01") || ($0.details["name"] ?? "").hasSuffix("02") }
        try #require(templates.count == 32)
        var recognizer = JackknifeRecognizer()
        for t in templates { recognizer.addTemplate(t.label, sample: t.sample) }
        let candidates = data.gestures.filter { $0.subject == "5" && $0.details["speed"] == "fast" }
        var rows = DynamicTimeWarping.Rows(count: 15)
        for candidate in candidates {
            let features = JackknifeRecognizer.Features(candidate.sample.points, count: 16)
            var exhaustive: [String: Double] = [:]
            for template in recognizer.templates {
                let cost = DynamicTimeWarping.cost(features.directions, template.features.directions, radius: 2, abandonAbove: .infinity, rows: &rows)
                let distance = cost * JackknifeRecognizer.correction(features, template.features)
                #expect(JackknifeRecognizer.lowerBound(features.directions, template) * JackknifeRecognizer.correction(features, template.features) <= distance + 1e-12)
                exhaustive[template.name] = min(exhaustive[template.name] ?? .infinity, distance)
            }
            let pruned = recognizer.distancesByClass(candidate.sample)
            #expect(pruned.keys.sorted() == exhaustive.keys.sorted())
            for (name, distance) in exhaustive { #expect(abs((pruned[name] ?? -1) - distance) <= 1e-12 * max(1, distance)) }
            let best = try #require(exhaustive.min { ($0.value, $0.key) < ($1.value, $1.key) })
            #expect(abs((recognizer.recognize(candidate.sample)?.distance ?? -1) - best.value) <= 1e-12 * max(1, best.value))
        }
    }

    @Test("Per-class distances agree with the best match for every matcher", arguments: AccuracyEvaluation.Matcher.allCases)
    func classDistancesAgree(matcher: AccuracyEvaluation.Matcher) throws {
        var recognizer = matcher.makeMatcher()
        let data = try SharedData.dollarOne.get()
        for t in data.gestures.filter({ $0.subject == "3" && $0.details["speed"] == "slow" && ($0.details["name"] ?? "").hasSuffix("01") }) {
            recognizer.addTemplate(t.label, sample: t.sample)
        }
        for candidate in data.gestures.filter({ $0.subject == "4" && $0.details["speed"] == "medium" && ($0.details["name"] ?? "").hasSuffix("03") }) {
            let match = try #require(recognizer.recognize(candidate.sample))
            let byClass = recognizer.distancesByClass(candidate.sample)
            #expect(byClass.count == 16)
            #expect(abs((byClass[match.name] ?? -1) - match.distance) <= 1e-9 * max(1, match.distance))
            #expect(byClass.values.allSatisfy { $0 >= match.distance - 1e-9 * max(1, match.distance) })
        }
    }

    @Test("Combination: the weighted geometric mean ignores each matcher's unit; 0 shares silence a member")
    func combination() {
        let a = ["x": 1.0, "y": 4.0], b = ["x": 900.0, "y": 100.0]
        let even = CombinedMatcher.combine([a, b], shares: [1, 1])
        #expect(abs(even["x"]! - 30) < 1e-9 && abs(even["y"]! - 20) < 1e-9)  // √900 = 30, √400 = 20: y wins
        let scaled = CombinedMatcher.combine([a.mapValues { $0 * 1000 }, b], shares: [1, 1])
        #expect((scaled["y"]! < scaled["x"]!) == (even["y"]! < even["x"]!))
        let onlyA = CombinedMatcher.combine([a, b], shares: [1, 0])
        #expect(onlyA == a)
        #expect(CombinedMatcher.combine([a, ["x": 2.0]], shares: [1, 1]).keys.sorted() == ["x"])  // only classes both know
        for (x, n) in [(8.0, 3), (1e-30, 2), (2.5e12, 4), (0.7, 1)] {
            let root = CombinedMatcher.root(x, n)
            var power = 1.0
            for _ in 0..<n { power *= root }
            #expect(abs(power - x) <= 1e-12 * x)
        }
    }

    @Test("Rejection threshold: halfway into the gap the trials leave; accept all without strangers; ties keep the lower")
    func rejectionThreshold() {
        typealias Trial = RejectionCalibration.Trial
        let trials = [Trial(score: 0.95, isKnownClass: true, isCorrect: true), Trial(score: 0.9, isKnownClass: true, isCorrect: true),
                      Trial(score: 0.7, isKnownClass: false, isCorrect: false), Trial(score: 0.6, isKnownClass: false, isCorrect: false)]
        #expect(abs(RejectionCalibration.threshold(for: trials) - 0.8) < 1e-12)
        #expect(RejectionCalibration.threshold(for: trials.filter(\.isKnownClass)) == 0)
        // A known but wrong match is better rejected too.
        let wrong = trials + [Trial(score: 0.92, isKnownClass: true, isCorrect: false)]
        #expect(abs(RejectionCalibration.threshold(for: wrong) - 0.8) < 1e-12)
        // Only strangers: reject everything.
        #expect(RejectionCalibration.threshold(for: trials.filter { !$0.isKnownClass }) > 0.7)
        // Equal objectives (one known lost vs one stranger let in): the lower threshold wins.
        let tie = [Trial(score: 0.9, isKnownClass: true, isCorrect: true), Trial(score: 0.8, isKnownClass: false, isCorrect: false),
                   Trial(score: 0.7, isKnownClass: true, isCorrect: true), Trial(score: 0.1, isKnownClass: false, isCorrect: false)]
        #expect(abs(RejectionCalibration.threshold(for: tie) - 0.4) < 1e-12)
    }
}
