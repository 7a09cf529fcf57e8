import GestureKit
import GestureShapes
import GestureTraces

/// The scene behind `gesturekit listen`: one recognizer per distinct gesture the bindings
/// name, on one view covering the screen, with the failure requirements that keep gestures
/// apart, and the moments of each binding turned into ``Firing``s.
///
/// Arbitration (built as a `SceneDescription`, the mechanism replay uses):
/// - Taps: a tap waits for the taps of the same fingers with more taps (the single-, double-,
///   triple-tap recipe), and for the taps of the same count with more fingers, so three
///   fingers never also fire a two-finger tap.
/// - A pan waits for the swipes and edge gestures of its finger count, so a swipe binding
///   does not also fire the pan binding of the same fingers; a swipe from anywhere waits for
///   the edge swipe of its direction.
/// - Pinch and rotation share one recognizer each whatever the fingers (a binding acts
///   when the gesture began with its finger count) and may recognize together.
/// - Drawn shapes may recognize together with one-finger pans and swipes: a shape is also a
///   drag, and a shape is only known at the lift.
/// - On a touchpad, pans, edge pans, pinches and rotations wait for the taps they could be
///   (libinput's tap rule; `BindingScene+Touchpad.swift`).
/// - A pan, swipe or edge gesture with a moving rival of more fingers waits until the fingers
///   have had time to land (``FingerCountGuard``; `BindingScene+FingerGuards.swift`).
public final class BindingScene {
    /// The window the source feeds.
    public let window: Window
    /// The recognizers, built from the bindings.
    public let scene: BuiltScene
    /// The bindings.
    public let bindings: [Binding]
    /// Told each moment that acts.
    public var onFiring: (Firing) -> Void = { _ in }
    /// The engine time that counts as 0 in firings.
    public var startTime = 0.0
    /// Asked which application has the focus, for bindings that name one (nil: unknown).
    public var focus: (any FocusSource)?
    /// Asked which modifier keys are held, for bindings that name them (nil: none readable).
    public var modifierSource: (any ModifierSource)?
    private var trackers: [Tracker]
    let rivals: [[Int]]
    var conditionState = ConditionState()

    /// Per binding: what the gesture under way has done so far.
    private struct Tracker {
        var fingers = 0
        var excluded = false  // began with another finger count
        var recognized = false
        var steps = 0
        /// Steps a glitch crossed beyond ``StepRule/firingsPerFrame``, taken off the progress
        /// so that the count stays the steps fired: they are neither acted on nor undone.
        var skippedSteps = 0.0
        var awaitingLift = false
    }

    /// Throws when a shape binding names a shape that no template has: the error names the
    /// binding, the file and the shapes it does have. `listen` asks before it waits for a
    /// device, and `listen --check` asks too.
    public static func checkShapes(of bindings: [Binding], templates: [ShapeTemplate],
                                   templatesFile: String?) throws(ConfigurationError) {
        let templateNames = Set(templates.map(\.name))
        for (index, binding) in bindings.enumerated() {
            guard let shape = binding.shape, !templateNames.contains(shape) else { continue }
            throw ConfigurationError(
                "no template is named \"\(shape)\" (" + (templateNames.isEmpty
                    ? "\(templatesFile ?? "the templates file") has none: record one with gesturekit listen --record-template NAME"
                    : "known in \(templatesFile ?? "the templates file"): \(templateNames.sorted().joined(separator: ", "))") + ")",
                at: "bindings[\(index)].shape")
        }
    }

    /// Builds the scene for `bindings` in a window of `size`; shape bindings match
    /// `templates` (Jackknife, one stroke each). With `deviceKind`, the bindings limited to
    /// another kind of device (`only-on`) get no recognizer; firings keep every binding's
    /// index in `bindings`. `templatesFile` names where the templates came from, for the
    /// error when a shape binding has none.
    public init(bindings: [Binding], size: Size, edgeMargin: Double = ListenConfiguration.defaultEdgeMargin,
                templates: [ShapeTemplate] = [], templatesFile: String? = nil,
                deviceKind: Binding.DeviceKind? = nil) throws(ConfigurationError) {
        self.bindings = bindings
        trackers = Array(repeating: Tracker(), count: bindings.count)
        rivals = Self.rivals(of: bindings, deviceKind: deviceKind)
        var keys: [RecognizerKey] = []
        var groups: [RecognizerKey: [Int]] = [:]
        try Self.checkShapes(of: bindings, templates: templates, templatesFile: templatesFile)
        for (index, binding) in bindings.enumerated() {
            guard binding.applies(to: deviceKind) else { continue }
            let key = binding.recognizerKey
            if groups[key] == nil { keys.append(key) }
            groups[key, default: []].append(index)
        }
        if deviceKind == .touchpad { keys += Self.tapGuards(for: keys) }
        var custom: [String: GestureRecognizer] = [:]
        var descriptions: [RecognizerDescription] = []
        for key in keys {
            let name = Self.name(of: key)
            if let recognizer = Self.customRecognizer(for: key, bindings: (groups[key] ?? []).map { bindings[$0] },
                                                      edgeMargin: edgeMargin, templates: templates) {
                custom[name] = recognizer
            }
            descriptions.append(Self.description(of: key, named: name, among: keys))
        }
        if deviceKind == .touchpad { Self.holdForTaps(&descriptions, keys: keys) }
        Self.holdForMoreFingers(&descriptions, custom: &custom, keys: keys)
        let description = SceneDescription(views: [
            ViewDescription(name: "screen", frame: Rect(origin: .zero, size: size), recognizers: descriptions)
        ])
        do {
            scene = try BuiltScene(description, size: size, custom: custom)
        } catch {
            throw ConfigurationError("the scene could not be built: \(error.description)", at: "bindings")
        }
        window = scene.window
        for key in keys {
            // A touchpad's tap guards act for no binding.
            guard let recognizer = scene.recognizer(named: Self.name(of: key)), let group = groups[key] else { continue }
            _ = recognizer.addAction { [unowned self] recognizer in self.handle(recognizer, bindings: group) }
        }
    }

    /// Call after each turn of the input loop: a swipe bound `on: ended` acts when its
    /// fingers have all lifted. The modifiers asked during the turn are forgotten, and the
    /// focused application once every finger has lifted.
    public func afterStep() {
        defer { forgetConditions(allLifted: window.touches.isEmpty) }
        guard window.touches.isEmpty else { return }
        for index in trackers.indices where trackers[index].awaitingLift {
            trackers[index].awaitingLift = false
            fire(index, .ended, values: [("fingers", String(bindings[index].fingers)),
                                         ("direction", bindings[index].direction?.name ?? "")])
        }
    }

    // MARK: Moments

    private func handle(_ recognizer: GestureRecognizer, bindings group: [Int]) {
        for index in group { handle(recognizer, binding: index) }
    }

    private func handle(_ recognizer: GestureRecognizer, binding index: Int) {
        let binding = bindings[index]
        switch recognizer.state {
        case .began:
            trackers[index] = Tracker(fingers: recognizer.numberOfTouches)
            if binding.gesture == .pinch || binding.gesture == .rotation {
                trackers[index].excluded = recognizer.numberOfTouches != binding.fingers
            }
            guard !trackers[index].excluded else { return }
            if binding.on == .began || (binding.on == .recognized && binding.gesture == .longPress) {
                fire(index, binding.on, recognizer)
            }
            checkProgress(recognizer, binding: index)
        case .changed:
            guard !trackers[index].excluded else { return }
            checkProgress(recognizer, binding: index)
        case .ended where binding.gesture.isContinuous:
            if binding.on == .ended && !trackers[index].excluded { fire(index, .ended, recognizer) }
        case .ended:
            discrete(recognizer, binding: index)
        case .cancelled:
            trackers[index].awaitingLift = false
            if binding.on == .cancelled && !trackers[index].excluded { fire(index, .cancelled, recognizer) }
        default:
            break
        }
    }

    private func discrete(_ recognizer: GestureRecognizer, binding index: Int) {
        let binding = bindings[index]
        // A tap's fingers may lift in separate frames: by its recognition fewer are down.
        let required = (recognizer as? TapGestureRecognizer)?.numberOfTouchesRequired ?? 0
        trackers[index] = Tracker(fingers: Swift.max(recognizer.numberOfTouches, required))
        switch binding.gesture {
        case .shape:
            guard let shape = recognizer as? TemplateGestureRecognizer, shape.matchedName == binding.shape,
                  let score = shape.matchedScore, score >= binding.score ?? JackknifeRecognizer.calibratedMinimumScore else { return }
            fire(index, .recognized, recognizer)
        case .swipe where binding.on == .ended:
            trackers[index].awaitingLift = true
        default:
            fire(index, binding.on, recognizer)
        }
    }

    /// `on: changed` (every step, or every change) and `on: recognized` (the threshold).
    private func checkProgress(_ recognizer: GestureRecognizer, binding index: Int) {
        let binding = bindings[index]
        let progress = BindingProgress.progress(of: recognizer, for: binding)
        switch binding.on {
        case .changed:
            guard recognizer.state == .changed else { return }
            guard let every = binding.every else { return fire(index, .changed, recognizer) }
            guard progress.isFinite else { return }  // no step is an infinite way off
            // Once per step, however many steps one frame crosses, up to a glitch's worth.
            let quotient = progress / BindingProgress.measure(every, for: binding.gesture) - trackers[index].skippedSteps
            let reverses = binding.actions.reverses
            var fired = 0
            while let back = StepRule.next(from: trackers[index].steps, at: quotient, reverses: reverses) {
                guard fired < StepRule.firingsPerFrame else {
                    // The rest of the jump is dropped: the count goes on from here, at rest.
                    trackers[index].skippedSteps += quotient - Double(trackers[index].steps)
                    break
                }
                trackers[index].steps += back ? -1 : 1
                fire(index, .changed, values: values(of: recognizer, for: index, back: back), back: back)
                fired += 1
            }
        case .recognized where binding.gesture != .longPress && !trackers[index].recognized:
            let threshold = binding.threshold ?? BindingProgress.defaultThreshold(for: binding.gesture)
            guard progress >= BindingProgress.measure(threshold, for: binding.gesture) else { return }
            trackers[index].recognized = true
            fire(index, .recognized, recognizer)
        default:
            break
        }
    }

    private func fire(_ index: Int, _ moment: Binding.Moment, _ recognizer: GestureRecognizer) {
        fire(index, moment, values: values(of: recognizer, for: index))
    }

    /// `back`: a step back, which runs and types the binding's reverse actions.
    private func fire(_ index: Int, _ moment: Binding.Moment, values: [(String, String)], back: Bool = false) {
        guard conditionsAllow(index) else { return }
        let binding = bindings[index]
        onFiring(Firing(binding: index, gesture: binding.gesture, moment: moment, time: window.currentTime - startTime,
                        run: back ? binding.actions.reverseRun : binding.run,
                        values: values.filter { !$0.1.isEmpty }.map { (name: $0.0, value: $0.1) },
                        keys: back ? binding.actions.reverseKeys : binding.actions.keys))
    }

    private func values(of recognizer: GestureRecognizer, for index: Int, back: Bool = false) -> [(String, String)] {
        let binding = bindings[index]
        let fingers = trackers[index].fingers > 0 ? trackers[index].fingers : binding.fingers
        let location = recognizer.location(in: nil)
        var values: [(String, String)] = [("fingers", String(fingers)),
                                          ("direction", BindingProgress.direction(of: recognizer, for: binding)?.name ?? ""),
                                          ("x", Firing.number(location.x)), ("y", Firing.number(location.y))]
        switch recognizer {
        case let pinch as PinchGestureRecognizer: values.append(("scale", Firing.number(pinch.scale)))
        case let rotation as RotationGestureRecognizer: values.append(("rotation", Firing.number(rotation.rotation * 180 / .pi)))
        case let pan as PanGestureRecognizer:
            let t = pan.translation(in: nil)
            values += [("dx", Firing.number(t.x)), ("dy", Firing.number(t.y))]
        case let shape as TemplateGestureRecognizer:
            values += [("shape", shape.matchedName ?? ""), ("score", shape.matchedScore.map(Firing.number) ?? "")]
        default: break
        }
        if binding.every != nil { values.append(("steps", String(trackers[index].steps))) }
        if binding.actions.reverses { values.append(("step", back ? "back" : "forward")) }
        return values
    }
}
