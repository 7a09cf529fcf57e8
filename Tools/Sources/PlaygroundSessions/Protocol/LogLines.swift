/// Decision log lines waiting for the next frame (``PlaygroundSession``'s `pendingLog`).
final class LogLines {
    private var lines: [String] = []

    func append(_ line: String) { lines.append(line) }

    /// The last `count` lines (the page needs no more in one frame), emptying the box.
    func take(last count: Int) -> [String] {
        defer { lines.removeAll(keepingCapacity: true) }
        return Array(lines.suffix(count))
    }
}
