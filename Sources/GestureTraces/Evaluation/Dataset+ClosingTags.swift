extension Dataset {
    /// The logs read although another tag closes their `<Gesture>` (`details["closedBy"]`),
    /// one line per tag with how many and the first file; nil when there are none.
    ///
    /// ```swift
    /// let data = Dataset(name: "charlie", gestures: [
    ///     LabelledGesture(label: "check", subject: "1", details: ["file": "1/1check1.xml", "closedBy": "Project_1_Part_4"],
    ///                     strokes: [[StrokePoint(x: 0, y: 0, time: nil), StrokePoint(x: 5, y: 5, time: nil)]]),
    /// ])
    /// print(data.misclosedReport!)
    /// // Prints "charlie: 1 of 1 logs close their <Gesture> with </Project_1_Part_4>, not </Gesture> (the first: 1/1check1.xml): read, every point kept"
    /// ```
    ///
    /// Said rather than silent: the logs are not XML, and whoever reads them elsewhere will
    /// find a strict parser refusing every one.
    public var misclosedReport: String? {
        var counts: [String: Int] = [:], first: [String: String] = [:]
        for gesture in gestures {
            guard let tag = gesture.details["closedBy"] else { continue }
            counts[tag, default: 0] += 1
            if first[tag] == nil { first[tag] = gesture.place() }
        }
        guard !counts.isEmpty else { return nil }
        return counts.keys.sorted().map { tag in
            "\(name): \(counts[tag]!) of \(gestures.count) logs close their <Gesture> with </\(tag)>, not </Gesture> "
                + "(the first: \(first[tag]!)): read, every point kept"
        }.joined(separator: "\n")
    }
}
