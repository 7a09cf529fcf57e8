import Foundation
import GestureTraces

/// The checks made on an output path (`-o`) before any work, so that a wrong one is told in
/// words at once: Foundation says "NSCocoaErrorDomain error 512" for a folder and "The file
/// doesn't exist" for a file in a missing folder, and only after the input was read.
enum OutputPath {
    /// The `-o` that means standard output, as for most command-line tools.
    static let standardOutput = "-"

    /// Throws when `path` names a folder, or a file whose folder is missing or is a file.
    ///
    /// - Throws: ``CommandFailure`` naming the path and what is wrong with it.
    static func check(_ path: String) throws(CommandFailure) {
        guard path != standardOutput else { return }
        let url = URL(fileURLWithPath: path)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
            throw CommandFailure("\(path): a folder; name the file to write")
        }
        let parent = url.deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: parent.path, isDirectory: &isFolder) else {
            throw CommandFailure("\(path): cannot write: there is no folder \(parent.path)")
        }
        guard isFolder.boolValue else { throw CommandFailure("\(path): cannot write: \(parent.path) is a file, not a folder") }
    }

    /// Throws when `path` is one of the files `input` reads: the file itself, its `--desc`,
    /// or the `.desc` beside it that `traces` (once read) took their axes from. Writing it
    /// would replace a recording, the one copy of what a device sent, with what was made of it.
    ///
    /// - Throws: ``CommandFailure`` naming the file and what it is.
    static func checkNotRead(_ path: String, by input: InputOptions, traces: [Trace] = []) throws(CommandFailure) {
        guard path != standardOutput else { return }
        if isSameFile(path, input.file) {
            throw CommandFailure("\(path): is the file being read; writing it would replace the recording: choose another -o")
        }
        // Found beside the recording when not named (a trace converted from one keeps the
        // name, but read nothing).
        let folder = URL(fileURLWithPath: input.file).deletingLastPathComponent()
        let found = input.descriptionFile == nil && input.readsRecording
        let descriptions = [input.descriptionFile] + traces.map { trace in
            found ? trace.metadata["description"].map { folder.appendingPathComponent($0).path } : nil
        }
        if let description = descriptions.compactMap({ $0 }).first(where: { isSameFile(path, $0) }) {
            throw CommandFailure("\(path): is the device description \(description) the recording's axes come from; "
                                 + "writing it would replace it: choose another -o")
        }
    }

    /// Writes `data` to standard output for `-o -`, else to the file at `path`, replacing a
    /// regular file whole (a reader never sees half a file; through a symbolic link, the
    /// file it names). Anything else there (`/dev/stdout`, a pipe) is written in place: an
    /// atomic write renames a new file over its path, and as root that put a file where
    /// `/dev/stdout` was.
    ///
    /// - Throws: ``CommandFailure`` naming the path and Foundation's reason.
    static func write(_ data: Data, to path: String) throws(CommandFailure) {
        do {
            if path == standardOutput {
                try FileHandle.standardOutput.write(contentsOf: data)
            } else {
                var status = stat()
                let special = stat(path, &status) == 0 && status.st_mode & S_IFMT != S_IFREG
                let url = URL(fileURLWithPath: path)
                if special {
                    try data.write(to: url)
                } else {
                    try data.write(to: url.resolvingSymlinksInPath(), options: .atomic)
                }
            }
        } catch {
            throw CommandFailure("\(name(path)): cannot write (\(error.localizedDescription))")
        }
    }

    /// How the "wrote" line and errors name `path`.
    static func name(_ path: String) -> String { path == standardOutput ? "standard output" : path }

    /// Whether two paths name one file (by its device and inode, so a link is caught too);
    /// false when either does not exist.
    static func isSameFile(_ a: String, _ b: String) -> Bool {
        var first = stat(), second = stat()
        guard stat(a, &first) == 0, stat(b, &second) == 0 else { return false }
        return first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }
}
