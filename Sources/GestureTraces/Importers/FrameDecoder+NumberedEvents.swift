import GestureEvdev
import GestureKit

extension FrameDecoder {
    /// The touch events of kernel events read from a text file (`getevent`, `libinput
    /// record`), each with the line it came from, decoded for `device`, and what the file's
    /// end left out (``RecordingEnd``).
    ///
    /// - Throws: ``TraceError`` at the line where time goes backwards: a file's events are
    ///   the kernel's, in the order it sent them.
    static func touchEvents(from events: [(event: InputEvent, line: Int)], device: DeviceDescription,
                            mapping: AxisMapping) throws(TraceError) -> (events: [TouchEvent], ending: String?) {
        var decoder = FrameDecoder(device: device, mapping: mapping)
        var end = RecordingEnd()
        var last = Int64.min
        for (event, number) in events {
            guard event.microseconds >= last else { throw TraceError("time goes backwards", at: "line \(number)") }
            last = event.microseconds
            end.note(event, line: number)
            decoder.consume(type: event.type, code: event.code, value: event.value, microseconds: event.microseconds)
        }
        return end.finish(&decoder)
    }
}
