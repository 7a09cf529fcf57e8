import ArgumentParser

/// `gesturekit service`: run `listen` every day for the logged-in user, without root.
struct ServiceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "service",
        abstract: "Run 'gesturekit listen' with every graphical session, with access to the touch devices only.",
        discussion: """
            As the user who logs in: 'gesturekit service install' (a systemd user unit, started now \
            and with every session). Once, as root: 'sudo gesturekit service udev-rule --install' \
            (udev gives the user at the seat the touchscreens and touchpads, and nothing else; no \
            'input' group). docs/Listen.md, "Every day: a service".
            """,
        subcommands: [ServiceInstallCommand.self, ServiceUninstallCommand.self, ServiceUdevRuleCommand.self])
}
