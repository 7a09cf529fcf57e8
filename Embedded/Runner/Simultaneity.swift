import GestureKit

/// Lets the listed pairs recognize together (the photo's pinch and rotation; the standard
/// scene's pan, pinch, rotation and swipes).
final class Simultaneity: GestureRecognizerDelegate {
    var pairs: [(GestureRecognizer, GestureRecognizer)] = []

    func gestureRecognizer(_ a: GestureRecognizer, shouldRecognizeSimultaneouslyWith b: GestureRecognizer) -> Bool {
        pairs.contains { ($0.0 === a && $0.1 === b) || ($0.0 === b && $0.1 === a) }
    }
}
