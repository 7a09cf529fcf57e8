import Foundation
import GestureKit
import GestureTraces

/// A drawn shape of the user's own, for shape bindings: a name and one stroke's points.
/// Stored as JSON, `{"templates": [{"name": "circle", "points": [[x, y], …]}, …]}`, which
/// `gesturekit listen --record-template NAME` appends to.
public struct ShapeTemplate: Hashable, Sendable, Codable {
    /// The shape's name, as bindings name it.
    public var name: String
    /// The stroke, in points.
    public var points: [Point]

    /// Creates a template.
    public init(name: String, points: [Point]) {
        self.name = name
        self.points = points
    }

    private enum CodingKeys: String, CodingKey { case name, points }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        points = try container.decode([[Double]].self, forKey: .points).map { pair in
            guard pair.count == 2, pair.allSatisfy(\.isFinite) else {
                throw DecodingError.dataCorruptedError(forKey: .points, in: container, debugDescription: "a point is [x, y]")
            }
            return Point(x: pair[0], y: pair[1])
        }
        guard points.count >= 2 else {
            throw DecodingError.dataCorruptedError(forKey: .points, in: container, debugDescription: "a stroke has at least 2 points")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(points.map { [($0.x * 10).rounded() / 10, ($0.y * 10).rounded() / 10] }, forKey: .points)
    }

    private struct File: Codable { var templates: [ShapeTemplate] }

    /// The templates in the file at `url`; none when it does not exist yet. A file that
    /// others can write is refused (``FileTrust``): its shapes' names reach commands.
    public static func load(from url: URL) throws(ConfigurationError) -> [ShapeTemplate] {
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        #if os(Linux)
        try FileTrust.check(url.path)
        #endif
        do {
            return try JSONDecoder().decode(File.self, from: Data(contentsOf: url)).templates
        } catch let error as DecodingError {
            throw ConfigurationError("not a templates file: \(DecodingProblem(error))", at: url.path)
        } catch {
            throw ConfigurationError("cannot be read: \(error.localizedDescription)", at: url.path)
        }
    }

    /// Writes `templates` to `url`.
    public static func save(_ templates: [ShapeTemplate], to url: URL) throws(ConfigurationError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            try encoder.encode(File(templates: templates)).write(to: url, options: .atomic)
        } catch {
            throw ConfigurationError("cannot be written: \(error.localizedDescription)", at: url.path)
        }
    }
}
