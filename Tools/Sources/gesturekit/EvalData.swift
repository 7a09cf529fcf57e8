import ArgumentParser
import Foundation
import GestureKit
import GestureTraces

/// The data `gesturekit eval` measures on: the dataset, the training collections of a
/// cross-group run, and what becomes of files that cannot be read.
struct EvalDataOptions: ParsableArguments {
    @Option(help: ArgumentHelp(Self.datasetHelp))
    var dataset: String?

    /// What `--dataset` takes (also said by commands that read a dataset alone).
    static let datasetHelp = "The dataset: a folder of $1 logs (the dollar1 folder, or another group's, at any depth), or an MMG+ .jsonl file."

    /// What `--strict` does (likewise).
    static let strictHelp = "Stop when a file cannot be read, instead of skipping it and listing it on standard error."

    @Option(name: .customLong("train"),
            help: ArgumentHelp("A collection (folder of $1 logs or MMG+ file) whose people give the templates and every tuned value; repeat for several. Every gesture of --dataset is then classified.",
                               valueName: "dir"))
    var training: [String] = []

    @Flag(help: ArgumentHelp(Self.strictHelp))
    var strict = false

    @Option(name: .customLong("y-up"), help: ArgumentHelp(Self.yUpHelp, valueName: "dir"))
    var yUp: [String] = []

    /// What `--y-up` does (also said by `templates build`).
    static let yUpHelp = "A collection named by another option whose logs count y upward from the bottom (pyglet, OpenGL): its gestures are turned upright as read. Repeat for several."

    func validate() throws {
        guard let dataset else {
            if !training.isEmpty { throw ValidationError("--train needs --dataset, the collection tested") }
            return
        }
        let test = Self.resolved(dataset)
        for (index, folder) in training.enumerated() {
            let path = Self.resolved(folder)
            // A training folder holding the test folder, or inside it, would train on test gestures.
            if Self.overlaps(path, test) { throw ValidationError("--train \(folder) overlaps --dataset \(dataset): its gestures would be tested on themselves") }
            if training.prefix(index).contains(where: { Self.overlaps(Self.resolved($0), path) }) {
                throw ValidationError("--train \(folder) is named twice, or inside another --train")
            }
        }
    }

    /// How many rounds `--repetitions` may ask for: each round measures every candidate again,
    /// so a count past this is a typo that would run for days, not a wish.
    static let repetitionRange = 1...10_000

    /// Throws when `repetitions` is outside ``repetitionRange``.
    static func validate(repetitions: Int) throws {
        guard repetitionRange.contains(repetitions) else {
            throw ValidationError("--repetitions must be between \(repetitionRange.lowerBound) and \(repetitionRange.upperBound)")
        }
    }

    /// The dataset and, with --train, the training collections as one (their people named
    /// `collection/person`). Files that cannot be read are listed on standard error, or, with
    /// --strict, end the command (all of them listed first); gestures read twice are listed
    /// too, never refused.
    func load() throws -> (test: Dataset, training: Dataset?) {
        guard let dataset else { throw CommandFailure("--dataset is missing: the collection to measure") }
        let yAxes = try Self.yAxes(of: [dataset] + training, upward: yUp)
        let test = try Self.read(dataset, yAxis: yAxes[0])
        let collections = try zip(training, yAxes.dropFirst()).map(Self.read)
        try report([test] + collections)
        guard !collections.isEmpty else { return (test, nil) }
        let merged = Dataset(merging: collections)
        let copies = Self.copies(of: test, in: merged)
        if !copies.isEmpty {
            throw CommandFailure("\(copies.count) gesture(s) of \(dataset) are also in the --train collections: they would be tested on themselves; "
                                 + copies.prefix(3).joined(separator: "; ") + (copies.count > 3 ? "; …" : ""))
        }
        // The --train collections too: one of them upside down would make the tested one look so.
        Self.tellOrientation(of: [test] + collections, paths: [dataset] + training, yAxes: yAxes)
        return (test, merged)
    }

    /// The gestures of `test` drawn at the very same places as one of `training`, each as
    /// "FILE is FILE": a copy would be its own template. Places only: a copy whose times a
    /// logger rewrote (from 0, as a counter) is the same drawing.
    static func copies(of test: Dataset, in training: Dataset) -> [String] {
        var drawn: [[[Point]]: LabelledGesture] = [:]
        for gesture in training.gestures where drawn[gesture.sample.strokes] == nil { drawn[gesture.sample.strokes] = gesture }
        return test.gestures.compactMap { gesture in
            drawn[gesture.sample.strokes].map { "\(gesture.place(in: test.name)) is \($0.place(in: $0.details["collection"]))" }
        }
    }

    /// Reads the groups of a run of folds by group, each a collection of its own; files that
    /// cannot be read are handled as in ``load()``. A group named twice, or inside another,
    /// is refused: its people would be on both sides of a fold.
    func loadGroups(_ paths: [String]) throws -> [Dataset] {
        for (index, path) in paths.enumerated() where paths.prefix(index).contains(where: { Self.overlaps(Self.resolved($0), Self.resolved(path)) }) {
            throw CommandFailure("--folds-by-group: \(path) is named twice, or inside another group")
        }
        let yAxes = try Self.yAxes(of: paths, upward: yUp)
        let groups = try zip(paths, yAxes).map(Self.read)
        try report(groups)
        Self.tellOrientation(of: groups, paths: paths, yAxes: yAxes)
        return groups
    }

    /// Lists on standard error the files of `datasets` that could not be read (with --strict,
    /// ends the command instead) and the gestures read twice (``Dataset/duplicateReport``),
    /// which --strict lets through: they are data, only worth knowing of.
    private func report(_ datasets: [Dataset]) throws {
        let skipped = datasets.compactMap(\.skipReport)
        if !skipped.isEmpty, strict {
            throw CommandFailure((skipped + ["--strict: stopped; without it these are skipped and the rest measured"]).joined(separator: "\n"))
        }
        let reports = skipped + datasets.compactMap(\.misclosedReport) + datasets.compactMap(\.duplicateReport) + datasets.flatMap(\.peopleFromSeveralFolders)
            + datasets.flatMap(\.foldersOfSeveralPeople)
        if !reports.isEmpty { FileHandle.standardError.write(Data((reports.joined(separator: "\n") + "\n").utf8)) }
    }

    private static func read(_ path: String, yAxis: YAxis) throws -> Dataset {
        do {
            return try Dataset(contentsOf: URL(fileURLWithPath: path), yAxis: yAxis)
        } catch {
            throw CommandFailure(error.description)
        }
    }

    /// Which way y runs in each of `collections`: upward for those `--y-up` names. Throws
    /// when a `--y-up` names none of them: a misspelt folder would leave its collection upside
    /// down without a word.
    static func yAxes(of collections: [String], upward: [String]) throws(CommandFailure) -> [YAxis] {
        let named = collections.map(resolved)
        if let stray = upward.first(where: { !named.contains(resolved($0)) }) {
            throw CommandFailure("--y-up \(stray) is none of the collections read (\(collections.joined(separator: ", "))): "
                                 + "name the same folder as one of them")
        }
        let up = Set(upward.map(resolved))
        return named.map { up.contains($0) ? .upward : .downward }
    }

    static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// Whether one path is the other or lies inside it.
    static func overlaps(_ a: String, _ b: String) -> Bool {
        a == b || a.hasPrefix(b.hasSuffix("/") ? b : b + "/") || b.hasPrefix(a.hasSuffix("/") ? a : a + "/")
    }
}
