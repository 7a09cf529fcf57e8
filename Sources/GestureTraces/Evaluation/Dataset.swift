import Foundation
import GestureKit
import GestureShapes

/// A labelled dataset for accuracy measurements: a folder of $1 logs (the $1 collection's
/// `sNN/speed/*.xml`, or another group's) or an MMG+ device file (`.jsonl`).
public struct Dataset: Sendable {
    /// Every gesture.
    public var gestures: [LabelledGesture]
    /// A name for reports.
    public var name: String
    /// The files of a folder that could not be read, each with what is wrong and where. They
    /// are left out; one bad file does not cost the rest of the collection.
    public var skipped: [TraceError] = []
    /// What ``skipped`` counts: files of a folder, lines of an MMG+ file, or both when merged.
    var skippedUnits = "files"

    /// Reads a dataset from a folder of $1 logs or an MMG+ file. In a folder, every `.xml`
    /// file at any depth is a log, and its person is the folder right under `url` that holds
    /// it (the folder itself for a file directly in it) unless the log names its `Subject`.
    /// A file that cannot be read is skipped and listed in ``skipped``; the folder is refused
    /// only when no log in it can be read. An MMG+ file is read the same way line by line: a
    /// bad line is skipped and listed, the file refused only when no line can be read. Each gesture's `details["file"]` is its file's path
    /// in the folder. Gestures read twice are all kept (``duplicates`` lists them).
    ///
    /// - Parameters:
    ///   - url: the folder or MMG+ file.
    ///   - yAxis: which way y runs in the recordings: ``YAxis/upward`` turns every gesture
    ///     upright as it is read (``LabelledGesture/turnedUpright(from:)``). Nothing in a log
    ///     says so; an app that draws with pyglet or OpenGL logs y upward.
    /// - Throws: ``TraceError`` when `url` is neither, or holds no gesture that can be read.
    public init(contentsOf url: URL, yAxis: YAxis = .downward) throws(TraceError) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw TraceError("no such file or folder", file: url.path)
        }
        name = url.standardizedFileURL.lastPathComponent
        if isFolder.boolValue {
            let (files, dangling) = Self.logFiles(in: url)
            skipped = dangling.map { file in
                let path = url.appendingPathComponent(file).path
                // A name that is not UTF-8 comes back with U+FFFD in it, and opens nothing.
                let what = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil || !file.contains("\u{FFFD}")
                    ? "a link to nothing: its target does not exist" : "its name is not UTF-8 (shown with �), so it cannot be opened: rename it"
                return TraceError(what, file: path)
            }
            guard !files.isEmpty else {
                throw TraceError("no $1 .xml logs in the folder" + (dangling.isEmpty ? "" : "; \(dangling.count) name(s) open nothing, "
                                 + "the first: \(skipped[0])"), file: url.path)
            }
            var gestures: [LabelledGesture] = []
            for file in files {
                let folders = file.split(separator: "/").dropLast()
                do {
                    var gesture = try DollarOneImporter.read(contentsOf: url.appendingPathComponent(file),
                                                             subject: folders.first.map(String.init) ?? name)
                    gesture.details["file"] = file
                    gestures.append(gesture)
                } catch {
                    skipped.append(error)
                }
            }
            guard !gestures.isEmpty else {
                // The first reason a log could not be read (the names that open nothing come first).
                let first = skipped.dropFirst(dangling.count).first ?? skipped[0]
                throw TraceError("none of its \(files.count) .xml files is a $1 log that can be read; the first: \(first)", file: url.path)
            }
            self.gestures = gestures
        } else {
            try Self.refuseSingleRecording(url)
            (gestures, skipped) = try MMGPlusImporter.readSkipping(contentsOf: url)
            skippedUnits = "lines"
            if gestures.isEmpty, let first = skipped.first {
                throw TraceError("none of its \(skipped.count) lines is an MMG+ gesture that can be read; the first: \(first)", file: url.path)
            }
        }
        guard !gestures.isEmpty else { throw TraceError("the dataset holds no gestures", file: url.path) }
        if yAxis == .upward { gestures = gestures.map { $0.turnedUpright(from: .upward) } }
    }

    /// A dataset of the given gestures.
    public init(name: String, gestures: [LabelledGesture]) {
        self.name = name
        self.gestures = gestures
    }

    /// Several collections as one (e.g. the training folders of a cross-group evaluation),
    /// named by their names joined with " + ". Each person becomes `collection/person`:
    /// groups number their people alike ("2", "s02"), and two people must not become one.
    /// Each gesture's `details["collection"]` is its collection's name.
    public init(merging collections: [Dataset]) {
        name = collections.map(\.name).joined(separator: " + ")
        gestures = collections.flatMap { collection in
            collection.gestures.map { gesture in
                var renamed = gesture
                renamed.subject = collection.name + "/" + gesture.subject
                renamed.details["collection"] = collection.name
                return renamed
            }
        }
        skipped = collections.flatMap(\.skipped)
        let units = Set(collections.filter { !$0.skipped.isEmpty }.map(\.skippedUnits))
        skippedUnits = units.count > 1 ? "files or lines" : units.first ?? "files"
    }

    /// The gesture classes, sorted.
    public var labels: [String] { Array(Set(gestures.map(\.label))).sorted() }

    /// The people who drew the gestures, sorted.
    public var subjects: [String] { Array(Set(gestures.map(\.subject))).sorted() }

    /// What was skipped, for people: how many files (lines of an MMG+ file) of how many,
    /// then one line per file with where and why; nil when nothing was.
    public var skipReport: String? {
        guard !skipped.isEmpty else { return nil }
        let header = "\(name): skipped \(skipped.count) of \(skipped.count + gestures.count) \(skippedUnits), which could not be read:"
        return ([header] + skipped.map { "  \($0.description)" }).joined(separator: "\n")
    }

    /// Refuses a file that is not a collection but one gesture or recording — a $1 log, a
    /// trace, an evemu, `getevent` or `libinput record` recording, as ``TraceSourceFormat/detect(_:)`` tells
    /// them — saying what it is and what a dataset is (read as MMG+ it would fail as "not
    /// valid JSON"); and a pipe, as every reader does.
    private static func refuseSingleRecording(_ url: URL) throws(TraceError) {
        // A pipe is refused before detection reads its first bytes; an empty file is nothing
        // yet (detection would name it by its extension).
        guard try TraceError.regularFileSize(of: url) > 0 else {
            throw TraceError("an empty file: a dataset is a folder of $1 logs or an MMG+ .jsonl file of gestures", file: url.path)
        }
        guard let format = TraceSourceFormat.detect(url) else { return }
        switch format {
        case .dollar1:
            throw TraceError("one $1 log, not a collection: give the folder that holds the logs (every .xml in it, at any depth, is read)",
                             file: url.path)
        case .trace, .evemu, .getevent, .libinput:
            throw TraceError("\(format.noun), not a dataset: a dataset is a folder of $1 logs or an MMG+ .jsonl file", file: url.path)
        case .mmg:
            return
        }
    }

    /// The `.xml` files under `folder`, at any depth, as paths relative to it, sorted; and
    /// the names that open nothing (`.xml` links to nothing; logs' and folders' names that
    /// are not UTF-8). Links to folders are followed, as a person's
    /// folder linked in from elsewhere is still theirs; a link back to a folder above it
    /// (a cycle) is not.
    static func logFiles(in folder: URL) -> (files: [String], dangling: [String]) {
        var files: [String] = [], dangling: [String] = []
        func walk(_ relative: String, above: Set<String>) {
            let path = relative.isEmpty ? folder.path : folder.path + "/" + relative
            let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            guard !above.contains(real) else { return }
            for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
                let child = relative.isEmpty ? name : relative + "/" + name
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: path + "/" + name, isDirectory: &isFolder) {
                    if isFolder.boolValue {
                        walk(child, above: above.union([real]))
                    } else if name.lowercased().hasSuffix(".xml") {
                        files.append(child)
                    }
                } else if name.lowercased().hasSuffix(".xml") || (name.contains("\u{FFFD}") && !name.contains(".")) {
                    dangling.append(child)  // a link to nothing, or a log's or (no extension) a folder's name that is not UTF-8
                }
            }
        }
        walk("", above: [])
        return (files.sorted(), dangling.sorted())
    }
}

extension LabelledGesture {
    /// The gesture as a template-matching sample.
    public var sample: GestureSample {
        GestureSample(strokes: strokes.map { $0.map(\.location) })
    }
}
