import GestureKit
import GestureShapes

/// Check please: drawing a check mark shows "Checkmark" for 1.6 seconds. The ink is drawn by
/// the canvas view from its own touches; a button switches between the source material's
/// seed algorithm and the improved one (docs/Accuracy.md).
public final class CheckPleaseScene: PlaygroundScene {
    public static let identifier = "check-please"
    public static let title = "Check please"
    public static let instructions = "Draw a check mark ✓. The button switches between the seed algorithm and the improved one."

    /// A canvas that keeps the ink of its current stroke.
    final class Ink: View {
        var stroke: [Point] = []
        override func touchesBegan(_ touches: [Touch], with event: Event) {
            if let touch = touches.first { stroke = [touch.location(in: self)] }
        }
        override func touchesMoved(_ touches: [Touch], with event: Event) {
            if let touch = touches.first { stroke.append(touch.location(in: self)) }
        }
    }

    public let window = Window(size: Size(width: 800, height: 600))
    let canvas = Ink(frame: Rect(x: 0, y: 0, width: 800, height: 500))
    let check = CheckMarkGestureRecognizer(mode: .improved)
    let modeButton: SceneButton
    public private(set) var checks = 0
    private var status = TimedStatus()

    public init() {
        modeButton = SceneButton("mode: improved", frame: Rect(x: 20, y: 504, width: 260, height: 92)) {}
        canvas.name = "canvas"
        window.addSubview(canvas)
        window.addSubview(modeButton)
        modeButton.addAction(for: .touchUpInside) { [unowned(unsafe) self] _ in
            check.mode = check.mode == .seed ? .improved : .seed
            modeButton.title = "mode: \(check.mode.rawValue)"
        }
        check.name = "checkMark"
        check.cancelsTouchesInView = false  // keep the ink
        canvas.addGestureRecognizer(check)
        check.addAction { [unowned(unsafe) self] _ in
            checks += 1
            status.show("Checkmark", at: window.currentTime, for: 1.6)
        }
    }

    public func tick(at time: Double) { status.tick(at: time) }

    /// Where a label goes so that it does not cover the ink: at the top of the canvas, or at
    /// its bottom when the ink reaches the top band (the label's box is estimated from its
    /// size: the page draws it with the system font, about 0.6 em per character, counted as
    /// Unicode scalars: counting `Character`s would link Unicode's grapheme tables into the
    /// page's module).
    static func labelOrigin(for text: String, size: Double, avoiding ink: [Point], within area: Rect) -> Point {
        let width = Double(text.unicodeScalars.count) * size * 0.6
        let top = Rect(x: area.minX + 20, y: area.minY + 12, width: width, height: size * 1.2)
        let bottom = Rect(x: area.minX + 20, y: area.maxY - 12 - size * 1.2, width: width, height: size * 1.2)
        let covered = { (box: Rect) in ink.contains { box.insetBy(dx: -8, dy: -8).contains($0) } }
        let box = !covered(top) || covered(bottom) ? top : bottom
        return Point(x: box.minX, y: box.maxY - size * 0.25)  // the text's baseline
    }

    public func draw() -> Drawing {
        var drawing = Drawing(scene: self)
        drawing.add(canvas, fill: "#fdfdf8")
        drawing.add(path: canvas.stroke, color: "#225", width: 6)
        drawing.add(modeButton, fill: "#4a7de8", label: modeButton.title ?? "")
        let count = countText
        drawing.add(text: "checks \(checks)", at: count.at, size: count.size)
        if !status.text.isEmpty {
            let label = "✓ " + status.text
            drawing.add(text: label, at: Self.labelOrigin(for: label, size: 48, avoiding: canvas.stroke, within: canvas.frame),
                        size: 48, color: "#1a9c3a")
        }
        drawing.status = status.text
        return drawing
    }
}
