#if canImport(Glibc)
import Glibc  // log(): the loop stays free of Foundation
#elseif canImport(Darwin)
import Darwin
#endif
import GestureKit

/// How far a continuous gesture has gone in a binding's direction, in the units the binding's
/// `threshold` and `every` use (points, a scale factor, degrees), and the defaults when a
/// binding leaves them out.
enum BindingProgress {
    /// The threshold of `on: recognized` when the binding gives none: 50 points of pan or
    /// edge pan, a scale of 1.25 (or 0.8 pinching in), 30 degrees of rotation.
    static func defaultThreshold(for gesture: Binding.Gesture) -> Double {
        switch gesture {
        case .pinch: 1.25
        case .rotation: 30
        default: 50
        }
    }

    /// The progress of `recognizer` for `binding`, comparable with ``measure(_:for:)`` of its
    /// threshold or step. Pinches count in log-scale so that in and out are symmetric: 1.25
    /// out and 0.8 in are the same distance.
    static func progress(of recognizer: GestureRecognizer, for binding: Binding) -> Double {
        switch recognizer {
        case let pinch as PinchGestureRecognizer:
            let logScale = pinch.scale > 0 ? log(pinch.scale) : 0
            switch binding.direction {
            case .pinch(.out): return logScale
            case .pinch(.in): return -logScale
            default: return abs(logScale)
            }
        case let rotation as RotationGestureRecognizer:
            let degrees = rotation.rotation * 180 / .pi
            switch binding.direction {
            case .rotation(.clockwise): return degrees  // y points down: a positive angle turns clockwise on screen
            case .rotation(.counterclockwise): return -degrees
            default: return abs(degrees)
            }
        case let pan as PanGestureRecognizer:
            let t = pan.translation(in: nil)
            switch binding.direction {
            case .travel(.up): return -t.y
            case .travel(.down): return t.y
            case .travel(.left): return -t.x
            case .travel(.right): return t.x
            default: return (t.x * t.x + t.y * t.y).squareRoot()
            }
        default:
            return 0
        }
    }

    /// The smallest `every` a configuration takes, and its unit for messages: a point (pan,
    /// edge), a degree (rotation), 1% of scale (pinch). Smaller steps are below what a touch
    /// panel resolves, so they fire on a resting finger's tremor, a command each time.
    static func smallestStep(for gesture: Binding.Gesture) -> (amount: Double, unit: String) {
        switch gesture {
        case .pinch: (1.01, "1% of scale")
        case .rotation: (1, "a degree")
        default: (1, "a point")
        }
    }

    /// A threshold or step in progress units.
    static func measure(_ amount: Double, for gesture: Binding.Gesture) -> Double {
        gesture == .pinch ? log(amount) : amount
    }

    /// The direction the gesture is going, for the environment: the binding's, or read from
    /// the recognizer.
    static func direction(of recognizer: GestureRecognizer, for binding: Binding) -> Binding.Direction? {
        if let direction = binding.direction { return direction }
        switch recognizer {
        case let pinch as PinchGestureRecognizer: return .pinch(pinch.scale >= 1 ? .out : .in)
        case let rotation as RotationGestureRecognizer: return .rotation(rotation.rotation >= 0 ? .clockwise : .counterclockwise)
        case let pan as PanGestureRecognizer:
            let t = pan.translation(in: nil)
            if t.x == 0 && t.y == 0 { return nil }
            return .travel(abs(t.x) >= abs(t.y) ? (t.x >= 0 ? .right : .left) : (t.y >= 0 ? .down : .up))
        default: return nil
        }
    }
}
