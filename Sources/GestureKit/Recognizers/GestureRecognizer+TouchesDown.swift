/// Helpers the built-in recognizers share. A recognizer's touches include, until the end
/// of the step, those that lifted in it (so that actions still see them); these helpers
/// look at the touches still down, or, where they say so, at those and the ones lifting in
/// this step: the fingers a two-finger gesture measured itself on until its `touchesEnded`
/// re-bases (touches are delivered began, moved, ended, so a lift is seen last).
///
/// They run on every move, so they read the touches where they lie in the list, by index:
/// a `for touch in` loop copies each touch out, a retain and a release apiece.
extension GestureRecognizer {
    /// How many of the recognizer's touches are still down.
    var touchesDownCount: Int {
        var count = 0
        for index in entry.trackedTouches.indices where !entry.trackedTouches[index].phase.isTerminal { count += 1 }
        return count
    }

    /// The first two touches, in the order they began; with `includingLifted`, those lifting
    /// in this step count too.
    func firstTwoTouches(includingLifted: Bool) -> (Touch, Touch)? {
        var first: Touch?
        for touch in entry.trackedTouches where includingLifted || !touch.phase.isTerminal {
            guard let earlier = first else {
                first = touch
                continue
            }
            return (earlier, touch)
        }
        return nil
    }

    /// Twice the mean distance of the touches still down from their centroid: for two
    /// fingers, the distance between them (window coordinates).
    var spreadOfTouchesDown: Double { spread(includingLifted: false) }

    /// The same spread over the touches down and those that lifted in this step, where they
    /// lifted: the fingers as they were when they left the surface, the set a pinch's base
    /// was measured on until it re-bases.
    var spreadAtLift: Double { spread(includingLifted: true) }

    /// ``spreadAtLift`` without `newcomers`: the fingers a two-finger gesture was measuring
    /// when `newcomers` landed, where this event left them.
    func spread(excluding newcomers: [Touch]) -> Double {
        spread { touch in !newcomers.contains { $0 === touch } }
    }

    /// ``spreadOfTouchesDown``, or with `includingLifted` ``spreadAtLift``.
    func spread(includingLifted: Bool) -> Double {
        spread { includingLifted || !$0.phase.isTerminal }
    }

    /// Inlined so that the test reads each touch in place (see the type's discussion).
    @inline(__always)
    private func spread(of isIncluded: (Touch) -> Bool) -> Double {
        var sum = Point.zero, count = 0.0
        for index in entry.trackedTouches.indices where isIncluded(entry.trackedTouches[index]) {
            sum = sum + entry.trackedTouches[index].windowLocation
            count += 1
        }
        guard count >= 2 else { return 0 }
        let centroid = sum / count
        var distance = 0.0
        for index in entry.trackedTouches.indices where isIncluded(entry.trackedTouches[index]) {
            distance += entry.trackedTouches[index].windowLocation.distance(to: centroid)
        }
        return 2 * distance / count
    }

    /// The window's current time (the event or deadline being processed).
    var currentTime: Double { environment?.currentTime ?? 0 }

    /// What a built-in recognizer does when the input source cancels one of its touches: a
    /// gesture in progress is cancelled, one not yet begun fails, with the reason in words.
    func touchWasCancelled() {
        if state.isInProgress { state = .cancelled } else { fail(because: "a touch was cancelled") }
    }
}
