/// What a device is, from its properties and event bits, following the rules udev's
/// `input_id` builtin and libevdev apply (systemd `src/udev/udev-builtin-input_id.c`,
/// libevdev's fake-multitouch rule), so that `listen` picks what the desktop calls a
/// touchscreen or a touchpad.
extension DeviceDescription {
    /// What a device is to a gesture daemon.
    public enum Kind: String, Hashable, Sendable {
        /// A touchscreen: direct touch (`INPUT_PROP_DIRECT`, or `BTN_TOUCH` on a device that
        /// is not a touchpad) with position axes, and no pen.
        case touchscreen
        /// A touchpad: indirect, with fingers (`BTN_TOOL_FINGER`, or multitouch axes when the
        /// keys are not known), a clickpad included.
        case touchpad
        /// A pen or tablet (`BTN_TOOL_PEN` or `BTN_STYLUS`): its touches are a stylus's,
        /// never picked as "the touchscreen".
        case pen
        /// A device whose `ABS_MT_*` codes are not multitouch (it has `ABS_MT_SLOT - 1`, so its
        /// axes run through the multitouch range: libevdev's "fake multitouch").
        case fakeMultitouch = "fake-multitouch"
        /// Anything else (keyboards, mice, buttons).
        case other
    }

    /// Whether it is a touchscreen, a touchpad, a pen, a fake-multitouch device or none.
    ///
    /// As udev: a device with a stylus tool is a pen whatever else it has; a device with
    /// `BTN_TOOL_FINGER` that is not direct is a touchpad; one with `BTN_TOUCH` or
    /// `INPUT_PROP_DIRECT` a touchscreen. A description without key bits (a hand-written one,
    /// an old recording) falls back to the properties and axes: direct with position axes is
    /// a touchscreen, multitouch axes a touchpad.
    public var kind: Kind {
        if axes[EvdevCode.mtSlotMinusOne] != nil && axes[EvdevCode.mtSlot] != nil { return .fakeMultitouch }
        guard positionAxes != nil else { return .other }
        if keys.contains(EvdevCode.btnToolPen) || keys.contains(EvdevCode.btnStylus) { return .pen }
        if keys.isEmpty {
            if isDirect { return .touchscreen }
            return isMultitouch ? .touchpad : .other
        }
        if keys.contains(EvdevCode.btnToolFinger) && !isDirect { return .touchpad }
        if keys.contains(EvdevCode.btnTouch) || isDirect { return .touchscreen }
        return .other
    }

    /// Whether its keys show it is a touchpad (`BTN_TOOL_FINGER`, not direct): what the
    /// touchpad-only rules (libinput's assumed size, the touchpad's replay scene) ask for,
    /// rather than a guess from axes alone.
    public var isTouchpadByItsKeys: Bool { kind == .touchpad && keys.contains(EvdevCode.btnToolFinger) }

    /// Whether the slots hold the corners of the fingers' bounding box rather than the
    /// fingers (`INPUT_PROP_SEMI_MT`): libinput reads such a device as a single-touch one
    /// whose finger count comes from `BTN_TOOL_*`.
    public var isSemiMultitouch: Bool { properties.contains(EvdevCode.propertySemiMultitouch) }
    /// Whether it is a clickpad (`INPUT_PROP_BUTTONPAD`): pressing the surface is the button.
    public var isClickpad: Bool { properties.contains(EvdevCode.propertyButtonpad) }

    /// The most fingers its `BTN_TOOL_*` keys can count (5 with `BTN_TOOL_QUINTTAP`, 2 with
    /// `BTN_TOOL_DOUBLETAP`); 0 when it counts none beyond one.
    public var countedFingers: Int {
        let counts = keys.compactMap { EvdevCode.toolFingerCounts[$0] }
        guard let most = counts.max(), most >= 2 else { return 0 }
        return most
    }
}
