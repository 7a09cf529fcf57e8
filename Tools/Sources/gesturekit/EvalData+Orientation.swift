import Foundation
import GestureTraces

extension EvalDataOptions {
    /// Says on standard error which of `collections`, read together, reads far better turned
    /// over against the others (``orientationHints(_:paths:yAxes:)``).
    static func tellOrientation(of collections: [Dataset], paths: [String], yAxes: [YAxis]) {
        let hints = orientationHints(collections, paths: paths, yAxes: yAxes)
        if !hints.isEmpty { FileHandle.standardError.write(Data((hints.joined(separator: "\n") + "\n").utf8)) }
    }

    /// For each of several collections read together (a tested collection and its `--train`
    /// ones, the groups of folds, `templates build`'s `--from`), whether it reads far better
    /// turned over against all the others (`OrientationCheck`): that its `y` may run the other
    /// way, and which `--y-up` to add or drop. Two collections turned over to each other are
    /// said together: which of the two is upside down, nothing here can tell.
    static func orientationHints(_ collections: [Dataset], paths: [String], yAxes: [YAxis]) -> [String] {
        guard collections.count > 1 else { return [] }
        let checks = collections.indices.map { index in
            OrientationCheck(test: collections[index], training: collections.indices.filter { $0 != index }.flatMap { collections[$0].gestures })
        }
        let flagged = checks.indices.filter { checks[$0].looksTurnedOver }
        if collections.count == 2, flagged.count == 2 {
            let (first, second) = (collections[0].name, collections[1].name)
            return ["\(first) and \(second) read upside down to each other: \(figures(checks[0], of: "\(first)'s", against: second)): "
                    + (yAxes.contains(.upward) ? "one is read with --y-up; check which way each logger's y runs"
                                               : "if one's logger's y runs up (pyglet, OpenGL), add --y-up with that one")]
        }
        return flagged.map { index in
            let what = figures(checks[index], of: "its", against: "the other collections")
            return yAxes[index] == .upward
                ? "\(collections[index].name): is its y running down after all? Read with --y-up, \(what): if its logger's y runs down the screen, leave out --y-up \(paths[index])"
                : "\(collections[index].name): read upside down? \(what.prefix(1).uppercased() + what.dropFirst()): if its logger's y runs up (pyglet, OpenGL), add --y-up \(paths[index])"
        }
    }

    /// "of its 160 gestures of classes the other collections have, 93% are named right turned
    /// over and 0% as read (Jackknife, 10 of their gestures a class)".
    private static func figures(_ check: OrientationCheck, of whose: String, against others: String) -> String {
        "of \(whose) \(check.classified) gestures of classes \(others) \(others.hasPrefix("the ") ? "have" : "has"), "
            + "\(percent(check.turnedOver)) are named right turned over and \(percent(check.asRead)) as read "
            + "(Jackknife, \(OrientationCheck.templatesPerClass) of \(others.hasPrefix("the ") ? "their" : "its") gestures a class)"
    }

    private static func percent(_ fraction: Double) -> String { "\(Int((fraction * 100).rounded()))%" }
}
