/// Finds cycles among explicit failure requirements (<doc:Rules#A10>), so that a configuration that
/// could deadlock is refused when it is made, not discovered when fingers are down.
enum FailureRequirementGraph {
    /// The cycle that `recognizer.require(toFail: other)` would close, starting and ending
    /// at `recognizer`, or nil when there is none.
    static func cycle(adding recognizer: GestureRecognizer, requires other: GestureRecognizer) -> [GestureRecognizer]? {
        if other === recognizer { return [recognizer, recognizer] }
        // Depth-first search from `other` along existing requirements, looking for `recognizer`.
        var path: [GestureRecognizer] = [recognizer, other]
        var visited: [ObjectIdentifier] = []
        func search(from node: GestureRecognizer) -> Bool {
            for next in node.failureRequirements {
                if next === recognizer { path.append(next); return true }
                let id = ObjectIdentifier(next)
                if visited.contains(id) { continue }
                visited.append(id)
                path.append(next)
                if search(from: next) { return true }
                path.removeLast()
            }
            return false
        }
        return search(from: other) ? path : nil
    }
}
