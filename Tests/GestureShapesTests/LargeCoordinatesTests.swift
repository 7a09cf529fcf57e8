import GestureKit
import Testing
@testable import GestureShapes

/// Template matchers take any finite coordinates: a log of another group's app may hold
/// numbers far beyond a screen's (a unit mix-up, a corrupt field), and such a gesture is
/// classified as if drawn in points, never a trap. The matchers square differences of
/// coordinates, so beyond 2⁵⁰⁰ (about 3 × 10¹⁵⁰), or below 2⁻⁵⁰⁰, they scale the sample by a
/// power of two first.
@Suite("Template matchers: coordinates far beyond a screen")
struct LargeCoordinatesTests {
    static let v = [Point(x: 0, y: 0), Point(x: 50, y: 100), Point(x: 100, y: 0)]
    static let line = [Point(x: 0, y: 0), Point(x: 100, y: 100)]
    static let triangle = [Point(x: 0, y: 100), Point(x: 50, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100)]

    static func scaled(_ points: [Point], by factor: Double) -> GestureSample {
        GestureSample(points: points.map { Point(x: $0.x * factor, y: $0.y * factor) })
    }

    static func matchers() -> [(String, AnyTemplateMatcher)] {
        [("protractor", AnyTemplateMatcher(ProtractorRecognizer())), ("p", AnyTemplateMatcher(PointCloudRecognizer())),
         ("p-squared", AnyTemplateMatcher(PointCloudRecognizer(metric: .squaredEuclidean))), ("q", AnyTemplateMatcher(QRecognizer())),
         ("jackknife", AnyTemplateMatcher(JackknifeRecognizer())), ("jackknife+q", AnyTemplateMatcher(CombinedMatcher.jackknifeAndQ()))]
    }

    @Test("A gesture drawn at 10¹⁵⁵, 10³⁰⁰ or 10⁻³⁰⁰ is named as drawn small; at a power of two every matcher gives the same distances",
          arguments: [1e155, 1e300, 0x1p600, 1e-300, 0x1p-600, 0x1p-1000])
    func classified(factor: Double) {
        for (name, var matcher) in Self.matchers() {
            // "v" second: a matcher whose every template ties names the first.
            matcher.addTemplate("line", sample: GestureSample(points: Self.line))
            matcher.addTemplate("v", sample: GestureSample(points: Self.v))
            let drawn = [Point(x: 3, y: 2), Point(x: 48, y: 97), Point(x: 99, y: 4)]
            let large = matcher.recognize(Self.scaled(drawn, by: factor))
            // Protractor and Jackknife too: beyond 2⁵⁰⁰ they named the first template with a
            // NaN distance, or every template at a score of about 0.
            #expect(large?.name == "v", "\(name)")
            #expect(large.map { !$0.distance.isNaN && !$0.score.isNaN } == true, "\(name): \(String(describing: large))")
            if factor.significandBitPattern == 0 {
                // A power of two scales exactly: the same cloud, the same distances.
                #expect(matcher.distancesByClass(Self.scaled(drawn, by: factor)) == matcher.distancesByClass(GestureSample(points: drawn)),
                        "\(name)")
            }
        }
    }

    @Test("The largest coordinate: either axis, either sign, any count, NaNs passed over, never below the start")
    func largestCoordinate() {
        // Every count from 0 to 9, the largest in each place in turn, on x and on y.
        for count in 0...9 {
            #expect(StrokeGeometry.largestCoordinate(Array(repeating: Point(x: 1, y: -2), count: count), atLeast: 0) == (count == 0 ? 0 : 2))
            for place in 0..<count {
                for big in [Point(x: -7e300, y: 3), Point(x: 3, y: 7e300)] {
                    var points = (0..<count).map { Point(x: Double($0), y: -Double($0)) }
                    points[place] = big
                    #expect(StrokeGeometry.largestCoordinate(points, atLeast: 0) == 7e300, "count \(count), place \(place)")
                }
            }
        }
        #expect(StrokeGeometry.largestCoordinate([Point(x: .nan, y: 1), Point(x: -4, y: .nan), Point(x: .nan, y: .nan)], atLeast: 0) == 4)
        #expect(StrokeGeometry.largestCoordinate([Point(x: 1, y: 2)], atLeast: 5) == 5)
        #expect(StrokeGeometry.largestCoordinate([Point(x: 0x1p-600, y: -0x1p-601)], atLeast: 0) == 0x1p-600)
    }

    @Test("Templates drawn at 10¹⁵⁵, and one gesture spanning -10³⁰⁸ to 10³⁰⁸, are learned and matched without a trap")
    func largeTemplates() {
        for (name, var matcher) in Self.matchers() {
            matcher.addTemplate("v", sample: Self.scaled(Self.v, by: 1e155))
            matcher.addTemplate("triangle", sample: Self.scaled(Self.triangle, by: 1e155))
            matcher.addTemplate("span", sample: GestureSample(points: [Point(x: -1e308, y: -1e308), Point(x: 1e308, y: 1e308)]))
            let answer = matcher.recognize(GestureSample(points: Self.v))
            #expect(answer != nil, "\(name)")
        }
    }
}

/// A sample with no point, or a coordinate that is not finite, is learned by no matcher and
/// named by none: learned, it trapped Jackknife at once and $P and $Q at a later recognize.
@Suite("Template matchers: samples that are not shapes")
struct UnmatchableSampleTests {
    @Test("An empty or non-finite template is not learned, and such a candidate gets no answer; the matcher stays usable")
    func unmatchable() {
        let v = GestureSample(points: LargeCoordinatesTests.v)
        let bad = [GestureSample(strokes: []), GestureSample(points: []), GestureSample(strokes: [[], []]),
                   GestureSample(points: [Point(x: .infinity, y: 0), Point(x: 1, y: 1)]), GestureSample(points: [Point(x: .nan, y: 0)])]
        #expect(bad.allSatisfy { !$0.isMatchable } && v.isMatchable && GestureSample(points: [Point(x: 1, y: 1)]).isMatchable)
        for (name, var matcher) in LargeCoordinatesTests.matchers() {
            for sample in bad { matcher.addTemplate("bad", sample: sample) }
            matcher.addTemplate("v", sample: v)
            for sample in bad {
                #expect(matcher.recognize(sample) == nil, "\(name)")
                #expect(matcher.distancesByClass(sample).isEmpty, "\(name)")
                var reported: [String] = []
                matcher.searchClasses(sample, priority: { $1 }, limit: { _ in .infinity }) { name, _ in reported.append(name) }
                #expect(reported.isEmpty, "\(name)")
            }
            #expect(matcher.distancesByClass(v).keys.sorted() == ["v"], "\(name): no 'bad' class was learned")
            #expect(matcher.recognize(GestureSample(points: [Point(x: 3, y: 2), Point(x: 48, y: 97), Point(x: 99, y: 4)]))?.name == "v", "\(name)")
        }
    }
}

extension UnmatchableSampleTests {
    /// A matcher of one's own, combined with a built-in one: the combination, not the member,
    /// keeps an unmatchable sample out.
    struct Recording: TemplateMatching {
        var learned: [String] = []
        mutating func addTemplate(_ name: String, sample: GestureSample) { learned.append(name) }
        func recognize(_ sample: GestureSample) -> TemplateMatch? {
            learned.first.map { TemplateMatch(name: $0, score: 0.5, distance: 1) }
        }
        func classDistances(_ sample: GestureSample) -> ClassDistances {
            ClassDistances(learned.map { ($0, 1.0) })
        }
    }

    @Test("A combination with a member of one's own neither teaches it an unmatchable sample nor measures one")
    func customMember() {
        var combined = CombinedMatcher([AnyTemplateMatcher(Recording()), AnyTemplateMatcher(JackknifeRecognizer())])
        combined.addTemplate("empty", sample: GestureSample(points: []))
        combined.addTemplate("v", sample: GestureSample(points: LargeCoordinatesTests.v))
        #expect(combined.distancesByClass(GestureSample(points: [])).isEmpty)
        #expect(combined.distancesByClass(GestureSample(points: LargeCoordinatesTests.v)).keys.sorted() == ["v"])
        #expect(JackknifeRecognizer.Features([], count: 16).directions.isEmpty)  // no trap: nothing to resample
    }
}
