extension Window {
    /// What the window still holds of past input, each named: touches down or not yet ended
    /// for their views, recognizers in a gesture or pending, deadlines. Empty once every
    /// touch has ended and every deadline has passed; the property tests and the engine
    /// fuzzer check that it is.
    package var leftovers: [String] {
        var found: [String] = []
        if !activeTouches.isEmpty { found.append("touches down: \(Self.listed(activeTouches.map { String($0.id) }))") }
        if !viewTouches.isEmpty {
            found.append("touches whose views have not seen their end: \(Self.listed(viewTouches.map { String($0.id) }))")
        }
        let environment = gestureEnvironment
        if !environment.involved.isEmpty {
            found.append("recognizers still in a gesture: \(Self.listed(environment.involved.map { "\"\($0.displayName)\"" }))")
        }
        if !environment.pending.isEmpty {
            found.append("recognizers still pending: \(Self.listed(environment.pending.map { "\"\($0.displayName)\"" }))")
        }
        if let deadline = earliestDeadline { found.append("a deadline left at \(deadline)") }
        return found
    }

    /// `[a, b]`, as full Swift prints an array. Written out because Embedded Swift prints an
    /// interpolated array as a placeholder.
    private static func listed(_ items: [String]) -> String {
        "[" + items.joined(separator: ", ") + "]"
    }
}
