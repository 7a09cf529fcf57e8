import Foundation
import GestureKit
import GestureShapes

/// A labelled dataset for accuracy measurements: the $1 logs (a folder of `sNN/speed/*.xml`)
/// or an MMG+ device file (`.jsonl`).
public struct Dataset: Sendable {
    /// Every gesture.
    public var gestures: [LabelledGesture]
    /// A name for reports.
    public var name: String

    /// Reads a dataset from a $1 folder or an MMG+ file.
    public init(contentsOf url: URL) throws(TraceError) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw TraceError("no such file or folder", file: url.path)
        }
        name = url.lastPathComponent
        if isFolder.boolValue {
            let files = (FileManager.default.enumerator(atPath: url.path)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".xml") }.sorted()
            guard !files.isEmpty else { throw TraceError("no $1 .xml logs in the folder", file: url.path) }
            var gestures: [LabelledGesture] = []
            for file in files { gestures.append(try DollarOneImporter.read(contentsOf: url.appendingPathComponent(file))) }
            self.gestures = gestures
        } else {
            gestures = try MMGPlusImporter.read(contentsOf: url)
        }
        guard !gestures.isEmpty else { throw TraceError("the dataset holds no gestures", file: url.path) }
    }

    /// A dataset of the given gestures.
    public init(name: String, gestures: [LabelledGesture]) {
        self.name = name
        self.gestures = gestures
    }

    /// The gesture classes, sorted.
    public var labels: [String] { Array(Set(gestures.map(\.label))).sorted() }

    /// The people who drew the gestures, sorted.
    public var subjects: [String] { Array(Set(gestures.map(\.subject))).sorted() }
}

extension LabelledGesture {
    /// The gesture as a template-matching sample.
    public var sample: GestureSample {
        GestureSample(strokes: strokes.map { $0.map(\.location) })
    }
}
