extension ConfigurationReader {
    /// `; did you mean "fingers"?` when one of `names` is within two edits of `name` (and
    /// fewer than half its letters), else nothing: a misspelt key or gesture named at once,
    /// rather than found in the list.
    static func suggestion(for name: String, among names: [String]) -> String {
        let typed = Array(name.lowercased())
        let scored = names.map { (name: $0, distance: editDistance(typed, Array($0))) }
        guard let best = scored.min(by: { $0.distance < $1.distance }),
              best.distance <= 2, best.distance * 2 < max(typed.count, 2) else { return "" }
        return "; did you mean \"\(best.name)\"?"
    }

    /// Levenshtein's distance: insertions, deletions and substitutions, one each, with an
    /// exchange of two neighbours (`fingres`) counted as one.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var before = Array(repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { current[j] = min(current[j], before[j - 2] + 1) }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
