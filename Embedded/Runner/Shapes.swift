import GestureKit
import GestureShapes

/// The shape recognizers of GestureShapes on one canvas: the improved circle detector, and
/// templates matched by Jackknife and $Q combined (through `erased`, the matcher type that
/// works in both modes). Drawn: a circle, then a triangle, then a zigzag.
enum Shapes {
    static func play() {
        print("== shapes: a circle, a triangle, a zigzag")
        let window = Window(size: Size(width: 400, height: 400))
        let circle = CircleGestureRecognizer(mode: .improved)
        circle.name = "circle"
        let templates = TemplateGestureRecognizer(matcher: .custom(CombinedMatcher.jackknifeAndQ().erased), minimumScore: 0.3)
        templates.name = "templates"
        templates.addTemplate("triangle", sample: GestureSample(points: triangle(scale: 1)))
        templates.addTemplate("zigzag", sample: GestureSample(points: zigzag(scale: 1)))
        for recognizer in [circle, templates] as [GestureRecognizer] { window.addGestureRecognizer(recognizer) }
        circle.addAction { _ in
            let fit = circle.fit.map { "centre \($0.circle.center) radius \($0.circle.radius) rms \($0.rmsError)" } ?? "no fit"
            print("  action circle \(circle.state): \(fit)")
        }
        templates.addAction { _ in
            print("  action templates \(templates.state): \(templates.matchedName ?? "-") score \(templates.matchedScore ?? -1)")
        }
        window.addDecisionObserver { print("\($0)") }
        let player = Player(window: window)
        var time = 0.0
        var circlePoints: [Point] = []
        for step in 0...40 {
            let angle = Double(step) / 40 * 2.1 * Trigonometry.pi
            circlePoints.append(Point(x: 200 + 90 * Trigonometry.cos(angle), y: 200 + 80 * Trigonometry.sin(angle)))
        }
        for points in [circlePoints, triangle(scale: 1.4), zigzag(scale: 1.2)] {
            player.stroke(points, start: time)
            time = window.currentTime + 1
            window.advance(to: time)
        }
        print("  last template match: \(templates.lastMatch.map { "\($0.name) \($0.score) \($0.distance)" } ?? "-")")
    }

    static func triangle(scale: Double) -> [Point] {
        [(0, 100), (50, 0), (100, 100), (0, 100)].map { Point(x: 100 + scale * $0.0, y: 100 + scale * $0.1) }
    }

    static func zigzag(scale: Double) -> [Point] {
        [(0, 0), (30, 60), (60, 0), (90, 60)].map { Point(x: 100 + scale * $0.0, y: 100 + scale * $0.1) }
    }
}

extension Player {
    /// One finger along `points`, 60 points a second, with 8 points to each segment.
    func stroke(_ points: [Point], start: Double) {
        var time = start
        touch(1, .began, at: time, x: points[0].x, y: points[0].y)
        for (from, to) in zip(points, points.dropFirst()) {
            for step in 1...8 {
                let f = Double(step) / 8
                time += 1.0 / 60
                touch(1, .moved, at: time, x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
            }
        }
        touch(1, .ended, at: time + 0.01, x: points[points.count - 1].x, y: points[points.count - 1].y)
    }
}
