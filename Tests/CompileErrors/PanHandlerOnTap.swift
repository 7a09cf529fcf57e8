// P4: a handler for a pan given to a tap recognizer must not compile.
// expect: (Canvas) -> (PanGestureRecognizer) -> ()' to expected argument type
import GestureKit

final class Canvas {
    func handlePan(_ pan: PanGestureRecognizer) {}
}

func wire(_ canvas: Canvas) {
    let tap = TapGestureRecognizer()
    tap.addTarget(canvas, action: Canvas.handlePan)
}
