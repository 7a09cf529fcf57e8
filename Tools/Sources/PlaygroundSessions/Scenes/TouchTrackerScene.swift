import GestureKit

/// The touch tracker: draw lines with several fingers at once (one per finger); double tap
/// clears (with delaysTouchesBegan, so the tap leaves no dot); a single tap — which waits for
/// the double tap to fail — selects the line within 20 points and shows a Delete menu; a
/// long press selects a line and a pan running with it (cancelsTouchesInView = false) moves it.
/// With a pen (P6, P7), a line is as wide as the pen was pressed, and the line being drawn
/// shows the latest samples the browser measured (its coalesced events) under it.
public final class TouchTrackerScene: PlaygroundScene {
    public static let identifier = "touch-tracker"
    public static let title = "Touch tracker"
    public static let instructions = "Draw with several fingers; double-tap to clear; tap a line to select it (Delete); long-press a line and drag it."

    /// A drawn line.
    public struct Line {
        public var begin: Point
        public var end: Point
        /// The stroke width: 5 pt for a finger, 2–14 pt with a pen's pressure.
        public var width = 5.0

        func distance(to point: Point) -> Double {
            let d = end - begin
            let length2 = d.x * d.x + d.y * d.y
            guard length2 > 0 else { return point.distance(to: begin) }
            let t = Swift.max(0, Swift.min(1, ((point.x - begin.x) * d.x + (point.y - begin.y) * d.y) / length2))
            return point.distance(to: begin + d * t)
        }
    }

    /// The canvas view: it draws lines from its own touch callbacks, as the app's view does.
    final class Canvas: View {
        var lines: [Line] = []
        /// The lines being drawn, by touch id, in the order their touches began (arrays, not
        /// dictionaries: a dictionary's order differs between instances, and a frame must be the
        /// same in every run; a few fingers at most are searched).
        var inProgress: [(id: Int, line: Line)] = []
        /// The latest samples of the pen lines being drawn (their coalesced touches), for the
        /// ink under them: the last ``trailLength``, so a long stroke costs no more per move.
        var trails: [(id: Int, points: [Point])] = []
        static let trailLength = 48

        /// The width a touch draws with: its force as a share of the most it can report.
        static func width(of touch: Touch) -> Double {
            guard let force = touch.force, let maximum = touch.maximumPossibleForce, maximum > 0 else { return 5 }
            return 2 + 12 * Swift.min(force / maximum, 1)
        }

        override func touchesBegan(_ touches: [Touch], with event: Event) {
            for touch in touches {
                let p = touch.location(in: self)
                inProgress.append((touch.id, Line(begin: p, end: p, width: Self.width(of: touch))))
                if touch.type == .pencil { trails.append((touch.id, [p])) }
            }
        }
        override func touchesMoved(_ touches: [Touch], with event: Event) {
            for touch in touches {
                let id = touch.id
                if let index = inProgress.firstIndex(where: { $0.id == id }) {
                    inProgress[index].line.end = touch.location(in: self)
                    inProgress[index].line.width = Swift.max(inProgress[index].line.width, Self.width(of: touch))
                }
                guard let index = trails.firstIndex(where: { $0.id == id }) else { continue }
                trails[index].points += event.coalescedTouches(for: touch).map { $0.location(in: self) }
                let excess = trails[index].points.count - Self.trailLength
                if excess > 0 { trails[index].points.removeFirst(excess) }
            }
        }
        override func touchesEnded(_ touches: [Touch], with event: Event) {
            for touch in touches {
                let id = touch.id
                trails.removeAll { $0.id == id }
                if let index = inProgress.firstIndex(where: { $0.id == id }) {
                    var line = inProgress.remove(at: index).line
                    line.end = touch.location(in: self)
                    lines.append(line)
                }
            }
        }
        override func touchesCancelled(_ touches: [Touch], with event: Event) {
            for touch in touches {
                let id = touch.id
                inProgress.removeAll { $0.id == id }
                trails.removeAll { $0.id == id }
            }
        }
    }

    public let window = Window(size: Size(width: 800, height: 600))
    let canvas = Canvas(frame: Rect(x: 0, y: 0, width: 800, height: 600))
    let doubleTap = TapGestureRecognizer(), tap = TapGestureRecognizer()
    let longPress = LongPressGestureRecognizer(), pan = PanGestureRecognizer()
    let deleteMenu: SceneButton
    /// The selected line, if any.
    public private(set) var selected: Int?
    private let delegate = SceneDelegate()

    public var lines: [Line] { canvas.lines }

    public init() {
        deleteMenu = SceneButton("Delete", frame: Rect(x: 0, y: 0, width: 120, height: 92)) {}
        canvas.name = "canvas"
        canvas.isMultipleTouchEnabled = true
        window.addSubview(canvas)
        deleteMenu.isHidden = true
        canvas.addSubview(deleteMenu)
        deleteMenu.addAction(for: .touchUpInside) { [unowned(unsafe) self] _ in
            if let selected { canvas.lines.remove(at: selected) }
            select(nil)
        }

        doubleTap.name = "doubleTap"
        doubleTap.numberOfTapsRequired = 2
        doubleTap.delaysTouchesBegan = true
        canvas.addGestureRecognizer(doubleTap)
        doubleTap.addAction { [unowned(unsafe) self] _ in
            canvas.lines.removeAll()
            select(nil)
        }

        tap.name = "tap"
        tap.require(toFail: doubleTap)
        canvas.addGestureRecognizer(tap)
        tap.addAction { [unowned(unsafe) self] r in
            let point = r.location(in: canvas)
            select(nearestLine(to: point), menuAt: point)
        }

        longPress.name = "longPress"
        pan.name = "pan"
        pan.cancelsTouchesInView = false
        longPress.delegate = delegate
        pan.delegate = delegate
        delegate.together = [(longPress, pan)]
        canvas.addGestureRecognizer(longPress)
        canvas.addGestureRecognizer(pan)
        longPress.addAction { [unowned(unsafe) self] r in
            switch r.state {
            case .began: select(nearestLine(to: r.location(in: canvas)))
            case .ended, .cancelled: select(nil)
            default: break
            }
        }
        pan.addAction { [unowned(unsafe) self] r in
            guard let selected, r.state == .changed || r.state == .ended else { return }
            let t = pan.translation(in: canvas)
            canvas.lines[selected].begin = canvas.lines[selected].begin + t
            canvas.lines[selected].end = canvas.lines[selected].end + t
            pan.setTranslation(.zero, in: canvas)
        }
    }

    /// The line within 20 points of `point`, nearest first.
    func nearestLine(to point: Point) -> Int? {
        canvas.lines.indices.filter { canvas.lines[$0].distance(to: point) <= 20 }
            .min { canvas.lines[$0].distance(to: point) < canvas.lines[$1].distance(to: point) }
    }

    private func select(_ index: Int?, menuAt point: Point? = nil) {
        selected = index
        if index != nil, let point {
            deleteMenu.frame = menuFrame(at: point)
            deleteMenu.isHidden = false
        } else {
            deleteMenu.isHidden = true
        }
    }

    public func tick(at time: Double) {}

    public func draw() -> Drawing {
        var drawing = Drawing(scene: self)
        drawing.add(canvas, fill: "#fdfdf8")
        for (index, line) in canvas.lines.enumerated() {
            drawing.add(path: [line.begin, line.end], color: index == selected ? "#2e8b57" : "#222",
                        width: index == selected ? line.width + 3 : line.width)
        }
        for trail in canvas.trails { drawing.add(path: trail.points, color: "#f0a0a0", width: 2) }
        for (_, line) in canvas.inProgress { drawing.add(path: [line.begin, line.end], color: "#d22", width: line.width) }
        drawing.add(deleteMenu, fill: "#333", label: "Delete")
        drawing.status = selected.map { "line \($0 + 1) selected" } ?? "\(canvas.lines.count) lines"
        return drawing
    }
}
