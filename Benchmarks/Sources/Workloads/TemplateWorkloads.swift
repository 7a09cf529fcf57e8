import GestureKit
import GestureShapes
import GestureTraces

/// The matchers the recognition benchmarks compare.
public enum TemplateMatcher: String, CaseIterable, Sendable {
    case protractor = "Protractor"
    case pointCloud = "$P"
    case q = "$Q"
    case jackknife = "Jackknife"
    case jackknifeQ = "Jackknife+$Q"
    /// Jackknife + $Q with a big template set: every gesture of the four other groups'
    /// collections (25 people, about 250 per class), the $1 writer's gestures as candidates —
    /// what "templates from all the shared people" costs.
    case jackknifeQOtherGroups = "Jackknife+$Q-other-groups"
    /// Jackknife alone with the same big template set: what `gesturekit listen` costs per
    /// stroke with a template set built from every gesture (`templates build --per-class all`).
    case jackknifeOtherGroups = "Jackknife-other-groups"

    /// Whether the templates are the other groups' every gesture rather than one per class.
    public var usesOtherGroups: Bool { self == .jackknifeQOtherGroups || self == .jackknifeOtherGroups }
}

/// Classifies one candidate per step with one template per class of a writer's gestures
/// (or, for the `…OtherGroups` matchers, every gesture of the other groups).
public final class Classification: Workload, @unchecked Sendable {  // one thread at a time
    private let classify: (GestureSample) -> TemplateMatch?
    private let candidates: Cycle<GestureSample>
    public let classes: Int
    public let templates: Int

    /// `otherGroups` (``DollarOneWriter/otherGroups()``) serves the `…OtherGroups` matchers only.
    public init(_ matcher: TemplateMatcher, data: DollarOneWriter, otherGroups: [LabelledGesture] = []) {
        let templateSet = matcher.usesOtherGroups ? otherGroups : data.templates
        classes = Set(templateSet.map(\.label)).count
        templates = templateSet.count
        candidates = Cycle(data.candidates.map(\.sample))
        switch matcher {
        case .protractor:
            var recognizer = ProtractorRecognizer()
            for t in data.templates { recognizer.addTemplate(t.label, points: t.sample.points) }
            classify = { [recognizer] in recognizer.recognize($0.points) }
        case .pointCloud:
            var recognizer = PointCloudRecognizer()
            for t in data.templates { recognizer.addTemplate(t.label, sample: t.sample) }
            classify = { [recognizer] in recognizer.recognize($0) }
        case .q:
            var recognizer = QRecognizer()
            for t in data.templates { recognizer.addTemplate(t.label, sample: t.sample) }
            classify = { [recognizer] in recognizer.recognize($0) }
        case .jackknife, .jackknifeOtherGroups:
            var recognizer = JackknifeRecognizer()
            for t in templateSet { recognizer.addTemplate(t.label, sample: t.sample) }
            classify = { [recognizer] in recognizer.recognize($0) }
        case .jackknifeQ, .jackknifeQOtherGroups:
            var recognizer = CombinedMatcher.jackknifeAndQ()
            for t in templateSet { recognizer.addTemplate(t.label, sample: t.sample) }
            classify = { [recognizer] in recognizer.recognize($0) }
        }
    }

    public func step() { _ = classify(candidates.next()) }

    public var period: Int? { candidates.count }
}

/// Fits a circle to one real drawn circle per step.
public final class CircleFitting: Workload, @unchecked Sendable {  // one thread at a time
    public enum Method: String, CaseIterable, Sendable {
        case taubin = "Taubin"
        case geometric = "geometric from Taubin"
    }
    private let method: Method
    private let circles: Cycle<[Point]>
    public let count: Int

    public init(_ method: Method, data: DollarOneWriter) {
        self.method = method
        count = data.circles.count
        circles = Cycle(data.circles.map { $0.sample.points })
    }

    public func step() {
        switch method {
        case .taubin: _ = try? CircleFitter.taubin(circles.next())
        case .geometric: _ = try? CircleFitter.geometric(circles.next())
        }
    }
}
