import GestureKit
import Testing
@testable import GestureShapes

/// ``ClassDistances``: every matcher's classes in the order learned, each with its nearest
/// template's distance; names told apart, looked up and ordered by their UTF-8 bytes.
@Suite("Class distances")
struct ClassDistancesTests {
    static func stroke(_ points: [(Double, Double)]) -> GestureSample {
        GestureSample(points: points.map { Point(x: $0.0, y: $0.1) })
    }

    /// Three classes, learned out of name order and interleaved, two or three templates each.
    static let templates: [(String, GestureSample)] = [
        ("zigzag", stroke([(0, 0), (30, 60), (60, 0), (90, 60)])),
        ("caret", stroke([(0, 100), (50, 0), (100, 100)])),
        ("line", stroke([(0, 0), (100, 100)])),
        ("caret", stroke([(0, 90), (45, 5), (95, 100), (100, 98)])),
        ("zigzag", stroke([(0, 10), (25, 70), (65, 5), (95, 70)])),
        ("line", stroke([(0, 5), (50, 48), (100, 100)])),
        ("caret", stroke([(5, 100), (50, 10), (90, 95)])),
    ]
    static let candidates = [
        stroke([(10, 5), (30, 50), (52, 96), (80, 40), (98, 2)]),
        stroke([(0, 0), (40, 45), (100, 90)]),
        stroke([(0, 0), (20, 70), (50, 10), (80, 70), (100, 5)]),
    ]

    static let matchers: [(String, any TemplateMatching)] = [
        ("Protractor", ProtractorRecognizer()), ("$P", PointCloudRecognizer()), ("$Q", QRecognizer()),
        ("Jackknife", JackknifeRecognizer()), ("Jackknife + $Q", CombinedMatcher.jackknifeAndQ()),
        ("a combination of members", CombinedMatcher([JackknifeRecognizer().erased, QRecognizer().erased], shares: [1, 2])),
    ]

    @Test("Every matcher lists its classes in the order learned, each once, with its nearest template's distance",
          arguments: matchers.indices)
    func eachClassNearest(matcherIndex: Int) {
        let (label, empty) = Self.matchers[matcherIndex]
        var matcher = empty
        for (name, sample) in Self.templates { matcher.addTemplate(name, sample: sample) }
        for candidate in Self.candidates {
            let distances = matcher.classDistances(candidate)
            #expect(distances.names == ["zigzag", "caret", "line"], "\(label)")
            #expect(distances.count == 3)
            for (name, distance) in distances {
                // The class alone: its nearest template is the matcher's nearest.
                var alone = empty
                for (other, sample) in Self.templates where other == name { alone.addTemplate(other, sample: sample) }
                #expect(alone.recognize(candidate)?.distance == distance, "\(label), \(name)")
                #expect(distances[name] == distance)
            }
            // The dictionary is the same answer.
            #expect(matcher.distancesByClass(candidate) == Dictionary(uniqueKeysWithValues: distances.map { ($0.name, $0.distance) }))
        }
    }

    @Test("Names are their bytes: é composed and decomposed are two classes, each found by its own bytes")
    func namesAreBytes() {
        let composed = "caf\u{E9}", decomposed = "cafe\u{301}"
        #expect(composed == decomposed)  // String's ==: canonically equivalent
        var matcher = QRecognizer()
        matcher.addTemplate(composed, sample: Self.templates[1].1)
        matcher.addTemplate(decomposed, sample: Self.templates[2].1)
        let distances = matcher.classDistances(Self.candidates[1])
        #expect(distances.count == 2)
        let nearer = Swift.min(distances.distances[0], distances.distances[1])
        #expect(distances[composed] == distances.distances[0] && distances[decomposed] == distances.distances[1])
        #expect(distances[composed] != distances[decomposed])
        #expect(distances["cafe"] == nil)
        // A dictionary keys them as one: the nearer stays.
        #expect(matcher.distancesByClass(Self.candidates[1]) == [composed: nearer])
    }

    @Test("The nearest class: the smallest distance; a tie goes to the name first in byte order, whatever the order learned")
    func nearestTies() {
        let tied = ClassDistances([("b", 1.0), ("ab", 1.0), ("c", 0.5), ("a", 1.0)])
        #expect(tied.nearest?.name == "c" && tied.nearest?.distance == 0.5)
        let withoutC = ClassDistances([("b", 1.0), ("ab", 1.0), ("a", 1.0)])
        #expect(withoutC.nearest?.name == "a")
        // Bytes: "Z" (0x5A) before "a" (0x61), and U+00E9 (0xC3 0xA9) after "f".
        #expect(ClassDistances([("a", 2.0), ("Z", 2.0)]).nearest?.name == "Z")
        #expect(ClassDistances([("\u{E9}", 2.0), ("f", 2.0)]).nearest?.name == "f")
        #expect(ClassDistances().nearest == nil)
        // The same through a matcher: identical templates tie, the first name in byte order wins.
        for learned in [["b", "a"], ["a", "b"]] {
            var matcher = CombinedMatcher.jackknifeAndQ()
            for name in learned { matcher.addTemplate(name, sample: Self.templates[0].1) }
            #expect(matcher.recognize(Self.candidates[2])?.name == "a")
        }
    }

    @Test("A name given twice keeps its smaller distance; record only lowers a distance")
    func recordKeepsTheSmaller() {
        var distances = ClassDistances([("a", 3.0), ("b", 1.0), ("a", 2.0), ("a", 4.0)])
        #expect(distances.names == ["a", "b"] && distances.distances == [2.0, 1.0])
        distances.record("b", 5)
        distances.record("c", 7)
        #expect(distances.names == ["a", "b", "c"] && distances.distances == [2.0, 1.0, 7.0])
    }

    @Test("combine: the classes every member knows, in the first member's order, whatever order the others list them in")
    func combineAnyOrder() {
        let first = ClassDistances([("x", 4.0), ("y", 9.0), ("z", 1.0)])
        let aligned = ClassDistances([("x", 1.0), ("y", 4.0), ("z", 16.0)])
        let shuffled = ClassDistances([("z", 16.0), ("x", 1.0), ("w", 3.0), ("y", 4.0)])
        let missingY = ClassDistances([("z", 16.0), ("x", 1.0)])
        let expected = CombinedMatcher.combine([first, aligned], shares: [1, 1])
        let means = [4.0, 36.0, 16.0].map { CombinedMatcher.root($0, 2) }  // about 2, 6 and 4
        #expect(expected.names == ["x", "y", "z"] && expected.distances == means)
        #expect(zip(means, [2.0, 6.0, 4.0]).allSatisfy { abs($0 - $1) < 1e-12 })
        let fromShuffled = CombinedMatcher.combine([first, shuffled], shares: [1, 1])
        #expect(fromShuffled.names == expected.names && fromShuffled.distances == expected.distances)
        let withoutY = CombinedMatcher.combine([first, missingY], shares: [1, 1])
        #expect(withoutY.names == ["x", "z"] && withoutY.distances == [means[0], means[2]])
        // Many classes, the other member listing them backwards and lacking every tenth: each
        // still found by its name (an index, not a scan per class).
        let names = (0..<2_000).map { "class \($0)" }
        let forwards = ClassDistances(names.enumerated().map { ($1, Double($0 + 1)) })
        let backwards = ClassDistances(names.enumerated().reversed().filter { $0.offset % 10 != 3 }.map { ($1, 4.0) })
        let many = CombinedMatcher.combine([forwards, backwards], shares: [1, 1])
        #expect(many.count == 1_800 && many.names == names.enumerated().filter { $0.offset % 10 != 3 }.map(\.element))
        #expect(zip(many.names, many.distances).allSatisfy { name, distance in
            distance == CombinedMatcher.root(4 * forwards[name]!, 2)
        })
        // Dictionaries: the same means.
        #expect(CombinedMatcher.combine([["x": 4, "y": 9, "z": 1], ["z": 16, "x": 1, "y": 4]], shares: [1, 1])
                    == ["x": means[0], "y": means[1], "z": means[2]])
    }
}
