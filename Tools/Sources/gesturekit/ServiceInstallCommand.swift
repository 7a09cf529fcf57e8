import ArgumentParser
import Foundation
import GestureListen

/// `gesturekit service install`: the systemd user unit, enabled and started.
struct ServiceInstallCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install",
        abstract: "Install (and start) the systemd user unit that runs 'gesturekit listen'.")

    @Option(help: "The configuration file listen reads (default: listen's own default, ~/.config/gesturekit/listen.yaml).")
    var config: String?

    @Option(help: ArgumentHelp("The folder of user units (default: $XDG_CONFIG_HOME/systemd/user)."))
    var unitDirectory: String?

    @Flag(help: "Write the unit, but neither enable nor start it.")
    var noStart = false

    func run() throws {
        // Root's own user unit would run nothing for the user; naming the folder (packagers,
        // tests) is the exception.
        guard getuid() != 0 || unitDirectory != nil else {
            throw CommandFailure("run 'gesturekit service install' as the user who logs in, not as root: the service is "
                                 + "theirs (only 'gesturekit service udev-rule --install' needs root)")
        }
        let executable = try Self.executablePath()
        let configuration = config.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        let bindings = try Self.checkConfiguration(configuration).bindings
        let files = ServiceFiles(executable: executable, configuration: configuration)
        let folder = URL(fileURLWithPath: unitDirectory ?? Self.defaultUnitDirectory(), isDirectory: true)
        let unit = folder.appendingPathComponent(ServiceFiles.unitName)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(files.unit.utf8).write(to: unit, options: .atomic)
        } catch {
            throw CommandFailure("\(unit.path): cannot be written (\(error.localizedDescription))")
        }
        print("wrote \(unit.path)")
        #if os(Linux)
        // Said before the start: until uinput can be written, each start fails and systemd retries.
        if let problem = UinputFile.problem(), let line = UinputReport.line(for: bindings, problem: problem) {
            print(line + ": the service will fail at each start until /dev/uinput can be written (sudo \(executable) service "
                  + "udev-rule --uinput --install, then log in again; 'gesturekit listen --check' says more)")
        }
        #endif
        if !noStart {
            try Self.systemctl(["--user", "daemon-reload"])
            try Self.systemctl(["--user", "enable", "--now", ServiceFiles.unitName])
            print("started \(ServiceFiles.unitName); 'journalctl --user -u \(ServiceFiles.unitName)' shows what it does")
        }
        if !ServiceUdevRuleCommand.isInstalled(in: ServiceUdevRuleCommand.defaultRulesDirectory) {
            // One rule file: written without --uinput, it would take uinput back from keys.
            let typesKeys = !Binding.keyCodes(of: bindings).isEmpty
            print("the touch devices are not yours yet: run 'sudo \(executable) service udev-rule\(typesKeys ? " --uinput" : "") --install' "
                  + "once, then log in again (or replug the device)")
        }
    }

    /// Refuses a configuration the service would refuse at every start (systemd would
    /// restart it until its start limit, with the reason only in the journal): one that
    /// cannot be read, is not trusted, is not valid, or has no bindings; shape bindings
    /// whose templates file is missing or lacks their shapes; or none at all: the checks
    /// `listen` makes before it waits for a device. (Keys with no uinput to type them are
    /// only told, in ``run()``: the udev rule that gives uinput takes effect at the next
    /// login.)
    @discardableResult
    static func checkConfiguration(_ path: String?) throws(CommandFailure) -> ListenConfiguration {
        guard let file = ListenConfigurationFile.file(path) else {
            throw CommandFailure("no configuration: write \(ListenConfigurationFile.defaultFile.path) first, or give --config FILE "
                                 + "(docs/Listen.md has examples); 'gesturekit listen --check' tries it")
        }
        let configuration = try ListenConfigurationFile.read(file)
        guard !configuration.bindings.isEmpty else {
            throw CommandFailure("\(file.path): no bindings: the service would have nothing to do")
        }
        let templates = ListenConfigurationFile.templatesFile(of: configuration, folder: file.deletingLastPathComponent())
        _ = try ListenConfigurationFile.templates(for: configuration, from: templates)
        return configuration
    }

    /// This executable's absolute path, which the unit starts.
    static func executablePath() throws -> String {
        let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
        guard path.hasPrefix("/") else { throw CommandFailure("cannot tell where this gesturekit is (\(path))") }
        return path
    }

    /// `$XDG_CONFIG_HOME/systemd/user`, `~/.config/systemd/user` without it.
    static func defaultUnitDirectory() -> String {
        let base = ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config").path
        return base + "/systemd/user"
    }

    /// Runs `systemctl` with `arguments`; a failure says what to run by hand.
    static func systemctl(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["systemctl"] + arguments
        do {
            try process.run()
        } catch {
            throw CommandFailure("cannot run systemctl (\(error.localizedDescription)); run 'systemctl \(arguments.joined(separator: " "))' yourself")
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CommandFailure("'systemctl \(arguments.joined(separator: " "))' failed with status \(process.terminationStatus)")
        }
    }
}

/// `gesturekit service uninstall`: stops, disables and removes the user unit.
struct ServiceUninstallCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "uninstall",
        abstract: "Stop and remove the systemd user unit (the udev rule stays; 'sudo rm' it to remove it).")

    @Option(help: ArgumentHelp("The folder of user units (default: $XDG_CONFIG_HOME/systemd/user)."))
    var unitDirectory: String?

    @Flag(help: "Remove the unit without asking systemd to stop it first.")
    var noStop = false

    func run() throws {
        let unit = URL(fileURLWithPath: unitDirectory ?? ServiceInstallCommand.defaultUnitDirectory())
            .appendingPathComponent(ServiceFiles.unitName)
        // Without a unit file there is nothing for systemd to stop, and its refusal would
        // hide the plain answer.
        guard FileManager.default.fileExists(atPath: unit.path) else { return print("no unit at \(unit.path)") }
        if !noStop { try ServiceInstallCommand.systemctl(["--user", "disable", "--now", ServiceFiles.unitName]) }
        do {
            try FileManager.default.removeItem(at: unit)
        } catch {
            throw CommandFailure("\(unit.path): cannot be removed (\(error.localizedDescription))")
        }
        print("removed \(unit.path)")
    }
}
