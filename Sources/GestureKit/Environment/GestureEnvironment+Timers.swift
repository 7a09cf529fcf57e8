/// Deadlines (virtual time): what recognizers schedule, kept in time order until the window
/// reaches them. The window runs each due deadline as a step of its own (``Window/advance(to:)``).
extension GestureEnvironment {
    /// Schedules `handler`, or with none the recognizer's own deadline (its `deadlinePassed()`).
    func scheduleTimer(for recognizer: GestureRecognizer, after interval: Double, _ handler: (() -> Void)?) -> TimerID {
        let delay = interval.isFinite ? Swift.max(0, interval) : 0
        recognizer.entry.scheduledTimerCount += 1
        let deadline = Deadline.after(delay, from: currentTime)
        return timers.schedule(at: deadline, owner: recognizer, immediate: !(deadline > currentTime), handler)
    }

    func cancelTimer(_ id: TimerID) {
        if let owner = timers.cancel(id) { owner.entry.scheduledTimerCount -= 1 }
    }

    func cancelTimers(of recognizer: GestureRecognizer) {
        guard recognizer.entry.scheduledTimerCount > 0 else { return }
        timers.cancelAll(of: recognizer)
        recognizer.entry.scheduledTimerCount = 0
    }

    /// Where the deadlines scheduled from now on begin (for ``popDueTimer(at:newFrom:)``).
    var nextTimerIdentifier: UInt64 { timers.nextIdentifier }

    /// The earliest deadline due by `time` that may run now, taken off the queue, with its
    /// recognizer told. Those scheduled since `newFrom` that are due at their own instant
    /// wait for the next call (``TimerQueue/popDue(at:newFrom:)``).
    func popDueTimer(at time: Double, newFrom: UInt64 = .max) -> TimerQueue.Entry? {
        guard let entry = timers.popDue(at: time, newFrom: newFrom) else { return nil }
        entry.owner.entry.scheduledTimerCount -= 1
        return entry
    }
}
