import GestureKit

/// For one sample, each class's distance from it: what a template matcher answers in
/// ``TemplateMatching/classDistances(_:)``, in the order it learned its classes.
///
/// ```swift
/// var matcher = JackknifeRecognizer()
/// matcher.addTemplate("line", sample: GestureSample(points: [Point(x: 0, y: 0), Point(x: 100, y: 100)]))
/// matcher.addTemplate("caret", sample: GestureSample(points: [Point(x: 0, y: 100), Point(x: 50, y: 0), Point(x: 100, y: 100)]))
///
/// let distances = matcher.classDistances(GestureSample(points: [Point(x: 0, y: 2), Point(x: 98, y: 100)]))
/// print(distances.names)                            // Prints "["line", "caret"]"
/// print(distances["line"]! < distances["caret"]!)   // Prints "true"
/// ```
///
/// Two arrays rather than a `[String: Double]`: names are looked up and compared by their
/// UTF-8 bytes, never hashed as `String`s, whose hashing normalizes them and links Unicode's
/// tables into an Embedded Swift image (about 40 KB of a microcontroller's flash). The
/// trade-off: a lookup by name (`distances["line"]`) reads the names one by one, in time
/// proportional to the number of classes; ``TemplateMatching/distancesByClass(_:)`` gives
/// the same answer as a dictionary.
public struct ClassDistances: Sendable, RandomAccessCollection {
    /// The classes, each once, in the matcher's order.
    public private(set) var names: [String] = []
    /// Each class's distance, in the order of ``names``.
    public private(set) var distances: [Double] = []

    /// No class.
    public init() {}

    /// The classes of `pairs`, in their order. A name given twice keeps its smaller distance
    /// (by bytes: names that differ only in Unicode's normal form are two classes). How a
    /// matcher of your own answers: the names are indexed as they come, so this takes time
    /// in proportion to the pairs.
    public init<Pairs: Sequence>(_ pairs: Pairs) where Pairs.Element == (String, Double) {
        var places: [ClassName: Int] = [:]
        for (name, distance) in pairs {
            if let place = places[ClassName(name)] {
                if distance < distances[place] { distances[place] = distance }
            } else {
                places[ClassName(name)] = names.count
                append(name, distance)
            }
        }
    }

    /// Gives class `name` the distance `distance` if it is smaller than the class's present
    /// one; a class not yet here is appended with it. It looks for the name among the
    /// classes one by one: to make many classes at once, use ``init(_:)``.
    public mutating func record(_ name: String, _ distance: Double) {
        if let position = position(of: name) {
            if distance < distances[position] { distances[position] = distance }
        } else {
            append(name, distance)
        }
    }

    /// Appends a class known not to be here yet (the matchers' own classes, numbered).
    mutating func append(_ name: String, _ distance: Double) {
        names.append(name)
        distances.append(distance)
    }

    /// Where class `name` is, by its bytes: the first such place.
    func position(of name: String) -> Int? {
        names.firstIndex { sameUTF8($0, name) }
    }

    /// Class `name`'s distance; nil for a class not here. Names are compared by their UTF-8
    /// bytes, one by one.
    public subscript(name: String) -> Double? {
        position(of: name).map { distances[$0] }
    }

    /// The class with the smallest distance, ties to the name first in the order of UTF-8
    /// bytes (for names in Unicode's composed form, which ASCII names are, `String`'s
    /// order); nil without classes.
    public var nearest: (name: String, distance: Double)? {
        var best: Int?
        for position in distances.indices {
            guard let current = best else { best = position; continue }
            if (distances[position], ClassName(names[position])) < (distances[current], ClassName(names[current])) {
                best = position
            }
        }
        return best.map { (names[$0], distances[$0]) }
    }

    /// The first position.
    public var startIndex: Int { 0 }
    /// One past the last position.
    public var endIndex: Int { names.count }
    /// The class at `position` and its distance.
    public subscript(position: Int) -> (name: String, distance: Double) {
        (names[position], distances[position])
    }
}
