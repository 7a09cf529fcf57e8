import GestureKit
import Testing
@testable import GestureShapes

/// Each matcher's scores are on a scale of their own, so a template recognizer's default
/// minimum score is its matcher's calibrated "none of these" threshold.
@Suite("Template recognizers' default minimum score")
struct MinimumScoreTests {
    static let defaults: [(TemplateGestureRecognizer.Matcher, Double)] = [
        (.protractor(ProtractorRecognizer()), 0.966),
        (.pointCloud(PointCloudRecognizer()), 0.45),
        (.pointCloud(PointCloudRecognizer(metric: .squaredEuclidean)), 0.91),
        (.q(QRecognizer()), 0.24),
        (.jackknife(JackknifeRecognizer()), 0.46),
        (.custom(CombinedMatcher.jackknifeAndQ()), 0.30),
        (.custom(AnyTemplateMatcher(CombinedMatcher.jackknifeAndQ())), 0.30),  // as Embedded Swift holds it
    ]

    @Test("The matcher's calibrated threshold, as set up by default", arguments: defaults.indices)
    func calibrated(index: Int) {
        let (matcher, expected) = Self.defaults[index]
        #expect(matcher.suggestedMinimumScore == expected)
        #expect(TemplateGestureRecognizer(matcher: matcher).minimumScore == expected)
    }

    @Test("Settings it was not calibrated for, and matchers without one, fall back; a given score wins")
    func uncalibrated() {
        let others: [TemplateGestureRecognizer.Matcher] = [
            .protractor(ProtractorRecognizer(resampleCount: 32)), .protractor(ProtractorRecognizer(orientationSensitive: true)),
            .pointCloud(PointCloudRecognizer(pointCount: 16)), .q(QRecognizer(gridSize: 32)),
            .custom(CombinedMatcher.jackknifeAndQ(jackknifeShares: 1, qShares: 3)),
            .custom(CombinedMatcher([ProtractorRecognizer().erased, QRecognizer().erased])),
        ]
        for matcher in others {
            #expect(matcher.suggestedMinimumScore == nil)
            #expect(TemplateGestureRecognizer(matcher: matcher).minimumScore == TemplateGestureRecognizer.uncalibratedMinimumScore)
        }
        #expect(TemplateGestureRecognizer(matcher: .q(QRecognizer()), minimumScore: 0.5).minimumScore == 0.5)
        #expect(TemplateGestureRecognizer(matcher: .custom(CombinedMatcher.jackknifeAndQ(jackknifeShares: 2, qShares: 2))).minimumScore == 0.30)
    }

    @Test("The default follows the matcher when it changes; a score set stays")
    func followsTheMatcher() {
        let shapes = TemplateGestureRecognizer(matcher: .protractor(ProtractorRecognizer()))
        #expect(shapes.minimumScore == 0.966)
        shapes.matcher = .q(QRecognizer())
        #expect(shapes.minimumScore == 0.24)
        shapes.minimumScore = 0.3
        shapes.matcher = .jackknife(JackknifeRecognizer())
        #expect(shapes.minimumScore == 0.3)
    }

    @Test("$Q by default recognizes a close match whose score the old one-for-all 0.8 refused")
    func qRecognizesByDefault() throws {
        let window = Window(size: Size(width: 400, height: 400))
        let shapes = TemplateGestureRecognizer(matcher: .q(QRecognizer()))
        shapes.addTemplate("v", sample: GestureSample(points: [Point(x: 0, y: 0), Point(x: 50, y: 100), Point(x: 100, y: 0)]))
        shapes.addTemplate("line", sample: GestureSample(points: [Point(x: 0, y: 0), Point(x: 100, y: 100)]))
        window.addGestureRecognizer(shapes)
        var named: [String] = []
        shapes.addAction { _ in named.append(shapes.matchedName ?? "?") }
        let stroke = [Point(x: 110, y: 105), Point(x: 130, y: 150), Point(x: 152, y: 196), Point(x: 180, y: 140), Point(x: 198, y: 102)]
        for (index, point) in stroke.enumerated() {
            try window.sendEvent(TouchEvent(timestamp: 0.05 * Double(index), changes: [.init(id: 1, phase: index == 0 ? .began : .moved, location: point)]))
        }
        try window.sendEvent(TouchEvent(timestamp: 0.3, changes: [.init(id: 1, phase: .ended, location: stroke[4])]))
        #expect(named == ["v"])
        #expect(shapes.lastMatch.map { $0.score >= 0.24 && $0.score < 0.8 } == true)
    }
}
