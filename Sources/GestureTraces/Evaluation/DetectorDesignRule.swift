extension DetectorEvaluation {
    /// Which designs the folds by group call acceptable on the groups they train on; among
    /// those, a fold takes the one farthest from the rest in the grid (the middle of the
    /// acceptable region).
    ///
    /// ```swift
    /// // The values of `gesturekit eval detector --folds-by-group … --design-rule`; pass one as
    /// // `runFoldsByGroup(_:detector:mode:recallFloor:falsePositiveBudget:rule:)`'s `rule`.
    /// print(DetectorEvaluation.DesignRule.allCases.map(\.rawValue).joined(separator: ", "))
    /// // Prints "every-group, most-groups"
    /// ```
    ///
    /// The two rules agree whenever some design meets the target on every training group.
    /// They part when none does, which grows likelier with every group added: one group
    /// that no design serves (circles too irregular for any fit's tolerance) voids
    /// ``everyGroup``, whose fallback then takes the highest recall of all the groups pooled
    /// within the false-positive budget, a design at the budget's edge for every group;
    /// ``mostGroups`` still keeps each group it can serve within the budget.
    public enum DesignRule: String, CaseIterable, Hashable, Sendable {
        /// Acceptable: the target met on every training group; when no design meets it, the
        /// highest recall of the groups pooled within the budget.
        /// The rule docs/Accuracy.md's folds over five to nine groups were measured with.
        case everyGroup = "every-group"
        /// Acceptable: the target met on as many training groups as any design meets it on,
        /// at least one; when no design meets it on any group, ``DetectorEvaluation/DesignRule/everyGroup``'s fallback.
        case mostGroups = "most-groups"
    }
}
