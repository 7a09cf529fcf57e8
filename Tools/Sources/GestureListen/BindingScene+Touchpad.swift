import GestureTraces

extension BindingScene {
    /// On a touchpad, what moves waits for the taps, as libinput holds pointer motion back
    /// while a tap is still possible (`evdev-mt-touchpad-tap.c`): a pad's reported position
    /// wanders at touch-down (an ALPS tap's pointer moves 28 points in 70 ms), so without it
    /// a tap is also a pan. Pans and edge pans wait for the taps of their finger count, and
    /// pinches and rotations for the taps of two or more fingers, each tap failing once the
    /// fingers move past its `allowableMovement` (45 points) or stay down past its
    /// `maximumTapDuration`. A pan whose finger count has no tap binding waits for a tap
    /// recognizer added for that purpose alone, bound to nothing. Touchscreens keep their
    /// pans immediate: a finger on glass lands where it is.
    static func tapGuards(for keys: [RecognizerKey]) -> [RecognizerKey] {
        var guards: [RecognizerKey] = []
        for key in keys {
            let fingers: Int
            switch key.gesture {
            case .pan, .edge: fingers = key.fingers
            case .pinch, .rotation: fingers = 2
            default: continue
            }
            let tap = RecognizerKey(gesture: .tap, fingers: fingers, taps: 1)
            if !keys.contains(tap) && !guards.contains(tap) { guards.append(tap) }
        }
        return guards
    }

    /// Makes the moving recognizers among `descriptions` (in the order of `keys`) wait for the
    /// failure of the taps they could be (see ``tapGuards(for:)``).
    static func holdForTaps(_ descriptions: inout [RecognizerDescription], keys: [RecognizerKey]) {
        for (index, key) in keys.enumerated() {
            let waitsFor: (RecognizerKey) -> Bool
            switch key.gesture {
            case .pan, .edge: waitsFor = { $0.gesture == .tap && $0.fingers == key.fingers }
            case .pinch, .rotation: waitsFor = { $0.gesture == .tap && $0.fingers >= 2 }
            default: continue
            }
            for tap in keys where waitsFor(tap) {
                let name = Self.name(of: tap)
                if !descriptions[index].requiresFailureOf.contains(name) { descriptions[index].requiresFailureOf.append(name) }
            }
        }
    }
}
