import GestureEvdev
import GestureKit

extension FrameDecoder {
    /// The touch events of kernel events read from a text file (`getevent`, `libinput
    /// record`), each with the line it came from, decoded for `device`.
    ///
    /// - Throws: ``TraceError`` at the line where time goes backwards: a file's events are
    ///   the kernel's, in the order it sent them.
    static func touchEvents(from events: [(event: InputEvent, line: Int)], device: DeviceDescription,
                            mapping: AxisMapping) throws(TraceError) -> [TouchEvent] {
        var decoder = FrameDecoder(device: device, mapping: mapping)
        var last = Int64.min
        for (event, number) in events {
            guard event.microseconds >= last else { throw TraceError("time goes backwards", at: "line \(number)") }
            last = event.microseconds
            decoder.consume(type: event.type, code: event.code, value: event.value, microseconds: event.microseconds)
        }
        return decoder.finish()
    }
}
