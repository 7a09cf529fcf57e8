extension Dataset {
    /// A gesture that holds the very same strokes — every point, and every time where there
    /// are times — as one read before it: a file saved twice, or one drawing saved under two
    /// names.
    ///
    /// ```swift
    /// let data = try Dataset(contentsOf: URL(fileURLWithPath: "../shared/datasets/dollar1-others/klarubbio"))
    /// for duplicate in data.duplicates where !duplicate.isRepeat {
    ///     print(duplicate.first.label, duplicate.second.label)   // Prints "caret triangle"
    /// }
    /// ```
    ///
    /// Nothing is dropped when reading. What a duplicate does to a measurement depends on its
    /// kind: a repeat of one person's gesture of one class is dropped wherever the template
    /// evaluations pool the collection's people — the within-collection protocols, and the
    /// `--train` collections of a cross-group run — since it could be a candidate's own
    /// template; the collection tested in a cross-group run has every gesture classified,
    /// repeats too. One drawing under two classes is kept, and one of the two is then named
    /// wrong whatever the matcher.
    public struct Duplicate: Hashable, Sendable {
        /// The gesture read first.
        public var first: LabelledGesture
        /// The one holding the same strokes, read after it.
        public var second: LabelledGesture

        /// Whether it is one person's gesture of one class twice: the evaluations' pools keep
        /// only the first (``LabelledGesture/isRepeat(of:)``).
        public var isRepeat: Bool { second.isRepeat(of: first) }
    }

    /// Every gesture that holds the same strokes as one before it (``Duplicate``), in the
    /// order read; empty when every gesture is distinct.
    ///
    /// Each is paired with the first gesture it repeats (``Duplicate/isRepeat``) if there is
    /// one, as the evaluations' pool keeps that one; otherwise with the first gesture of the
    /// same strokes.
    public var duplicates: [Duplicate] {
        var firstRepeated: [LabelledGesture.RepeatKey: Int] = [:], firstDrawn: [[[StrokePoint]]: Int] = [:]
        var found: [Duplicate] = []
        for (index, gesture) in gestures.enumerated() {
            if let first = firstRepeated[gesture.repeatKey] ?? firstDrawn[gesture.strokes] {
                found.append(Duplicate(first: gestures[first], second: gesture))
            }
            firstRepeated[gesture.repeatKey] = firstRepeated[gesture.repeatKey] ?? index
            firstDrawn[gesture.strokes] = firstDrawn[gesture.strokes] ?? index
        }
        return found
    }

    /// The duplicates, for people: how many, then one line per duplicate with both places
    /// and what the evaluations do with it; nil when there are none.
    public var duplicateReport: String? {
        let found = duplicates
        guard !found.isEmpty else { return nil }
        let header = "\(name): \(found.count) gesture\(found.count == 1 ? "" : "s") with the very same strokes as another:"
        return ([header] + found.map { "  " + Self.describe($0) }).joined(separator: "\n")
    }

    private static func describe(_ duplicate: Duplicate) -> String {
        let (first, second) = (duplicate.first, duplicate.second)
        if duplicate.isRepeat {
            return "\(second.place()) repeats \(first.place()) (\(first.label), \(first.subject)): "
                + "dropped from the person's pool (it could be a candidate's own template); classified again when tested against --train"
        }
        let both = "\(second.place()) (\(second.label), \(second.subject)) = \(first.place()) (\(first.label), \(first.subject))"
        if first.subject == second.subject {
            return both + ": one drawing under two classes, both kept; one of them is named wrong whatever the matcher"
        }
        return both + ": two people's, both kept; in a cross-subject run one can be the other's template"
    }
}

extension LabelledGesture {
    /// Whether this gesture repeats `other`: the same person, the same class and the very
    /// same strokes. The evaluations' pools keep only the first of such repeats (MMG+'s
    /// tablet file holds five), since a repeat could be a candidate's own template.
    public func isRepeat(of other: LabelledGesture) -> Bool { repeatKey == other.repeatKey }

    /// What ``isRepeat(of:)`` compares, as one value a set can hold.
    var repeatKey: RepeatKey { RepeatKey(subject: subject, label: label, strokes: strokes) }

    /// A person, a class and strokes.
    struct RepeatKey: Hashable {
        let subject: String, label: String, strokes: [[StrokePoint]]
    }
}
