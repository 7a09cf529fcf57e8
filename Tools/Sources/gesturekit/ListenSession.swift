#if os(Linux)
import Foundation
import GestureEvdev
import GestureKit
import GestureListen

/// One run of `gesturekit listen`: the device found and opened, its coordinates mapped,
/// the recording file if asked for, and the loop.
final class ListenSession {
    let configuration: ListenConfiguration
    let templatesFile: URL
    let device: EvdevDevice
    let mapping: AxisMapping
    let stopAt: Double?
    private let recordFile: FileHandle?  // --record: the device's events, as evemu lines

    init(configuration: ListenConfiguration, templatesFile: URL, recordFile: String?, stopAfter: Double?) throws {
        self.configuration = configuration
        self.templatesFile = templatesFile
        let path: String
        do {
            path = try DeviceDiscovery.choose(configuration.device, among: DeviceDiscovery.list())
            device = try EvdevDevice(path: path)
            if configuration.grab { try device.grab(true) }
        } catch {
            throw CommandFailure(error.description)
        }
        guard var mapping = AxisMapping(device: device.description) else {
            throw CommandFailure("\(path): \"\(device.description.name ?? "unnamed")\" has no position axes: not a touchscreen or touchpad")
        }
        if let screen = configuration.screen {
            guard let onScreen = mapping.onScreen(screen, rotation: ScreenMapping.Rotation(rawValue: configuration.rotate) ?? .none) else {
                throw CommandFailure("\(path): its axes cannot be spread over a \(screen.width)x\(screen.height) screen")
            }
            mapping = onScreen
        }
        self.mapping = mapping
        stopAt = stopAfter.map { EvdevSource.monotonicNow() + $0 }
        if let recordFile {
            guard FileManager.default.createFile(atPath: recordFile, contents: Data(EvemuWriter.header(for: device.description).utf8)),
                  let handle = FileHandle(forWritingAtPath: recordFile) else {
                throw CommandFailure("\(recordFile): cannot be written")
            }
            handle.seekToEndOfFile()
            self.recordFile = handle
        } else {
            self.recordFile = nil
        }
        log("listening to \(path): \"\(device.description.name ?? "unnamed")\", \(device.description.kind.rawValue), "
            + "\(Int(mapping.windowSize.width))x\(Int(mapping.windowSize.height)) points (\(mapping.summary))")
    }

    /// Runs the bindings until stopped.
    func listen(output: Listener.Output) throws {
        let scene: BindingScene
        do {
            scene = try BindingScene(bindings: configuration.bindings, size: mapping.windowSize, edgeMargin: configuration.edgeMargin,
                                     templates: configuration.bindings.contains { $0.gesture == .shape } ? ShapeTemplate.load(from: templatesFile) : [])
        } catch {
            throw CommandFailure(error.description)
        }
        let listener = Listener(scene: scene, source: makeSource(window: scene.window), output: output,
                                write: { line in FileHandle.standardOutput.write(Data((line + "\n").utf8)) }, log: log)
        try loop { try listener.runOnce() }
    }

    /// Waits for one stroke and saves it as the template `name`.
    func recordTemplate(named name: String) throws {
        let window = Window(size: mapping.windowSize)
        var stroke: [Point]?
        let recorder = StrokeRecorder { stroke = $0 }
        window.addGestureRecognizer(recorder)
        let source = makeSource(window: window)
        log("draw the shape \"\(name)\" with one finger")
        try loop {
            try source.runOnce()
            return stroke == nil
        }
        guard let stroke else { throw CommandFailure("stopped before a stroke was drawn") }
        guard stroke.count >= 5 else { throw CommandFailure("the stroke has \(stroke.count) points: draw the shape, not a tap") }
        do {
            var all = try ShapeTemplate.load(from: templatesFile)
            all.append(ShapeTemplate(name: name, points: stroke))
            try ShapeTemplate.save(all, to: templatesFile)
            let count = all.filter { $0.name == name }.count
            print("recorded \"\(name)\" (\(stroke.count) points) into \(templatesFile.path); \(count) example(s) of it now")
        } catch {
            throw CommandFailure(error.description)
        }
    }

    private func makeSource(window: Window) -> EvdevSource {
        let path = device.path, request = configuration.device
        let stopAt = stopAt
        let source = EvdevSource(device: device, window: window, mapping: mapping,
                                 wait: { descriptor, until in
                                     EvdevSource.poll(descriptor, until: [until, stopAt].compactMap { $0 }.min())
                                 },
                                 open: { () throws(EvdevError) -> EvdevDevice in
                                     // Chosen by name: the node may have a new number after a replug.
                                     let again = request == nil || request?.contains("/") == true
                                         ? path : try DeviceDiscovery.choose(request, among: DeviceDiscovery.list())
                                     return try EvdevDevice(path: again)
                                 })
        source.onStatus = { [log] status in
            switch status {
            case .connected(let path): log("\(path): connected again")
            case .disconnected(let error): log("\(error); waiting for it to come back")
            case .reopenFailed: break
            }
        }
        if let recordFile {
            var writer = EvemuWriter()
            source.onInput = { event in recordFile.write(Data((writer.line(for: event) + "\n").utf8)) }
        }
        return source
    }

    /// Runs `turn` until `--stop-after` or until it returns false.
    private func loop(_ turn: () throws -> Bool) throws {
        while stopAt.map({ EvdevSource.monotonicNow() < $0 }) ?? true {
            do {
                guard try turn() else { return }
            } catch let error as EvdevError {
                throw CommandFailure(error.description)
            }
        }
    }

    private func loop(_ turn: () throws -> Void) throws {
        try loop { () throws -> Bool in try turn(); return true }
    }

    private func log(_ line: String) {
        FileHandle.standardError.write(Data(("gesturekit listen: " + line + "\n").utf8))
    }
}
#endif
