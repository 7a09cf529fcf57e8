import GestureKit

/// `swift run gesturekit-demo`: builds a scene, feeds it a scripted double tap, a single
/// tap and a pinch, and prints every decision the engine makes.
@main
struct Demo {
    static func main() {
        let (window, controller) = makeScene()
        play(on: window)
        withExtendedLifetime(controller) {}  // targets are held weakly: keep the handlers alive to the end
    }

    /// A phone-sized window with a photo in it. The photo has a single tap (which waits for
    /// the double tap to fail, as in UIKit's classic setup), a double tap, and a pinch; every
    /// decision the engine makes is printed, one line each.
    static func makeScene() -> (Window, PhotoController) {
        let window = Window(size: Size(width: 390, height: 844))
        let photo = View(frame: Rect(x: 45, y: 222, width: 300, height: 400))
        photo.name = "photo"
        photo.isMultipleTouchEnabled = true
        window.addSubview(photo)

        let singleTap = TapGestureRecognizer()
        singleTap.name = "singleTap"
        let doubleTap = TapGestureRecognizer()
        doubleTap.name = "doubleTap"
        doubleTap.numberOfTapsRequired = 2
        let pinch = PinchGestureRecognizer()
        pinch.name = "pinch"
        singleTap.require(toFail: doubleTap)
        for recognizer in [singleTap, doubleTap, pinch] { photo.addGestureRecognizer(recognizer) }

        let controller = PhotoController(photo: photo)
        doubleTap.addTarget(controller, action: PhotoController.zoomToggled)
        pinch.addTarget(controller, action: PhotoController.pinched)
        singleTap.addAction { _ in print("        → action: single tap") }

        window.addDecisionObserver { print($0) }
        return (window, controller)
    }

    /// The script: a double tap, a single tap, a pinch, and bad input, each announced.
    static func play(on window: Window) {
        func send(_ time: Double, _ changes: TouchEvent.Change...) {
            do {
                try window.sendEvent(TouchEvent(timestamp: time, changes: changes))
            } catch {
                print("        → rejected: \(error)")
            }
        }

        print("— A double tap: the single tap waits for the double tap, which wins.")
        send(0.00, .init(1, .began, x: 195, y: 420))
        send(0.06, .init(1, .ended, x: 195, y: 420))
        send(0.20, .init(2, .began, x: 197, y: 421))
        send(0.26, .init(2, .ended, x: 197, y: 421))

        print("\n— A single tap: recognized only when the double tap's interval has run out.")
        send(2.00, .init(3, .began, x: 150, y: 300))
        send(2.05, .init(3, .ended, x: 150, y: 300))
        window.advance(to: 3)

        print("\n— A pinch: two fingers spread from 100 pt to 200 pt apart over 0.3 s at 60 Hz.")
        send(4.00, .init(4, .began, x: 145, y: 420), .init(5, .began, x: 245, y: 420))
        let frames = 18
        for frame in 1...frames {
            let half = 50 + 50 * Double(frame) / Double(frames)
            send(4 + Double(frame) / 60, .init(4, .moved, x: 195 - half, y: 420), .init(5, .moved, x: 195 + half, y: 420))
        }
        send(4.35, .init(4, .ended, x: 95, y: 420), .init(5, .ended, x: 295, y: 420))

        print("\n— Bad input is rejected with a reason, and the window carries on.")
        send(4.0, .init(6, .began, x: 10, y: 10))
        send(5.0, .init(7, .moved, x: 10, y: 10))
        send(5.1, .init(8, .began, x: 195, y: 420))
        send(5.2, .init(8, .ended, x: 195, y: 420))
        window.advance(to: 6)
    }
}

/// The app's side: target/action handlers.
final class PhotoController {
    let photo: View
    var zoom = 1.0

    init(photo: View) {
        self.photo = photo
    }

    func zoomToggled(_ recognizer: TapGestureRecognizer) {
        zoom = zoom == 1 ? 2 : 1
        print("        → action: double tap at \(recognizer.location(in: photo)) in the photo, zoom ×\(zoom)")
    }

    func pinched(_ recognizer: PinchGestureRecognizer) {
        let scale = Double(Int((recognizer.scale * 1000).rounded())) / 1000
        print("        → action: pinch \(recognizer.state), scale \(scale)")
    }
}
