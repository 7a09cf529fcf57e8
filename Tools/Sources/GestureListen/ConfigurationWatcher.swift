#if os(Linux)
import Glibc
#endif

/// What tells that a file changed: its device, inode, size and modification time. An editor
/// that writes a new file and renames it over the old one changes the inode; one that writes
/// in place changes the time or the size.
public struct FileStamp: Hashable, Sendable {
    /// The file system it is on.
    public var device: UInt64
    /// The file on that file system.
    public var inode: UInt64
    /// Its size in bytes.
    public var size: Int64
    /// When it was last written: seconds since 1970.
    public var modified: Int64
    /// When it was last written: the nanoseconds after ``modified``.
    public var modifiedNanoseconds: Int64

    /// Creates a stamp.
    public init(device: UInt64 = 0, inode: UInt64 = 0, size: Int64, modified: Int64, modifiedNanoseconds: Int64 = 0) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
        self.modifiedNanoseconds = modifiedNanoseconds
    }

    #if os(Linux)
    /// The stamp of the file at `path` (`stat(2)`), nil when it is not there.
    public static func of(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileStamp(device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
                         modified: Int64(info.st_mtim.tv_sec), modifiedNanoseconds: Int64(info.st_mtim.tv_nsec))
    }
    #endif
}

/// `gesturekit listen`'s configuration, read again when its file changes. A changed file
/// that cannot be used (not YAML, a wrong value, no bindings, writable by others) is
/// reported once, with the error's line and path, and the configuration in use stays; the
/// next change is tried again.
public final class ConfigurationWatcher {
    /// What a check found.
    public enum Outcome: Hashable, Sendable {
        /// The file has not changed since the last check.
        case unchanged
        /// It changed and was read: ``configuration`` is the new one.
        case reloaded
        /// It changed and could not be used, for this reason; ``configuration`` is the old one.
        case rejected(String)
    }

    /// The configuration in use.
    public private(set) var configuration: ListenConfiguration
    private let stamp: () -> FileStamp?
    private let load: () throws -> ListenConfiguration
    private var lastStamp: FileStamp?

    /// Watches the file whose state `stamp` reads, starting from `configuration` (read from
    /// it as it is now); `load` reads it again, with every check the first read made (the
    /// file's trust included), throwing an error whose description says what and where.
    public init(configuration: ListenConfiguration, stamp: @escaping () -> FileStamp?,
                load: @escaping () throws -> ListenConfiguration) {
        self.configuration = configuration
        self.stamp = stamp
        self.load = load
        lastStamp = stamp()
    }

    /// Looks at the file, and reads it again when it changed.
    public func check() -> Outcome {
        let now = stamp()
        guard now != lastStamp else { return .unchanged }
        lastStamp = now
        guard now != nil else { return .rejected("the configuration file is gone; keeping the configuration in use") }
        do {
            configuration = try load()
            return .reloaded
        } catch {
            return .rejected("\(error); keeping the configuration in use")
        }
    }
}
