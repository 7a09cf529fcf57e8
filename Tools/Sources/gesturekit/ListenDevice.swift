#if os(Linux)
import Foundation
import GestureEvdev
import GestureKit
import GestureListen

/// One device `gesturekit listen` reads: opened (and grabbed with `--grab`), its
/// coordinates mapped, and, once listening, its own source and scene. A device that goes
/// away is opened again only when a device with its name, physical path and ids comes back.
final class ListenDevice {
    /// The path it was first opened at.
    let path: String
    /// What it was when first opened: what a device that comes back must match.
    let description: DeviceDescription
    /// Touchscreen or touchpad.
    let kind: Binding.DeviceKind?
    /// Its coordinates on its window.
    let mapping: AxisMapping
    /// The device as first opened; the source holds the current one.
    let device: EvdevDevice
    /// The path asked for (`--device /dev/input/event5`): the node to open again.
    private let requestedPath: String?
    private let grab: Bool

    /// Opens `path`, grabbing it with `configuration.grab`; a touchscreen is spread over
    /// `configuration.screen` when given. `byPath`: the path itself was asked for (it is
    /// opened again there, rather than wherever the same device shows up).
    init(path: String, byPath: Bool, configuration: ListenConfiguration) throws(CommandFailure) {
        do {
            device = try EvdevDevice(path: path)
            if configuration.grab { try device.grab(true) }
        } catch {
            throw CommandFailure(error.description)
        }
        self.path = path
        description = device.description
        kind = DeviceChoice.touchKind(of: description)
        requestedPath = byPath ? path : nil
        grab = configuration.grab
        // A keyboard's events are never read, even when named (--device): only its
        // modifiers are asked, at the moments bindings need them.
        if kind == nil && description.isKeyboard {
            throw CommandFailure("\(path): \"\(description.name ?? "unnamed")\" is a keyboard: listen never reads a keyboard's events")
        }
        mapping = try Self.mapping(of: description, kind: kind, path: path, configuration: configuration)
    }

    /// How `description`'s units become points: its own scale, or for a touchscreen spread
    /// over `--screen`; an error naming `path` when they make no usable surface, judged after
    /// the spreading (a panel whose own units are too wide may still fit a screen).
    static func mapping(of description: DeviceDescription, kind: Binding.DeviceKind?, path: String,
                        configuration: ListenConfiguration) throws(CommandFailure) -> AxisMapping {
        guard var mapping = AxisMapping(device: description) else {
            throw CommandFailure("\(path): \"\(description.name ?? "unnamed")\" has no position axes: not a touchscreen or touchpad")
        }
        // A touchpad is not a screen: --screen spreads touchscreens only. Spread first, so that
        // a panel whose own units make no usable surface is judged on the screen's.
        let name = description.name ?? "unnamed"
        let spreads = configuration.screen != nil && kind != .touchpad
        let ownProblem = mapping.surfaceProblem(scaleOption: nil)
        if let screen = configuration.screen, spreads {
            guard let onScreen = mapping.onScreen(screen, rotation: ScreenMapping.Rotation(rawValue: configuration.rotate) ?? .none) else {
                throw CommandFailure("\(path): \"\(name)\": " + (ownProblem ?? "its axes cannot be spread over a \(screen.width)x\(screen.height) screen"))
            }
            mapping = onScreen
        }
        if let problem = mapping.surfaceProblem(scaleOption: nil) {
            let advice = kind == .touchpad || spreads ? "" : "; --screen WxH spreads it over the screen"
            throw CommandFailure("\(path): \"\(name)\": \(problem)\(advice)")
        }
        return mapping
    }

    /// `/dev/input/event0: "ELAN Touchscreen", touchscreen, 1920x1080 points (…)`.
    var summary: String {
        "\(path): \"\(description.name ?? "unnamed")\", \(description.kind.rawValue), "
            + "\(Int(mapping.windowSize.width))x\(Int(mapping.windowSize.height)) points (\(mapping.summary))"
    }

    /// A source feeding `window` from `current` (nil: the device as first opened), waiting
    /// with `wait` (single-device loops), that opens the device again when it comes back.
    /// A device that went away meanwhile is found gone at the first read, and looked for.
    func makeSource(window: Window, current: EvdevDevice? = nil, wait: @escaping (Int32, Double?) -> Bool,
                    log: @escaping (String) -> Void) -> EvdevSource {
        let source = EvdevSource(device: current ?? device, window: window, mapping: mapping, wait: wait, open: reopen)
        let grab = grab, identity = description.identitySummary
        source.onStatus = { status in
            switch status {
            case .connected(let path): log("\(path): \(identity) is back" + (grab ? ", grabbed again" : ""))
            case .disconnected(let error): log("\(error); waiting for \(identity) to come back")
            case .reopenFailed: break
            }
        }
        return source
    }

    /// Opens the device again: the node asked for, else whichever node now holds a device
    /// with the same name, physical path and ids (a replug may renumber it). Another device
    /// at the node is refused; `--grab` grabs it again.
    private func reopen() throws(EvdevError) -> EvdevDevice {
        let original = description
        guard let path = requestedPath ?? DeviceChoice.returning(original, among: DeviceDiscovery.list()) else {
            throw EvdevError(.noSuchDevice, path: self.path)
        }
        let device = try EvdevDevice(path: path)
        guard device.description.isSameDevice(as: original) else {
            throw EvdevError(.noMatchingDevice("another device is there now: \(device.description.identitySummary)"), path: path)
        }
        if grab { try device.grab(true) }
        return device
    }
}
#endif
