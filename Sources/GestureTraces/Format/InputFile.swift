import Foundation

/// Reading an input file, with one rule for what is not a file to read: every reader goes
/// through ``contents(of:)``, and whatever looks at a file's first bytes before reading it
/// (format detection) first asks ``regularFileSize(of:)``.
extension TraceError {
    /// The size of the regular file at `url` (a link followed, as opening it would), or an
    /// error saying what it is instead: missing, a folder, or a pipe or a device. A pipe
    /// (`/dev/stdin`) is refused because it gives its bytes once: the format is told from
    /// the first of them, which reading would then have lost.
    static func regularFileSize(of url: URL) throws(TraceError) -> Int {
        var status = stat()
        guard stat(url.path, &status) == 0 else {
            if errno == EACCES { throw TraceError("cannot read the file: permission denied", file: url.path) }
            // A name with bytes that are not UTF-8 reaches Swift with U+FFFD in their place.
            throw TraceError(url.path.contains("\u{FFFD}")
                             ? "no such file: its name may hold bytes that are not UTF-8 (shown with �), which cannot be passed on; rename it"
                             : "no such file", file: url.path)
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return Int(status.st_size)
        case S_IFDIR: throw TraceError("a folder, not a file", file: url.path)
        default: throw TraceError("not a regular file (a pipe or a device): save it to a file and give its path", file: url.path)
        }
    }

    /// The file's text as UTF-8, without the byte order mark an editor on Windows may put
    /// first (it would otherwise stick to the first line, which then reads as nothing known).
    static func text(of url: URL) throws(TraceError) -> String {
        withoutByteOrderMark(String(decoding: try contents(of: url), as: UTF8.self))
    }

    /// `text` without a leading byte order mark (U+FEFF).
    static func withoutByteOrderMark(_ text: String) -> String {
        text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
    }

    /// The bytes of the file at `url`, or an error saying why they could not be read.
    static func contents(of url: URL) throws(TraceError) -> Data {
        _ = try regularFileSize(of: url)
        do {
            return try Data(contentsOf: url)
        } catch {
            guard FileManager.default.isReadableFile(atPath: url.path) else {
                throw TraceError("cannot read the file: permission denied", file: url.path)
            }
            throw TraceError("cannot read the file (\(error.localizedDescription))", file: url.path)
        }
    }
}
