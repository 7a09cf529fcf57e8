/// Which input reaches a recognizer: the types of touch it takes (P7), the virtual fingers of
/// the pointer input it follows (P5), and what that input reports (buttons, modifiers).
extension GestureRecognizer {
    /// Whether `touch` is one of this recognizer's (``Touch/gestureRecognizers``): it joined
    /// since the last reset (D1–D3), was not ignored (D5), and the recognizer was not taken
    /// off its touches (A11).
    func receives(_ touch: Touch) -> Bool {
        guard !wasTakenOffTouches else { return false }
        for index in touchesSinceReset.indices where touchesSinceReset[index] === touch { return true }
        return false
    }

    /// Whether a touch beginning now reaches this recognizer, as far as its type goes (P7),
    /// or, for a virtual finger, whether the recognizer follows that input (P5).
    func accepts(_ touch: Touch) -> Bool {
        switch touch.virtualSource {
        case .scroll(let type): return receivesScroll(of: type)
        case .transform: return receivesTransforms
        case nil: break
        }
        guard takesTouches, allowedTouchTypes.contains(touch.type) else { return false }
        guard requiresExclusiveTouchType, let first = touchesSinceReset.first else { return true }
        return first.type == touch.type
    }

    /// The keyboard modifiers of the latest event the window processed (P5), as UIKit's
    /// `modifierFlags`.
    public var modifierFlags: KeyModifierFlags { window?.event.modifierFlags ?? [] }

    /// The pointer buttons held by the recognizer's touches (P5), as UIKit's `buttonMask`:
    /// a pointer touch's buttons (an empty mask counts as the primary button), and the
    /// primary button for a finger or a stylus.
    public var buttonMask: PointerButtons {
        var mask: PointerButtons = []
        for touch in trackedTouches {  // with those lifting now, for the action of a click
            mask.formUnion(touch.pressedButtons)
        }
        return mask
    }

}
