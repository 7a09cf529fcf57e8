/// Tells which application has the focus, for bindings that name one.
public protocol FocusSource: AnyObject {
    /// The focused application's names (an X11 window's instance and class; a Wayland
    /// application's id); nil when it is not known.
    func focusedApplication() -> [String]?
}

/// Tells which modifier keys are held, for bindings with `modifiers:`.
public protocol ModifierSource: AnyObject {
    /// The modifiers held now on any keyboard; nil when no keyboard could be asked.
    func heldModifiers() -> Set<Binding.Modifier>?
}

/// What the scene knows of the conditions during one gesture: the focused application,
/// asked at the first moment that needs it and kept until every finger has lifted (a
/// gesture acts for one application throughout), and the modifiers, asked at most once per
/// turn of the loop.
struct ConditionState {
    var application: [String]??  // .none: not asked yet; .some(nil): unknown
    var modifiers: Set<Binding.Modifier>??
}

extension BindingScene {
    /// For each binding, the bindings that win over it when their conditions hold: those
    /// acting on the same device kind, for the same gesture (recognizer, fingers, direction,
    /// shape) and moment, that name more conditions.
    static func rivals(of bindings: [Binding], deviceKind: Binding.DeviceKind?) -> [[Int]] {
        struct Identity: Hashable {
            let key: RecognizerKey
            let fingers: Int
            let direction: Binding.Direction?
            let shape: String?
            let on: Binding.Moment
        }
        func identity(_ binding: Binding) -> Identity {
            Identity(key: binding.recognizerKey, fingers: binding.fingers, direction: binding.direction, shape: binding.shape, on: binding.on)
        }
        var groups: [Identity: [Int]] = [:]
        for (index, binding) in bindings.enumerated() where binding.applies(to: deviceKind) {
            groups[identity(binding), default: []].append(index)
        }
        return bindings.enumerated().map { index, binding in
            guard binding.applies(to: deviceKind) else { return [] }
            let specificity = binding.conditions.specificity
            return groups[identity(binding), default: []].filter { bindings[$0].conditions.specificity > specificity }
        }
    }

    /// Whether binding `index` acts now: its conditions hold, and no rival of it that names
    /// more conditions holds too (the application's own binding wins over the general one).
    func conditionsAllow(_ index: Int) -> Bool {
        guard holds(bindings[index].conditions) else { return false }
        return !rivals[index].contains { holds(bindings[$0].conditions) }
    }

    /// Call when a turn of the loop ends (`allLifted`: no finger is down any more).
    func forgetConditions(allLifted: Bool) {
        conditionState.modifiers = nil
        if allLifted { conditionState.application = nil }
    }

    private func holds(_ conditions: Binding.Conditions) -> Bool {
        if conditions == Binding.Conditions() { return true }
        var application: [String]?
        if conditions.needsApplication {
            if conditionState.application == nil { conditionState.application = .some(focus?.focusedApplication()) }
            application = conditionState.application ?? nil
        }
        var modifiers: Set<Binding.Modifier>?
        if conditions.modifiers != nil {
            if conditionState.modifiers == nil { conditionState.modifiers = .some(modifierSource?.heldModifiers()) }
            modifiers = conditionState.modifiers ?? nil
        }
        return conditions.hold(application: application, modifiers: modifiers)
    }
}
