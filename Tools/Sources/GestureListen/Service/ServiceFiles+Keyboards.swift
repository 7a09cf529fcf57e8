extension ServiceFiles {
    /// The keyboard rule's file name, apart from the touch rule's so that it is added and
    /// removed on its own.
    public static let keyboardUdevRuleName = "70-gesturekit-keyboards.rules"

    /// The rule that gives the user at the seat the keyboards too, for bindings with
    /// `modifiers:` (`udev-rule --keyboards`). Not part of the touch rule: with it, every
    /// program the user runs may read every key typed, passwords included.
    public static let keyboardUdevRule = """
        # gesturekit, asked for explicitly (udev-rule --keyboards): the user at the active seat may
        # read keyboards, so that `listen` can ask which modifiers are held (EVIOCGKEY). Every
        # program of that user can then read every key typed, passwords included; remove this
        # file to take it back.
        ACTION!="remove", SUBSYSTEM=="input", KERNEL=="event*", ENV{ID_INPUT_KEYBOARD}=="1", TAG+="uaccess"

        """
}
