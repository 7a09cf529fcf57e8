/// What every template matcher of GestureShapes does: learn named examples, and answer
/// which one a gesture is nearest to, with a score from 0 to 1 that a caller compares with
/// a rejection threshold (see ``RejectionCalibration``).
public protocol TemplateMatching: Sendable {
    /// Learns `sample` as an example of `name`.
    mutating func addTemplate(_ name: String, sample: GestureSample)
    /// The template nearest to `sample`, whatever its score; nil without templates or points.
    func recognize(_ sample: GestureSample) -> TemplateMatch?
    /// For every class with templates, the distance of its nearest template, in the
    /// matcher's own unit (what ``TemplateMatch/distance`` reports). What a combination of
    /// matchers needs.
    func distancesByClass(_ sample: GestureSample) -> [String: Double]
}

extension ProtractorRecognizer: TemplateMatching {
    /// Learns `sample` (its strokes joined in drawing order) as an example of `name`.
    public mutating func addTemplate(_ name: String, sample: GestureSample) {
        addTemplate(name, points: sample.points)
    }

    /// The template most like `sample`, its strokes joined in drawing order.
    public func recognize(_ sample: GestureSample) -> TemplateMatch? {
        recognize(sample.points)
    }
}

extension PointCloudRecognizer: TemplateMatching {}
extension QRecognizer: TemplateMatching {}
extension JackknifeRecognizer: TemplateMatching {}
