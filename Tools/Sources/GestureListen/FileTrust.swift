#if os(Linux)
import Glibc

/// Whether a file that decides which commands run (the configuration, a templates file) can
/// be trusted, by the rule OpenSSH applies to `authorized_keys` (its `StrictModes`): the file
/// and every folder above it belong to the user or to root, and no one else can write them.
/// A file that others can change is a way for them to run commands as the user.
///
/// ```swift
/// try FileTrust.check("/home/ana/.config/gesturekit/listen.yaml")
/// // throws "others can write it (mode 0664) … chmod go-w /home/ana/.config/gesturekit/listen.yaml"
/// ```
///
/// One exception, as for `/tmp`: a folder others can write but whose sticky bit is set and
/// which root owns, because there no one can rename or delete a file that is not theirs. The
/// trade-off is strictness: a configuration shared through a group-writable folder is
/// refused, and the message says how to fix it.
public enum FileTrust {
    /// Checks the file at `path` and the folders that hold it (symbolic links resolved).
    ///
    /// - Parameters:
    ///   - path: the file; a relative path is taken from the current folder.
    ///   - user: who must own it (root may too); the running user by default.
    /// - Throws: ``ConfigurationError`` at `path`, naming the file or folder at fault, its
    ///   owner or mode, and the command that fixes it.
    public static func check(_ path: String, user: uid_t = getuid()) throws(ConfigurationError) {
        guard let resolved = realpath(path, nil) else {
            throw ConfigurationError("cannot be found (\(String(cString: strerror(errno))))", at: path)
        }
        let real = String(cString: resolved)
        free(resolved)
        try checkOne(real, user: user, isFile: true, reported: path)
        var folder = real
        while folder != "/" {
            folder = parent(of: folder)
            try checkOne(folder, user: user, isFile: false, reported: path)
        }
    }

    private static func checkOne(_ path: String, user: uid_t, isFile: Bool, reported: String) throws(ConfigurationError) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw ConfigurationError("cannot check \(path) (\(String(cString: strerror(errno))))", at: reported)
        }
        if isFile && info.st_mode & S_IFMT != S_IFREG {
            throw ConfigurationError("is not a regular file (\(kind(of: info.st_mode))): give the file itself", at: reported)
        }
        let what = isFile ? "it" : "its folder \(path)"
        if info.st_uid != user && info.st_uid != 0 {
            throw ConfigurationError("\(what) belongs to user \(info.st_uid), neither you (\(user)) nor root: "
                                     + "someone else decides which commands run", at: reported)
        }
        let mode = info.st_mode & 0o7777
        let othersWrite = mode & 0o022 != 0
        let stickyRootFolder = !isFile && mode & 0o1000 != 0 && info.st_uid == 0
        if othersWrite && !stickyRootFolder {
            throw ConfigurationError("others can write \(what) (mode 0\(String(mode & 0o777, radix: 8))): a file that decides "
                                     + "which commands run must be writable by its owner only; chmod go-w \(path)", at: reported)
        }
    }

    private static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a folder"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFIFO: "a pipe"
        case S_IFSOCK: "a socket"
        default: "mode 0\(String(mode, radix: 8))"
        }
    }

    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }
}
#endif
