/// The failure requirements a recognizer is given (<doc:Rules#A4>, <doc:Rules#A10>). The ones it
/// answers by overriding (``GestureRecognizer/shouldRequireFailure(of:)`` and its siblings)
/// are in the class body, where a subclass can override them; the environment reads both.
extension GestureRecognizer {
    /// Makes this recognizer wait for `other` to fail before it may leave the possible
    /// state (<doc:Rules#A4>). A requirement that would close a cycle is refused, reported in the
    /// decision log, and `false` is returned (<doc:Rules#A10>).
    ///
    /// - Parameter other: the recognizer to wait for; held strongly until this recognizer
    ///   is freed. Adding the same one twice has no extra effect.
    /// - Returns: true when the requirement holds (including when it was already there);
    ///   false when it was refused because it would close a cycle.
    @discardableResult
    public func require(toFail other: GestureRecognizer) -> Bool {
        if failureRequirements.contains(where: { $0 === other }) { return true }
        if let cycle = FailureRequirementGraph.cycle(adding: self, requires: other) {
            (environment ?? other.environment)?.reportRequirementCycle(cycle)
            return false
        }
        failureRequirements.append(other)
        return true
    }
}
