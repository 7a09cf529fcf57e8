import GestureKit
import GestureShapes

/// What the page draws for a scene, in window coordinates: views as polygons (their
/// transforms applied), ink paths, circles, texts and a status line. Sent as JSON, written
/// by ``write(to:)`` (no `Encodable`: Embedded Swift has no `Codable`; the tests hold the
/// writer to an `Encodable` reference).
public struct Drawing: Equatable, Sendable {
    /// A view: its four corners in window coordinates, in order.
    public struct Shape: Equatable, Sendable {
        /// The view's name in the decision log.
        public var name: String
        /// Written as `[[x, y], …]`.
        public var corners: [Point]
        /// The fill colour (`#rrggbb`).
        public var fill: String
        /// The outline's colour, if it has one.
        public var stroke: String?
        /// A text in the middle of the shape.
        public var label: String?
    }

    /// A polyline.
    ///
    /// Ink only grows while a finger draws, so a frame carries a path's new points only:
    /// `from` is how many points of this path the page already has (0: the path is new or
    /// different, and `points` is all of it). The page appends; see ``InkLedger``.
    public struct Path: Equatable, Sendable {
        /// The points, in window coordinates (after `from`, in a frame).
        public var points: [Point]
        /// The line's colour (`#rrggbb`).
        public var color: String
        /// The line's width in points.
        public var width: Double
        /// How many points of the path the page already has.
        public var from = 0
    }

    /// A circle outline.
    public struct CircleMark: Equatable, Sendable {
        /// The centre and the radius, in window coordinates.
        public var cx: Double, cy: Double, r: Double
        /// The outline's colour.
        public var color: String
    }

    /// A text.
    public struct Text: Equatable, Sendable {
        /// Where the text's baseline starts, in window coordinates.
        public var x: Double, y: Double
        /// What it says.
        public var text: String
        /// The font size in points.
        public var size: Double
        /// The colour.
        public var color: String
    }

    /// The scene's identifier (`car-browser`).
    public var scene: String
    /// The scene's title.
    public var title: String
    /// What to try, in a sentence.
    public var instructions: String
    /// The window's width in points.
    public var width: Double
    /// The window's height in points.
    public var height: Double
    /// The views, back to front.
    public var shapes: [Shape] = []
    /// The ink.
    public var paths: [Path] = []
    /// Fitted circles.
    public var circles: [CircleMark] = []
    /// Texts, in front of everything else.
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

