import Foundation
import GestureTraces

/// The checks made on an output path (`-o`) before any work, so that a wrong one is told in
/// words at once: Foundation says "NSCocoaErrorDomain error 512" for a folder and "The file
/// doesn't exist" for a file in a missing folder, and only after the input was read.
enum OutputPath {
    /// The `-o` that means standard output, as for most command-line tools.
    static let standardOutput = "-"

    /// Throws when `path` names a folder, or a file whose folder is missing or is a file, or
    /// is empty; `option` names it then (`-o`, `--record`).
    ///
    /// - Throws: ``CommandFailure`` naming the path and what is wrong with it.
    static func check(_ path: String, option: String = "-o") throws(CommandFailure) {
        guard !isStandardOutput(path) else { return }
        guard !path.isEmpty else {
            throw CommandFailure("\(option) is empty: name the file to write" + (option == "-o" ? " (- for standard output)" : ""))
        }
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
        guard !isStandardOutput(path) else { return }
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

    /// Writes `data` to standard output for `-o -` (or a path that names it), else to the
    /// file at `path`, in place: through a symbolic link to the file it names (created if it
    /// is missing), keeping the file's other names, owner and mode, and a device or a pipe
    /// staying what it is. (An atomic write renames a new file over the path: as root, over
    /// `/dev/stdout`, or over the file a shell redirected the output to.)
    ///
    /// - Throws: ``CommandFailure`` naming the path and Foundation's reason.
    /// A write that fails part way (a full disk) leaves the file cut short: the error says so.
    static func write(_ data: Data, to path: String) throws(CommandFailure) {
        let existed = FileManager.default.fileExists(atPath: path)
        do {
            if isStandardOutput(path) {
                // The inherited descriptor: a shell's `>>` keeps appending.
                try FileHandle.standardOutput.write(contentsOf: data)
            } else {
                try data.write(to: URL(fileURLWithPath: path))
            }
        } catch {
            let cut = existed && !isStandardOutput(path) ? "; what was in it may be lost, or cut short" : ""
            throw CommandFailure("\(name(path)): cannot write (\(error.localizedDescription))\(cut)")
        }
    }

    /// Whether `path` is `-` or one of the names of the process's standard output.
    static func isStandardOutput(_ path: String) -> Bool {
        [standardOutput, "/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"].contains(path)
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
