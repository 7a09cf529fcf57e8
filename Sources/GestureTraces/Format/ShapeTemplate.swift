import Foundation
import GestureKit
import GestureShapes

/// A drawn shape's example, as a templates file keeps it: a name and one stroke's points.
///
/// ```swift
/// let file = FileManager.default.temporaryDirectory.appendingPathComponent("shapes-\(UUID().uuidString).json")
/// try ShapeTemplate.write([ShapeTemplate(name: "v", points: [Point(x: 0, y: 0), Point(x: 50, y: 100), Point(x: 100, y: 0)]),
///                          ShapeTemplate(name: "line", points: [Point(x: 0, y: 0), Point(x: 100, y: 100)])], to: file)
///
/// var matcher = CombinedMatcher.jackknifeAndQ()
/// for template in try ShapeTemplate.read(contentsOf: file) {
///     matcher.addTemplate(template.name, sample: template.sample)
/// }
/// let drawn = GestureSample(points: [Point(x: 10, y: 5), Point(x: 52, y: 96), Point(x: 98, y: 2)])
/// print(matcher.recognize(drawn)!.name)   // Prints "v"
/// ```
///
/// The file is JSON, `{"templates": [{"name": "circle", "points": [[x, y], …]}, …]}`: what
/// `gesturekit templates build` writes (every class's most central gestures of a collection,
/// or all of them) and what `gesturekit listen --record-template` adds to, so the templates
/// a command line built or a user drew serve a library user's matcher as they serve
/// `listen`'s. The trade-off: one stroke per example, points rounded to a tenth of a point —
/// what one-stroke matchers need, and a small file; the strokes' times and the people who
/// drew them stay in the collection.
public struct ShapeTemplate: Hashable, Sendable, Codable {
    /// The shape's name: the class a matcher learns it as.
    public var name: String
    /// The stroke, in points.
    public var points: [Point]

    /// Creates a template.
    public init(name: String, points: [Point]) {
        self.name = name
        self.points = points
    }

    /// The stroke as a matcher learns it (`TemplateMatching.addTemplate(_:sample:)`).
    public var sample: GestureSample { GestureSample(points: points) }

    private enum CodingKeys: String, CodingKey { case name, points }

    /// Reads a template; a point must be two finite numbers, and the stroke at least two
    /// points apart (``problem(with:)``).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        points = try container.decode([[Double]].self, forKey: .points).map { pair in
            guard pair.count == 2, pair.allSatisfy(\.isFinite) else {
                throw DecodingError.dataCorruptedError(forKey: .points, in: container, debugDescription: "a point is [x, y]")
            }
            return Point(x: pair[0], y: pair[1])
        }
        if let problem = Self.problem(with: points) {
            throw DecodingError.dataCorruptedError(forKey: .points, in: container, debugDescription: problem)
        }
    }

    /// Writes the template, its points to a tenth of a point.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(Self.asWritten(points).map { [$0.x, $0.y] }, forKey: .points)
    }

    /// Why `points` cannot be a template, or nil: every coordinate finite, at least 2 points,
    /// and not all at one place as a file keeps them (``asWritten(_:)``: to a tenth of a
    /// point) — a matcher of directions or shapes has nothing to compare. A file is refused
    /// with it, nothing is written with it, and `gesturekit templates build` leaves such a
    /// gesture out.
    ///
    /// ```swift
    /// print(ShapeTemplate.problem(with: [Point(x: 3, y: 4)]) ?? "fine")   // Prints "a stroke has at least 2 points"
    /// let press = [Point(x: 3, y: 4), Point(x: 3.04, y: 4)]
    /// print(ShapeTemplate.problem(with: press) ?? "fine")   // Prints "a stroke has no length: its points are all at one place"
    /// ```
    public static func problem(with points: [Point]) -> String? {
        guard points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return "a point is not a finite number" }
        guard points.count >= 2 else { return "a stroke has at least 2 points" }
        let written = asWritten(points)
        guard written.contains(where: { $0 != written[0] }) else { return "a stroke has no length: its points are all at one place" }
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
        do {
            return try JSONDecoder().decode(File.self, from: data).templates
        } catch let error as DecodingError {
            let problem = DecodingProblem(error)
            throw TraceError("not a templates file: \(problem.message)", at: problem.path, file: file)
        } catch {
            throw TraceError("not a templates file (\(error.localizedDescription))", file: file)
        }
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
    ///   reader refuses (``problem(with:)``): a file is never written that cannot be read.
    public static func encoded(_ templates: [ShapeTemplate]) throws(TraceError) -> Data {
        for (index, template) in templates.enumerated() {
            if let problem = problem(with: template.points) {
                throw TraceError("not written: \(problem) (\"\(template.name)\")", at: "templates[\(index)].points")
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
