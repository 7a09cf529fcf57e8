import Foundation
import GestureTraces

/// The `--templates` list of the eval commands: templates per class, comma-separated.
enum TemplateCounts {
    /// The counts in `text` ("1,3,9"; with `allowingAll`, "all" stands for
    /// `AccuracyEvaluation.allTemplates`), or nil when a field is not a positive whole number.
    static func parse(_ text: String, allowingAll: Bool) -> [Int]? {
        let counts = text.split(separator: ",").map { field -> Int? in
            let trimmed = field.trimmingCharacters(in: .whitespaces)
            return allowingAll && trimmed == "all" ? AccuracyEvaluation.allTemplates : Int(trimmed)
        }
        guard !counts.isEmpty, counts.allSatisfy({ ($0 ?? 0) >= 1 }) else { return nil }
        return counts.compactMap { $0 }
    }
}
