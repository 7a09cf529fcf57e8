import GestureKit
import GestureShapes

/// What the page draws for a scene, in window coordinates: views as polygons (their
/// transforms applied), ink paths, circles, texts and a status line. Sent as JSON.
public struct Drawing: Encodable, Equatable, Sendable {
    /// A view: its four corners in window coordinates, in order.
    public struct Shape: Encodable, Equatable, Sendable {
        public var name: String
        /// Encoded as `[[x, y], …]`.
        public var corners: [Point]
        public var fill: String
        public var stroke: String?
        public var label: String?

        enum CodingKeys: String, CodingKey { case name, corners, fill, stroke, label }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(corners.map { [$0.x, $0.y] }, forKey: .corners)
            try container.encode(fill, forKey: .fill)
            try container.encodeIfPresent(stroke, forKey: .stroke)
            try container.encodeIfPresent(label, forKey: .label)
        }
    }

    /// A polyline.
    ///
    /// Ink only grows while a finger draws, so a frame carries a path's new points only:
    /// `from` is how many points of this path the page already has (0: the path is new or
    /// different, and `points` is all of it). The page appends; see ``InkLedger``.
    public struct Path: Encodable, Equatable, Sendable {
        /// The points, in window coordinates (after `from`, in a frame).
        public var points: [Point]
        public var color: String
        public var width: Double
        /// How many points of the path the page already has.
        public var from = 0

        enum CodingKeys: String, CodingKey { case points, color, width, from }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            var list = container.nestedUnkeyedContainer(forKey: .points)
            for point in points {
                var pair = list.nestedUnkeyedContainer()
                try pair.encode(point.x)
                try pair.encode(point.y)
            }
            try container.encode(color, forKey: .color)
            try container.encode(width, forKey: .width)
            try container.encode(from, forKey: .from)
        }
    }

    /// A circle outline.
    public struct CircleMark: Encodable, Equatable, Sendable {
        public var cx: Double, cy: Double, r: Double
        public var color: String
    }

    /// A text.
    public struct Text: Encodable, Equatable, Sendable {
        public var x: Double, y: Double
        public var text: String
        public var size: Double
        public var color: String
    }

    public var scene: String
    public var title: String
    public var instructions: String
    public var width: Double
    public var height: Double
    public var shapes: [Shape] = []
    public var paths: [Path] = []
    public var circles: [CircleMark] = []
    public var texts: [Text] = []
    /// A line of feedback ("Next car: Blue Sedan").
    public var status: String = ""

    init(scene: some PlaygroundScene) {
        self.scene = type(of: scene).identifier
        title = type(of: scene).title
        instructions = type(of: scene).instructions
        width = scene.window.bounds.width
        height = scene.window.bounds.height
    }

    /// Adds `view` as a polygon (hidden views are skipped).
    mutating func add(_ view: View, fill: String, stroke: String? = nil, label: String? = nil) {
        guard !view.isHidden else { return }
        let b = view.bounds
        let corners = [Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY), Point(x: b.maxX, y: b.maxY), Point(x: b.minX, y: b.maxY)]
            .map { view.convert($0, to: nil) }
        shapes.append(Shape(name: view.displayName, corners: corners, fill: fill, stroke: stroke, label: label))
    }

    mutating func add(path points: [Point], color: String, width: Double = 4) {
        guard points.count > 1 else { return }
        paths.append(Path(points: points, color: color, width: width))  // shares the scene's storage: no copy
    }

    mutating func add(circle: Circle, color: String) {
        circles.append(CircleMark(cx: circle.center.x, cy: circle.center.y, r: circle.radius, color: color))
    }

    mutating func add(text: String, at point: Point, size: Double = 18, color: String = "#222") {
        texts.append(Text(x: point.x, y: point.y, text: text, size: size, color: color))
    }
}

