extension Window {
    /// Cancels every touch that is down, in one event at `time`: what a system does when an
    /// app loses the screen (a call, the app sent to the background, a game paused), and
    /// what a driver does when its touch controller resets and loses track of its contacts.
    ///
    /// ```swift
    /// let window = Window(size: Size(width: 390, height: 844))
    /// let pan = PanGestureRecognizer()
    /// pan.addAction { print($0.state) }
    /// window.addGestureRecognizer(pan)
    /// try window.sendEvent(TouchEvent(timestamp: 0, changes: [.init(1, .began, x: 100, y: 100)]))
    /// try window.sendEvent(TouchEvent(timestamp: 0.1, changes: [.init(1, .moved, x: 160, y: 100)]))
    /// // Prints "began"
    /// try window.cancelAllTouches(at: 0.2)  // the game pauses with the finger down
    /// // Prints "cancelled"
    /// print(window.touches.isEmpty)          // Prints "true"
    /// ```
    ///
    /// Each touch ends `cancelled` where it last was (its precise location and buttons
    /// kept), so the recognizers following it cancel or fail and the views get
    /// `touchesCancelled` (<doc:Rules#A12>). With no touch down, nothing is sent and time does
    /// not move. Two things have no touch to cancel: a recognizer waiting for time alone (a
    /// single tap waiting for a double tap to fail), and a scroll or trackpad pinch in
    /// progress, which ends at its idle deadline (<doc:Rules#P5>). Set their recognizers'
    /// `isEnabled` to false and back to stop them too.
    ///
    /// - Parameter time: the event's time, in seconds; not earlier than ``currentTime``.
    /// - Throws: ``TouchEventError`` for a time that is not finite, goes back or passes
    ///   ``maximumTimestamp``, or a call
    ///   from inside the window's own processing, with touches down or not.
    public func cancelAllTouches(at time: Double) throws(TouchEventError) {
        let changes = touches.map {
            TouchEvent.Change(id: $0.id, phase: .cancelled, location: $0.location(in: nil), type: $0.type,
                              preciseLocation: $0.preciseLocation(in: nil), buttonMask: $0.buttonMask)
        }
        let event = TouchEvent(timestamp: time, changes: changes)
        guard !changes.isEmpty else { return try validate(event) }
        try sendEvent(event)
    }
}
