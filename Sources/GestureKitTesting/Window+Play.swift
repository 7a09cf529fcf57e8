import GestureKit

extension Window {
    /// Sends every event of `script`, starting now (the script's time 0 is the window's
    /// current time), then lets virtual time run `settle` seconds past the end so that
    /// pending deadlines (a double tap's interval, say) resolve. Scripts can be played one
    /// after another in the same window.
    ///
    /// - Parameters:
    ///   - script: the fingers to play; its times are relative to the window's current time.
    ///   - settle: how long virtual time runs on after the script's last event, in seconds.
    /// - Throws: ``TouchScriptError/mistakes(_:)`` when the script has steps it could not
    ///   take (``TouchScript/mistakes``), before any event is sent;
    ///   ``TouchScriptError/rejected(_:)`` with the first event the window rejects (a
    ///   coordinate beyond its range, say), the events before it having been sent.
    public func play(_ script: TouchScript, settle: Double = 1) throws(TouchScriptError) {
        guard script.mistakes.isEmpty else { throw .mistakes(script.mistakes) }
        let start = currentTime
        for event in script.events {
            do {
                try sendEvent(TouchEvent(timestamp: start + event.timestamp, changes: event.changes))
            } catch {
                throw .rejected(error)
            }
        }
        advance(to: Swift.min(start + script.endTime + settle, Self.maximumTimestamp))
    }
}
