/// A clickpad's resting thumb, as libinput's thumb detection jails it
/// (`evdev-mt-touchpad-thumb.c`): on a clickpad (`INPUT_PROP_BUTTONPAD`) at least 50 mm
/// high, a contact that *lands* below 92 % of the pad's height — the strip where a thumb
/// rests on the button area — is a thumb, not a finger: it begins no touch, so a tap beside
/// it is a one-finger tap and it never joins a pan. When it moves out of the strip it
/// becomes a finger, beginning where it is then (libinput: it "escapes jail"). A contact
/// landing above the strip is a finger wherever it goes. libinput's further rules (speed,
/// pressure and size thresholds per model, thumbs told by their position among several
/// fingers) are not followed.
extension FrameDecoder {
    /// libinput's lower thumb line: 92 % of the height down.
    static let thumbLineFraction = 0.92
    /// libinput detects no thumbs on a clickpad less high than this, in millimetres.
    static let thumbPadMinimumHeight = 50.0

    /// The thumb line of `device`, in its `ABS_MT_POSITION_Y` units; nil when it is not a
    /// clickpad or too small. A pad without a resolution is libinput's assumed 50 mm high.
    static func thumbLine(of device: DeviceDescription) -> Double? {
        guard device.isClickpad, device.kind == .touchpad, let y = device.axes[EvdevCode.mtY] else { return nil }
        let height = y.resolution > 0 ? (y.maximum - y.minimum) / y.resolution : AxisMapping.touchpadSize.height
        guard height >= thumbPadMinimumHeight else { return nil }
        return y.minimum + thumbLineFraction * (y.maximum - y.minimum)
    }

    /// At the end of a frame, before touches begin: a contact landing in the thumb strip is
    /// jailed (no touch); a jailed one that left the strip becomes a finger now.
    mutating func sortOutThumbs() {
        guard let line = thumbLine else { return }
        for key in began {
            guard var slot = slots[key], !slot.isPalm, slot.rawY > line else { continue }
            slot.isThumb = true
            slot.touch = nil
            slots[key] = slot
        }
        began.removeAll { slots[$0]?.isThumb == true }
        for key in moved.sorted() {
            guard var slot = slots[key], slot.isThumb, slot.trackingID >= 0, slot.rawY <= line else { continue }
            slot.isThumb = false
            slot.touch = nextTouchID
            nextTouchID += 1
            slots[key] = slot
            began.append(key)
        }
    }
}
