#if os(Linux)
import Glibc
#endif

/// One input device found under `/dev/input`: its path and what it is, or why it could not
/// be read.
public struct DiscoveredDevice: Hashable, Sendable {
    /// The device node, `/dev/input/event3`.
    public var path: String
    /// What the kernel says it is; nil when it could not be opened.
    public var description: DeviceDescription?
    /// Why it could not be opened.
    public var error: EvdevError?

    /// Creates an entry.
    public init(path: String, description: DeviceDescription? = nil, error: EvdevError? = nil) {
        self.path = path
        self.description = description
        self.error = error
    }
}

/// Finds the input devices and picks the one to listen to.
public enum DeviceDiscovery {
    /// Picks a device among `devices`: with `request` a path (it holds a `/`), that path;
    /// with another `request`, the first readable device whose name contains it (any case);
    /// without one, the first touchscreen, else the first touchpad. The error says what was
    /// looked at, so that a user whose devices are all unreadable learns about the `input`
    /// group.
    public static func choose(_ request: String?, among devices: [DiscoveredDevice]) throws(EvdevError) -> String {
        if let request, request.contains("/") { return request }
        let readable = devices.filter { $0.description != nil }
        let denied = devices.filter { $0.error?.reason == .permissionDenied }
        func failure(_ what: String) -> EvdevError {
            var detail = what
            if devices.isEmpty {
                detail += "; no input devices are visible (none plugged in, or in a container without /dev/input)"
            } else if !denied.isEmpty {
                detail += "; \(denied.count) of \(devices.count) devices could not be read: "
                    + EvdevError(.permissionDenied).description
            }
            return EvdevError(.noMatchingDevice(detail))
        }
        if let request {
            let needle = request.lowercased()
            guard let match = readable.first(where: { ($0.description?.name ?? "").lowercased().contains(needle) }) else {
                throw failure("no input device's name contains \"\(request)\" (see `gesturekit devices`)")
            }
            return match.path
        }
        for kind in [DeviceDescription.Kind.touchscreen, .touchpad] {
            if let match = readable.first(where: { $0.description?.kind == kind }) { return match.path }
        }
        throw failure("no touchscreen or touchpad found")
    }

    #if os(Linux)
    /// The `event*` nodes of `folder`, in number order, each described or with its error.
    public static func list(folder: String = "/dev/input") -> [DiscoveredDevice] {
        var names: [String] = []
        if let directory = opendir(folder) {
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                    String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name.hasPrefix("event") { names.append(name) }
            }
            closedir(directory)
        }
        names.sort { ($0.count, $0) < ($1.count, $1) }  // event2 before event10
        return names.map { name in
            let path = folder.hasSuffix("/") ? folder + name : "\(folder)/\(name)"
            return describe(path)
        }
    }

    /// The device at `path`, described, or with why it could not be opened.
    public static func describe(_ path: String) -> DiscoveredDevice {
        do throws(EvdevError) {
            return DiscoveredDevice(path: path, description: try EvdevDevice(path: path).description)
        } catch {
            return DiscoveredDevice(path: path, error: error)
        }
    }
    #endif
}
