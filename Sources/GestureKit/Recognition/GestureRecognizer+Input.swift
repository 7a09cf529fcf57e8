/// Which input reaches a recognizer: the types of touch it takes (<doc:Rules#P7>), the virtual fingers
/// of the pointer input it follows (<doc:Rules#P5>), and what that input reports (buttons, modifiers).
extension GestureRecognizer {
    /// Whether `touch` is one of this recognizer's (``Touch/gestureRecognizers``): it joined
    /// since the last reset (<doc:Rules#D1>–<doc:Rules#D3>), was not ignored (<doc:Rules#D5>), and the
    /// recognizer was not taken off its touches (<doc:Rules#A11>).
    func receives(_ touch: Touch) -> Bool {
        guard !entry.wasTakenOffTouches else { return false }
        for index in entry.touchesSinceReset.indices where entry.touchesSinceReset[index] === touch { return true }
        return false
    }

    /// Whether a touch beginning now reaches this recognizer, as far as its type goes (<doc:Rules#P7>),
    /// or, for a stand-in contact, whether the recognizer follows that input (<doc:Rules#P5>). Until it
    /// resets, a recognizer follows touches or indirect input, never both: a pan that is
    /// following a scroll takes no finger, and one following a finger takes no scroll.
    func accepts(_ touch: Touch) -> Bool {
        if let first = entry.touchesSinceReset.first, (first.virtualSource == nil) != (touch.virtualSource == nil) { return false }
        switch touch.virtualSource {
        case .scroll(let type): return receivesScroll(of: type)
        case .transform: return receivesTransforms
        case nil: break
        }
        guard takesTouches, allowedTouchTypes.contains(touch.type) else { return false }
        guard requiresExclusiveTouchType, let first = entry.touchesSinceReset.first else { return true }
        return first.type == touch.type
    }

    /// Stops delivering `touch` to this recognizer (<doc:Rules#D5>): it gets no further phases, and the
    /// touch no longer counts for the recognizer's effects on views or for conflicts.
    ///
    /// - Parameters:
    ///   - touch: one of the recognizer's touches; any other touch changes nothing.
    ///   - event: the event being handled, as in UIKit's signature; not read.
    public func ignore(_ touch: Touch, for event: Event) {
        entry.trackedTouches.removeAll { $0 === touch }
        entry.touchesSinceReset.removeAll { $0 === touch }
        entry.environment?.mayNeedResets = true  // it may be left with nothing to do
    }

    /// Whether the recognizer follows a scroll or a trackpad transform rather than touches
    /// (<doc:Rules#P5>): then it has no touches to count or locate.
    var followsIndirectInput: Bool { entry.touchesSinceReset.first?.virtualSource != nil }

    /// The delegate's say on new input (<doc:Rules#D2>): whether the recognizer receives the event,
    /// asked once per event (UIKit asks it "once before" the touch method), and then, for
    /// a real touch, whether it receives the touch. A scroll or a transform is not a touch,
    /// so `shouldReceive(touch)` is never asked about it (<doc:Rules#P5>).
    func delegate(_ delegate: any GestureRecognizerDelegate, lets touch: Touch, arriveWith event: Event, step: UInt64) -> Bool {
        if entry.eventVerdict?.step != step {
            entry.eventVerdict = (step, delegate.gestureRecognizer(self, shouldReceive: event))
        }
        guard entry.eventVerdict?.allowed == true else { return false }
        return touch.virtualSource != nil || delegate.gestureRecognizer(self, shouldReceive: touch)
    }

    /// The keyboard modifiers of the latest event the window processed (<doc:Rules#P5>), as UIKit's
    /// `modifierFlags`.
    public var modifierFlags: KeyModifierFlags { window?.event.modifierFlags ?? [] }

    /// The pointer buttons held by the recognizer's touches (<doc:Rules#P5>), as UIKit's `buttonMask`:
    /// a pointer touch's buttons (an empty mask counts as the primary button), and the
    /// primary button for a finger or a stylus. Empty while it follows a scroll or a trackpad
    /// transform, which presses no button.
    public var buttonMask: PointerButtons {
        var mask: PointerButtons = []
        for touch in entry.trackedTouches where touch.virtualSource == nil {  // with those lifting now, for a click's action
            mask.formUnion(touch.pressedButtons)
        }
        return mask
    }
}
