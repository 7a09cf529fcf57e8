/// A figure measured once per person, summarized across people: what a new person can
/// expect, and how much it varies from one person to the next.
///
/// The interval is Student's t interval of the mean at 95%: with few people (six writers in
/// the $1 logs) it is wide, honestly so.
public struct SubjectSummary: Hashable, Sendable {
    /// The figure for each person, by person.
    public var values: [String: Double]

    /// Summarizes `values` (one per person).
    public init(_ values: [String: Double]) {
        self.values = values
    }

    /// The mean over people.
    public var mean: Double {
        values.isEmpty ? 0 : values.values.reduce(0, +) / Double(values.count)
    }

    /// The sample standard deviation over people (0 for fewer than two).
    public var standardDeviation: Double {
        guard values.count > 1 else { return 0 }
        let mean = mean
        let squares = values.values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
        return (squares / Double(values.count - 1)).squareRoot()
    }

    /// Half the width of the 95% confidence interval of the mean (0 for fewer than two people).
    public var halfWidth95: Double {
        guard values.count > 1 else { return 0 }
        return Self.studentT975(degreesOfFreedom: values.count - 1) * standardDeviation / Double(values.count).squareRoot()
    }

    /// The lowest person's figure, and who.
    public var worst: (subject: String, value: Double)? {
        values.min { ($0.value, $0.key) < ($1.value, $1.key) }.map { ($0.key, $0.value) }
    }

    /// The 97.5th percentile of Student's t distribution (two-sided 95%).
    static func studentT975(degreesOfFreedom df: Int) -> Double {
        let table: [Double] = [12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
                               2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
                               2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042]
        if df >= 1, df <= table.count { return table[df - 1] }
        return df > table.count ? 1.960 + 2.4 / Double(df) : .infinity  // within 0.1% of the true value past 30
    }
}
