import ArgumentParser
import Foundation
import GestureEvdev
import GestureKit
import GestureListen
import GestureTraces

/// `gesturekit listen`: a gesture daemon on live evdev input (docs/Listen.md).
struct ListenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "listen",
        abstract: "Recognize gestures on a touchscreen or touchpad and run the commands bound to them.",
        discussion: """
            Bindings come from --config (YAML; default $XDG_CONFIG_HOME/gesturekit/listen.yaml when it exists) \
            and --bind flags. Commands run through /bin/sh without being waited for; their environment carries \
            GESTURE, GESTURE_ON, GESTURE_FINGERS, GESTURE_DIRECTION, GESTURE_X/Y and the gesture's values. \
            See docs/Listen.md for the configuration reference and examples.
            """)

    @Option(help: "The configuration file (YAML).")
    var config: String?

    @Option(name: .customLong("bind"), help: ArgumentHelp(
        "A binding as a YAML mapping, e.g. '{gesture: swipe, fingers: 3, direction: up, run: \"wmctrl -s 1\"}'. Repeatable.",
        valueName: "yaml"))
    var bindings: [String] = []

    @Option(name: .customLong("device"), help: ArgumentHelp(
        "A device: a path (/dev/input/event5) or part of its name. Repeatable (default: every touchscreen and touchpad).",
        valueName: "device"))
    var devices: [String] = []

    @Flag(help: "Say for every input device whether listen would read it and why not, then exit.")
    var check = false

    @Option(help: "The screen a touchscreen covers, in points, e.g. 1920x1080 (default: the panel's own size at 160 points per inch).")
    var screen: String?

    @Option(parsing: .unconditional, help: "How the panel is turned against the screen: 0, 90, 180 or 270.")
    var rotate: Int?

    @Flag(help: "Take the device for gesturekit alone (EVIOCGRAB): other programs stop seeing its touches.")
    var grab = false

    @Flag(name: .customLong("dry-run"), help: "Print what would run and the keys that would be typed, and do neither.")
    var dryRun = false

    @Flag(name: .customLong("print"), help: "Print one JSON object per line for each firing, and run nothing (for scripts).")
    var printJSON = false

    @Option(help: "Also write what the device sends to FILE, a new file, as an evemu recording (readable by `gesturekit replay`).")
    var record: String?

    @Option(name: .customLong("record-template"), help: "Record one drawn stroke as the shape template NAME, save it, and exit.")
    var recordTemplate: String?

    @Option(help: "The shape templates file (default: the configuration's `templates`, else shapes.json beside the configuration).")
    var templates: String?

    @Option(name: .customLong("stop-after"), parsing: .unconditional, help: "Stop after this many seconds (for scripts and tests; default: run until killed).")
    var stopAfter: Double?

    func validate() throws {
        if devices.contains(where: { !$0.contains { !$0.isWhitespace } }) {
            throw ValidationError("--device needs a path (/dev/input/event5) or part of a device's name")
        }
        if let rotate, ![0, 90, 180, 270].contains(rotate) { throw ValidationError("--rotate must be 0, 90, 180 or 270") }
        if let screen, ConfigurationReader.parseScreen(screen) == nil {
            throw ValidationError("--screen must be WIDTHxHEIGHT in points, such as 1920x1080")
        }
        if let stopAfter, !(stopAfter > 0 && stopAfter < 1e9) { throw ValidationError("--stop-after must be a positive number of seconds, below 10⁹ (about 32 years)") }
        if let recordTemplate, ShapeTemplate.problem(withName: recordTemplate) != nil { throw ValidationError("--record-template needs a name") }
        if dryRun && printJSON { throw ValidationError("--dry-run prints text and --print JSON lines: choose one (neither runs anything)") }
    }

    func run() throws {
        #if os(Linux)
        if check { return try runCheck() }
        if let record { try ListenSession.checkRecordingPath(record) }
        let (configuration, folder) = try loadConfiguration()
        let templatesFile = templatesFile(configuration, folder: folder)
        if configuration.bindings.isEmpty && recordTemplate == nil {
            throw CommandFailure("no bindings: " + (configurationFile.map { "\($0.path) has none; " } ?? "")
                                 + "give --config FILE or --bind '{gesture: …, run: …}' (docs/Listen.md)")
        }
        if recordTemplate == nil {
            log(configurationSummary(configuration))
            _ = try ListenConfigurationFile.templates(for: configuration, from: templatesFile)  // before waiting for a device
        }
        let session = try ListenSession(configuration: configuration, templatesFile: templatesFile, recordFile: record,
                                        recordsTemplate: recordTemplate != nil, stopAfter: stopAfter)
        if let name = recordTemplate {
            try session.recordTemplate(named: name)
        } else {
            try session.listen(output: printJSON ? .print : (dryRun ? .dryRun : .run), watcher: makeWatcher(configuration))
        }
        #else
        throw CommandFailure("gesturekit listen: evdev input exists on Linux only")
        #endif
    }

    #if os(Linux)
    /// `--check`: every device and why, the conditions, uinput, and the configuration; a
    /// failing status when listen could not run as configured (a configuration it would
    /// refuse, nothing to read, keys with no uinput to type them).
    private func runCheck() throws {
        var problems: [String] = []
        var configuration: ListenConfiguration?
        var folder: URL?
        do {
            (configuration, folder) = try loadConfiguration()
        } catch {
            problems.append("\(error)")
        }
        if let configuration, let folder {
            if configuration.bindings.isEmpty {
                problems.append("no bindings" + (configurationFile.map { ": \($0.path) has none" } ?? ": no configuration file and no --bind"))
            } else {
                print(configurationSummary(configuration))
            }
            // The shapes the bindings name, in the file listen would read.
            let file = templatesFile(configuration, folder: folder)
            do {
                let shapes = try ListenConfigurationFile.templates(for: configuration, from: file)
                if !shapes.isEmpty { print("templates: \(file.path): \(shapes.count) template(s) of \(Set(shapes.map(\.name)).count) shape(s)") }
            } catch {
                problems.append("\(error)")
            }
        }
        let requests = devices.isEmpty ? (configuration?.devices ?? []) : devices
        let found = DeviceDiscovery.list()
        for line in DeviceChoice.report(DeviceChoice.entries(requests, among: found)) { print(line) }
        do {
            // What listen itself asks; a path is taken as given, so it must also open, and be
            // an input device (listen would stop at its evdev ioctls).
            for path in try DeviceChoice.paths(requests, among: found) {
                guard FileManager.default.isReadableFile(atPath: path) else {
                    problems.append("\(path): " + (FileManager.default.fileExists(atPath: path) ? "cannot be read" : "no such device"))
                    continue
                }
                let device = found.first { $0.path == path } ?? DeviceDiscovery.describe(path)
                if let error = device.error { problems.append(error.description) }
            }
        } catch {
            if requests.isEmpty {  // asked for nothing in particular, listen waits for a device
                let unreadable = found.filter { $0.error?.reason == .permissionDenied }.count
                print("listen would wait for a touchscreen or touchpad to be plugged in" + (unreadable == 0 ? ""
                      : " (\(unreadable) device(s) could not be read: if yours is among them, see Permissions in docs/Listen.md)"))
            } else {
                problems.append(error.description)
            }
        }
        if let configuration { for line in ListenSession.conditionReport(configuration, devices: found) { print(line) } }
        let uinputProblem = UinputFile.problem()
        if let line = UinputReport.line(for: configuration?.bindings ?? [], problem: uinputProblem) {
            print(line)
            if uinputProblem != nil { problems.append("keys could not be typed") }
        }
        guard !problems.isEmpty else { return }
        for problem in problems { print("problem: \(problem)") }
        throw ExitCode.failure
    }
    #endif

    /// The templates file: --templates is the user's path, from where they are; else the
    /// configuration's (``ListenConfigurationFile/templatesFile(of:folder:)``).
    private func templatesFile(_ configuration: ListenConfiguration, folder: URL) -> URL {
        templates.map { URL(fileURLWithPath: $0).standardizedFileURL }
            ?? ListenConfigurationFile.templatesFile(of: configuration, folder: folder)
    }

    /// Which configuration listen uses, for the log and `--check`.
    private func configurationSummary(_ configuration: ListenConfiguration) -> String {
        let fromFlags = bindings.count
        let fromFile = configuration.bindings.count - fromFlags
        return "configuration: " + (configurationFile.map { "\($0.path), \(fromFile) binding(s)" } ?? "no file")
            + (fromFlags > 0 ? (configurationFile == nil ? ", " : " and ") + "\(fromFlags) from --bind" : "")
    }

    private func log(_ line: String) {
        FileHandle.standardError.write(Data(("gesturekit listen: " + line + "\n").utf8))
    }

    /// The configuration file: --config, else the default one when it exists (--bind adds to it).
    private var configurationFile: URL? { ListenConfigurationFile.file(config) }

    #if os(Linux)
    /// Reads the configuration file again when it changes, exactly as at start (trust, YAML,
    /// the flags laid over it); nil without a file.
    private func makeWatcher(_ configuration: ListenConfiguration) -> ConfigurationWatcher? {
        guard let file = configurationFile else { return nil }
        return ConfigurationWatcher(configuration: configuration, stamp: { FileStamp.of(file.path) }, load: {
            let (configuration, _) = try loadConfiguration()
            guard !configuration.bindings.isEmpty else { throw CommandFailure("\(file.path): no bindings") }
            return configuration
        })
    }
    #endif

    /// The file's configuration with the flags laid over it, and the folder relative paths start from.
    private func loadConfiguration() throws -> (ListenConfiguration, URL) {
        var configuration = ListenConfiguration()
        var folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        if let file = configurationFile {
            configuration = try ListenConfigurationFile.read(file)
            folder = file.deletingLastPathComponent()
        }
        for (index, text) in bindings.enumerated() {
            do {
                configuration.bindings.append(try ConfigurationReader.binding(fromYAML: text, path: "--bind[\(index)]",
                                                                              edgeMargin: configuration.edgeMargin))
            } catch {
                throw CommandFailure(error.description)
            }
        }
        let fromFile = configuration.bindings.count - bindings.count
        do {
            let name = { (index: Int) in index < fromFile ? "bindings[\(index)]" : "--bind[\(index - fromFile)]" }
            try ConfigurationReader.checkRepeats(in: configuration, name: name)
            try ConfigurationReader.checkFocus(of: configuration, name: name)
        } catch {
            throw CommandFailure((configurationFile.map { "\($0.path): " } ?? "") + error.description)
        }
        if !devices.isEmpty { configuration.devices = devices }
        if let screen { configuration.screen = ConfigurationReader.parseScreen(screen) }
        if let rotate { configuration.rotate = rotate }
        if grab { configuration.grab = true }
        return (configuration, folder)
    }
}
