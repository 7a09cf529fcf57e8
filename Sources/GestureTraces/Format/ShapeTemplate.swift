import Foundation
import GestureKit
import GestureShapes

/// A drawn shape's example, as a templates file keeps it: a name and its strokes' points.
///
/// ```swift
/// let file = FileManager.default.temporaryDirectory.appendingPathComponent("shapes-\(UUID().uuidString).json")
/// try ShapeTemplate.write([ShapeTemplate(name: "v", points: [Point(x: 0, y: 0), Point(x: 50, y: 100), Point(x: 100, y: 0)]),
///                          ShapeTemplate(name: "x", strokes: [[Point(x: 0, y: 0), Point(x: 100, y: 100)],
///                                                             [Point(x: 100, y: 0), Point(x: 0, y: 100)]])], to: file)
///
/// var matcher = CombinedMatcher.jackknifeAndQ()
/// for template in try ShapeTemplate.read(contentsOf: file) {
///     matcher.addTemplate(template.name, sample: template.sample)
/// }
/// let drawn = GestureSample(points: [Point(x: 10, y: 5), Point(x: 52, y: 96), Point(x: 98, y: 2)])
/// print(matcher.recognize(drawn)!.name)   // Prints "v"
/// ```
///
/// The file is JSON, `{"templates": [{"name": "circle", "points": [[x, y], …]}, {"name": "x",
/// "strokes": [[[x, y], …], [[x, y], …]]}, …]}`: a template of one stroke keeps its points
/// under `points`, one of several strokes keeps each stroke under `strokes`. It is what
/// `gesturekit templates build` writes (every class's most central gestures of a collection,
/// or all of them) and what `gesturekit listen --record-template` adds to, so the templates
/// a command line built or a user drew serve a library user's matcher as they serve
/// `listen`'s. Strokes are kept apart because the multistroke matchers ($P, $Q) resample
/// each stroke on its own, never across the jump to the next; a one-stroke matcher
/// (Protractor, Jackknife) joins them in drawing order, as it joins a drawn sample's. The
/// trade-off: points rounded to a tenth of a point, for a small file; the strokes' times and
/// the people who drew them stay in the collection.
public struct ShapeTemplate: Hashable, Sendable, Codable {
    /// The shape's name: the class a matcher learns it as.
    public var name: String
    /// The strokes, in drawing order, each its points.
    public var strokes: [[Point]]

    /// Creates a template of one stroke.
    public init(name: String, points: [Point]) {
        self.init(name: name, strokes: [points])
    }

    /// Creates a template of several strokes, in drawing order.
    public init(name: String, strokes: [[Point]]) {
        self.name = name
        self.strokes = strokes
    }

    /// Every point, the strokes joined in drawing order; setting it makes the template one
    /// stroke.
    public var points: [Point] {
        get { sample.points }
        set { strokes = [newValue] }
    }

    /// The template as a matcher learns it (`TemplateMatching.addTemplate(_:sample:)`), its
    /// strokes apart.
    public var sample: GestureSample { GestureSample(strokes: strokes) }

    private enum CodingKeys: String, CodingKey { case name, points, strokes }

    /// A position in a list, for an error's path (`templates[0].strokes[1]`).
    private struct Index: CodingKey {
        var intValue: Int?
        var stringValue: String { "\(intValue ?? 0)" }
        init(intValue: Int) { self.intValue = intValue }
        init?(stringValue: String) { nil }
    }

    /// Reads a template: a name and either `points` (one stroke) or `strokes`; a point must
    /// be two finite numbers, every stroke have a point, and the whole at least two points
    /// apart (``problem(withStrokes:)``).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        // A blank name is a shape no binding can name, and prints as nothing when recognized.
        if let problem = Self.problem(withName: name) {
            throw DecodingError.dataCorruptedError(forKey: .name, in: container, debugDescription: problem)
        }
        func point(_ pair: [Double], at key: CodingKeys) throws -> Point {
            guard pair.count == 2, pair.allSatisfy(\.isFinite) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "a point is [x, y]")
            }
            return Point(x: pair[0], y: pair[1])
        }
        switch (container.contains(.points), container.contains(.strokes)) {
        case (true, true):
            throw DecodingError.dataCorruptedError(forKey: .strokes, in: container,
                                                   debugDescription: "a template has \"points\" (one stroke) or \"strokes\", not both")
        case (false, false):
            throw DecodingError.dataCorrupted(.init(codingPath: container.codingPath,
                                                    debugDescription: "missing field \"points\" (or \"strokes\", for several strokes)"))
        case (true, false):
            strokes = [try container.decode([[Double]].self, forKey: .points).map { try point($0, at: .points) }]
        case (false, true):
            strokes = try container.decode([[[Double]]].self, forKey: .strokes).map { stroke in try stroke.map { try point($0, at: .strokes) } }
            if let empty = strokes.firstIndex(where: \.isEmpty) {
                throw DecodingError.dataCorrupted(.init(codingPath: container.codingPath + [CodingKeys.strokes, Index(intValue: empty)],
                                                        debugDescription: "a stroke has at least 1 point"))
            }
        }
        if let problem = Self.problem(withStrokes: strokes) {
            throw DecodingError.dataCorruptedError(forKey: container.contains(.points) ? .points : .strokes,
                                                   in: container, debugDescription: problem)
        }
    }

    /// Writes the template, its points to a tenth of a point: one stroke as `points`, several
    /// as `strokes`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        let written = strokes.map { Self.asWritten($0).map { [$0.x, $0.y] } }
        if written.count == 1 {
            try container.encode(written[0], forKey: .points)
        } else {
            try container.encode(written, forKey: .strokes)
        }
    }

    /// Why `points`, as one stroke, cannot be a template, or nil: what
    /// ``problem(withStrokes:)`` says of a template of that stroke alone.
    ///
    /// ```swift
    /// print(ShapeTemplate.problem(with: [Point(x: 3, y: 4)]) ?? "fine")   // Prints "a stroke has at least 2 points"
    /// let press = [Point(x: 3, y: 4), Point(x: 3.04, y: 4)]
    /// print(ShapeTemplate.problem(with: press) ?? "fine")   // Prints "a stroke has no length: its points are all at one place"
    /// ```
    public static func problem(with points: [Point]) -> String? {
        problem(withStrokes: [points])
    }

    /// Why `name` cannot name a template, or nil: a name is not blank (a blank one no
    /// binding can name, and it prints as nothing when recognized). A file is refused with
    /// it, and nothing is written with it.
    public static func problem(withName name: String) -> String? {
        name.allSatisfy(\.isWhitespace) ? "a template's name is blank (\"\(name)\")" : nil
    }

    /// Why `strokes` cannot be a template, or nil: at least one stroke, every coordinate
    /// finite, every stroke at least 1 point (a lone stroke at least 2: the dot of an "i"
    /// is a stroke of a gesture, not a gesture), and not all at one place as a file keeps
    /// them (``asWritten(_:)``: to a tenth of a point) — a matcher of directions or shapes
    /// has nothing to compare. A file is refused with it, nothing is written with it, and
    /// `gesturekit templates build` leaves such a gesture out.
    ///
    /// ```swift
    /// let dot = [Point(x: 3, y: 4)], bar = [Point(x: 3, y: 10), Point(x: 3, y: 30)]
    /// print(ShapeTemplate.problem(withStrokes: [bar, dot]) ?? "fine")   // Prints "fine"
    /// print(ShapeTemplate.problem(withStrokes: [dot, dot]) ?? "fine")   // Prints "a template has no length: its strokes' points are all at one place"
    /// ```
    public static func problem(withStrokes strokes: [[Point]]) -> String? {
        guard !strokes.isEmpty else { return "a template has at least 1 stroke" }
        guard strokes.allSatisfy({ $0.allSatisfy { $0.x.isFinite && $0.y.isFinite } }) else { return "a point is not a finite number" }
        let single = strokes.count == 1
        if single && strokes[0].count < 2 { return "a stroke has at least 2 points" }
        guard strokes.allSatisfy({ !$0.isEmpty }) else { return "a stroke has at least 1 point" }
        let first = asWritten([strokes[0][0]])[0]
        guard strokes.contains(where: { asWritten($0).contains { $0 != first } }) else {
            return single ? "a stroke has no length: its points are all at one place"
                          : "a template has no length: its strokes' points are all at one place"
        }
        return nil
    }

    /// `points` as a file keeps them: to a tenth of a point (a coordinate beyond 10¹⁵, where
    /// a Double holds no tenths, as it is).
    public static func asWritten(_ points: [Point]) -> [Point] {
        func tenth(_ value: Double) -> Double { Swift.abs(value) < 1e15 ? (value * 10).rounded() / 10 : value }
        return points.map { Point(x: tenth($0.x), y: tenth($0.y)) }
    }

    private struct File: Codable { var templates: [ShapeTemplate] }

    /// The templates in a templates file's bytes, in the file's order.
    ///
    /// - Parameters:
    ///   - data: the file's bytes.
    ///   - file: the file's name or path, for the errors.
    /// - Throws: ``TraceError`` naming the field at fault (`templates[2].points`) and what is
    ///   wrong with it.
    public static func read(_ data: Data, file: String? = nil) throws(TraceError) -> [ShapeTemplate] {
        // Keys first: a misspelt "stroke" is named as such, not as a template missing "points".
        try checkKeys(in: data, file: file)
        let templates: [ShapeTemplate]
        do {
            templates = try JSONDecoder().decode(File.self, from: data).templates
        } catch let error as DecodingError {
            // Broken JSON: the line and column, as for a trace.
            if case .dataCorrupted(let context) = error, context.codingPath.isEmpty,
               let (message, position) = TraceReader.syntaxError(in: data) {
                throw TraceError("not a templates file: \(message)", at: position, file: file)
            }
            let problem = DecodingProblem(error)
            throw TraceError("not a templates file: \(problem.message)", at: problem.path, file: file)
        } catch {
            throw TraceError("not a templates file (\(error.localizedDescription))", file: file)
        }
        return templates
    }

    /// The templates in the file at `url`, in the file's order.
    ///
    /// - Throws: ``TraceError``: what ``read(_:file:)`` throws, or that the file cannot be read.
    public static func read(contentsOf url: URL) throws(TraceError) -> [ShapeTemplate] {
        try read(TraceError.contents(of: url), file: url.path)
    }

    /// Writes `templates` to the file at `url`, replacing it whole (a reader never sees half
    /// a file), the keys sorted so that the same templates give the same bytes.
    ///
    /// - Throws: ``TraceError`` when a template cannot be read back (``encoded(_:)``) or the
    ///   file cannot be written.
    public static func write(_ templates: [ShapeTemplate], to url: URL) throws(TraceError) {
        let data = try encoded(templates)
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw TraceError("cannot be written (\(error.localizedDescription))", file: url.path)
        }
    }

    /// The bytes of a templates file holding `templates`, as ``write(_:to:)`` writes them.
    ///
    /// - Throws: ``TraceError`` naming the template when its points, as written, are what a
    ///   reader refuses (``problem(withStrokes:)``): a file is never written that cannot be read.
    public static func encoded(_ templates: [ShapeTemplate]) throws(TraceError) -> Data {
        for (index, template) in templates.enumerated() {
            if let problem = problem(withName: template.name) {
                throw TraceError("not written: \(problem)", at: "templates[\(index)].name")
            }
            if let problem = problem(withStrokes: template.strokes) {
                let field = template.strokes.count == 1 ? "points" : "strokes"
                throw TraceError("not written: \(problem) (\"\(template.name)\")", at: "templates[\(index)].\(field)")
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            return try encoder.encode(File(templates: templates))
        } catch {
            throw TraceError("cannot be encoded (\(error.localizedDescription))")
        }
    }
}
