/// Keyboards, as udev's `input_id` builtin tells them (systemd
/// `src/udev/udev-builtin-input_id.c`, `test_key`): a device whose keys include every code
/// from `KEY_ESC` (1) to `KEY_S` (31) — the escape key, the digits and the first letter rows —
/// is a keyboard (`ID_INPUT_KEYBOARD`). `gesturekit listen` asks such devices which modifier
/// keys are held, and nothing else.
extension DeviceDescription {
    /// Whether it is a full keyboard: it has every key from `KEY_ESC` to `KEY_S`, as udev
    /// requires for `ID_INPUT_KEYBOARD`. Power buttons, lid switches and mice are not.
    public var isKeyboard: Bool {
        (EvdevCode.keyEscape...EvdevCode.keyS).allSatisfy { keys.contains($0) }
    }
}

extension EvdevCode {
    /// `KEY_ESC` and `KEY_S`: the range udev requires of a keyboard.
    public static let keyEscape = 1, keyS = 31
    /// The modifier keys, left and right: `KEY_LEFTCTRL`, `KEY_RIGHTCTRL`, `KEY_LEFTSHIFT`,
    /// `KEY_RIGHTSHIFT`, `KEY_LEFTALT`, `KEY_RIGHTALT`, `KEY_LEFTMETA`, `KEY_RIGHTMETA`.
    public static let keyLeftControl = 29, keyRightControl = 97, keyLeftShift = 42, keyRightShift = 54,
                      keyLeftAlt = 56, keyRightAlt = 100, keyLeftMeta = 125, keyRightMeta = 126
}
