/// A recognizer's deadlines in virtual time (<doc:Rules#R2>): the environment runs each as a
/// step of its own and drops them when the recognizer resets. What a built-in recognizer's
/// deadline does, ``GestureRecognizer/deadlinePassed()``, is in the class body, where the
/// recognizers override it.
extension GestureRecognizer {
    /// Schedules `handler` to run when virtual time reaches now + `interval`. The window
    /// runs it as a step of its own (``Window/advance(to:)``): state changes it requests are
    /// arbitrated and their actions sent. Deadlines are dropped when the recognizer resets
    /// (<doc:Rules#R2>).
    ///
    /// - Parameters:
    ///   - interval: seconds of virtual time from now; negative and non-finite values
    ///     (NaN, infinity) are taken as 0: due now, it fires when the window next moves time
    ///     (``Window/advance(to:)``, which every event begins with). A positive interval ends
    ///     at least a nanosecond later (<doc:Rules#K1>), so a timer that re-arms itself every
    ///     10⁻¹² s fires a billion times in a second of `advance(to:)`: give a period a
    ///     device could have.
    ///   - handler: run once, inside a step; held until it runs, is cancelled, or the
    ///     recognizer resets.
    /// - Returns: an identifier for ``cancelTimer(_:)``, or nil when the recognizer's view is
    ///   not in a window (then nothing is scheduled).
    @discardableResult
    public func scheduleTimer(after interval: Double, _ handler: @escaping () -> Void) -> TimerID? {
        environment?.scheduleTimer(for: self, after: interval, handler)
    }

    /// The built-in recognizers' deadline: like ``scheduleTimer(after:_:)``, but what runs
    /// is ``deadlinePassed()``. A touch-down schedules a deadline for nearly every tap, swipe
    /// and long press on its path, and a closure that captures the recognizer is an
    /// allocation apiece: this path has none.
    ///
    /// A setting of `.infinity` is no limit: the deadline is put beyond the clock's end, where
    /// it never fires (<doc:Rules#K1>'s limit), yet is the recognizer's own, so that a double
    /// tap still waits for its second tap when every finger is up (<doc:Rules#R3>). A timer's
    /// infinite interval is due now instead; a user who writes `maximumTapDuration =
    /// .infinity` means a tap may last as long as it likes, as the taps' own interval check
    /// reads it.
    func scheduleDeadline(after interval: Double) -> TimerID? {
        environment?.scheduleTimer(for: self, after: interval == .infinity ? .greatestFiniteMagnitude : interval, nil)
    }

    /// Cancels a deadline scheduled with ``scheduleTimer(after:_:)``.
    ///
    /// - Parameter id: the identifier it returned; one that already fired, was cancelled, or
    ///   was dropped by a reset changes nothing.
    public func cancelTimer(_ id: TimerID) {
        environment?.cancelTimer(id)
    }
}
