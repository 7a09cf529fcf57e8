/// Why an input device could not be opened, described or read, in words a user can act on.
public struct EvdevError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Hashable, Sendable {
        /// The device exists but this user may not read it (EACCES, EPERM).
        case permissionDenied
        /// There is no such file (ENOENT).
        case noSuchDevice
        /// The file is not an input device: its evdev ioctls fail (ENOTTY, EINVAL).
        case notAnInputDevice
        /// The device went away, unplugged (ENODEV), or its stream ended.
        case deviceGone
        /// Another system call failed.
        case system(call: String, errno: Int32)
        /// evdev exists on Linux only.
        case unsupported
        /// No device matched what was asked for (the detail says what was looked at).
        case noMatchingDevice(String)
    }

    /// The device's path, when known.
    public var path: String?
    /// What went wrong.
    public var reason: Reason

    /// Creates an error.
    public init(_ reason: Reason, path: String? = nil) {
        self.reason = reason
        self.path = path
    }

    /// One line saying what is wrong and, where there is one, what to do.
    public var description: String {
        let what: String
        switch reason {
        case .permissionDenied:
            what = "permission denied: input devices belong to the 'input' group; add yourself "
                + "(sudo usermod -aG input $USER) and log in again, or run as root"
        case .noSuchDevice: what = "no such device"
        case .notAnInputDevice: what = "not an input device (its evdev ioctls fail)"
        case .deviceGone: what = "the device went away (unplugged?)"
        case .system(let call, let errno): what = "\(call) failed (errno \(errno))"
        case .unsupported: what = "evdev input exists on Linux only"
        case .noMatchingDevice(let detail): what = detail
        }
        return path.map { "\($0): \(what)" } ?? what
    }
}
