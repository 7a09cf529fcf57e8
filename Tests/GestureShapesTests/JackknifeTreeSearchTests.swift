import Foundation
import GestureKit
@testable import GestureShapes
import GestureTraces
import Testing

/// Jackknife alone searches its groups once it has more than
/// `JackknifeRecognizer.treeSearchThreshold` templates: its answers must be exactly those of
/// measuring every template.
@Suite("Jackknife's search over groups answers exactly as measuring every template")
struct JackknifeTreeSearchTests {
    /// Every template measured by DTW, never abandoned: the nearest (the first learned among
    /// equals) and each class's least distance.
    static func exhaustive(_ recognizer: JackknifeRecognizer, _ sample: GestureSample)
        -> (nearest: TemplateMatch?, byClass: [String: Double]) {
        let candidate = JackknifeRecognizer.Features(sample.points, count: recognizer.resampleCount)
        var rows = DynamicTimeWarping.Rows(count: recognizer.resampleCount - 1)
        var bestIndex = -1, best = Double.infinity
        var byClass: [String: Double] = [:]
        for (index, template) in recognizer.templates.enumerated() {
            let cost = DynamicTimeWarping.cost(candidate.directions, template.features.directions, radius: recognizer.bandRadius,
                                               abandonAbove: .infinity, rows: &rows)
            let distance = cost * JackknifeRecognizer.correction(candidate, template.features)
            if distance < best { (bestIndex, best) = (index, distance) }
            byClass[template.name] = Swift.min(byClass[template.name] ?? .infinity, distance)
        }
        let nearest = bestIndex < 0 ? nil
            : TemplateMatch(name: recognizer.templates[bestIndex].name, score: 1 / (1 + best), distance: best)
        return (nearest, byClass)
    }

    /// The 4,000 templates of the cross-group fold that holds the $1 writers out, every 40th
    /// $1 gesture a candidate (72, every writer and class among them).
    @Test("Every gesture of four groups as templates: the nearest and every class's distance, bit for bit")
    func bigTemplateSet() throws {
        let templates = try SharedData.otherGroups.get()
        var recognizer = JackknifeRecognizer()
        for template in templates { recognizer.addTemplate(template.label, sample: template.sample) }
        let candidates = try SharedData.dollarOne.get().gestures.enumerated().filter { $0.offset % 40 == 0 }.map(\.element)
        for candidate in candidates {
            let reference = Self.exhaustive(recognizer, candidate.sample)
            #expect(recognizer.recognize(candidate.sample) == reference.nearest, "\(candidate.label) by \(candidate.subject)")
            #expect(recognizer.distancesByClass(candidate.sample) == reference.byClass, "\(candidate.label) by \(candidate.subject)")
        }
        #expect(templates.count >= 3_900 && candidates.count >= 70 && Set(candidates.map(\.subject)).count == 6)
    }

    /// On either side of the threshold, the bounds of every template (at 40) and the groups
    /// (at 41) give the same answers; the trees hold every template once.
    @Test("40 templates (every template bounded) and 41 (the groups searched): the exhaustive answers", arguments: [40, 41])
    func threshold(count: Int) throws {
        let gestures = try SharedData.dollarOne.get().gestures
        let templates = gestures.filter { $0.subject == "2" && $0.details["speed"] == "medium" }.prefix(count)
        try #require(templates.count == count && JackknifeRecognizer.treeSearchThreshold == 40)
        var recognizer = JackknifeRecognizer()
        for template in templates { recognizer.addTemplate(template.label, sample: template.sample) }
        let members = recognizer.groups.flatMap { tree in tree.nodes.flatMap(\.members) }.map(Int.init).sorted()
        #expect(members == Array(0..<count))
        let candidates = gestures.filter { $0.subject == "7" && $0.details["speed"] == "fast" }
        for candidate in candidates {
            let reference = Self.exhaustive(recognizer, candidate.sample)
            #expect(recognizer.recognize(candidate.sample) == reference.nearest)
            #expect(recognizer.distancesByClass(candidate.sample) == reference.byClass)
        }
        #expect(candidates.count == 160)
    }

    /// The same gesture learned twice, first as "beta", last as "alpha" — a class learned
    /// first, with another gesture, so the search reaches alpha's copy first: the copy
    /// learned first still wins, as in the exhaustive answer. A sample without points
    /// matches nothing.
    @Test("A tie goes to the template learned first, whichever the search reaches first; no points, no answer")
    func tiesAndEmpty() throws {
        let gestures = try SharedData.dollarOne.get().gestures.filter { $0.subject == "3" && $0.details["speed"] == "slow" }
        let twin = try #require(gestures.first { $0.label == "circle" })
        let other = try #require(gestures.first { $0.label == "triangle" })
        var recognizer = JackknifeRecognizer()
        recognizer.addTemplate("alpha", sample: other.sample)
        recognizer.addTemplate("beta", sample: twin.sample)
        for gesture in gestures.prefix(60) where gesture.label != "circle" { recognizer.addTemplate(gesture.label, sample: gesture.sample) }
        recognizer.addTemplate("alpha", sample: twin.sample)
        try #require(recognizer.templates.count > JackknifeRecognizer.treeSearchThreshold)
        let match = try #require(recognizer.recognize(twin.sample))
        #expect(match == Self.exhaustive(recognizer, twin.sample).nearest)
        #expect(match.name == "beta")
        #expect(match.distance < 1e-12)  // 0 but for the cosines' rounding
        #expect(recognizer.distancesByClass(twin.sample)["alpha"] == match.distance)
        #expect(recognizer.recognize(GestureSample(points: [])) == nil)
        #expect(recognizer.distancesByClass(GestureSample(points: [])).isEmpty)
    }
}
