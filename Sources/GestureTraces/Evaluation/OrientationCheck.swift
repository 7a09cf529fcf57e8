import GestureShapes

/// Whether a collection reads better upside down: how many of its gestures a small set of
/// another collection's templates names right as read, and how many once turned over.
///
/// ```swift
/// let check = gesture(label: "check", [(0, 0), (10, 10), (40, -30)])
/// let caret = gesture(label: "caret", [(0, 0), (20, -30), (40, 0)])
/// let training = Array(repeating: [check, caret], count: 10).flatMap { $0 }
/// let upsideDown = Dataset(name: "pyglet", gestures: training.map { $0.turnedUpright(from: .upward) })
/// let orientation = OrientationCheck(test: upsideDown, training: training)
/// print(orientation.looksTurnedOver)   // Prints "true"
///
/// func gesture(label: String, _ points: [(Double, Double)]) -> LabelledGesture {
///     LabelledGesture(label: label, subject: "1", strokes: [points.map { StrokePoint(x: $0.0, y: $0.1, time: nil) }])
/// }
/// ```
///
/// A log does not say which way its `y` runs (``YAxis``), and an upside-down collection only
/// shows as poor figures, which could as well be a hard collection. Turned over, an
/// upside-down collection matches the templates far better, and a right-way-up one far worse
/// (Jackknife compares directions, and a gesture turned over goes round the other way), so
/// the two counts tell them apart where either alone cannot. It is a hint, not a
/// measurement: gesturekit says it on standard error and goes on as it was asked.
///
/// The trade-off is speed over accuracy: Jackknife with at most ``templatesPerClass``
/// templates a class, spread evenly through each class of the training gestures, and no
/// verdict on fewer than ``minimumClassified`` gestures.
public struct OrientationCheck: Sendable {
    /// How many training gestures of each class serve as templates, at most.
    public static let templatesPerClass = 10
    /// How much more of the collection must be named right turned over than as read for it to
    /// look turned over: a quarter of it. Wide, so that a hard collection is not told that it
    /// is upside down; an upside-down one is far past it (one published collection: 0% as
    /// read, 93% turned over).
    public static let margin = 0.25
    /// The fewest gestures of trained classes on which a collection may look turned over: one
    /// gesture misread is no evidence.
    public static let minimumClassified = 20

    /// The fraction of the tested gestures of a trained class named right as read.
    public let asRead: Double
    /// The same fraction with every gesture turned over (mirrored top to bottom).
    public let turnedOver: Double
    /// How many gestures were classified (each both ways): those of a class the training
    /// gestures have.
    public let classified: Int

    /// Whether the collection reads better turned over, by ``margin`` or more, on
    /// ``minimumClassified`` gestures or more.
    public var looksTurnedOver: Bool { classified >= Self.minimumClassified && turnedOver - asRead >= Self.margin }

    /// Classifies every gesture of `test` whose class `training` has, as read and turned over.
    public init(test: Dataset, training: Dataset) {
        self.init(test: test, training: training.gestures)
    }

    /// Classifies every gesture of `test` whose class the `training` gestures have, as read and
    /// turned over, with at most ``templatesPerClass`` of each class as templates.
    public init(test: Dataset, training: [LabelledGesture]) {
        var matcher = JackknifeRecognizer()
        for gestures in Dictionary(grouping: training, by: \.label).sorted(by: { $0.key < $1.key }).map(\.value) {
            let count = Swift.min(gestures.count, Self.templatesPerClass)
            // Spread through the class: training gestures come collection by collection.
            for index in (0..<count).map({ $0 * gestures.count / count }) {
                matcher.addTemplate(gestures[index].label, sample: gestures[index].sample)
            }
        }
        let trained = Set(matcher.templates.map(\.name))
        let tested = test.gestures.filter { trained.contains($0.label) }
        func namedRight(_ gesture: LabelledGesture) -> Bool { matcher.recognize(gesture.sample)?.name == gesture.label }
        classified = tested.count
        let count = Double(Swift.max(1, tested.count))
        asRead = Double(tested.filter(namedRight).count) / count
        turnedOver = Double(tested.filter { namedRight($0.turnedUpright(from: .upward)) }.count) / count
    }
}
