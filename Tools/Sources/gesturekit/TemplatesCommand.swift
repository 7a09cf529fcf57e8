import ArgumentParser
import Foundation
import GestureListen
import GestureShapes
import GestureTraces

/// `gesturekit templates`: template sets for shape bindings and library users.
struct TemplatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "Build the template sets that shape bindings ('listen') load.",
        subcommands: [TemplatesBuildCommand.self])
}

/// `gesturekit templates build --from DIR … -o FILE`: each class's most central gestures of
/// the collections, as a templates file.
struct TemplatesBuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Pick each class's templates from collections of drawn gestures and write them as a templates file.",
        discussion: """
            Reads every $1 log (or MMG+ file) of the --from collections, picks each class's \
            --per-class most central gestures (k-medoids by Jackknife's distance: the ones that \
            stand for the most others; --per-class all keeps every gesture) and writes them in the templates file \
            format that 'gesturekit listen' reads (its 'templates:' setting; docs/Listen.md). \
            With --selection condensed (and --per-class all), keeps only the gestures that Jackknife, \
            listen's matcher, needs to name all the others right: a fraction of them, faster to match. \
            docs/Accuracy.md measures what a set built this way recognizes for people of other groups.
            """)

    @Option(name: .customLong("from"), help: ArgumentHelp("A collection of drawn gestures: a folder of $1 logs at any depth, or an MMG+ .jsonl file; repeat for several.", valueName: "dir"))
    var collections: [String] = []

    @Option(name: .customLong("y-up"), help: ArgumentHelp(EvalDataOptions.yUpHelp, valueName: "dir"))
    var yUp: [String] = []

    @Option(parsing: .unconditional, help: "Templates per class: a number, or \"all\" for every gesture of each class.")
    var perClass = "4"

    /// --per-class as a count; every gesture for "all", nil when it is neither.
    private var perClassCount: Int? {
        if perClass == "all" { return Int.max }
        return Int(perClass).flatMap { $0 >= 1 ? $0 : nil }
    }

    @Option(help: "How each class's templates are picked: medoids (the most central), or condensed (with --per-class all: the gestures Jackknife needs to name the others right).")
    var selection: Selection = .medoids

    /// How `templates build` picks each class's templates: never at random, as a file is
    /// built once.
    enum Selection: String, CaseIterable, ExpressibleByArgument {
        case medoids, condensed
    }

    @Option(name: .shortAndLong, help: "The templates file to write (- for standard output).")
    var output: String

    func validate() throws {
        if collections.isEmpty { throw ValidationError("name at least one collection with --from") }
        if perClassCount == nil { throw ValidationError("--per-class takes a whole number of at least 1, or \"all\"") }
        if selection == .condensed && perClass != "all" {
            throw ValidationError("--selection condensed picks among every gesture of each class: use it with --per-class all")
        }
        // A folder reads its .xml logs only: an MMG+ file inside it is read once.
        func readTwice(_ a: String, _ b: String) -> Bool {
            let (a, b) = (EvalDataOptions.resolved(a), EvalDataOptions.resolved(b))
            if a == b { return true }
            let (inner, outer) = a.count > b.count ? (a, b) : (b, a)
            return EvalDataOptions.overlaps(a, b) && (Self.isFolder(inner) || inner.lowercased().hasSuffix(".xml")) && Self.isFolder(outer)
        }
        for (index, path) in collections.enumerated() where collections.prefix(index).contains(where: { readTwice($0, path) }) {
            throw ValidationError("--from \(path) is named twice, or inside another --from: its gestures would be read twice")
        }
    }

    func run() throws {
        try OutputPath.check(output)
        try checkNotRead()
        var gestures: [LabelledGesture] = [], read: [Dataset] = []
        let yAxes = try EvalDataOptions.yAxes(of: collections, upward: yUp)
        for (path, yAxis) in zip(collections, yAxes) {
            do {
                let collection = try Dataset(contentsOf: URL(fileURLWithPath: path), yAxis: yAxis)
                for problem in collection.skipped { tell("skipped \(problem)") }
                if let misclosed = collection.misclosedReport { tell(misclosed) }
                gestures += Self.usable(collection.gestures, in: path, tell: tell)
                read.append(collection)
            } catch {
                throw CommandFailure(error.description)
            }
        }
        // A collection upside down beside the others would give its classes' templates upside down.
        for hint in EvalDataOptions.orientationHints(read, paths: collections, yAxes: yAxes) { tell(hint) }
        guard !gestures.isEmpty else { throw CommandFailure("no gesture of the collections can be a template: nothing written") }
        let several = gestures.filter { $0.strokes.count > 1 }.count
        if several > 0 {
            tell("\(several) of \(gestures.count) gestures were drawn in several strokes: each template keeps its strokes, "
                 + "which $P and $Q compare apart and a one-stroke matcher (listen's Jackknife) joins in drawing order")
        }
        let templates = selection == .condensed ? Self.condensedTemplates(of: gestures) : Self.templates(of: gestures, perClass: perClassCount ?? 1)
        let data: Data
        do {
            data = try ShapeTemplate.encoded(templates)
        } catch {
            throw CommandFailure("\(OutputPath.name(output)): not written: \(error.description)")
        }
        try OutputPath.write(data, to: output)
        let classes = Set(templates.map(\.name)).count
        tell("wrote \(OutputPath.name(output)): \(templates.count) templates, \(classes) classes, from \(gestures.count) gestures")
    }

    /// Throws when `-o` is a collection being read, or a `.xml` file inside a folder being
    /// read: every `.xml` there is read as a $1 log, and it may be one.
    private func checkNotRead() throws(CommandFailure) {
        if let read = collections.first(where: { OutputPath.isSameFile(output, $0) }) {
            throw CommandFailure("\(output): is the collection \(read) being read (--from); writing it would replace it: choose another -o")
        }
        guard output != OutputPath.standardOutput, output.lowercased().hasSuffix(".xml") else { return }
        let written = URL(fileURLWithPath: output).standardizedFileURL.deletingLastPathComponent().resolvingSymlinksInPath()
            .appendingPathComponent(URL(fileURLWithPath: output).lastPathComponent).path
        if let folder = collections.first(where: { written.hasPrefix(EvalDataOptions.resolved($0) + "/") }) {
            throw CommandFailure("\(output): is inside the collection \(folder) being read (--from), where every .xml file is "
                                 + "read as a $1 log: choose another -o")
        }
    }

    /// The gestures that can be templates; each other is left out with a line saying which
    /// and why (one point, or every point at one place, to the file's tenth of a point).
    static func usable(_ gestures: [LabelledGesture], in collection: String, tell: (String) -> Void) -> [LabelledGesture] {
        gestures.filter { gesture in
            guard let problem = ShapeTemplate.problem(withStrokes: gesture.sample.strokes) else { return true }
            tell("left out \(gesture.place(in: collection)) (\"\(gesture.label)\" of \(gesture.subject)): \(problem)")
            return false
        }
    }

    private static func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }

    private func tell(_ line: String) { FileHandle.standardError.write(Data((line + "\n").utf8)) }

    /// Per class in order of name, the gestures Jackknife (listen's matcher) needs to name
    /// every gesture right, in the collections' order.
    static func condensedTemplates(of gestures: [LabelledGesture]) -> [ShapeTemplate] {
        let kept = CondensedTemplates.choose(gestures) { JackknifeRecognizer() }
        return Dictionary(grouping: kept, by: \.label).sorted { $0.key < $1.key }.flatMap { label, members in
            members.map { ShapeTemplate(name: label, strokes: $0.sample.strokes) }
        }
    }

    /// Per class in order of name, its most central gestures (all of them, in the collections'
    /// order, when `perClass` is at least their number), each with its strokes.
    static func templates(of gestures: [LabelledGesture], perClass: Int) -> [ShapeTemplate] {
        Dictionary(grouping: gestures, by: \.label).sorted { $0.key < $1.key }.flatMap { label, members in
            Medoids.choose(members, count: perClass).map { ShapeTemplate(name: label, strokes: $0.sample.strokes) }
        }
    }
}
