import GestureKit
import GestureTraces

extension BindingScene {
    /// How long after the first finger lands a gesture of fewer fingers waits for more
    /// (``FingerCountGuard``). GestureKit's choice, made on one recording: the Atmel
    /// maXTouch's four-finger drag, whose fourth finger lands 111 ms after its first; 150 ms
    /// covers it and is barely felt at the start of a drag. Recordings of other panels that
    /// did not choose it land within it too (the Dell Canvas's five fingers within 81 ms, the
    /// DTH2242's four within 24 ms); a slower hand or panel would need more.
    static let fingerSettle = 0.15

    /// Whether `key`'s gesture is a movement of a set number of fingers, which a finger
    /// still landing would make another binding's.
    static func movesWithFingers(_ key: RecognizerKey) -> Bool {
        key.gesture == .pan || key.gesture == .swipe || key.gesture == .edge
    }

    /// Makes each moving recognizer among `descriptions` (in the order of `keys`) that has a
    /// moving rival of more fingers wait for a ``FingerCountGuard`` of one finger more, and
    /// adds the guards to `descriptions` and `custom`.
    static func holdForMoreFingers(_ descriptions: inout [RecognizerDescription], custom: inout [String: GestureRecognizer],
                                   keys: [RecognizerKey]) {
        for (index, key) in keys.enumerated() where movesWithFingers(key) {
            guard keys.contains(where: { movesWithFingers($0) && $0.fingers > key.fingers }) else { continue }
            let name = "more than \(key.fingers)f"
            if custom[name] == nil {
                custom[name] = FingerCountGuard(fingers: key.fingers + 1, settle: fingerSettle)
                descriptions.append(RecognizerDescription(name, .custom))
            }
            descriptions[index].requiresFailureOf.append(name)
        }
    }
}
