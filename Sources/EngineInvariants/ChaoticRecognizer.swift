import GestureKit

/// A recognizer that asks for random state changes, valid or not, and schedules random
/// deadlines, and checks that the actions it receives form well-formed gestures. The engine
/// must refuse what is invalid (A2) and keep every invariant whatever it is asked.
public final class ChaoticRecognizer: GestureRecognizer {
    private var rng: SeededRandom
    private var actionsThisGesture: [State] = []
    private var timersThisGesture = 0
    /// What went wrong, in words; empty while the engine behaves.
    public private(set) var violations: [String] = []

    /// Whether scrolls reach it (as a virtual finger, P5).
    public var followsScroll = false
    /// Whether trackpad transforms reach it (as two virtual fingers, P5).
    public var followsTransforms = false
    override public func receivesScroll(of type: ScrollType) -> Bool { followsScroll }
    override public var receivesTransforms: Bool { followsTransforms }

    /// A recognizer named `name` whose choices replay from `seed`.
    ///
    /// - Parameters:
    ///   - name: its name in the decision log and in ``violations``.
    ///   - seed: the seed of its own generator: the same seed and the same input give the
    ///     same requests.
    public init(name: String, seed: UInt64) {
        rng = SeededRandom(seed: seed)
        super.init()
        self.name = name
        addAction { [unowned self] r in
            if r.state == .failed || r.state == .possible { self.violations.append("action for \(r.state)") }
            self.actionsThisGesture.append(r.state)
        }
    }

    private func act() {
        switch rng.next() % 12 {
        case 0: state = .began
        case 1, 2: state = .changed
        case 3: state = .ended
        case 4: state = .failed
        case 5: state = .cancelled
        case 6 where timersThisGesture < 3:
            timersThisGesture += 1
            scheduleTimer(after: Double.random(in: 0...0.6, using: &rng)) { [unowned self] in self.act() }
        default: break
        }
    }

    override public func touchesBegan(_ touches: [Touch], with event: Event) { act() }
    override public func touchesMoved(_ touches: [Touch], with event: Event) { act() }
    override public func touchesEnded(_ touches: [Touch], with event: Event) { act() }
    override public func touchesCancelled(_ touches: [Touch], with event: Event) { act() }

    override public func reset() {
        checkComplete()
        actionsThisGesture = []
        timersThisGesture = 0
    }

    /// Checks the actions of the gesture so far are complete and well formed: nothing, a lone
    /// recognized, or began changed* (ended | cancelled). (A reset checks each gesture; call
    /// this for the last one.)
    public func checkComplete() {
        let s = actionsThisGesture
        guard !s.isEmpty, s != [.ended] else { return }
        let middle = s.dropFirst().dropLast()
        if s.first != .began || !(s.last == .ended || s.last == .cancelled) || middle.contains(where: { $0 != .changed }) {
            violations.append("actions \(s) do not form one gesture")
        }
    }
}
