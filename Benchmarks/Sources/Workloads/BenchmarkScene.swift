import GestureKit

/// The scene the issue describes: 64 views about 8 deep, with 24 recognizers on the path
/// from the window to the touched view — taps and double taps with failure requirements,
/// long presses, pans, pinch + rotation recognizing together, four swipes, an edge pan.
public struct BenchmarkScene {
    public let window: Window
    public let canvas: View
    public let recognizers: [GestureRecognizer]
    private let delegate = Together()

    /// Lets pinch and rotation recognizers run with each other.
    final class Together: GestureRecognizerDelegate {
        func gestureRecognizer(_ a: GestureRecognizer, shouldRecognizeSimultaneouslyWith b: GestureRecognizer) -> Bool {
            (a is PinchGestureRecognizer || a is RotationGestureRecognizer) && (b is PinchGestureRecognizer || b is RotationGestureRecognizer)
        }
    }

    public init() {
        window = Window(size: Size(width: 800, height: 800))
        let path = Self.touchedPath(from: window)
        canvas = path.last!
        canvas.name = "canvas"
        recognizers = Self.attachRecognizers(along: path, delegate: delegate)
    }

    /// The views from the window (`path[0]`) down to the canvas (`path[8]`), each level inset
    /// by 20 pt, with siblings beside the path: 64 views in all.
    private static func touchedPath(from window: Window) -> [View] {
        var path: [View] = [window]
        var viewCount = 1
        for depth in 1...8 {
            let parent = path.last!
            let inset = 20.0
            let child = View(frame: Rect(x: inset, y: inset, width: parent.bounds.width - 2 * inset, height: parent.bounds.height - 2 * inset))
            child.name = "level\(depth)"
            child.isMultipleTouchEnabled = true
            // Siblings beside the path (behind it, so the path is what gets hit): 7 per
            // level and 6 at the last make 55, and with the window and the path, 64 views.
            for sibling in 0..<(depth == 8 ? 6 : 7) {
                let other = View(frame: Rect(x: Double(sibling) * 10, y: 0, width: 10, height: 10))
                parent.addSubview(other)
                viewCount += 1
            }
            parent.addSubview(child)
            path.append(child)
            viewCount += 1
        }
        precondition(viewCount == 64, "the scene should hold 64 views, not \(viewCount)")
        return path
    }

    /// The 24 recognizers, level by level from the canvas (`path[8]`) out to the window
    /// (`path[0]`), named for the benchmarks' output.
    private static func attachRecognizers(along path: [View], delegate: Together) -> [GestureRecognizer] {
        var all: [GestureRecognizer] = []
        func add(_ recognizer: GestureRecognizer, to view: View, _ name: String) {
            recognizer.name = name
            view.addGestureRecognizer(recognizer)
            all.append(recognizer)
        }
        // The canvas (level 8): single tap waiting for double tap, long press, pan, pinch + rotation.
        let single = taps(1), double = taps(2)
        single.require(toFail: double)
        add(single, to: path[8], "tap")
        add(double, to: path[8], "doubleTap")
        add(LongPressGestureRecognizer(), to: path[8], "longPress")
        add(PanGestureRecognizer(), to: path[8], "pan")
        let pinch = PinchGestureRecognizer(), rotation = RotationGestureRecognizer()
        pinch.delegate = delegate
        rotation.delegate = delegate
        add(pinch, to: path[8], "pinch")
        add(rotation, to: path[8], "rotation")
        // Level 7: the four swipes.
        for (direction, name) in [(SwipeGestureRecognizer.Direction.left, "swipeLeft"), (.right, "swipeRight"), (.up, "swipeUp"), (.down, "swipeDown")] {
            let swipe = SwipeGestureRecognizer()
            swipe.direction = direction
            add(swipe, to: path[7], name)
        }
        // Level 6: a two-finger tap and a triple tap.
        add(taps(1, fingers: 2), to: path[6], "twoFingerTap")
        add(taps(3), to: path[6], "tripleTap")
        // Level 5: a two-finger pan and a two-finger long press.
        let twoFingerPan = PanGestureRecognizer()
        twoFingerPan.minimumNumberOfTouches = 2
        add(twoFingerPan, to: path[5], "twoFingerPan")
        let twoFingerPress = LongPressGestureRecognizer()
        twoFingerPress.numberOfTouchesRequired = 2
        add(twoFingerPress, to: path[5], "twoFingerPress")
        // Level 4: another single/double pair.
        let outerSingle = taps(1), outerDouble = taps(2)
        outerSingle.require(toFail: outerDouble)
        add(outerSingle, to: path[4], "outerTap")
        add(outerDouble, to: path[4], "outerDoubleTap")
        // Level 3: another pinch + rotation pair.
        let outerPinch = PinchGestureRecognizer(), outerRotation = RotationGestureRecognizer()
        outerPinch.delegate = delegate
        add(outerPinch, to: path[3], "outerPinch")
        add(outerRotation, to: path[3], "outerRotation")
        // Level 2: an edge pan and a pan.
        let edge = ScreenEdgePanGestureRecognizer()
        edge.edges = .left
        add(edge, to: path[2], "edgePan")
        add(PanGestureRecognizer(), to: path[2], "outerPan")
        // Level 1: two-finger swipes.
        for (direction, name) in [(SwipeGestureRecognizer.Direction.left, "twoFingerSwipeLeft"), (.right, "twoFingerSwipeRight")] {
            let swipe = SwipeGestureRecognizer()
            swipe.direction = direction
            swipe.numberOfTouchesRequired = 2
            add(swipe, to: path[1], name)
        }
        // The window: a tap and a long press.
        add(taps(1), to: path[0], "windowTap")
        add(LongPressGestureRecognizer(), to: path[0], "windowLongPress")
        precondition(all.count == 24, "the path should hold 24 recognizers, not \(all.count)")
        return all
    }

    /// A tap recognizer for `count` taps of `fingers` fingers.
    private static func taps(_ count: Int, fingers: Int = 1) -> TapGestureRecognizer {
        let tap = TapGestureRecognizer()
        tap.numberOfTapsRequired = count
        tap.numberOfTouchesRequired = fingers
        return tap
    }
}
