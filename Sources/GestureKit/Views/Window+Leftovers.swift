extension Window {
    /// What the window still holds of past input, each named: touches down or not yet ended
    /// for their views, recognizers in a gesture or pending, deadlines. Empty once every
    /// touch has ended and every deadline has passed; the property tests and the engine
    /// fuzzer check that it is.
    package var leftovers: [String] {
        var found: [String] = []
        if !activeTouches.isEmpty { found.append("touches down: \(activeTouches.map(\.id))") }
        if !viewTouches.isEmpty { found.append("touches whose views have not seen their end: \(viewTouches.map(\.id))") }
        let environment = gestureEnvironment
        if !environment.involved.isEmpty { found.append("recognizers still in a gesture: \(environment.involved.map(\.displayName))") }
        if !environment.pending.isEmpty { found.append("recognizers still pending: \(environment.pending.map(\.displayName))") }
        if let deadline = nextDeadline { found.append("a deadline left at \(deadline)") }
        return found
    }
}
