import Testing
@testable import GestureKit

/// A11 inside A5: the callbacks asked while a recognizer's request is decided may take the
/// recognizer out of the gesture. A failed recognizer must never begin.
@Suite("Arbitration's callbacks that disable or remove the recognizer they are asked about")
struct ReentrantArbitrationTests {
    enum Callback: CaseIterable { case shouldBegin, simultaneous, requireFailure }
    enum Removal: CaseIterable { case disable, removeRecognizer, removeView }

    @Test("A11, A5: a recognizer disabled or taken off its view by a callback of its own request stays failed: no action, no commit, no more questions",
          arguments: Callback.allCases, Removal.allCases)
    func removedWhileDeciding(_ callback: Callback, _ removal: Removal) throws {
        let scene = Scene()
        let r = scene.cue("r", .continuous, on: scene.box)
        // Two more recognizers on the touch, so that simultaneity and requirements are asked,
        // each question twice: none may be asked once the recognizer is out.
        let other = scene.cue("other", .manual, on: scene.content)
        let another = scene.cue("another", .manual, on: scene.content)
        let delegate = ClosureDelegate()
        var removed = false
        var askedAfterRemoval: [Callback] = []  // a failed recognizer's request is dropped: no more questions
        let ask = { (asked: Callback, recognizer: GestureRecognizer) in
            if removed { askedAfterRemoval.append(asked) }
            guard asked == callback, !removed else { return }
            removed = true
            switch removal {
            case .disable: recognizer.isEnabled = false
            case .removeRecognizer: scene.box.removeGestureRecognizer(recognizer)
            case .removeView: scene.box.removeFromSuperview()
            }
        }
        delegate.shouldBegin = { ask(.shouldBegin, $0); return true }
        delegate.simultaneous = { a, _ in ask(.simultaneous, a); return true }
        delegate.requireFailureOf = { a, _ in ask(.requireFailure, a); return false }
        r.delegate = delegate
        other.state = .began  // active: r's request asks whether they may run together
        another.state = .began
        let log = scene.window.recordDecisions()
        try scene.window.send(0, down(1, 150, 150))
        try scene.window.send(0.05, move(1, 160, 150))
        let reason = switch removal {
        case .disable: "disabled"
        case .removeRecognizer: "removed from its view"
        case .removeView: "its view left the window"
        }
        #expect(removed && askedAfterRemoval.isEmpty && r.actions.isEmpty)
        #expect(log.lines == ["0.000 view box: touchesBegan [1]", "0.050 r: failed (\(reason))",
                              "0.050 view box: touchesMoved [1]", "0.050 r: reset"])
        try scene.window.send(0.1, up(1, 160, 150))
        #expect(r.state == .possible)  // reset at the end, as any failed recognizer
    }
}
