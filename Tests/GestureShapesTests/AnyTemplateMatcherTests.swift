import GestureKit
import Testing
@testable import GestureShapes

/// ``AnyTemplateMatcher``, Embedded Swift's stand-in for `any TemplateMatching`, run in full
/// Swift: the wrapped matcher's answers, with value semantics.
@Suite("AnyTemplateMatcher")
struct AnyTemplateMatcherTests {
    let triangle = GestureSample(points: [Point(x: 0, y: 100), Point(x: 50, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100)])
    let zigzag = GestureSample(points: [Point(x: 0, y: 0), Point(x: 30, y: 60), Point(x: 60, y: 0), Point(x: 90, y: 60)])
    let scribble = GestureSample(points: [Point(x: 10, y: 90), Point(x: 55, y: 5), Point(x: 95, y: 95), Point(x: 5, y: 95)])

    @Test("it answers as the matcher it wraps, distances included")
    func sameAnswers() {
        var plain = QRecognizer()
        var wrapped = AnyTemplateMatcher(QRecognizer())
        for (name, sample) in [("triangle", triangle), ("zigzag", zigzag)] {
            plain.addTemplate(name, sample: sample)
            wrapped.addTemplate(name, sample: sample)
        }
        #expect(wrapped.recognize(scribble) == plain.recognize(scribble))
        #expect(wrapped.distancesByClass(scribble) == plain.distancesByClass(scribble))
    }

    @Test("a copy learns on its own")
    func valueSemantics() {
        var first = AnyTemplateMatcher(ProtractorRecognizer())
        first.addTemplate("triangle", sample: triangle)
        var second = first
        second.addTemplate("zigzag", sample: zigzag)
        #expect(first.distancesByClass(zigzag).keys.sorted() == ["triangle"])
        #expect(second.distancesByClass(zigzag).keys.sorted() == ["triangle", "zigzag"])
        #expect(second.recognize(zigzag)?.name == "zigzag" && first.recognize(zigzag)?.name == "triangle")
    }

    @Test("a combination of wrapped members answers as one of plain members")
    func combined() {
        var plain = CombinedMatcher.jackknifeAndQ()
        var wrapped = CombinedMatcher([AnyTemplateMatcher(JackknifeRecognizer()), AnyTemplateMatcher(QRecognizer())])
        for (name, sample) in [("triangle", triangle), ("zigzag", zigzag)] {
            plain.addTemplate(name, sample: sample)
            wrapped.addTemplate(name, sample: sample)
        }
        #expect(wrapped.recognize(scribble) == plain.recognize(scribble))
        let erased = QRecognizer().erased  // full Swift: the matcher itself, as an existential
        #expect(erased is QRecognizer)
    }
}
