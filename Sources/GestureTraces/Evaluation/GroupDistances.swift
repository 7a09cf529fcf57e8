import Foundation
import GestureShapes

extension AccuracyEvaluation {
    /// Every member's distance from each gesture to each *template* — a training gesture —
    /// of another group: what a decision other than "the nearest class" (a vote of the k
    /// nearest templates, templates edited by their neighbours) needs, measured once so that
    /// every inner fold and every option reads it.
    ///
    /// Rows are the training gestures (in `templates`' order), then the test gestures;
    /// columns the training gestures. A training gesture is measured against the training
    /// gestures of the *other* groups only (the cell of its own group stays NaN): an inner
    /// fold holding its group out never needs them. Test gestures are measured against every
    /// training gesture and are never templates. Distances come from the members' public
    /// ``TemplateMatching/classDistances(_:)``, each template a class of its own, so
    /// they are exactly what the matchers measure; stored as natural logs (Float), which is
    /// what a weighted geometric mean adds up.
    struct GroupDistances: Sendable {
        /// The training gestures: every template there is.
        let templates: [LabelledGesture]
        /// The class names, sorted; ``templateClass`` indexes them.
        let classes: [String]
        /// Each template's class.
        let templateClass: [Int]
        /// The training groups' names, sorted; ``templateGroup`` indexes them.
        let groups: [String]
        /// Each template's group.
        let templateGroup: [Int]
        /// The test gestures, rows `templates.count...`.
        let test: [LabelledGesture]
        /// Per member, row-major `(templates.count + test.count) × templates.count` log
        /// distances; NaN where not measured.
        let logDistances: [[Float]]

        /// Measures `training` (people named `group/person`) against itself across groups and
        /// `test` against all of it. `members` makes the fresh matchers (Jackknife and $Q).
        init(training: [LabelledGesture], test: [LabelledGesture], members: () -> [any TemplateMatching]) {
            templates = training
            self.test = test
            classes = Array(Set(training.map(\.label))).sorted()
            let classIndex = Dictionary(uniqueKeysWithValues: classes.enumerated().map { ($1, $0) })
            templateClass = training.map { classIndex[$0.label] ?? 0 }
            groups = Array(Set(training.map { RejectionComparison.group(of: $0.subject) })).sorted()
            let groupIndex = Dictionary(uniqueKeysWithValues: groups.enumerated().map { ($1, $0) })
            templateGroup = training.map { groupIndex[RejectionComparison.group(of: $0.subject)] ?? 0 }
            // One set of matchers per group, each template named by its column.
            var byGroup: [[any TemplateMatching]] = groups.map { _ in members() }
            for (column, template) in training.enumerated() {
                let sample = template.sample
                for member in byGroup[templateGroup[column]].indices {
                    byGroup[templateGroup[column]][member].addTemplate(String(column), sample: sample)
                }
            }
            let columns = training.count, rows = training.count + test.count
            let memberCount = byGroup.first?.count ?? 0
            var logs = [[Float]](repeating: [Float](repeating: .nan, count: rows * columns), count: memberCount)
            for row in 0..<rows {
                let gesture = row < columns ? training[row] : test[row - columns]
                let sample = gesture.sample
                for (group, matchers) in byGroup.enumerated() where row >= columns || group != templateGroup[row] {
                    for (member, matcher) in matchers.enumerated() {
                        for (name, distance) in matcher.classDistances(sample) {
                            guard let column = Int(name) else { continue }
                            logs[member][row * columns + column] = Float(Foundation.log(Swift.max(distance, 1e-12)))
                        }
                    }
                }
            }
            logDistances = logs
        }

        /// A table from given parts (the tests' small exact cases).
        init(templates: [LabelledGesture], classes: [String], templateClass: [Int], groups: [String], templateGroup: [Int],
             test: [LabelledGesture], logDistances: [[Float]]) {
            (self.templates, self.classes, self.templateClass, self.groups, self.templateGroup, self.test, self.logDistances)
                = (templates, classes, templateClass, groups, templateGroup, test, logDistances)
        }
    }
}
