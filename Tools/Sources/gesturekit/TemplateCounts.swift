import Foundation
import GestureTraces

/// The `--templates` list of the eval commands: templates per class, comma-separated.
enum TemplateCounts {
    /// The counts in `text` ("1,3,9"; with `allowingAll`, "all" stands for
    /// `AccuracyEvaluation.allTemplates`), or nil when a field is not a positive whole number.
    static func parse(_ text: String, allowingAll: Bool) -> [Int]? {
        let counts = text.split(separator: ",").map { field -> Int? in
            let trimmed = field.trimmingCharacters(in: .whitespaces)
            if allowingAll && trimmed == "all" { return AccuracyEvaluation.allTemplates }
            // Int.max is the sentinel for "all": written as a number it was taken as "all" (and
            // refused user-dependent as such), so it is refused as a count.
            return Int(trimmed).flatMap { $0 < AccuracyEvaluation.allTemplates ? $0 : nil }
        }
        guard !counts.isEmpty, counts.allSatisfy({ ($0 ?? 0) >= 1 }) else { return nil }
        return counts.compactMap { $0 }
    }
}
