import GestureShapes

/// Whether a collection reads better upside down: how many of its gestures a small set of
/// another collection's templates names right as read, and how many once turned over.
///
/// ```swift
/// let check = gesture(label: "check", [(0, 0), (10, 10), (40, -30)])
/// let caret = gesture(label: "caret", [(0, 0), (20, -30), (40, 0)])
/// let training = Dataset(name: "training", gestures: [check, caret])
/// let upsideDown = Dataset(name: "pyglet", gestures: [check, caret].map { $0.turnedUpright(from: .upward) })
/// let orientation = OrientationCheck(test: upsideDown, training: training)
/// print(orientation.looksTurnedOver)   // Prints "true"
///
/// func gesture(label: String, _ points: [(Double, Double)]) -> LabelledGesture {
///     LabelledGesture(label: label, subject: "1", strokes: [points.map { StrokePoint(x: $0.0, y: $0.1, time: nil) }])
/// }
/// ```
///
/// A log does not say which way its `y` runs (``YAxis``), and an upside-down
/// collection only shows as poor figures, which could as well be a hard collection. Turned
/// over, an upside-down collection matches the templates far better, and a right-way-up one
/// far worse, so the two counts tell them apart where either alone cannot. It is a hint, not a
/// measurement: eval says it on standard error and measures the collection as it was asked to.
///
/// The trade-off is speed over accuracy: Jackknife with at most
/// ``templatesPerClass`` templates a class, taken evenly through each class of the training
/// collection, so that a check costs a fraction of the run it precedes.
public struct OrientationCheck: Sendable {
    /// How many training gestures of each class serve as templates, at most.
    public static let templatesPerClass = 10
    /// How much more of the collection must be named right turned over than as read for it to
    /// look turned over: a quarter of it. Wide, so that a hard collection is not told that it
    /// is upside down; an upside-down one is far past it (one published collection: 0% as
    /// read, 93% turned over, since Jackknife compares directions and a gesture turned over
    /// goes round the other way).
    public static let margin = 0.25

    /// The fraction of the tested gestures of a trained class named right as read.
    public var asRead: Double
    /// The same fraction with every gesture turned over (mirrored top to bottom).
    public var turnedOver: Double
    /// How many gestures were classified (each both ways): those of a class the training
    /// collection has.
    public var classified: Int

    /// Whether the collection reads better turned over, by ``margin`` or more.
    public var looksTurnedOver: Bool { turnedOver - asRead >= Self.margin }

    /// Classifies every gesture of `test` whose class `training` has, as read and turned over.
    public init(test: Dataset, training: Dataset) {
        var matcher = JackknifeRecognizer()
        for gestures in Dictionary(grouping: training.gestures, by: \.label).sorted(by: { $0.key < $1.key }).map(\.value) {
            let step = max(1, gestures.count / Self.templatesPerClass)
            for gesture in stride(from: 0, to: gestures.count, by: step).prefix(Self.templatesPerClass).map({ gestures[$0] }) {
                matcher.addTemplate(gesture.label, sample: gesture.sample)
            }
        }
        let trained = Set(matcher.templates.map(\.name))
        let tested = test.gestures.filter { trained.contains($0.label) }
        func namedRight(_ gesture: LabelledGesture) -> Bool { matcher.recognize(gesture.sample)?.name == gesture.label }
        classified = tested.count
        let count = Double(max(1, tested.count))
        asRead = Double(tested.filter(namedRight).count) / count
        turnedOver = Double(tested.filter { namedRight($0.turnedUpright(from: .upward)) }.count) / count
    }
}
