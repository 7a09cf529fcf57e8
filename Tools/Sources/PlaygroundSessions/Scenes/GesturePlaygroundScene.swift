import GestureKit

/// The gesture playground: a tap shows an alert; a pinch scales the square (also when it
/// happens anywhere in the stage around it); pinch and rotation work together on one
/// transform that keeps its value between gestures; single and double taps fire both, until
/// the toggle makes the single tap wait for the double tap to fail. With a mouse, trackpad or
/// pen (P5): the square lights up under a hovering pointer, a right-click on it is its own tap
/// (`buttonMaskRequired`), the wheel or a two-finger trackpad scroll moves it, and Ctrl+wheel
/// or a trackpad pinch scales it.
public final class GesturePlaygroundScene: PlaygroundScene {
    public static let identifier = "gesture-playground"
    public static let title = "Gesture playground"
    public static let instructions = "Tap or double-tap the square; pinch and rotate anywhere with two fingers; toggle require-to-fail."

    public let window = Window(size: Size(width: 800, height: 600))
    let stage = View(frame: Rect(x: 0, y: 0, width: 800, height: 500))
    let square = View(frame: Rect(x: 300, y: 160, width: 200, height: 200))
    let toggle: SceneButton
    let singleTap = TapGestureRecognizer(), doubleTap = TapGestureRecognizer()
    let pinch = PinchGestureRecognizer(), rotation = RotationGestureRecognizer()
    let hover = HoverGestureRecognizer(), rightClick = TapGestureRecognizer(), scrollPan = PanGestureRecognizer()
    /// Whether a pointer hovers over the square.
    public private(set) var isHovered = false
    public private(set) var rightClicks = 0
    /// Whether the single tap waits for the double tap to fail.
    public private(set) var requiresFailure = false
    public private(set) var singleTaps = 0, doubleTaps = 0
    private let delegate = SceneDelegate()
    private var status = TimedStatus()

    public init() {
        toggle = SceneButton("require-to-fail: off", frame: Rect(x: 20, y: 504, width: 300, height: 92)) {}
        stage.name = "stage"
        square.name = "square"
        stage.isMultipleTouchEnabled = true
        window.addSubview(stage)
        stage.addSubview(square)
        window.addSubview(toggle)
        toggle.addAction(for: .touchUpInside) { [unowned(unsafe) self] _ in
            requiresFailure.toggle()
            toggle.title = "require-to-fail: " + (requiresFailure ? "on" : "off")
        }

        singleTap.name = "singleTap"
        doubleTap.name = "doubleTap"
        doubleTap.numberOfTapsRequired = 2
        singleTap.delegate = delegate
        square.addGestureRecognizer(singleTap)
        square.addGestureRecognizer(doubleTap)
        delegate.requiresFailure = { [unowned(unsafe) self] r, other in requiresFailure && r === singleTap && other === doubleTap }
        singleTap.addAction { [unowned(unsafe) self] _ in
            singleTaps += 1
            status.show("Tapped! (single tap)", at: window.currentTime, for: 1.5)
        }
        doubleTap.addAction { [unowned(unsafe) self] _ in
            doubleTaps += 1
            status.show("Double tap!", at: window.currentTime, for: 1.5)
        }

        // Pinch and rotation on the stage, so they work anywhere, applied to the square.
        pinch.name = "pinch"
        rotation.name = "rotation"
        for r in [pinch, rotation] as [GestureRecognizer] {
            r.delegate = delegate
            stage.addGestureRecognizer(r)
        }
        delegate.together = [(pinch, rotation)]
        pinch.addAction { [unowned(unsafe) self] _ in
            // Keep the square inside the stage whatever its rotation: 200 pt × 1.8 × √2 < 520 pt.
            let current = square.transform.determinant.magnitude.squareRoot()
            let target = min(max(current * pinch.scale, Self.scaleRange.lowerBound), Self.scaleRange.upperBound)
            let factor = current > 0 ? target / current : 1
            square.transform = AffineTransform(scaleX: factor, y: factor).concatenating(square.transform)
            pinch.scale = 1
        }
        rotation.addAction { [unowned(unsafe) self] _ in
            square.transform = AffineTransform(rotationAngle: rotation.rotation).concatenating(square.transform)
            rotation.rotation = 0
        }
        addPointerGestures()
    }

    /// P5: hover, right-click and scroll.
    private func addPointerGestures() {
        hover.name = "hover"
        square.addGestureRecognizer(hover)
        hover.addAction { [unowned(unsafe) self] r in isHovered = r.state == .began || r.state == .changed }

        rightClick.name = "rightClick"
        rightClick.buttonMaskRequired = .secondary
        rightClick.delegate = delegate
        square.addGestureRecognizer(rightClick)
        rightClick.addAction { [unowned(unsafe) self] _ in
            rightClicks += 1
            status.show("Right-click!", at: window.currentTime, for: 1.5)
        }

        // Scrolling only: fingers pinch and tap here, the wheel and the trackpad move.
        scrollPan.name = "scrollPan"
        scrollPan.allowedScrollTypesMask = .all
        scrollPan.allowedTouchTypes = []
        stage.addGestureRecognizer(scrollPan)
        scrollPan.addAction { [unowned(unsafe) self] _ in
            let moved = scrollPan.translation(in: stage)
            let frame = stage.bounds
            square.center = Point(x: min(max(square.center.x + moved.x, frame.minX), frame.maxX),
                                  y: min(max(square.center.y + moved.y, frame.minY), frame.maxY))
            scrollPan.setTranslation(.zero, in: stage)
        }
    }

    /// How far a pinch may shrink or grow the square.
    static let scaleRange = 0.2...1.8

    public func tick(at time: Double) { status.tick(at: time) }

    public func draw() -> Drawing {
        var drawing = Drawing(scene: self)
        drawing.add(stage, fill: "#f4f4f8", stroke: "#ccd")
        drawing.add(square, fill: isHovered ? "#8a7aed" : "#6a5acd", stroke: isHovered ? "#ffb000" : "#333",
                    label: "tap · pinch")
        drawing.add(toggle, fill: requiresFailure ? "#2e8b57" : "#888", label: toggle.title ?? "")
        addCounts(to: &drawing)
        drawing.status = status.text
        return drawing
    }
}
