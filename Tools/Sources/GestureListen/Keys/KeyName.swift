/// Key and button names as `gesturekit listen` reads them in `keys:` and `button:`, and the
/// Linux key codes they stand for (`linux/input-event-codes.h`).
///
/// A name is a Linux name (`KEY_LEFTCTRL`, `BTN_MIDDLE`), the same without its prefix
/// (`leftctrl`, `volumeup`), or a friendly alias (`ctrl`, `super`, `Left`, `Return`, `a`,
/// `F5`); case does not matter.
public enum KeyName {
    /// The Linux name of `code` (`KEY_LEFTCTRL`), or `KEY_<code>` for one not in the table.
    public static func linuxName(of code: UInt16) -> String {
        byCode[code] ?? "KEY_\(code)"
    }

    /// The code a name stands for, or nil.
    public static func code(named name: String) -> UInt16? {
        let lowered = name.lowercased()
        return aliases[lowered] ?? byName[lowered] ?? byName["key_" + lowered] ?? byName["btn_" + lowered]
    }

    /// Whether `code` is a mouse button (`BTN_LEFT`…`BTN_EXTRA`): a device that sends one
    /// is made a mouse too.
    public static func isButton(_ code: UInt16) -> Bool { (0x110...0x114).contains(code) }

    /// A few of the friendly names, for error messages.
    static let examples = "ctrl, alt, shift, super, Left, Return, a, 1, F5, volumeup"

    /// The mouse buttons `button:` names.
    static let buttons: [String: UInt16] = ["left": 0x110, "right": 0x111, "middle": 0x112, "side": 0x113, "extra": 0x114]

    /// Linux names and codes, from `linux/input-event-codes.h`: the keys of a PC keyboard, its
    /// media keys, and the mouse buttons.
    static let table: [(String, UInt16)] = [
        ("KEY_ESC", 1), ("KEY_1", 2), ("KEY_2", 3), ("KEY_3", 4), ("KEY_4", 5), ("KEY_5", 6), ("KEY_6", 7), ("KEY_7", 8),
        ("KEY_8", 9), ("KEY_9", 10), ("KEY_0", 11), ("KEY_MINUS", 12), ("KEY_EQUAL", 13), ("KEY_BACKSPACE", 14), ("KEY_TAB", 15),
        ("KEY_Q", 16), ("KEY_W", 17), ("KEY_E", 18), ("KEY_R", 19), ("KEY_T", 20), ("KEY_Y", 21), ("KEY_U", 22), ("KEY_I", 23),
        ("KEY_O", 24), ("KEY_P", 25), ("KEY_LEFTBRACE", 26), ("KEY_RIGHTBRACE", 27), ("KEY_ENTER", 28), ("KEY_LEFTCTRL", 29),
        ("KEY_A", 30), ("KEY_S", 31), ("KEY_D", 32), ("KEY_F", 33), ("KEY_G", 34), ("KEY_H", 35), ("KEY_J", 36), ("KEY_K", 37),
        ("KEY_L", 38), ("KEY_SEMICOLON", 39), ("KEY_APOSTROPHE", 40), ("KEY_GRAVE", 41), ("KEY_LEFTSHIFT", 42),
        ("KEY_BACKSLASH", 43), ("KEY_Z", 44), ("KEY_X", 45), ("KEY_C", 46), ("KEY_V", 47), ("KEY_B", 48), ("KEY_N", 49),
        ("KEY_M", 50), ("KEY_COMMA", 51), ("KEY_DOT", 52), ("KEY_SLASH", 53), ("KEY_RIGHTSHIFT", 54), ("KEY_KPASTERISK", 55),
        ("KEY_LEFTALT", 56), ("KEY_SPACE", 57), ("KEY_CAPSLOCK", 58), ("KEY_F1", 59), ("KEY_F2", 60), ("KEY_F3", 61),
        ("KEY_F4", 62), ("KEY_F5", 63), ("KEY_F6", 64), ("KEY_F7", 65), ("KEY_F8", 66), ("KEY_F9", 67), ("KEY_F10", 68),
        ("KEY_NUMLOCK", 69), ("KEY_SCROLLLOCK", 70), ("KEY_KPMINUS", 74), ("KEY_KPPLUS", 78), ("KEY_F11", 87), ("KEY_F12", 88),
        ("KEY_KPENTER", 96), ("KEY_RIGHTCTRL", 97), ("KEY_KPSLASH", 98), ("KEY_SYSRQ", 99), ("KEY_RIGHTALT", 100),
        ("KEY_HOME", 102), ("KEY_UP", 103), ("KEY_PAGEUP", 104), ("KEY_LEFT", 105), ("KEY_RIGHT", 106), ("KEY_END", 107),
        ("KEY_DOWN", 108), ("KEY_PAGEDOWN", 109), ("KEY_INSERT", 110), ("KEY_DELETE", 111), ("KEY_MUTE", 113),
        ("KEY_VOLUMEDOWN", 114), ("KEY_VOLUMEUP", 115), ("KEY_POWER", 116), ("KEY_PAUSE", 119), ("KEY_LEFTMETA", 125),
        ("KEY_RIGHTMETA", 126), ("KEY_COMPOSE", 127), ("KEY_MENU", 139), ("KEY_CALC", 140), ("KEY_SLEEP", 142), ("KEY_WWW", 150),
        ("KEY_MAIL", 155), ("KEY_BACK", 158), ("KEY_FORWARD", 159), ("KEY_NEXTSONG", 163), ("KEY_PLAYPAUSE", 164),
        ("KEY_PREVIOUSSONG", 165), ("KEY_STOPCD", 166), ("KEY_HOMEPAGE", 172), ("KEY_REFRESH", 173), ("KEY_F13", 183),
        ("KEY_F14", 184), ("KEY_F15", 185), ("KEY_F16", 186), ("KEY_F17", 187), ("KEY_F18", 188), ("KEY_F19", 189),
        ("KEY_F20", 190), ("KEY_F21", 191), ("KEY_F22", 192), ("KEY_F23", 193), ("KEY_F24", 194), ("KEY_PRINT", 210),
        ("KEY_SEARCH", 217), ("KEY_BRIGHTNESSDOWN", 224), ("KEY_BRIGHTNESSUP", 225), ("KEY_MICMUTE", 248),
        ("BTN_LEFT", 0x110), ("BTN_RIGHT", 0x111), ("BTN_MIDDLE", 0x112), ("BTN_SIDE", 0x113), ("BTN_EXTRA", 0x114),
    ]

    /// Friendly names (lower case): the modifiers by their usual names (the left one), X11's
    /// keysym names for the keys whose Linux name differs, and the characters of the keys.
    static let aliases: [String: UInt16] = [
        "ctrl": 29, "control": 29, "shift": 42, "alt": 56, "altgr": 100, "super": 125, "meta": 125, "win": 125, "logo": 125,
        "return": 28, "escape": 1, "page_up": 104, "prior": 104, "page_down": 109, "next": 109, "print": 99,
        "plus": 78, "kp_add": 78, "kp_subtract": 74, "-": 12, "=": 13, ",": 51, ".": 52, "/": 53, ";": 39, "'": 40, "`": 41,
        "[": 26, "]": 27, "\\": 43, "period": 52, "bracketleft": 26, "bracketright": 27,
        "xf86audioraisevolume": 115, "xf86audiolowervolume": 114, "xf86audiomute": 113, "xf86audioplay": 164,
        "xf86audionext": 163, "xf86audioprev": 165, "xf86monbrightnessup": 225, "xf86monbrightnessdown": 224,
    ]

    static let byName: [String: UInt16] = Dictionary(table.map { ($0.0.lowercased(), $0.1) }, uniquingKeysWith: { a, _ in a })
    static let byCode: [UInt16: String] = Dictionary(table.map { ($0.1, $0.0) }, uniquingKeysWith: { a, _ in a })
}
