import ArgumentParser
import Foundation
import GestureEvdev

/// `gesturekit devices`: the input devices this machine has, and what GestureKit makes of them.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the Linux input devices (/dev/input/event*) with their kind, axes and slots.",
        discussion: "Touchscreens (INPUT_PROP_DIRECT) and touchpads with multitouch axes are what `listen` can read.")

    @Option(help: "The folder of the input devices.")
    var folder = Self.defaultFolder

    /// Where Linux puts its input devices.
    static let defaultFolder = "/dev/input"

    func run() throws {
        #if os(Linux)
        // Said plainly: a mistyped folder would otherwise read as "no input devices". A machine
        // or container without /dev/input at all has no devices, which is no mistake.
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) || folder == Self.defaultFolder else {
            throw CommandFailure("\(folder): no such folder")
        }
        guard isFolder.boolValue || folder == Self.defaultFolder else { throw CommandFailure("\(folder): a file, not a folder of input devices") }
        let devices = DeviceDiscovery.list(folder: folder)
        guard !devices.isEmpty else {
            print("no input devices under \(folder) (none plugged in, or not visible here: in a container, pass /dev/input through)")
            return
        }
        for device in devices {
            if let description = device.description {
                print("\(device.path)  \(Self.summary(of: description))")
            } else {
                print("\(device.path)  (\(device.error.map(\.description) ?? "unreadable"))")
            }
        }
        #else
        throw CommandFailure("gesturekit devices: evdev input exists on Linux only")
        #endif
    }

    /// `"ELAN Touchscreen"  touchscreen, multitouch (protocol B, 10 slots), 3312×1872 units, 10 units/mm`.
    static func summary(of device: DeviceDescription) -> String {
        let kind = device.kind == .other ? "pointer or other" : device.kind.rawValue
        var parts = ["\"\(device.name ?? "unnamed")\"", kind]
        if device.isMultitouch {
            parts.append(device.usesSlots ? "multitouch (protocol B, \(device.slotCount) slots)" : "multitouch (protocol A)")
        }
        if let (x, y) = device.positionAxes {
            parts.append("\(Int(x.maximum - x.minimum))×\(Int(y.maximum - y.minimum)) units")
            parts.append(x.resolution > 0 ? "\(Int(x.resolution)) units/mm" : "resolution unknown")
        }
        return parts.joined(separator: "  ")
    }
}
