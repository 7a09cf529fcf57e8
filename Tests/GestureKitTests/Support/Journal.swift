import GestureKit

/// An ordered record of what recognizers' actions and views saw, shared by every test
/// object in a scene, so that tests can assert on the interleaving (V2: the cancellation
/// comes just before the action; T3: actions after arbitration).
final class Journal {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
    /// Entries that start with `prefix`.
    func entries(startingWith prefix: String) -> [String] { entries.filter { $0.hasPrefix(prefix) } }
}

/// A view that writes its touch callbacks to a journal as `name.phase[ids]`, and forwards
/// to the next responder only when asked to (V1).
final class RecordingView: View {
    let journal: Journal
    var forwards = false

    init(_ name: String, frame: Rect, journal: Journal) {
        self.journal = journal
        super.init(frame: frame)
        self.name = name
    }

    private func note(_ phase: String, _ touches: [Touch]) {
        journal.add("\(displayName).\(phase)\(touches.map(\.id))")
    }

    override func touchesBegan(_ touches: [Touch], with event: Event) {
        note("began", touches)
        if forwards { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: [Touch], with event: Event) {
        note("moved", touches)
        if forwards { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: [Touch], with event: Event) {
        note("ended", touches)
        if forwards { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: [Touch], with event: Event) {
        note("cancelled", touches)
        if forwards { super.touchesCancelled(touches, with: event) }
    }
}

/// A window that journals the touches that reach it through the responder chain.
final class RecordingWindow: Window {
    var journal = Journal()
    override func touchesBegan(_ touches: [Touch], with event: Event) { journal.add("window.began\(touches.map(\.id))") }
    override func touchesMoved(_ touches: [Touch], with event: Event) { journal.add("window.moved\(touches.map(\.id))") }
    override func touchesEnded(_ touches: [Touch], with event: Event) { journal.add("window.ended\(touches.map(\.id))") }
    override func touchesCancelled(_ touches: [Touch], with event: Event) {
        journal.add("window.cancelled\(touches.map(\.id))")
    }
}
