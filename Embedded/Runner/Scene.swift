import GestureKit

/// The scripted streams' scene: the gesture playground's photo (single tap waiting for a
/// double tap, pinch and rotation together, pan), a card (long press, swipe), a list (hover,
/// a pan driven by scrolls) and a screen-edge pan on the window, every recognizer named and
/// every action printed. Pure Swift, compiled into the native runner and both embedded ones.
final class Scene {
    let window = Window(size: Size(width: 390, height: 844))
    private let simultaneity = Simultaneity()
    private let controller = Controller()

    init() {
        window.name = "window"
        let photo = addView("photo", Rect(x: 45, y: 222, width: 300, height: 400))
        let card = addView("card", Rect(x: 45, y: 650, width: 300, height: 150))
        let list = addView("list", Rect(x: 45, y: 20, width: 300, height: 180))

        let singleTap = named(TapGestureRecognizer(), "singleTap")
        let doubleTap = named(TapGestureRecognizer(), "doubleTap")
        doubleTap.numberOfTapsRequired = 2
        singleTap.require(toFail: doubleTap)
        let pinch = named(PinchGestureRecognizer(), "pinch")
        let rotation = named(RotationGestureRecognizer(), "rotation")
        simultaneity.pairs.append((pinch, rotation))
        let pan = named(PanGestureRecognizer(), "pan")
        pan.maximumNumberOfTouches = 1
        for recognizer in [singleTap, doubleTap, pinch, rotation, pan] as [GestureRecognizer] {
            photo.addGestureRecognizer(recognizer)
        }

        let press = named(LongPressGestureRecognizer(), "longPress")
        let swipe = named(SwipeGestureRecognizer(), "swipe")
        swipe.direction = [.left, .right]
        card.addGestureRecognizer(press)
        card.addGestureRecognizer(swipe)

        let hover = named(HoverGestureRecognizer(), "hover")
        let scroll = named(PanGestureRecognizer(), "scroll")
        scroll.allowedScrollTypesMask = .all
        list.addGestureRecognizer(hover)
        list.addGestureRecognizer(scroll)

        let edge = named(ScreenEdgePanGestureRecognizer(), "edgePan")
        edge.edges = .left
        window.addGestureRecognizer(edge)

        // Typed target–action for the taps (generic, specialized in Embedded Swift), closures
        // for the rest.
        singleTap.addTarget(controller, action: Controller.tapped)
        doubleTap.addTarget(controller, action: Controller.tapped)
        for recognizer in [pinch, rotation, pan, press, swipe, hover, scroll, edge] as [GestureRecognizer] {
            recognizer.addAction { Report.action($0) }
        }
        window.addDecisionObserver { print("\($0)") }
    }

    private func addView(_ name: String, _ frame: Rect) -> View {
        let view = View(frame: frame)
        view.name = name
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        return view
    }

    private func named<R: GestureRecognizer>(_ recognizer: R, _ name: String) -> R {
        recognizer.name = name
        recognizer.delegate = simultaneity
        return recognizer
    }
}

/// The taps' target.
final class Controller {
    func tapped(_ tap: TapGestureRecognizer) {
        Report.action(tap)
    }
}
