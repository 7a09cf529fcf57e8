import GestureKit

/// The decisions made since the last frame, waiting for it (``PlaygroundSession``'s
/// `pendingLog`).
///
/// Kept as records and written as lines only when a frame takes them, straight into its JSON:
/// a pointer event's decisions (a view's delivery, a `changed → changed`) then cost the engine
/// a copy of a record, not a line of text, and the lines a frame cannot carry are never
/// written at all.
/// Memory is bounded: past twice ``linesPerFrame`` records the oldest are dropped, as the
/// frame would drop them (a page that asks for no frame holds at most that many).
final class PendingDecisions {
    /// The most lines one frame carries: the latest decisions, as many as the page keeps of
    /// its log. Between two animation frames real input makes a few dozen; a page's script that
    /// sends hundreds of messages in one task makes more.
    static let linesPerFrame = 2_000

    private var records: [DecisionRecord] = []

    init() { records.reserveCapacity(2 * Self.linesPerFrame) }

    var isEmpty: Bool { records.isEmpty }

    func append(_ record: DecisionRecord) {
        if records.count == 2 * Self.linesPerFrame { records.removeFirst(Self.linesPerFrame) }
        records.append(record)
    }

    /// Forgets every decision waiting: a page that switches scenes has started a new log,
    /// and the scene left behind — its cancelled touches included — is not part of it.
    func discard() { records.removeAll(keepingCapacity: true) }

    /// Writes the latest ``linesPerFrame`` decisions as a JSON array of log lines, oldest
    /// first, each line escaped straight into `json` (no `String` made of it), and empties
    /// the box.
    func take(into json: inout JSONWriter) {
        json.raw("[")
        let first = Swift.max(0, records.count - Self.linesPerFrame)
        for index in first..<records.count {  // indices: a suffix's slice is generic code here
            json.raw(index == first ? "\"" : ",\"")
            records[index].write(to: &json)
            json.raw("\"")
        }
        json.raw("]")
        records.removeAll(keepingCapacity: true)
    }
}
