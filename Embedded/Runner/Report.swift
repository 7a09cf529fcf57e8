import GestureKit

/// What the runner prints of an action: the recognizer, its state and what it measured.
/// Doubles are printed as Swift prints them, which is the same on every target; that is
/// what the comparison checks.
enum Report {
    static func action(_ recognizer: GestureRecognizer) {
        var line = "  action \(recognizer.displayName) \(recognizer.state) at \(recognizer.location(in: nil))"
        if let pan = recognizer as? PanGestureRecognizer {
            line += " translation \(pan.translation(in: nil)) velocity \(pan.velocity(in: nil))"
        } else if let pinch = recognizer as? PinchGestureRecognizer {
            line += " scale \(pinch.scale) velocity \(pinch.velocity)"
        } else if let rotation = recognizer as? RotationGestureRecognizer {
            line += " rotation \(rotation.rotation) velocity \(rotation.velocity)"
        } else if let swipe = recognizer as? SwipeGestureRecognizer {
            line += " direction \(swipe.recognizedDirection.rawValue)"
        } else if let hover = recognizer as? HoverGestureRecognizer {
            line += " azimuth \(hover.azimuthAngle(in: nil))"
        }
        print(line)
    }

    static func rejected(_ error: TouchEventError) {
        print("  rejected: \(error)")
    }
}
