#if os(Linux)
import Glibc

/// `/dev/uinput` itself: the file the virtual keyboard is made through.
public final class UinputFile: UinputChannel {
    /// Where the kernel puts it.
    public static let defaultPath = "/dev/uinput"
    private var descriptor: Int32

    /// Opens `path` for writing; the error says why not and what to do.
    public init(path: String = UinputFile.defaultPath) throws(KeyInjectionError) {
        descriptor = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw KeyInjectionError(Self.explain(path, errno: errno)) }
    }

    deinit { close() }

    public func control(_ request: UInt, _ argument: Int32?) throws(KeyInjectionError) {
        let status = argument.map { ioctl(descriptor, request, $0) } ?? ioctl(descriptor, request)
        guard status >= 0 else { throw KeyInjectionError("uinput refused ioctl 0x\(String(request, radix: 16)): \(String(cString: strerror(errno)))") }
    }

    public func control(_ request: UInt, bytes: [UInt8]) throws(KeyInjectionError) {
        var copy = bytes
        let status = copy.withUnsafeMutableBytes { ioctl(descriptor, request, $0.baseAddress!) }
        guard status >= 0 else { throw KeyInjectionError("uinput refused ioctl 0x\(String(request, radix: 16)): \(String(cString: strerror(errno)))") }
    }

    public func write(_ bytes: [UInt8]) throws(KeyInjectionError) {
        let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw KeyInjectionError("typing through uinput failed: \(String(cString: strerror(errno)))") }
    }

    public func close() {
        guard descriptor >= 0 else { return }
        _ = Glibc.close(descriptor)
        descriptor = -1
    }

    /// Whether `path` can be opened for writing, as `listen --check` reports it: nil when it
    /// can, else why not (opening it creates no device).
    public static func problem(at path: String = UinputFile.defaultPath) -> String? {
        let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return explain(path, errno: errno) }
        _ = Glibc.close(descriptor)
        return nil
    }

    static func explain(_ path: String, errno code: Int32) -> String {
        switch code {
        case ENOENT, ENODEV, ENXIO:
            return "\(path): no such device: the kernel's uinput module is not loaded (sudo modprobe uinput)"
        case EACCES, EPERM:
            return "\(path): permission denied: typing keys needs write access to uinput; "
                + "sudo gesturekit service udev-rule --uinput --install gives it to the user at the seat (docs/Listen.md, \"The security model\")"
        default:
            return "\(path): cannot be opened: \(String(cString: strerror(code)))"
        }
    }
}
#endif
