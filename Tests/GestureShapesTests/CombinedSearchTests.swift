import Foundation
import GestureKit
@testable import GestureShapes
import GestureTraces
import Testing

/// The combination's search skips the last member's classes that cannot win: its answers
/// must be exactly those of measuring every class with every member.
@Suite("A combination's pruned search answers exactly as measuring every class")
struct CombinedSearchTests {
    /// Every class measured by every member, the smallest combination (ties by name).
    static func exhaustive(_ matcher: CombinedMatcher, _ sample: GestureSample) -> TemplateMatch? {
        let voting = matcher.members.indices.filter { matcher.shares[$0] > 0 }
        let combined = CombinedMatcher.combine(voting.map { matcher.members[$0].distancesByClass(sample) },
                                               shares: voting.map { matcher.shares[$0] })
        guard let best = combined.min(by: { ($0.value, $0.key) < ($1.value, $1.key) }) else { return nil }
        return TemplateMatch(name: best.key, score: 1 / (1 + best.value), distance: best.value)
    }

    /// One writer's first `perClass` gestures of each class as templates, every `stride`th
    /// gesture of the others as candidates.
    static func trials(perClass: Int, stride: Int) throws -> (templates: [LabelledGesture], candidates: [LabelledGesture]) {
        let gestures = try SharedData.dollarOne.get().gestures
        let source = gestures[0].subject
        var taken: [String: Int] = [:]
        var templates: [LabelledGesture] = []
        for gesture in gestures where gesture.subject == source && taken[gesture.label, default: 0] < perClass {
            taken[gesture.label, default: 0] += 1
            templates.append(gesture)
        }
        let others = gestures.filter { $0.subject != source }
        return (templates, others.enumerated().filter { $0.offset % stride == 0 }.map(\.element))
    }

    @Test("Jackknife + $Q, $Q + Jackknife, Protractor + $Q (a member with no bounds), 1:1, 2:1 and 1:3 shares; 1 and 4 templates per class",
          arguments: [(1, 1, 1), (1, 2, 1), (1, 1, 3), (4, 1, 1)])
    func sameAnswers(perClass: Int, firstShares: Int, lastShares: Int) throws {
        let (templates, candidates) = try Self.trials(perClass: perClass, stride: perClass == 1 ? 6 : 24)
        let shares = [firstShares, lastShares]
        let pairs: [(String, CombinedMatcher)] = [
            ("jackknifeAndQ()", .jackknifeAndQ(jackknifeShares: firstShares, qShares: lastShares)),
            ("Jackknife + $Q", CombinedMatcher([JackknifeRecognizer().erased, QRecognizer().erased], shares: shares)),
            ("$Q + Jackknife", CombinedMatcher([QRecognizer().erased, JackknifeRecognizer().erased], shares: shares)),
            ("Protractor + $Q", CombinedMatcher([ProtractorRecognizer().erased, QRecognizer().erased], shares: shares)),
            ("$Q + Protractor", CombinedMatcher([QRecognizer().erased, ProtractorRecognizer().erased], shares: shares)),
        ]
        var compared = 0
        for (label, empty) in pairs {
            var matcher = empty
            for template in templates { matcher.addTemplate(template.label, sample: template.sample) }
            for candidate in candidates {
                let pruned = matcher.recognize(candidate.sample), reference = Self.exhaustive(matcher, candidate.sample)
                #expect(pruned == reference, "\(label) \(firstShares):\(lastShares) on \(candidate.label) by \(candidate.subject)")
                compared += 1
            }
        }
        #expect(compared == pairs.count * candidates.count && candidates.count >= 100)
    }

    /// Every gesture of the four other groups' collections as templates (about 4,000, as in
    /// the cross-group folds that hold the $1 writers out), every 100th $1 gesture as a
    /// candidate (18: the exhaustive answer takes seconds each in a debug build).
    @Test("Jackknife + $Q with every gesture of four groups as templates: the exhaustive answer, bit for bit")
    func bigTemplateSet() throws {
        let templates = try SharedData.otherGroups.get()
        let candidates = try SharedData.dollarOne.get().gestures.enumerated().filter { $0.offset % 100 == 0 }.map(\.element)
        var matcher = CombinedMatcher.jackknifeAndQ()
        for template in templates { matcher.addTemplate(template.label, sample: template.sample) }
        for candidate in candidates {
            #expect(matcher.recognize(candidate.sample) == Self.exhaustive(matcher, candidate.sample),
                    "\(candidate.label) by \(candidate.subject)")
        }
        #expect(templates.count >= 3_900 && candidates.count >= 15)
    }

    /// Two classes with the same template tie on every candidate; the first name wins, as in
    /// the exhaustive answer, whichever class was learned first.
    @Test("A tie between classes goes to the first name, whatever the order they were learned in", arguments: [1, 2])
    func ties(jackknifeShares: Int) {
        let line = GestureSample(points: (0..<20).map { Point(x: Double($0) * 5, y: Double($0) * 2) })
        let corner = GestureSample(points: (0..<10).map { Point(x: Double($0) * 5, y: 0) } + (0..<10).map { Point(x: 45, y: Double($0) * 5) })
        let bent = GestureSample(points: (0..<10).map { Point(x: Double($0) * 5, y: Double($0)) } + (0..<10).map { Point(x: 45, y: 9 + Double($0) * 4) })
        var matcher = CombinedMatcher.jackknifeAndQ(jackknifeShares: jackknifeShares)
        for name in ["zeta", "beta", "alpha"] { matcher.addTemplate(name, sample: corner) }
        matcher.addTemplate("gamma", sample: line)
        for candidate in [corner, bent, line] {
            #expect(matcher.recognize(candidate) == Self.exhaustive(matcher, candidate))
        }
        #expect(matcher.recognize(bent)?.name == "alpha")
    }

    @Test("An identical template (distance 0) and a class only one member knows")
    func edges() {
        var matcher = CombinedMatcher.jackknifeAndQ()
        let line = GestureSample(points: (0..<20).map { Point(x: Double($0) * 5, y: Double($0) * 2) })
        let corner = GestureSample(points: (0..<10).map { Point(x: Double($0) * 5, y: 0) } + (0..<10).map { Point(x: 45, y: Double($0) * 5) })
        matcher.addTemplate("line", sample: line)
        matcher.addTemplate("corner", sample: corner)
        #expect(matcher.recognize(line) == Self.exhaustive(matcher, line))
        #expect(matcher.recognize(line)?.name == "line")
        #expect(matcher.recognize(corner) == Self.exhaustive(matcher, corner))
        #expect(matcher.recognize(GestureSample(points: [])) == nil)
        // A member that learned a class before joining: only classes both know can win.
        var early = JackknifeRecognizer()
        early.addTemplate("line only to Jackknife", sample: line)
        var partial = CombinedMatcher([early.erased, QRecognizer().erased])
        partial.addTemplate("corner", sample: corner)
        #expect(partial.recognize(line) == Self.exhaustive(partial, line))
        #expect(partial.recognize(line)?.name == "corner")
    }
}
