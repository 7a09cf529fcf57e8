import GestureKit
import GestureTimeline

/// Draws a trace as SVG: each finger's path in its own colour, dots at every sample whose
/// opacity grows with time (so the direction of travel reads at a glance), a ring where a
/// finger landed and a cross where it lifted, and the gestures recognized, labelled where
/// and when they happened.
public enum SVGRenderer {
    /// Colours for fingers, distinct on white and for common colour blindness.
    static let palette = ["#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00", "#56b4e9", "#f0e442", "#000000"]

    /// The SVG document for `trace`, with the actions of `replay` annotated when given.
    ///
    /// - Parameters:
    ///   - trace: the touches to draw, in window coordinates; the drawing is the window's
    ///     size (at least 1 × 1) plus a caption line below.
    ///   - replay: a replay of this trace whose recognitions to label (each discrete
    ///     recognition, and each continuous gesture where it ended or was cancelled); nil
    ///     draws the touches alone.
    ///   - title: plain text (it is escaped) that opens the caption, before the number of
    ///     touches, the duration and the size; nil leaves it out.
    /// - Returns: a standalone SVG document, ending with a newline.
    public static func render(_ trace: Trace, replay: ReplayResult? = nil, title: String? = nil) -> String {
        let width = Swift.max(1, trace.windowSize.width), height = Swift.max(1, trace.windowSize.height)
        let touches = touchSamples(trace)
        let font = Swift.max(10, Swift.min(width, height) / 45)
        var svg = [
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(n(width)) \(n(height + font * 3))\" width=\"\(n(width))\" height=\"\(n(height + font * 3))\">",
            "<rect class=\"window\" x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#fafafa\" stroke=\"#999\"/>",
        ]
        for (index, touch) in touches.enumerated() {
            drawTouch(touch.id, touch.samples, colour: palette[index % palette.count], into: &svg)
        }
        if let replay { drawRecognitions(replay, width: width, height: height, font: font, into: &svg) }
        let caption = [title, "\(touches.count) touches", "\(DecisionRecord.format(trace.duration)) s",
                       "\(n(width))×\(n(height)) pt"].compactMap { $0 }.joined(separator: " · ")
        svg.append("<text class=\"caption\" x=\"4\" y=\"\(n(height + font * 2))\" font-family=\"sans-serif\" font-size=\"\(n(font))\" fill=\"#444\">\(escape(caption))</text>")
        svg.append("</svg>")
        return svg.joined(separator: "\n") + "\n"
    }

    /// Each touch's samples, in the order the touches began: its window location and its
    /// time, from 0 at the trace's first event to 1 at its last.
    private static func touchSamples(_ trace: Trace) -> [(id: Int, samples: [(Point, Double)])] {
        let start = trace.events.first?.timestamp ?? 0
        let span = Swift.max(trace.duration, 1e-9)
        var paths: [Int: [(Point, Double)]] = [:]
        var order: [Int] = []
        for event in trace.events {
            for change in event.changes {
                if change.phase == .began { order.append(change.id) }
                paths[change.id, default: []].append((change.location, (event.timestamp - start) / span))
            }
        }
        return order.compactMap { id in paths[id].map { (id, $0) } }
    }

    /// One touch: its path, a dot per sample growing opaque with time, a ring where it landed
    /// and a cross where it lifted.
    private static func drawTouch(_ id: Int, _ samples: [(Point, Double)], colour: String, into svg: inout [String]) {
        guard let first = samples.first, let last = samples.last else { return }
        let points = samples.map { "\(n($0.0.x)),\(n($0.0.y))" }.joined(separator: " ")
        svg.append("<g class=\"touch\" data-touch=\"\(id)\" stroke=\"\(colour)\" fill=\"\(colour)\">")
        svg.append("<polyline fill=\"none\" stroke-width=\"2\" stroke-opacity=\"0.5\" points=\"\(points)\"/>")
        for (point, time) in samples {
            svg.append("<circle class=\"sample\" cx=\"\(n(point.x))\" cy=\"\(n(point.y))\" r=\"2.5\" fill-opacity=\"\(n(0.15 + 0.85 * time))\" stroke=\"none\"/>")
        }
        svg.append("<circle class=\"down\" cx=\"\(n(first.0.x))\" cy=\"\(n(first.0.y))\" r=\"7\" fill=\"none\" stroke-width=\"2\"/>")
        let s = 5.0
        svg.append("<path class=\"up\" d=\"M\(n(last.0.x - s)),\(n(last.0.y - s)) L\(n(last.0.x + s)),\(n(last.0.y + s)) M\(n(last.0.x - s)),\(n(last.0.y + s)) L\(n(last.0.x + s)),\(n(last.0.y - s))\" stroke-width=\"2\" fill=\"none\"/>")
        svg.append("</g>")
    }

    /// Labels what `replay` recognized: each discrete recognition, and each continuous
    /// gesture where it ended or was cancelled, at the action's location and clear of the
    /// labels already placed (a leader line back to the point when moved).
    private static func drawRecognitions(_ replay: ReplayResult, width: Double, height: Double, font: Double,
                                         into svg: inout [String]) {
        var began: Set<String> = []
        var placed = PlacedLabels(rowHeight: font * 1.25)  // labels already drawn, to keep new ones clear of them
        for action in replay.actions {
            let label: String
            switch action.state {
            case .began:
                began.insert(action.recognizer)
                continue
            case .ended where began.contains(action.recognizer):
                began.remove(action.recognizer)
                label = "\(action.recognizer) ended" + summary(action)
            case .ended:
                label = action.recognizer + summary(action)
            case .cancelled:
                began.remove(action.recognizer)
                label = "\(action.recognizer) cancelled"
            default:
                continue
            }
            let text = "\(label) @ \(DecisionRecord.format(action.time))s"
            let x = Swift.min(Swift.max(action.location.x, 4), width - 4), y = Swift.min(Swift.max(action.location.y, font), height - 4)
            // An estimate of the text's box (sans-serif is about 0.6 em wide per character).
            var box = Rect(x: x + 8, y: y - 8 - font, width: Double(text.count) * font * 0.6, height: font * 1.25)
            while placed.intersects(box) { box = box.offsetBy(dx: 0, dy: font * 1.25) }
            placed.insert(box)
            svg.append("<g class=\"gesture\" data-recognizer=\"\(escape(action.recognizer))\" data-time=\"\(n(action.time))\">")
            svg.append("<circle cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"4\" fill=\"#222\"/>")
            if box.minY > y - 8 - font + 0.5 {  // moved away from its point: a leader line back to it
                svg.append("<line x1=\"\(n(x))\" y1=\"\(n(y))\" x2=\"\(n(box.minX))\" y2=\"\(n(box.maxY - font * 0.4))\" stroke=\"#999\" stroke-width=\"1\"/>")
            }
            svg.append("<text x=\"\(n(box.minX))\" y=\"\(n(box.maxY - font * 0.25))\" font-family=\"sans-serif\" font-size=\"\(n(font))\" fill=\"#222\">\(escape(text))</text>")
            svg.append("</g>")
        }
    }

    private static func summary(_ action: ReplayAction) -> String {
        if let direction = action.direction { return " \(direction)" }
        if let rotation = action.value("rotation") { return " \(n(rotation * 180 / Trigonometry.pi))°" }
        if let scale = action.value("scale") { return " ×\(n(scale))" }
        if let dx = action.value("dx"), let dy = action.value("dy") { return " (\(n(dx)), \(n(dy)))" }
        return ""
    }

    /// Shorthands for GestureTimeline's `SVGValues`, which the timeline's picture shares.
    static func n(_ value: Double) -> String { SVGValues.rounded(value) }
    static func escape(_ text: String) -> String { SVGValues.escaped(text) }
}
