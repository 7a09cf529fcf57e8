/// The two files that run `gesturekit listen` for the logged-in user, every day, without
/// root and without the `input` group:
///
/// - a **udev rule** that tags touchscreens and touchpads (udev's `ID_INPUT_TOUCHSCREEN`,
///   `ID_INPUT_TOUCHPAD`, set by its `input_id` builtin) with `uaccess`, so that systemd-logind
///   gives the user at the active seat read access to those devices only: keyboards and mice
///   stay out of reach, unlike the `input` group, which reads them all;
/// - a **systemd user unit** that starts `listen` with the graphical session and restarts it
///   if it stops.
///
/// ```swift
/// let files = ServiceFiles(executable: "/usr/local/bin/gesturekit",
///                          configuration: "/home/ana/.config/gesturekit/listen.yaml")
/// print(files.unit)      // [Unit] … ExecStart="/usr/local/bin/gesturekit" "listen" "--config" …
/// print(ServiceFiles.udevRule)
/// ```
public struct ServiceFiles: Sendable {
    /// The unit's file name, in `~/.config/systemd/user/`.
    public static let unitName = "gesturekit-listen.service"
    /// The rule's file name, in `/etc/udev/rules.d/`: before systemd's `73-seat-late.rules`,
    /// which turns the `uaccess` tag into the user's access.
    public static let udevRuleName = "70-gesturekit-touch.rules"

    /// The absolute path of the `gesturekit` executable the unit starts.
    public var executable: String
    /// The configuration file `listen` reads, or nil for its default place.
    public var configuration: String?

    /// Files for `executable` reading `configuration`.
    public init(executable: String, configuration: String? = nil) {
        self.executable = executable
        self.configuration = configuration
    }

    /// The udev rule: read access to touchscreens and touchpads for the user at the seat.
    public static let udevRule = """
        # gesturekit: the user at the active seat may read touchscreens and touchpads, and only
        # those (systemd-logind turns the uaccess tag into an ACL; keyboards stay out of reach).
        ACTION!="remove", SUBSYSTEM=="input", KERNEL=="event*", ENV{ID_INPUT_TOUCHSCREEN}=="1", TAG+="uaccess"
        ACTION!="remove", SUBSYSTEM=="input", KERNEL=="event*", ENV{ID_INPUT_TOUCHPAD}=="1", TAG+="uaccess"

        """

    /// The systemd user unit.
    public var unit: String {
        var command = [executable, "listen"]
        if let configuration { command += ["--config", configuration] }
        return """
            [Unit]
            Description=GestureKit touch gestures (gesturekit listen)
            After=graphical-session.target
            PartOf=graphical-session.target

            [Service]
            ExecStart=\(command.map(Self.quoted).joined(separator: " "))
            Restart=on-failure
            RestartSec=2
            # listen needs no privileges, and the commands it starts get none either.
            NoNewPrivileges=yes

            [Install]
            WantedBy=graphical-session.target

            """
    }

    /// A word of `ExecStart=` as systemd reads it: in double quotes, with `\\`, `"` escaped,
    /// and `%` doubled (systemd expands `%` specifiers, and `$` variables, inside quotes too).
    static func quoted(_ word: String) -> String {
        var text = "\""
        for character in word {
            switch character {
            case "\\": text += "\\\\"
            case "\"": text += "\\\""
            case "%": text += "%%"
            case "$": text += "$$"
            default: text.append(character)
            }
        }
        return text + "\""
    }
}
