/// A template matcher of any type, in a concrete type: what Embedded Swift holds where full
/// Swift holds an `any TemplateMatching`.
///
/// Embedded Swift has no existentials of protocols that value types conform to, so there
/// ``AnyTemplateMatching`` (the type of ``CombinedMatcher/members`` and of
/// ``TemplateGestureRecognizer/Matcher/custom(_:)``) is this type instead; wrap a matcher with
/// ``init(_:)`` or ``TemplateMatching/erased``. It has the wrapped matcher's answers and
/// its value semantics: a copy learns on its own. It works the same in full Swift.
public struct AnyTemplateMatcher: TemplateMatching {
    private var box: AnyTemplateMatcherBox

    /// Wraps `matcher` (a copy of it: it is a value).
    public init<Matcher: TemplateMatching>(_ matcher: Matcher) {
        box = TemplateMatcherBox(matcher)
    }

    /// Learns `sample` as an example of `name`, in this copy only.
    public mutating func addTemplate(_ name: String, sample: GestureSample) {
        // Copy on write: a box another copy shares is never changed.
        if !isKnownUniquelyReferenced(&box) { box = box.copy() }
        box.addTemplate(name, sample: sample)
    }

    /// The wrapped matcher's answer.
    public func recognize(_ sample: GestureSample) -> TemplateMatch? {
        box.recognize(sample)
    }

    /// The wrapped matcher's calibrated threshold.
    public var suggestedMinimumScore: Double? { box.suggestedMinimumScore }

    /// The wrapped matcher's distances.
    public func classDistances(_ sample: GestureSample) -> ClassDistances {
        box.classDistances(sample)
    }

    /// The wrapped matcher's search.
    public func searchClasses(_ sample: GestureSample, priority: (String, Double) -> Double, limit: (String) -> Double,
                              found: (String, Double) -> Void) {
        box.searchClasses(sample, priority: priority, limit: limit, found: found)
    }
}

#if hasFeature(Embedded)
/// A matcher of any type: `any TemplateMatching` in full Swift, ``AnyTemplateMatcher`` in
/// Embedded Swift, which has no existentials of value-type protocols (docs/Platforms.md).
public typealias AnyTemplateMatching = AnyTemplateMatcher
#else
/// A matcher of any type: `any TemplateMatching` in full Swift, ``AnyTemplateMatcher`` in
/// Embedded Swift, which has no existentials of value-type protocols (docs/Platforms.md).
public typealias AnyTemplateMatching = any TemplateMatching
#endif

extension TemplateMatching {
    /// This matcher as an ``AnyTemplateMatching``: itself in full Swift, wrapped in an
    /// ``AnyTemplateMatcher`` in Embedded Swift.
    public var erased: AnyTemplateMatching {
        #if hasFeature(Embedded)
        AnyTemplateMatcher(self)
        #else
        self
        #endif
    }
}

/// The box's interface, for the wrapper to call without knowing the matcher's type.
private class AnyTemplateMatcherBox: @unchecked Sendable {
    func copy() -> AnyTemplateMatcherBox { fatalError("abstract") }
    func addTemplate(_ name: String, sample: GestureSample) { fatalError("abstract") }
    func recognize(_ sample: GestureSample) -> TemplateMatch? { fatalError("abstract") }
    func classDistances(_ sample: GestureSample) -> ClassDistances { fatalError("abstract") }
    var suggestedMinimumScore: Double? { fatalError("abstract") }
    func searchClasses(_ sample: GestureSample, priority: (String, Double) -> Double, limit: (String) -> Double,
                       found: (String, Double) -> Void) { fatalError("abstract") }
}

/// Holds one matcher. `@unchecked Sendable`: the matcher is Sendable, and the box is changed
/// only through a wrapper that holds the only reference (copy on write).
private final class TemplateMatcherBox<Matcher: TemplateMatching>: AnyTemplateMatcherBox, @unchecked Sendable {
    private var matcher: Matcher

    init(_ matcher: Matcher) { self.matcher = matcher }

    override func copy() -> AnyTemplateMatcherBox { TemplateMatcherBox(matcher) }
    override func addTemplate(_ name: String, sample: GestureSample) { matcher.addTemplate(name, sample: sample) }
    override func recognize(_ sample: GestureSample) -> TemplateMatch? { matcher.recognize(sample) }
    override func classDistances(_ sample: GestureSample) -> ClassDistances { matcher.classDistances(sample) }
    override var suggestedMinimumScore: Double? { matcher.suggestedMinimumScore }
    override func searchClasses(_ sample: GestureSample, priority: (String, Double) -> Double, limit: (String) -> Double,
                                found: (String, Double) -> Void) {
        matcher.searchClasses(sample, priority: priority, limit: limit, found: found)
    }
}
