import GestureKit

/// A test-only recognizer that changes state on cue, so that the engine's rules can be
/// tested without any built-in recognizer logic.
///
/// Its ``behavior`` says what it asks for on its own; tests can also set `state` directly
/// from the hooks (``onBegan`` and friends) or from outside.
class CueRecognizer: GestureRecognizer, TapLikeGestureRecognizer {
    enum Behavior {
        /// Asks for nothing by itself.
        case manual
        /// Asks for recognized when its touches reach `phase` (like a tap on `.ended`).
        case discrete(on: TouchPhase)
        /// Began on the first move, changed on later moves, ended when a touch lifts; a
        /// cancelled touch asks for cancelled (which is failed while possible, S1).
        case continuous
        /// Asks for recognized at a deadline `after` seconds from touch-down, unless the
        /// touches lift first (then fails): like a long press, or a double tap's interval.
        case deadline(after: Double)
    }

    var behavior: Behavior
    var journal: Journal?
    var onBegan: ((CueRecognizer, [Touch]) -> Void)?
    var onMoved: ((CueRecognizer, [Touch]) -> Void)?
    var onEnded: ((CueRecognizer, [Touch]) -> Void)?
    var onCancelled: ((CueRecognizer, [Touch]) -> Void)?

    /// Every hook call, as `phase[ids]`.
    var received: [String] = []
    /// The state each action saw.
    var actions: [State] = []
    var resetCount = 0
    var numberOfTapsRequired = 1
    var numberOfTouchesRequired = 1
    private var deadline: TimerID?

    init(_ name: String, _ behavior: Behavior = .manual, journal: Journal? = nil) {
        self.behavior = behavior
        self.journal = journal
        super.init()
        self.name = name
        addAction { [unowned self] recognizer in
            self.actions.append(recognizer.state)
            self.journal?.add("\(self.displayName).action(\(recognizer.state))")
        }
    }

    override func touchesBegan(_ touches: [Touch], with event: Event) {
        received.append("began\(touches.map(\.id))")
        if case .discrete(.began) = behavior { state = .recognized }
        if case .deadline(let after) = behavior, deadline == nil {
            deadline = scheduleTimer(after: after) { [unowned self] in
                if self.state == .possible { self.state = .recognized }
            }
        }
        onBegan?(self, touches)
    }

    override func touchesMoved(_ touches: [Touch], with event: Event) {
        received.append("moved\(touches.map(\.id))")
        switch behavior {
        case .discrete(.moved): state = .recognized
        case .continuous: state = state == .possible ? .began : .changed
        default: break
        }
        onMoved?(self, touches)
    }

    override func touchesEnded(_ touches: [Touch], with event: Event) {
        received.append("ended\(touches.map(\.id))")
        switch behavior {
        case .discrete(.ended): state = .recognized
        case .continuous: state = state == .possible ? .failed : .ended
        case .deadline: if state == .possible { state = .failed }
        default: break
        }
        onEnded?(self, touches)
    }

    override func touchesCancelled(_ touches: [Touch], with event: Event) {
        received.append("cancelled\(touches.map(\.id))")
        if case .manual = behavior {} else { state = .cancelled }
        onCancelled?(self, touches)
    }

    override func reset() {
        resetCount += 1
        deadline = nil
    }
}

/// A delegate whose answers are closures, defaulting to UIKit's defaults.
final class ClosureDelegate: GestureRecognizerDelegate {
    var shouldBegin: (GestureRecognizer) -> Bool = { _ in true }
    var simultaneous: (GestureRecognizer, GestureRecognizer) -> Bool = { _, _ in false }
    var requireFailureOf: (GestureRecognizer, GestureRecognizer) -> Bool = { _, _ in false }
    var requiredToFailBy: (GestureRecognizer, GestureRecognizer) -> Bool = { _, _ in false }
    var shouldReceive: (GestureRecognizer, Touch) -> Bool = { _, _ in true }
    var shouldReceiveEvent: (GestureRecognizer, Event) -> Bool = { _, _ in true }

    func gestureRecognizerShouldBegin(_ r: GestureRecognizer) -> Bool { shouldBegin(r) }
    func gestureRecognizer(_ r: GestureRecognizer, shouldRecognizeSimultaneouslyWith o: GestureRecognizer) -> Bool {
        simultaneous(r, o)
    }
    func gestureRecognizer(_ r: GestureRecognizer, shouldRequireFailureOf o: GestureRecognizer) -> Bool {
        requireFailureOf(r, o)
    }
    func gestureRecognizer(_ r: GestureRecognizer, shouldBeRequiredToFailBy o: GestureRecognizer) -> Bool {
        requiredToFailBy(r, o)
    }
    func gestureRecognizer(_ r: GestureRecognizer, shouldReceive touch: Touch) -> Bool { shouldReceive(r, touch) }
    func gestureRecognizer(_ r: GestureRecognizer, shouldReceive event: Event) -> Bool { shouldReceiveEvent(r, event) }
}

/// A window 400×400 with a `content` view filling it and a `box` child at (100, 100, 100×100).
struct Scene {
    let journal = Journal()
    let window: Window
    let content: RecordingView
    let box: RecordingView

    init() {
        window = Window(size: Size(width: 400, height: 400))
        content = RecordingView("content", frame: Rect(x: 0, y: 0, width: 400, height: 400), journal: journal)
        box = RecordingView("box", frame: Rect(x: 100, y: 100, width: 100, height: 100), journal: journal)
        window.addSubview(content)
        content.addSubview(box)
    }

    /// Attaches a new cue recognizer to `view`, journaling its actions.
    @discardableResult
    func cue(_ name: String, _ behavior: CueRecognizer.Behavior = .manual, on view: View) -> CueRecognizer {
        let recognizer = CueRecognizer(name, behavior, journal: journal)
        view.addGestureRecognizer(recognizer)
        return recognizer
    }
}
