import GestureKit
import GestureShapes
import GestureTraces

extension BindingScene {
    /// The recognizer's name in the decision log: `tap 2x 1f`, `swipe 3f up`, `edge 1f left`.
    static func name(of key: RecognizerKey) -> String {
        var parts = [key.gesture.rawValue]
        if key.gesture == .tap || key.gesture == .longPress { parts.append("\(key.taps)x") }
        if key.fingers > 0 { parts.append("\(key.fingers)f") }
        if let direction = key.direction { parts.append(direction.name) }
        if let edge = key.edge { parts.append("from " + edgeName(RectEdge(rawValue: edge))) }
        if let duration = key.duration { parts.append("\(Firing.number(duration))s") }
        return parts.joined(separator: " ")
    }

    static func edgeName(_ edge: RectEdge) -> String {
        [(RectEdge.left, "left"), (.right, "right"), (.top, "top"), (.bottom, "bottom")].first { edge.contains($0.0) }?.1 ?? "edge"
    }

    /// The description of `key`'s recognizer, with what it waits for and may share.
    static func description(of key: RecognizerKey, named name: String, among keys: [RecognizerKey]) -> RecognizerDescription {
        var d: RecognizerDescription
        switch key.gesture {
        case .tap: d = RecognizerDescription(name, .tap, taps: key.taps, touches: key.fingers)
        case .longPress:
            d = RecognizerDescription(name, .longPress, taps: key.taps - 1, touches: key.fingers, minimumPressDuration: key.duration)
        case .swipe where key.edge != nil: d = RecognizerDescription(name, .custom)
        case .swipe: d = RecognizerDescription(name, .swipe, touches: key.fingers, directions: key.direction.map { [$0.name] })
        case .pan: d = RecognizerDescription(name, .pan, minimumTouches: key.fingers, maximumTouches: key.fingers)
        case .edge:
            d = RecognizerDescription(name, .screenEdgePan, minimumTouches: key.fingers, maximumTouches: key.fingers,
                                      edges: key.edge.map { [edgeName(RectEdge(rawValue: $0))] })
        case .pinch: d = RecognizerDescription(name, .pinch)
        case .rotation: d = RecognizerDescription(name, .rotation)
        case .shape: d = RecognizerDescription(name, .custom)
        }
        for other in keys where other != key {
            if waits(key, for: other) { d.requiresFailureOf.append(self.name(of: other)) }
            if shares(key, with: other) { d.simultaneousWith.append(self.name(of: other)) }
        }
        return d
    }

    /// Whether `key`'s recognizer waits for `other`'s to fail (see the type's discussion).
    static func waits(_ key: RecognizerKey, for other: RecognizerKey) -> Bool {
        switch (key.gesture, other.gesture) {
        case (.tap, .tap):
            return (other.fingers == key.fingers && other.taps > key.taps) || (other.taps == key.taps && other.fingers > key.fingers)
        case (.pan, .swipe), (.pan, .edge):
            return other.fingers == key.fingers
        case (.swipe, .swipe):
            return key.edge == nil && other.edge != nil && other.fingers == key.fingers && other.direction == key.direction
        default:
            return false
        }
    }

    /// Whether the two may recognize together.
    static func shares(_ key: RecognizerKey, with other: RecognizerKey) -> Bool {
        switch (key.gesture, other.gesture) {
        case (.pinch, .rotation), (.rotation, .pinch): true
        case (.shape, .pan), (.shape, .swipe), (.shape, .edge): other.fingers == 1
        case (.pan, .shape), (.swipe, .shape), (.edge, .shape): key.fingers == 1
        default: false
        }
    }

    /// The recognizers a scene description cannot describe: edge swipes and shapes (whose
    /// bindings' templates the scene has checked exist).
    static func customRecognizer(for key: RecognizerKey, bindings: [Binding], edgeMargin: Double,
                                 templates: [ShapeTemplate]) -> GestureRecognizer? {
        switch key.gesture {
        case .swipe where key.edge != nil:
            let swipe = EdgeSwipeGestureRecognizer()
            swipe.numberOfTouchesRequired = key.fingers
            if case .travel(let travel) = key.direction { swipe.direction = travel.swipeDirection } else { swipe.direction = [] }
            swipe.edges = RectEdge(rawValue: key.edge ?? 0)
            swipe.margin = edgeMargin
            return swipe
        case .shape:
            // Jackknife: with one example per shape, the best of GestureShapes' matchers at
            // rejecting what is none of them and on people it never saw (docs/Accuracy.md; in
            // a closed set at one template it is slightly behind the others), with a "none of
            // these" score calibrated on other people.
            var jackknife = JackknifeRecognizer()
            for template in templates { jackknife.addTemplate(template.name, sample: template.sample) }
            let lowest = bindings.map { $0.score ?? JackknifeRecognizer.calibratedMinimumScore }.min() ?? JackknifeRecognizer.calibratedMinimumScore
            return TemplateGestureRecognizer(matcher: .jackknife(jackknife), minimumScore: lowest)
        default:
            return nil
        }
    }
}
