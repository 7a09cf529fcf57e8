import ArgumentParser
import Foundation
import GestureListen

/// `gesturekit service udev-rule`: the rule that gives the user at the seat the touch devices.
struct ServiceUdevRuleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "udev-rule",
        abstract: "Print the udev rule that gives the logged-in user the touchscreens and touchpads (only); --install writes it (as root); --keyboards, a separate rule for keyboards.")

    /// Where udev reads local rules.
    static let defaultRulesDirectory = "/etc/udev/rules.d"

    @Flag(help: "Write the rule into the rules folder and make udev apply it now (needs root).")
    var install = false

    @Flag(help: ArgumentHelp(
        "Also give the user at the seat /dev/uinput, for bindings that type keys (keys:, button:).",
        discussion: "Any program the user runs may then type into any window, as a keyboard would (docs/Listen.md)."))
    var uinput = false

    @Option(help: ArgumentHelp("The rules folder (default: /etc/udev/rules.d); with --install."))
    var rulesDirectory: String?

    @Flag(help: ArgumentHelp("Do not ask udev to reload and re-apply its rules; with --install."))
    var noReload = false

    @Flag(help: ArgumentHelp(
        "Instead, the separate rule that gives the user at the seat the keyboards too, for bindings with modifiers; "
            + "every program of the user can then read every key typed (docs/Listen.md)."))
    var keyboards = false

    func validate() throws {
        // Two rules in two files: one install each.
        if keyboards && uinput { throw ValidationError("--uinput goes with the touch devices' rule, not --keyboards: run the command once for each") }
        // Without --install the rule is only printed: a folder or a reload would be ignored.
        if !install && (rulesDirectory != nil || noReload) {
            throw ValidationError("--rules-directory and --no-reload go with --install (without it the rule is only printed)")
        }
    }

    func run() throws {
        let rule = keyboards ? ServiceFiles.keyboardUdevRule : ServiceFiles.udevRule(uinput: uinput)
        guard install else { return print(rule, terminator: "") }
        let file = URL(fileURLWithPath: rulesDirectory ?? Self.defaultRulesDirectory)
            .appendingPathComponent(keyboards ? ServiceFiles.keyboardUdevRuleName : ServiceFiles.udevRuleName)
        do {
            try Data(rule.utf8).write(to: file, options: .atomic)
            // Readable by all, writable by its owner only, as rules files are.
            try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
        } catch {
            throw CommandFailure("\(file.path): cannot be written (\(error.localizedDescription)); "
                                 + "writing udev rules needs root: sudo gesturekit service udev-rule --install")
        }
        print("wrote \(file.path)")
        guard !noReload else { return }
        for arguments in [["control", "--reload-rules"], ["trigger", "--subsystem-match=input", "--action=change"]] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["udevadm"] + arguments
            do {
                try process.run()
                process.waitUntilExit()
            } catch {
                throw CommandFailure("cannot run udevadm (\(error.localizedDescription)); run 'udevadm \(arguments.joined(separator: " "))' yourself")
            }
        }
        print("udev applied it: the user at the seat can read the "
              + (keyboards ? "keyboards (and so can every program of the user)"
                 : "touchscreens and touchpads" + (uinput ? ", and type through /dev/uinput" : "")))
    }

    /// Whether `directory` holds the rule as this version writes it (with or without uinput).
    static func isInstalled(in directory: String) -> Bool {
        let file = URL(fileURLWithPath: directory).appendingPathComponent(ServiceFiles.udevRuleName)
        let text = try? String(contentsOf: file, encoding: .utf8)
        return text == ServiceFiles.udevRule || text == ServiceFiles.udevRule(uinput: true)
    }
}
