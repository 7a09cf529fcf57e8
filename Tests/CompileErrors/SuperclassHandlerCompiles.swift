// P4, the other side: handlers taking the sender's type or a superclass compile.
// expect: compiles
import GestureKit

final class Canvas {
    func handleAny(_ recognizer: GestureRecognizer) {}
    func handlePan(_ pan: PanGestureRecognizer) {}
    func valueChanged(_ control: Control) {}
}

func wire(_ canvas: Canvas) {
    let pan = PanGestureRecognizer()
    pan.addTarget(canvas, action: Canvas.handlePan)
    pan.addTarget(canvas, action: Canvas.handleAny)
    let edge = ScreenEdgePanGestureRecognizer()
    edge.addTarget(canvas, action: Canvas.handlePan)
    Slider().addTarget(canvas, action: Canvas.valueChanged, for: .valueChanged)
}
