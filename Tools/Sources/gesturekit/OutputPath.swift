import Foundation

/// The checks made on an output path (`-o`) before any work, so that a wrong one is told in
/// words at once: Foundation says "NSCocoaErrorDomain error 512" for a folder and "The file
/// doesn't exist" for a file in a missing folder, and only after the input was read.
enum OutputPath {
    /// Throws when `path` names a folder, or a file whose folder is missing or is a file.
    ///
    /// - Throws: ``CommandFailure`` naming the path and what is wrong with it.
    static func check(_ path: String) throws {
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
}
