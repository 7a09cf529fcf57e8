#if os(Linux)
import Foundation
import GestureEvdev
import GestureKit
import GestureListen
import GestureTraces

/// One run of `gesturekit listen`: the devices found and opened, the recording file if asked
/// for, and the loop. Every device has its own decoder, window and scene; one `poll(2)`
/// waits on all of them, so a frame from any device is read as soon as it arrives.
final class ListenSession {
    private(set) var configuration: ListenConfiguration
    let templatesFile: URL
    let stopAt: Double?
    /// The devices read, in the order they were opened.
    private(set) var devices: [ListenDevice]
    private let recordFile: FileHandle?  // --record: the device's events, as evemu lines
    /// Asked for the focused application and the modifiers, when bindings name them.
    var focus: FocusedWindow?
    var keyboards: EvdevKeyboards?
    /// How often the configuration file is looked at and the devices are listed again to
    /// find new touchscreens and touchpads.
    static let tickInterval = 1.0
    /// When listen started (monotonic clock): a firing's time counts from here in every
    /// scene, those made again by a reload or for a device plugged in later included.
    let startedAt: Double

    init(configuration: ListenConfiguration, templatesFile: URL, recordFile: String?, recordsTemplate: Bool = false,
         stopAfter: Double?) throws {
        self.configuration = configuration
        self.templatesFile = templatesFile
        let paths: [String]
        do {
            paths = try DeviceChoice.paths(configuration.devices, among: DeviceDiscovery.list())
        } catch {
            // Asked for nothing in particular, a daemon waits: a unit starts at login, maybe
            // before the USB panel is plugged in, and exiting would only restart it in a loop.
            // Unreadable nodes do not stop the wait: with the udev rule, keyboards stay
            // unreadable by design, and an unreadable node's kind cannot be told.
            guard configuration.devices.isEmpty, recordFile == nil, !recordsTemplate else {
                throw CommandFailure(error.description)
            }
            FileHandle.standardError.write(Data(("gesturekit listen: \(error.description); "
                                                 + "waiting for one to be plugged in\n").utf8))
            paths = []
        }
        if recordFile != nil && paths.count > 1 {
            throw CommandFailure("--record writes one device, and \(paths.count) were found (\(paths.joined(separator: ", "))): "
                                 + "name one with --device")
        }
        devices = try paths.map { path throws(CommandFailure) in
            try ListenDevice(path: path, byPath: configuration.devices.contains(path), configuration: configuration)
        }
        let now = EvdevSource.monotonicNow()
        startedAt = now
        stopAt = stopAfter.map { now + $0 }
        if let recordFile, let device = devices.first {
            let handle = try Self.createRecording(at: recordFile)
            do {
                try handle.write(contentsOf: Data(EvemuWriter.header(for: device.description).utf8))
            } catch {
                throw CommandFailure("\(recordFile): cannot be written (\(error.localizedDescription))")
            }
            self.recordFile = handle
        } else {
            self.recordFile = nil
        }
        for device in devices { log("listening to \(device.summary)") }
        makeConditionSources()
    }

    /// Opens `path` for `--record`, which never replaces a file: a recording is the one copy
    /// of what a device sent, and a second run with the same name would lose the first. The
    /// file is created exclusively (`O_EXCL`), so a file made between the check and the
    /// open is not replaced either.
    ///
    /// - Throws: ``CommandFailure`` when the file exists or cannot be created.
    static func createRecording(at path: String) throws(CommandFailure) -> FileHandle {
        try checkRecordingPath(path)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            let error = errno
            if error == EEXIST { throw recordingExists(path) }
            throw CommandFailure("\(path): cannot be written (\(String(cString: strerror(error))))")
        }
        return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    /// Throws when `--record`'s file exists or cannot be written where it is named; run
    /// before any device is opened, so the mistake is told at once.
    static func checkRecordingPath(_ path: String) throws(CommandFailure) {
        try OutputPath.check(path, option: "--record")
        if FileManager.default.fileExists(atPath: path) { throw recordingExists(path) }
    }

    private static func recordingExists(_ path: String) -> CommandFailure {
        CommandFailure("\(path): exists, and --record does not replace a recording; name a new file or remove this one")
    }

    /// Runs the bindings on every device until stopped; with `watcher`, a changed
    /// configuration file is read again and its bindings replace the old ones.
    func listen(output: Listener.Output, watcher: ConfigurationWatcher? = nil) throws {
        let launcher = CommandLauncher()
        var templates = try loadTemplates()
        var keyboard = try makeKeyboard(output: output)
        defer { keyboard?.destroy() }
        var listeners = try devices.map { device throws(CommandFailure) in
            try makeListener(device, templates: templates, output: output, launcher: launcher, keyboard: keyboard)
        }
        var tickAt = EvdevSource.monotonicNow() + Self.tickInterval
        while stopAt.map({ EvdevSource.monotonicNow() < $0 }) ?? true {
            let sources = listeners.map(\.source)
            let until = EvdevSource.earliestWake(of: sources, and: [stopAt, tickAt])
            let ready = EvdevSource.poll(sources.map { $0.device?.fileDescriptor ?? -1 }, until: until)
            for (listener, readable) in zip(listeners, ready) {
                do {
                    try listener.turn(readable: readable)
                } catch {
                    throw CommandFailure(error.description)
                }
            }
            guard EvdevSource.monotonicNow() >= tickAt else { continue }
            tickAt = EvdevSource.monotonicNow() + Self.tickInterval
            keyboards?.update(paths: EvdevKeyboards.paths(among: DeviceDiscovery.list()))
            if let watcher, let reloaded = reload(watcher) {
                templates = reloaded
                if Binding.keyCodes(of: configuration.bindings) != keyboard?.codes ?? [] {
                    // The kernel fixes a device's keys at its creation: a new set is a new device.
                    keyboard?.destroy()
                    keyboard = nil
                    do { keyboard = try makeKeyboard(output: output) } catch { log(error.description) }
                }
                makeConditionSources()
                listeners = try zip(devices, listeners).map { device, old throws(CommandFailure) in
                    try makeListener(device, templates: templates, output: output, launcher: launcher, keyboard: keyboard,
                                     current: old.source.device)
                }
            }
            if configuration.devices.isEmpty && recordFile == nil {  // a recording is of one device
                listeners += addNewDevices(sources: sources) { [keyboard] device throws(CommandFailure) in
                    try makeListener(device, templates: templates, output: output, launcher: launcher, keyboard: keyboard)
                }
            }
        }
    }

    /// The configuration read again if its file changed: the new templates when it can be
    /// used, nil when it did not change or cannot be (the old one stays, the error is logged).
    private func reload(_ watcher: ConfigurationWatcher) -> [ShapeTemplate]? {
        switch watcher.check() {
        case .unchanged: return nil
        case .rejected(let why):
            log(why)
            return nil
        case .reloaded:
            let old = configuration
            configuration = watcher.configuration
            do {
                let templates = try loadTemplates()
                // Check the scene builds (a shape without its template) before replacing anything.
                _ = try BindingScene(bindings: configuration.bindings, size: Size(width: 100, height: 100),
                                     edgeMargin: configuration.edgeMargin, templates: templates, templatesFile: templatesFile.path)
                log("configuration read again: \(configuration.bindings.count) binding(s)"
                    + (old.devices != configuration.devices || old.screen != configuration.screen || old.rotate != configuration.rotate
                        || old.grab != configuration.grab ? "; device, screen, rotate and grab changes apply when listen restarts" : ""))
                return templates
            } catch {
                configuration = old
                log("\(error); keeping the configuration in use")
                return nil
            }
        }
    }

    /// The virtual keyboard for the keys the bindings type, when they type any and commands
    /// run (a dry run prints the keys instead).
    private func makeKeyboard(output: Listener.Output) throws(CommandFailure) -> VirtualKeyboard? {
        let codes = Binding.keyCodes(of: configuration.bindings)
        guard output == .run, !codes.isEmpty else { return nil }
        do {
            let keyboard = try VirtualKeyboard(channel: UinputFile(), codes: codes)
            log("typing through \(VirtualKeyboard.deviceName) (\(codes.count) key(s): "
                + codes.sorted().map(KeyName.linuxName(of:)).joined(separator: ", ") + ")")
            return keyboard
        } catch {
            throw CommandFailure(error.description)
        }
    }

    private func loadTemplates() throws(CommandFailure) -> [ShapeTemplate] {
        try ListenConfigurationFile.templates(for: configuration, from: templatesFile)
    }

    /// The touchscreens and touchpads plugged in since the last look (not devices already
    /// known, which come back to their own source), opened, each with its listener.
    private func addNewDevices(sources: [EvdevSource], listener: (ListenDevice) throws(CommandFailure) -> Listener) -> [Listener] {
        let open = Set(sources.compactMap { $0.device?.path })
        let found = DeviceChoice.newcomers(among: DeviceDiscovery.list(), openPaths: open, known: devices.map(\.description))
        var added: [Listener] = []
        for newcomer in found {
            do {
                let device = try ListenDevice(path: newcomer.path, byPath: false, configuration: configuration)
                added.append(try listener(device))
                devices.append(device)
                log("new device: listening to \(device.summary)")
            } catch {
                log("new device not used: \(error.description)")
            }
        }
        return added
    }

    /// A listener for `device` with the configuration's bindings; `current` is the device
    /// as its previous listener had it open (nil: as first opened).
    private func makeListener(_ device: ListenDevice, templates: [ShapeTemplate], output: Listener.Output,
                              launcher: CommandLauncher, keyboard: VirtualKeyboard?,
                              current: EvdevDevice? = nil) throws(CommandFailure) -> Listener {
        let scene: BindingScene
        do {
            scene = try BindingScene(bindings: configuration.bindings, size: device.mapping.windowSize,
                                     edgeMargin: configuration.edgeMargin, templates: templates, templatesFile: templatesFile.path,
                                     deviceKind: device.kind)
        } catch {
            throw CommandFailure(error.description)
        }
        scene.focus = focus
        scene.modifierSource = keyboards
        let source = makeSource(device, window: scene.window, current: current)
        let listener = Listener(scene: scene, source: source, output: output, launcher: launcher, injector: keyboard,
                                write: { line in FileHandle.standardOutput.write(Data((line + "\n").utf8)) }, log: log)
        scene.startTime = startedAt  // the sources read the monotonic clock, as startedAt does
        return listener
    }

    /// Waits for one stroke on the first device and saves it as the template `name`.
    func recordTemplate(named name: String) throws {
        guard let device = devices.first else { throw CommandFailure("no device to draw on") }
        // Whatever would stop the save is said before the stroke is drawn, not after.
        var all: [ShapeTemplate]
        do {
            all = try ShapeTemplate.load(from: templatesFile)
        } catch {
            throw CommandFailure(error.description)
        }
        let folder = templatesFile.deletingLastPathComponent().path
        guard FileManager.default.isWritableFile(atPath: folder) else {
            throw CommandFailure("\(templatesFile.path): cannot be written: "
                                 + (FileManager.default.fileExists(atPath: folder) ? "its folder is not writable" : "its folder \(folder) does not exist"))
        }
        let window = Window(size: device.mapping.windowSize)
        var stroke: [Point]?
        let recorder = StrokeRecorder { stroke = $0 }
        window.addGestureRecognizer(recorder)
        let source = makeSource(device, window: window)
        log("draw the shape \"\(name)\" with one finger on \(device.path) (\(device.description.name ?? "unnamed"))"
            + (devices.count > 1 ? "; --device chooses another" : ""))
        while stroke == nil, stopAt.map({ EvdevSource.monotonicNow() < $0 }) ?? true {
            do {
                try source.runOnce()
            } catch {
                throw CommandFailure(error.description)
            }
        }
        guard let stroke else { throw CommandFailure("stopped before a stroke was drawn") }
        guard stroke.count >= 5 else { throw CommandFailure("the stroke has \(stroke.count) points: draw the shape, not a tap") }
        // Saved, a stroke the file's reader refuses would make every later listen refuse the file.
        if let problem = ShapeTemplate.problem(with: stroke) {
            throw CommandFailure("the stroke cannot be a template: \(problem); draw the shape, not a press")
        }
        do {
            all.append(ShapeTemplate(name: name, points: stroke))
            try ShapeTemplate.save(all, to: templatesFile)
            let count = all.filter { $0.name == name }.count
            print("recorded \"\(name)\" (\(stroke.count) points) into \(templatesFile.path); \(count) example(s) of it now")
        } catch {
            throw CommandFailure(error.description)
        }
    }

    private func makeSource(_ device: ListenDevice, window: Window, current: EvdevDevice? = nil) -> EvdevSource {
        let stopAt = stopAt
        let source = device.makeSource(window: window, current: current, wait: { descriptor, until in
            EvdevSource.poll(descriptor, until: [until, stopAt].compactMap { $0 }.min())
        }, log: log)
        if let recordFile {
            var writer = EvemuWriter()
            var stopped = false
            let log = log
            source.onInput = { event in
                // A full disk stops the recording, not the listening: said once.
                guard !stopped else { return }
                do {
                    try recordFile.write(contentsOf: Data((writer.line(for: event) + "\n").utf8))
                } catch {
                    stopped = true
                    log("--record: the recording cannot be written any more (\(error.localizedDescription)); "
                        + "it stops here, and listening goes on")
                }
            }
        }
        return source
    }

    func log(_ line: String) {
        FileHandle.standardError.write(Data(("gesturekit listen: " + line + "\n").utf8))
    }
}
#endif
