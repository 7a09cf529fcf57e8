extension ServiceFiles {
    /// The line that gives the user at the seat `/dev/uinput` too, added to the rule only on
    /// request (`--uinput`): whoever may write uinput may type into every window, so with it
    /// any program the user runs can type as a keyboard. `static_node` lets the tag reach the
    /// node the kernel creates before the module is loaded.
    public static let uinputRuleLine =
        #"KERNEL=="uinput", SUBSYSTEM=="misc", OPTIONS+="static_node=uinput", TAG+="uaccess""#

    /// The udev rule, with write access to `/dev/uinput` for the user at the seat when
    /// `uinput` is true (keys typed by bindings; see ``uinputRuleLine`` for its risk).
    public static func udevRule(uinput: Bool) -> String {
        guard uinput else { return udevRule }
        return udevRule
            + "# Asked for with --uinput: the user at the seat may also write /dev/uinput, for the keys bindings type.\n"
            + "# Any program the user runs may then type into any window.\n"
            + uinputRuleLine + "\n"
    }
}
