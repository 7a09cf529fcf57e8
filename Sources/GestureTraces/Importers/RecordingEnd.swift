import GestureEvdev
import GestureKit

/// How a text recording of kernel events ended, told in its trace's `metadata.ending`.
///
/// ``GestureEvdev/FrameDecoder/finish()`` reads no event after the last `SYN_REPORT` and
/// cancels the touches still down; a reader notes each event it hands the decoder here, so
/// the trace can say what was left out and from which line, rather than leave a user to
/// wonder why a recording cut short decides as it does.
struct RecordingEnd {
    /// The line of the first event after the last `SYN_REPORT`, and how many there are.
    private var unreportedLine: Int?
    private var unreportedCount = 0

    /// Notes `event`, read from line `line`.
    mutating func note(_ event: InputEvent, line: Int) {
        if event.type == EvdevCode.synchronization && event.code == EvdevCode.synReport {
            unreportedLine = nil
            unreportedCount = 0
        } else {
            if unreportedLine == nil { unreportedLine = line }
            unreportedCount += 1
        }
    }

    /// Finishes `decoder` and says what its end left out: nil for a recording that ends with
    /// a whole frame and no touch down.
    func finish(_ decoder: inout FrameDecoder) -> (events: [TouchEvent], ending: String?) {
        let before = decoder.events.count
        let afterADrop = decoder.awaitsResynchronization
        let events = decoder.finish()
        let cancelled = events.count > before ? events[events.count - 1].changes.count : 0
        var parts: [String] = []
        if let unreportedLine {
            parts.append("\(unreportedCount) event(s) from line \(unreportedLine) on come after the last SYN_REPORT, "
                         + "so they are no whole frame and were not read (a recording cut short?)")
        }
        if cancelled > 0, afterADrop {
            parts.append("the recording ends just after a SYN_DROPPED (events lost), so the \(cancelled) touch(es) "
                         + "down then were cancelled where last seen")
        } else if cancelled > 0 {
            parts.append("\(cancelled) touch(es) still down when the recording ends were cancelled where last seen, "
                         + "since it does not say they lifted")
        }
        return (events, parts.isEmpty ? nil : parts.joined(separator: "; "))
    }
}
