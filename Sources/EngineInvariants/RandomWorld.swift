import GestureKit

/// A random scene: a window with a random tree of probe views (some rotated, scaled, hidden,
/// exclusive or single-touch), chaotic recognizers on the window and the views, random
/// delegates, failure requirements (cycles included, which the engine refuses, A10) and
/// hover recognizers. The same seed builds the same world.
public final class RandomWorld {
    private var rng: SeededRandom
    /// The window, 400 × 400.
    public let window = Window(size: Size(width: 400, height: 400))
    /// The views, in the order they were made.
    public private(set) var views: [ProbeView] = []
    /// The chaotic recognizers, in the order they were made.
    public private(set) var recognizers: [ChaoticRecognizer] = []
    private let delegate = RandomDelegate()

    /// Builds the world of `seed`.
    ///
    /// - Parameter seed: any value; the same seed builds the same views, recognizers,
    ///   delegates and requirements on every platform (``SeededRandom``), so a failing seed
    ///   replays exactly.
    public init(seed: UInt64) {
        rng = SeededRandom(seed: seed)
        let viewCount = Int.random(in: 4...14, using: &rng)
        for index in 0..<viewCount {
            let parent: View = views.isEmpty || rng.chance(0.3) ? window : views.randomElement(using: &rng)!
            let w = Double.random(in: 40...300, using: &rng), h = Double.random(in: 40...300, using: &rng)
            let view = ProbeView(frame: Rect(
                x: Double.random(in: -20...max(0, parent.bounds.width - w / 2), using: &rng),
                y: Double.random(in: -20...max(0, parent.bounds.height - h / 2), using: &rng),
                width: w, height: h))
            view.name = "v\(index)"
            if rng.chance(0.2) { view.transform = AffineTransform(rotationAngle: Double.random(in: -1...1, using: &rng)) }
            if rng.chance(0.1) { view.transform = AffineTransform(scaleX: 0.7, y: 1.3) }
            view.isMultipleTouchEnabled = rng.chance(0.5)
            view.isExclusiveTouch = rng.chance(0.1)
            view.isHidden = rng.chance(0.05)
            parent.addSubview(view)
            views.append(view)
        }
        for view in views where rng.chance(0.2) { view.addGestureRecognizer(HoverGestureRecognizer()) }
        addRecognizers()
        relateRecognizers()
    }

    deinit {
        for view in views { view.forgetTouches() }
    }

    private func addRecognizers() {
        var index = 0
        for host in [window] + views {
            for _ in 0..<Int.random(in: 0...3, using: &rng) {
                let r = ChaoticRecognizer(name: "r\(index)", seed: rng.next())
                index += 1
                r.cancelsTouchesInView = rng.chance(0.7)
                r.delaysTouchesBegan = rng.chance(0.2)
                r.delaysTouchesEnded = rng.chance(0.8)
                if rng.chance(0.6) { r.delegate = delegate }
                r.followsScroll = rng.chance(0.3)
                r.followsTransforms = rng.chance(0.2)
                host.addGestureRecognizer(r)
                recognizers.append(r)
            }
        }
    }

    private func relateRecognizers() {
        for a in recognizers {
            for b in recognizers where a !== b {
                if rng.chance(0.15) { delegate.simultaneous.insert([a.displayName, b.displayName]) }
                if rng.chance(0.05) { delegate.requires.insert([a.displayName, b.displayName]) }
                if rng.chance(0.05) { a.require(toFail: b) }  // cycles are refused (A10)
            }
            if rng.chance(0.05) { delegate.refusesBegin.insert(a.displayName) }
        }
    }

    /// Sometimes (one call in 25) changes the scene between events: a recognizer disabled or
    /// enabled, removed or added to a view, a view removed or put back (A11, T4).
    public func perturb() {
        guard rng.chance(0.04) else { return }
        perturbNow()
    }

    /// Changes the scene now, as ``perturb()`` does when it happens.
    public func perturbNow() {
        guard !recognizers.isEmpty else { return }
        let r = recognizers.randomElement(using: &rng)!
        switch rng.next() % 3 {
        case 0: r.isEnabled.toggle()
        case 1:
            if let view = r.view { view.removeGestureRecognizer(r) } else { views.randomElement(using: &rng)?.addGestureRecognizer(r) }
        default:
            let view = views.randomElement(using: &rng)!
            if view.superview != nil, rng.chance(0.5) { view.removeFromSuperview() } else if view.superview == nil { window.addSubview(view) }
        }
    }

    /// What the recognizers and views have seen go wrong so far: actions that do not form
    /// gestures, touches delivered out of order or to the wrong view. Holds at every step.
    public var violations: [String] {
        recognizers.flatMap { r in r.violations.map { "\(r.displayName): \($0)" } }
            + views.flatMap { v in v.violations.map { "\(v.displayName): \($0)" } }
    }

    /// What must hold once every touch has ended and every deadline has passed: every
    /// recognizer is back to possible with its last gesture complete, every view saw the
    /// end of every touch it saw begin, and the window holds nothing (no touch, no gesture,
    /// no deadline). Includes ``violations``.
    public func violationsAtRest() -> [String] {
        var found: [String] = []
        for r in recognizers {
            if r.state != .possible { found.append("\(r.displayName) left in \(r.state)") }
            r.checkComplete()
        }
        for view in views where !view.openTouches.isEmpty {
            found.append("\(view.displayName) never saw the end of touches \(view.openTouches)")
        }
        return found + window.leftovers + violations
    }
}
